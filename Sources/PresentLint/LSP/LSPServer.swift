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

    /// A workspace folder: its own configuration (found from the folder up, as the CLI run there
    /// finds it) and its own project. A file belongs to the innermost folder holding it; files
    /// outside every folder, to the first.
    struct Folder {
        /// The folder's path with links resolved (how the server names its files); empty for the
        /// project of open files in no project.
        var root: String
        var configuration: ConfigurationFile?
        var filter: PathFilter?
        var project = LiveProject()
        /// The folder as the client spelled it (a link, say), for the URIs of files it has not opened.
        var clientRoot: String? = nil
    }

    /// Indexing under way, done a step at a time between messages: the files still to analyse,
    /// by folder root.
    struct Indexing {
        var queue: [(root: String, files: [FileSystem.Found])] = []
        var total = 0
        var done = 0
        var progressToken: JSONValue?
        var lastReported = 0
        /// Files whose findings changed during indexing but were not published yet (open files are).
        var heldBack: Set<String> = []
        /// The folders being indexed, for the log.
        var roots: [String] = []
    }

    let connection: LSPConnection
    var encoding = PositionEncoding.utf16
    /// Hover contents in Markdown, unless the client says it shows plain text only.
    var hoverMarkdown = true
    /// The folders indexed (resolved), with the client's spelling of each.
    var roots: [String] = []
    var clientRoots: [String: String] = [:]
    var indexing: Indexing?
    /// Files per indexing step: small enough that a message waits at most one step.
    static let indexingStep = 64
    /// The server's paths of the open documents' URIs (links resolved once per document).
    var identities: [String: String] = [:]
    /// Closed documents whose diagnostics are still to be cleared, with the URI the client used.
    var closedURIs: [String: String] = [:]
    var folders: [Folder] = []
    var documents: [String: OpenDocument] = [:]
    /// Files to analyse again (from the editor's text when open, else from disk) and files to forget.
    var dirty: Set<String> = []
    var deleted: Set<String> = []
    var configurationChanged = false
    /// Folders (by number) holding an Xcode project whose `project.pbxproj` changed: their
    /// deployment targets are read again.
    var xcodeProjectsChanged: Set<Int> = []
    var initializeReceived = false
    var shutdownReceived = false
    var supportsProgress = false
    /// The client can be asked to watch files (`workspace/didChangeWatchedFiles` registered dynamically).
    var supportsWatcherRegistration = false
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
            // Indexing goes on while no message waits: each message is answered within one step.
            if indexing != nil && deferred.isEmpty && !connection.hasPending {
                indexStep()
                continue
            }
            let incoming = deferred.isEmpty ? connection.next() : deferred.removeFirst()
            switch incoming {
            case .end:
                return shutdownReceived ? 0 : 1
            case let .malformed(why, id):
                // Said on standard error too: a client may show neither the error nor the log.
                Self.standardError("presentlint lsp: unusable message: \(why)")
                sendError(id: id, code: ErrorCode.parseError, message: why)
            case let .skipped(count, sample):
                let text = "presentlint: skipped \(count) byte(s) to find the next message (they began: \(MessageFraming.preview(sample)))"
                Self.standardError("presentlint lsp: " + text.dropFirst("presentlint: ".count))
                log(text, type: 2)
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
        case "initialize":
            // Once per session: a second one would switch the position encoding and the roots
            // under the client's feet.
            guard !initializeReceived else { throw RequestError(code: ErrorCode.invalidRequest, message: "the server is already initialized") }
            return initialize(params)
        case "shutdown":
            shutdownReceived = true
            // No more work: indexing stops here.
            if let job = indexing, let token = job.progressToken {
                notify("$/progress", ["token": token, "value": ["kind": "end", "message": "stopped: shutting down"]])
            }
            indexing = nil
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

    static func standardError(_ line: String) { StandardStreams.err(line + "\n") }

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
        // UTF-8 when offered (presentlint counts bytes), else the first the client offers that the
        // server knows, else the protocol's default, UTF-16.
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        supportsProgress = params[path: "capabilities", "window", "workDoneProgress"]?.boolValue ?? false
        supportsWatcherRegistration = params[path: "capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue ?? false
        if let formats = params[path: "capabilities", "textDocument", "hover", "contentFormat"]?.arrayValue?.compactMap(\.stringValue), !formats.isEmpty {
            hoverMarkdown = formats.contains("markdown")
        }
        trace = params["trace"]?.stringValue ?? "off"
        var folders = params["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path) } ?? []
        if folders.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(DocumentURI.path) { folders = [root] }
        if folders.isEmpty, let root = params["rootPath"]?.stringValue { folders = [root] }
        roots = []
        for folder in folders { addRoot(folder, from: "the client") }
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": .array(FixActions.kinds.map { .string($0) })],
                "hoverProvider": true,
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "presentlint", "version": .string(Help.version)],
        ]
    }

    // MARK: The workspace

    /// Takes a folder the client names (or one a document is in) as a root to index, unless it is
    /// refused (`ProjectRoot.refusal`), which a log message says; returns whether it was taken.
    @discardableResult
    func addRoot(_ folder: String, from source: String) -> Bool {
        let spelled = Paths.standardized(folder)
        let root = ProjectRoot.identity(spelled)
        if let why = ProjectRoot.refusal(of: root) {
            log("presentlint: not indexing \(spelled) (from \(source)): \(why). Each open file is linted with the project it is in "
                + "(the nearest folder above it holding \(ProjectRoot.markers)).", type: 2)
            return false
        }
        guard !roots.contains(root) else { return true }
        roots.append(root)
        if spelled != root { clientRoots[root] = spelled }
        return true
    }

    /// A document outside every folder indexed: the project it is in (the nearest folder above it
    /// holding a project marker) is indexed too, when there is one.
    func adoptProject(of path: String) {
        guard indexStarted, !roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }),
              let root = ProjectRoot.nearest(from: Paths.parent(path)), !roots.contains(root) else { return }
        roots.append(root)
        let (configuration, filter) = loadConfiguration(root)
        // Into the folders before the project of files in no project (which then keeps only those).
        let loose = folders.firstIndex { $0.root.isEmpty }
        let added = Folder(root: root, configuration: configuration, filter: filter, project: LiveProject(configuration: configuration.rules))
        if let loose { folders.insert(added, at: loose) } else { folders.append(added) }
        log("presentlint: indexing \(root), the project of \(path)")
        // Open files of that project in another folder's project move to it.
        for other in documents.keys where folder(for: other) == folders.firstIndex(where: { $0.root == root }) && !isConfigurationFile(other) && isLinted(other) {
            for i in folders.indices where folders[i].root != root && folders[i].project.contains(other) {
                publish(folders[i].project.remove([other]).filter { $0 != other })
            }
            dirty.insert(other)
        }
        enqueue(folders.firstIndex { $0.root == root }!)
    }

    /// The folder a file belongs to: the innermost holding it, else the project of files in no
    /// project (when there is one), else the first.
    func folder(for path: String) -> Int {
        var best = folders.firstIndex { $0.root.isEmpty } ?? 0, depth = -1
        for (i, f) in folders.enumerated() where !f.root.isEmpty {
            let prefix = f.root.hasSuffix("/") ? f.root : f.root + "/"
            if path.hasPrefix(prefix) && prefix.utf8.count > depth {
                best = i
                depth = prefix.utf8.count
            }
        }
        return best
    }

    /// The project holding (or that would hold) a file.
    func project(for path: String) -> LiveProject { folders.isEmpty ? LiveProject() : folders[folder(for: path)].project }

    /// Loads a folder's configuration as the CLI run in it does (the nearest `.presentlint.json`
    /// from the folder up); a broken one is reported and the defaults are used.
    func loadConfiguration(_ root: String) -> (ConfigurationFile, PathFilter) {
        var configuration = ConfigurationFile(path: nil, base: root)
        do {
            if let found = ConfigurationFile.find(from: root) { configuration = try ConfigurationFile.load(found) }
        } catch let e as UsageError {
            notify("window/showMessage", ["type": 1, "message": .string("presentlint: \(e.message); using the default settings")])
        } catch {}
        return (configuration, PathFilter(configuration))
    }

    /// The Swift files of folder `i`, as the CLI's walk finds them, without those of folders
    /// inside it; and the deployment targets of the Xcode projects the walk meets.
    func workspaceFiles(_ i: Int) -> (files: [FileSystem.Found], buildSettingTargets: [ScopedDeploymentTargets]) {
        guard let filter = folders[i].filter, !folders[i].root.isEmpty else { return ([], []) }
        var files: [FileSystem.Found] = []
        var targets: [ScopedDeploymentTargets] = []
        _ = FileSystem.collect([folders[i].root], filter: filter, xcodeProject: { project in
            if case let .success(bytes) = FileSystem.read(project) {
                targets.append(ScopedDeploymentTargets(xcodeProjectFile: project.path, targets: DeploymentTargets.xcodeProject(bytes)))
            }
        }) { files.append($0) }
        // A workspace opened on a package's or an app's source folder: the package or project above it.
        targets += EnclosingBuildSettings.find(above: [folders[i].root], cwd: Paths.currentDirectory())
        return (files.filter { folder(for: $0.path) == i }, targets)
    }

    var indexStarted = false

    /// After `initialized`: the folders are walked, then their files analysed a step at a time
    /// between messages (`indexStep`); open documents are linted first, as they change.
    func indexWorkspace() {
        guard !indexStarted else { return }
        indexStarted = true
        if supportsWatcherRegistration { registerFileWatchers() }
        folders = roots.map { root in
            let (configuration, filter) = loadConfiguration(root)
            return Folder(root: root, configuration: configuration, filter: filter, project: LiveProject(configuration: configuration.rules), clientRoot: clientRoots[root])
        }
        if roots.isEmpty {
            log("presentlint: no workspace folder to index; each open file is linted with the project it is in "
                + "(the nearest folder above it holding \(ProjectRoot.markers)).")
        }
        // Documents opened before now, in no folder: their projects.
        for path in documents.keys.sorted() where !isConfigurationFile(path) { place(path) }
        for i in folders.indices { enqueue(i) }
        for path in documents.keys where !isConfigurationFile(path) && isLinted(path) { dirty.insert(path) }
        if indexing == nil { finishIndexing() }
    }

    /// Walks folder `i` and queues its files for indexing.
    func enqueue(_ i: Int) {
        let walk = workspaceFiles(i)
        if !walk.buildSettingTargets.isEmpty {
            folders[i].project = LiveProject(configuration: folders[i].project.configuration, buildSettingTargets: walk.buildSettingTargets)
        }
        var job = indexing ?? Indexing()
        if indexing == nil {
            let token: JSONValue = "presentlint-indexing"
            if supportsProgress && createProgress(token) {
                job.progressToken = token
                notify("$/progress", ["token": token, "value": ["kind": "begin", "title": "presentlint", "message": .string("indexing \(walk.files.count) Swift files"), "percentage": 0, "cancellable": false]])
            }
        }
        job.queue.append((folders[i].root, walk.files))
        job.total += walk.files.count
        job.roots.append(folders[i].root)
        indexing = job
    }

    /// Analyses the next few files of the indexing queue (files already in their project, an open
    /// document analysed first, are skipped); lints and publishes when the queue is done.
    func indexStep() {
        guard var job = indexing else { return }
        guard !job.queue.isEmpty else { return finishIndexing() }
        let root = job.queue[0].root
        let take = min(Self.indexingStep, job.queue[0].files.count)
        let slice = Array(job.queue[0].files.prefix(take))
        job.queue[0].files.removeFirst(take)
        if job.queue[0].files.isEmpty { job.queue.removeFirst() }
        job.done += take
        if let i = folders.firstIndex(where: { $0.root == root }) {
            let fresh = slice.filter { !folders[i].project.contains($0.path) && documents[$0.path] == nil && folder(for: $0.path) == i }
            if !fresh.isEmpty { folders[i].project.add(count: fresh.count) { LintCommand.load(fresh[$0]) } }
        }
        if let token = job.progressToken, job.done * 10 / max(1, job.total) > job.lastReported {
            job.lastReported = job.done * 10 / max(1, job.total)
            notify("$/progress", ["token": token, "value": ["kind": "report", "message": .string("\(job.done)/\(job.total) files"), "percentage": .int(job.done * 100 / max(1, job.total))]])
        }
        indexing = job
        if job.queue.isEmpty { finishIndexing() }
    }

    func finishIndexing() {
        let job = indexing ?? Indexing()
        indexing = nil
        var changed = job.heldBack
        for i in folders.indices { changed.formUnion(folders[i].project.lint()) }
        if let token = job.progressToken {
            notify("$/progress", ["token": token, "value": ["kind": "end", "message": .string("\(job.total) files indexed")]])
        }
        if !job.roots.isEmpty {
            log("presentlint: indexed \(job.total) Swift file(s) in \(job.roots.joined(separator: ", "))")
        }
        publish(changed.sorted())
    }

    /// Asks the client to tell the server about the files it reads from disk when they are
    /// created, changed or deleted outside the editor (a branch switch): Swift files, the
    /// configuration, Xcode projects' build settings. The client's answer needs no action.
    func registerFileWatchers() {
        let id = JSONValue.string("presentlint-\(nextRequestID)")
        nextRequestID += 1
        let watchers = JSONValue.array(["**/*.swift", "**/" + ConfigurationFile.fileName, "**/*.xcodeproj/project.pbxproj"].map { ["globPattern": .string($0)] })
        connection.send(["jsonrpc": "2.0", "id": id, "method": "client/registerCapability", "params": [
            "registrations": [["id": "presentlint-watched-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers]]],
        ]])
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
        let removed = Set(params[path: "event", "removed"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path).map { ProjectRoot.identity($0) } } ?? [])
        roots = roots.filter { !removed.contains($0) }
        for folder in added { addRoot(folder, from: "the client") }
        configurationChanged = true
    }

    // MARK: Documents

    /// The server's path of a document's URI: links and `..` resolved (once per open document).
    func identity(of uri: String) -> String? {
        if let known = identities[uri] { return known }
        return DocumentURI.path(of: uri).map(ProjectRoot.identity)
    }

    /// Makes sure a file has a project: the one of the folder it is in, the project it is in
    /// (indexed now), or, when it is in none, the project of files in no project.
    func place(_ path: String) {
        guard indexStarted else { return }
        adoptProject(of: path)
        let inAFolder = folders.contains { !$0.root.isEmpty && path.hasPrefix($0.root.hasSuffix("/") ? $0.root : $0.root + "/") }
        if !inAFolder && !folders.contains(where: { $0.root.isEmpty }) {
            let (configuration, _) = loadConfiguration(Paths.parent(path))
            folders.append(Folder(root: "", configuration: configuration, filter: nil, project: LiveProject(configuration: configuration.rules)))
        }
    }

    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let path = identity(of: uri),
              let text = item["text"]?.stringValue else { return }
        identities[uri] = path
        documents[path] = OpenDocument(uri: uri, version: item["version"]?.intValue, document: EditorDocument(text: text))
        if isConfigurationFile(path) { return }
        place(path)
        if isLinted(path) { dirty.insert(path) }
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = identity(of: uri),
              documents[path] != nil else { return }
        for change in params["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            // In place: the document's bytes are not copied for each change.
            if let range = change["range"], let start = Self.position(range["start"]), let end = Self.position(range["end"]) {
                documents[path]?.document.apply(range: (start, end), text: text, encoding: encoding)
            } else {
                documents[path]?.document.apply(range: nil, text: text, encoding: encoding)
            }
        }
        if let version = params[path: "textDocument", "version"]?.intValue { documents[path]?.version = version }
        if !isConfigurationFile(path), isLinted(path) { dirty.insert(path) }
    }

    func didSave(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = identity(of: uri) else { return }
        if isConfigurationFile(path) { configurationChanged = true }
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = identity(of: uri) else { return }
        identities[uri] = nil
        guard documents.removeValue(forKey: path) != nil else { return }
        if isConfigurationFile(path) { return }
        // Back to what the disk holds: the file as saved, or nothing when it never was.
        if Paths.exists(path), isLinted(path), !folders.isEmpty, !folders[folder(for: path)].root.isEmpty {
            dirty.insert(path)
        } else if project(for: path).contains(path) {
            deleted.insert(path)
            dirty.remove(path)
            closedURIs[path] = uri
        } else {
            dirty.remove(path)
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue, let path = DocumentURI.path(of: uri).map(ProjectRoot.identity) else { continue }
            if isConfigurationFile(path) {
                configurationChanged = true
                continue
            }
            if path.hasSuffix(".xcodeproj/project.pbxproj"), !folders.isEmpty {
                xcodeProjectsChanged.insert(folder(for: path))
                continue
            }
            guard path.hasSuffix(".swift"), !folders.isEmpty, !folders[folder(for: path)].root.isEmpty else { continue }
            // An open file is the editor's: its text wins over the disk's.
            if documents[path] != nil { continue }
            if change["type"]?.intValue == 3 {
                if project(for: path).contains(path) { deleted.insert(path) }
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
        guard !folders.isEmpty else { return true }
        let i = folder(for: path)
        if folders[i].project.contains(path) { return true }
        guard let filter = folders[i].filter else { return true }
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
        guard indexStarted else { return }
        // While indexing, only edits and files: the configuration and build settings are read
        // again once it is done.
        if indexing == nil, configurationChanged {
            configurationChanged = false
            // The walk reads the Xcode projects again too.
            xcodeProjectsChanged = []
            reloadWorkspace()
        }
        // An Xcode project's deployment targets changed: the folder's walk finds its projects
        // again (as the CLI's does), and the files whose targets moved are linted again.
        var retargeted: Set<String> = []
        if indexing == nil {
            for i in xcodeProjectsChanged.sorted() where i < folders.count {
                retargeted.formUnion(folders[i].project.updateBuildSettingTargets(workspaceFiles(i).buildSettingTargets))
            }
            xcodeProjectsChanged = []
        }
        guard !dirty.isEmpty || !deleted.isEmpty else {
            if !retargeted.isEmpty { publish(retargeted.sorted()) }
            return
        }
        let started = Clock.now
        let edited = dirty.sorted()
        let removed = deleted.sorted()
        dirty = []
        deleted = []
        var changed = retargeted
        var timings: [String] = []
        for i in folders.indices {
            let mine = edited.filter { folder(for: $0) == i }
            let gone = removed.filter { folder(for: $0) == i }
            guard !mine.isEmpty || !gone.isEmpty else { continue }
            let inputs = mine.map { path -> LintInput in
                if let open = documents[path] { return LintInput(path: path, bytes: open.document.bytes) }
                return LintCommand.load(FileSystem.Found(path: path))
            }
            changed.formUnion(folders[i].project.apply(updating: inputs, removing: gone))
            timings.append("\(folders[i].project.lastTiming)")
        }
        let analysed = Clock.now
        // The edited files first: the editor waits for those; then the others the edit reached.
        let open = edited.filter { documents[$0] != nil }
        var others = changed.union(removed).subtracting(open)
        if indexing != nil {
            // Other files' findings wait for the whole project (published when indexing ends).
            indexing!.heldBack.formUnion(others)
            others = []
        }
        publish(open + others.sorted())
        if trace != "off" {
            notify("$/logTrace", ["message": .string("presentlint: \(edited.count) file(s) analysed, \(removed.count) removed: \(timings.joined(separator: "; ")); "
                + "\(Clock.milliseconds(started, analysed)) ms in all, then \(Clock.milliseconds(analysed, Clock.now)) ms to publish \(open.count + others.count) file(s)")])
        }
    }

    /// The configuration files changed (or the folders did): read each again, walk again, lint everything.
    func reloadWorkspace() {
        let previous = folders
        var kept: [Folder] = []
        var forgotten: [String] = []
        for root in roots {
            let (configuration, filter) = loadConfiguration(root)
            if var folder = previous.first(where: { $0.root == root }) {
                folder.configuration = configuration
                folder.filter = filter
                kept.append(folder)
            } else {
                kept.append(Folder(root: root, configuration: configuration, filter: filter, project: LiveProject(configuration: configuration.rules), clientRoot: clientRoots[root]))
            }
        }
        // The project of open files in no project stays (its configuration read again).
        if var loose = previous.first(where: { $0.root.isEmpty }) {
            let directory = loose.project.paths.first.map { Paths.parent($0) } ?? Paths.currentDirectory()
            loose.configuration = loadConfiguration(directory).0
            kept.append(loose)
        } else if kept.isEmpty, let open = documents.keys.sorted().first {
            kept.append(Folder(root: "", configuration: loadConfiguration(Paths.parent(open)).0, filter: nil))
        }
        // The files of folders no longer open are forgotten (their diagnostics cleared).
        for folder in previous where !kept.contains(where: { $0.root == folder.root }) { forgotten += folder.project.paths }
        folders = kept
        var changed: [String] = []
        for i in folders.indices {
            let walk = workspaceFiles(i)
            var files = Set(walk.files.map(\.path))
            files.formUnion(documents.keys.filter { folder(for: $0) == i && isLinted($0) && !isConfigurationFile($0) })
            // Files now in another folder (one inside this one was added) leave this one.
            let gone = folders[i].project.paths.filter { !files.contains($0) }
            if !gone.isEmpty { changed += folders[i].project.remove(gone) }
            for path in files where !folders[i].project.contains(path) { dirty.insert(path) }
            changed += folders[i].project.reconfigure(folders[i].configuration?.rules ?? .defaults, buildSettingTargets: walk.buildSettingTargets)
        }
        // A file that moved to another folder is published from its new one.
        deleted.formUnion(forgotten.filter { !project(for: $0).contains($0) && !dirty.contains($0) })
        publish(changed.filter { project(for: $0).contains($0) || !dirty.contains($0) })
    }
}
