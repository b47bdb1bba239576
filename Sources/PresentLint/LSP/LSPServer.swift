import RuleKit

/// `presentlint lsp`: a Language Server Protocol (3.17) server over standard input and output.
/// It indexes the workspace's Swift files once, then keeps the project's facts current as the
/// editor changes files, and publishes findings as diagnostics for every file whose findings
/// change. Messages are handled one at a time, in order; it never writes a file.
final class LSPServer {
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
        static let requestCancelled = -32800
    }

    struct OpenDocument {
        var uri: String
        var version: Int?
        var document: EditorDocument
    }

    let connection: LSPConnection
    var project = LiveProject()
    var encoding = PositionEncoding.utf16
    var roots: [String] = []
    var configuration: ConfigurationFile?
    var filter: PathFilter?
    var documents: [String: OpenDocument] = [:]
    /// Files to analyse again (from the editor's text when open, else from disk) and files to forget.
    var dirty: Set<String> = []
    var deleted: Set<String> = []
    var configurationChanged = false
    var initializeReceived = false
    var indexed = false
    var shutdownReceived = false
    var supportsProgress = false
    /// The client's trace setting (`off`, `messages`, `verbose`): when on, each analysis is
    /// followed by a `$/logTrace` of where its time went.
    var trace = "off"
    var nextRequestID = 1
    /// Messages read while waiting for a reply to the server's own request, handled afterwards.
    var deferred: [IncomingMessage] = []

    init(connection: LSPConnection) {
        self.connection = connection
    }

    /// Runs until `exit` (or the end of the input); returns the exit status.
    func run() -> Int32 {
        connection.start()
        while true {
            let incoming = deferred.isEmpty ? connection.next() : deferred.removeFirst()
            switch incoming {
            case .end:
                return shutdownReceived ? 0 : 1
            case let .malformed(why):
                sendError(id: .null, code: ErrorCode.parseError, message: why)
            case let .message(message):
                if message["method"]?.stringValue == "exit" { return shutdownReceived ? 0 : 1 }
                handle(message)
            }
            // Edits typed in a burst are analysed once, when no more messages wait.
            if deferred.isEmpty && !connection.hasPending { flush() }
        }
    }

    func handle(_ message: JSONValue) {
        guard case .object = message else {
            sendError(id: .null, code: ErrorCode.invalidRequest, message: "a message must be a JSON object")
            return
        }
        let id = message["id"]
        guard let method = message["method"]?.stringValue else {
            // A reply to one of the server's requests (or nonsense): nothing to answer.
            if id == nil || (message["result"] == nil && message["error"] == nil) {
                sendError(id: id ?? .null, code: ErrorCode.invalidRequest, message: "a message needs a method (or is a response)")
            }
            return
        }
        let params = message["params"] ?? .null
        guard let id else {
            handleNotification(method, params)
            return
        }
        if connection.takeCancellation(of: id) {
            sendError(id: id, code: ErrorCode.requestCancelled, message: "cancelled")
            return
        }
        guard initializeReceived || method == "initialize" else {
            sendError(id: id, code: ErrorCode.serverNotInitialized, message: "the server is not initialized yet")
            return
        }
        if shutdownReceived {
            sendError(id: id, code: ErrorCode.invalidRequest, message: "the server is shutting down")
            return
        }
        // Requests see every edit received before them.
        if method != "initialize" { flush() }
        do {
            let result = try answer(method, params)
            connection.send(["jsonrpc": "2.0", "id": id, "result": result])
        } catch let e as RequestError {
            sendError(id: id, code: e.code, message: e.message)
        } catch {
            sendError(id: id, code: ErrorCode.invalidParams, message: "\(error)")
        }
    }

    struct RequestError: Error {
        var code: Int
        var message: String
    }

    func answer(_ method: String, _ params: JSONValue) throws -> JSONValue {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            shutdownReceived = true
            return .null
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        default: throw RequestError(code: ErrorCode.methodNotFound, message: "unknown method '\(method)'")
        }
    }

    func handleNotification(_ method: String, _ params: JSONValue) {
        guard initializeReceived else { return }
        switch method {
        case "initialized": indexWorkspace()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        case "$/setTrace": trace = params["value"]?.stringValue ?? trace
        default: break   // `$/cancelRequest` is seen by the reader; other notifications need nothing.
        }
    }

    func sendError(id: JSONValue, code: Int, message: String) {
        connection.send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]])
    }

    func notify(_ method: String, _ params: JSONValue) {
        connection.send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    func log(_ text: String, type: Int = 3) {
        notify("window/logMessage", ["type": .int(type), "message": .string(text)])
    }

    // MARK: Lifecycle

    func initialize(_ params: JSONValue) -> JSONValue {
        initializeReceived = true
        let offered = params[path: "capabilities", "general", "positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        supportsProgress = params[path: "capabilities", "window", "workDoneProgress"]?.boolValue ?? false
        trace = params["trace"]?.stringValue ?? "off"
        var folders = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path) } ?? []
        if folders.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(DocumentURI.path) { folders = [root] }
        if folders.isEmpty, let root = params["rootPath"]?.stringValue { folders = [root] }
        roots = folders.map { Paths.standardized($0) }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "hoverProvider": true,
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "presentlint", "version": .string(Help.version)],
        ]
    }

    // MARK: The workspace

    /// Loads the configuration as the CLI does (the nearest `.presentlint.json` from the first
    /// workspace folder up); a broken one is reported and the defaults are used.
    func loadConfiguration() {
        let base = roots.first ?? Paths.currentDirectory()
        do {
            if let found = ConfigurationFile.find(from: base) {
                configuration = try ConfigurationFile.load(found)
            } else {
                configuration = ConfigurationFile(path: nil, base: base)
            }
        } catch let e as UsageError {
            configuration = ConfigurationFile(path: nil, base: base)
            notify("window/showMessage", ["type": 1, "message": .string("presentlint: \(e.message); using the default settings")])
        } catch {
            configuration = ConfigurationFile(path: nil, base: base)
        }
        filter = configuration.map(PathFilter.init)
    }

    /// The Swift files of the workspace folders, as the CLI's walk finds them.
    func workspaceFiles() -> [FileSystem.Found] {
        guard let filter, !roots.isEmpty else { return [] }
        return FileSystem.collect(roots, filter: filter).files
    }

    func indexWorkspace() {
        guard !indexed else { return }
        indexed = true
        loadConfiguration()
        project = LiveProject(configuration: configuration?.rules ?? .defaults)
        let files = workspaceFiles()
        let token: JSONValue = "presentlint-indexing"
        let progress = supportsProgress && createProgress(token)
        if progress {
            notify("$/progress", ["token": token, "value": ["kind": "begin", "title": "presentlint", "message": .string("indexing \(files.count) Swift files"), "percentage": 0, "cancellable": false]])
        }
        // In steps, so the progress moves; the facts of each step are analysed in parallel.
        let step = max(256, files.count / 10)
        var done = 0
        while done < files.count {
            let slice = Array(files[done..<min(files.count, done + step)])
            project.add(count: slice.count) { LintCommand.load(slice[$0]) }
            done += slice.count
            if progress {
                notify("$/progress", ["token": token, "value": ["kind": "report", "message": .string("\(done)/\(files.count) files"), "percentage": .int(done * 100 / max(1, files.count))]])
            }
        }
        let changed = project.lint()
        if progress {
            notify("$/progress", ["token": token, "value": ["kind": "end", "message": .string("\(files.count) files indexed")]])
        }
        log("presentlint: indexed \(files.count) Swift file(s) in \(roots.joined(separator: ", "))")
        publish(changed)
    }

    /// Asks the client for a progress token and waits (a few seconds at most) for its answer;
    /// messages arriving meanwhile are handled afterwards, in order.
    func createProgress(_ token: JSONValue) -> Bool {
        let id = JSONValue.string("presentlint-\(nextRequestID)")
        nextRequestID += 1
        connection.send(["jsonrpc": "2.0", "id": id, "method": "window/workDoneProgress/create", "params": ["token": token]])
        while let incoming = connection.next(within: 5000) {
            if case let .message(m) = incoming, m["method"] == nil, m["id"] == id { return m["error"] == nil }
            deferred.append(incoming)
            if case .end = incoming { return false }
        }
        return false
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        let added = params[path: "event", "added"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path) } ?? []
        let removed = Set(params[path: "event", "removed"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path) } ?? [])
        roots = roots.filter { !removed.contains($0) } + added.map { Paths.standardized($0) }
        configurationChanged = true
    }

    // MARK: Documents

    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let path = DocumentURI.path(of: uri),
              let text = item["text"]?.stringValue else { return }
        documents[path] = OpenDocument(uri: uri, version: item["version"]?.intValue, document: EditorDocument(text: text))
        if isConfigurationFile(path) { return }
        if isLinted(path) { dirty.insert(path) }
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = DocumentURI.path(of: uri),
              var open = documents[path] else { return }
        for change in params["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"], let start = Self.position(range["start"]), let end = Self.position(range["end"]) {
                open.document.apply(range: (start, end), text: text, encoding: encoding)
            } else {
                open.document.apply(range: nil, text: text, encoding: encoding)
            }
        }
        open.version = params[path: "textDocument", "version"]?.intValue ?? open.version
        documents[path] = open
        if !isConfigurationFile(path), isLinted(path) { dirty.insert(path) }
    }

    func didSave(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = DocumentURI.path(of: uri) else { return }
        if isConfigurationFile(path) { configurationChanged = true }
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = DocumentURI.path(of: uri),
              documents.removeValue(forKey: path) != nil else { return }
        if isConfigurationFile(path) { return }
        // Back to what the disk holds: the file as saved, or nothing when it never was.
        if Paths.exists(path), isLinted(path) {
            dirty.insert(path)
        } else if project.contains(path) {
            deleted.insert(path)
        } else {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue, let path = DocumentURI.path(of: uri) else { continue }
            if isConfigurationFile(path) {
                configurationChanged = true
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            // An open file is the editor's: its text wins over the disk's.
            if documents[path] != nil { continue }
            if change["type"]?.intValue == 3 {
                if project.contains(path) { deleted.insert(path) }
                dirty.remove(path)
            } else if isLinted(path) {
                dirty.insert(path)
                deleted.remove(path)
            }
        }
    }

    func isConfigurationFile(_ path: String) -> Bool {
        path.hasSuffix("/" + ConfigurationFile.fileName) || path == ConfigurationFile.fileName
    }

    /// Whether a Swift file is one the CLI would lint: in the project, or not excluded by the configuration.
    func isLinted(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        if project.contains(path) { return true }
        guard let filter else { return true }
        let absolute = Paths.standardized(path)
        return !filter.excludes(path, absolute: absolute) && filter.includes(path, absolute: absolute)
    }

    static func position(_ value: JSONValue?) -> EditorPosition? {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue else { return nil }
        return EditorPosition(line: line, character: character)
    }

    /// Analyses what changed since the last flush and publishes the diagnostics of every file
    /// whose findings changed (and of the edited files, so each edit gets an answer).
    func flush() {
        guard indexed else { return }
        if configurationChanged {
            configurationChanged = false
            reloadWorkspace()
        }
        guard !dirty.isEmpty || !deleted.isEmpty else { return }
        let started = Clock.now
        let edited = dirty.sorted()
        let inputs = edited.map { path -> LintInput in
            if let open = documents[path] { return LintInput(path: path, bytes: open.document.bytes) }
            return LintCommand.load(FileSystem.Found(path: path))
        }
        let removed = Array(deleted)
        dirty = []
        deleted = []
        let changed = project.apply(updating: inputs, removing: removed)
        let analysed = Clock.now
        // The edited files first: the editor waits for those; then the others the edit reached.
        let open = edited.filter { documents[$0] != nil }
        let openSet = Set(open)
        publish(open + Set(changed).union(removed).subtracting(openSet).sorted())
        if trace != "off" {
            notify("$/logTrace", ["message": .string("presentlint: \(edited.count) file(s) analysed, \(removed.count) removed: \(project.lastTiming); "
                + "\(Clock.milliseconds(started, analysed)) ms in all, then \(Clock.milliseconds(analysed, Clock.now)) ms to publish \(Set(changed).union(open).union(removed).count) file(s)")])
        }
    }

    /// The configuration file changed (or the folders did): read it again, walk again, lint everything.
    func reloadWorkspace() {
        loadConfiguration()
        let files = Set(workspaceFiles().map(\.path)).union(documents.keys.filter { isLinted($0) && !isConfigurationFile($0) })
        let gone = project.paths.filter { !files.contains($0) }
        let added = files.filter { !project.contains($0) }
        for path in added { dirty.insert(path) }
        deleted.formUnion(gone)
        let changed = project.reconfigure(configuration?.rules ?? .defaults)
        publish(changed)
    }
}
