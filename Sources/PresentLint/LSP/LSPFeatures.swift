import RuleKit

/// Diagnostics, hover and code actions: findings as the protocol shows them.
extension LSPServer {
    /// The text a file's positions are converted with: the editor's when open, else the disk's.
    func document(for path: String) -> EditorDocument? {
        if let open = documents[path] { return open.document }
        if case let .success(bytes) = FileSystem.read(path) { return EditorDocument(bytes: bytes) }
        return nil
    }

    /// The URI to publish a file's diagnostics under: the one the client opened it by, else its
    /// path under the folder as the client spelled it (a workspace opened through a link).
    func uri(for path: String) -> String {
        if let open = documents[path] { return open.uri }
        if let closed = closedURIs[path] { return closed }
        for folder in folders where !folder.root.isEmpty {
            guard let spelled = folder.clientRoot else { continue }
            let prefix = folder.root.hasSuffix("/") ? folder.root : folder.root + "/"
            if path.hasPrefix(prefix) { return DocumentURI.uri(of: Paths.join(spelled, String(path.dropFirst(prefix.count)))) }
        }
        return DocumentURI.uri(of: path)
    }

    func range(of finding: Finding, in document: EditorDocument?) -> JSONValue {
        var converter = document.map { PositionConverter($0, encoding: encoding) }
        return range(of: finding, &converter)
    }

    func range(of finding: Finding, _ converter: inout PositionConverter?) -> JSONValue {
        guard converter != nil else {
            let start = EditorPosition(line: finding.start.line - 1, character: finding.start.column - 1)
            return Self.json(start, start)
        }
        let start = converter!.position(of: finding.start)
        var end = converter!.position(of: finding.end)
        // A finding at a point is shown over the rest of its line, so editors have something to underline.
        if end.line < start.line || (end.line == start.line && end.character <= start.character) {
            end = converter!.position(ofOffset: converter!.document.lineRange(start.line).upperBound)
        }
        return Self.json(start, end)
    }

    static func json(_ start: EditorPosition, _ end: EditorPosition) -> JSONValue {
        ["start": ["line": .int(start.line), "character": .int(start.character)],
         "end": ["line": .int(end.line), "character": .int(end.character)]]
    }

    /// Most other findings at a site listed as one diagnostic's related information: a line with
    /// thousands of findings must not make each diagnostic carry all the others.
    static let maximumRelated = 8

    /// The diagnostics of a file's findings (of those at `selected`, all when nil). Other findings
    /// at the same site (the same line) are related information. Each range is worked out once,
    /// and the findings are grouped by line once: the cost follows the number of findings.
    func diagnostics(_ findings: [Finding], selected: [Int]? = nil, uri: String, document: EditorDocument?) -> [JSONValue] {
        var converter = document.map { PositionConverter($0, encoding: encoding) }
        var ranges: [JSONValue?] = Array(repeating: nil, count: findings.count)
        func rangeAt(_ i: Int) -> JSONValue {
            if let known = ranges[i] { return known }
            let r = range(of: findings[i], &converter)
            ranges[i] = r
            return r
        }
        var byLine: [Int: [Int]] = [:]
        for (i, finding) in findings.enumerated() { byLine[finding.start.line, default: []].append(i) }
        return (selected ?? Array(findings.indices)).map { i in
            let finding = findings[i]
            var related: [JSONValue] = []
            for j in byLine[finding.start.line] ?? [] where j != i && findings[j] != finding {
                if related.count == Self.maximumRelated { break }
                let other = findings[j]
                related.append(["location": ["uri": .string(uri), "range": rangeAt(j)],
                                "message": .string("\(other.ruleID): \(other.message)")])
            }
            var pairs: [(key: String, value: JSONValue)] = [
                ("range", rangeAt(i)),
                ("severity", finding.severity == .error ? 1 : 2),
                ("code", .string(finding.ruleID)),
                ("codeDescription", ["href": .string(Help.ruleDocumentationURL(finding.ruleID))]),
                ("source", "presentlint"),
                ("message", .string(finding.message)),
            ]
            if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
            return .object(pairs)
        }
    }

    /// The diagnostics of some of a file's findings (code actions name the ones they act on).
    func diagnostics(of some: [Finding], among findings: [Finding], uri: String, document: EditorDocument?) -> [JSONValue] {
        var wanted: [Int] = []
        var remaining = some
        for (i, finding) in findings.enumerated() {
            if let k = remaining.firstIndex(of: finding) {
                wanted.append(i)
                remaining.remove(at: k)
            }
        }
        return diagnostics(findings, selected: wanted, uri: uri, document: document)
    }

    /// A problem analysing the file (it cannot be read, is not UTF-8 or not lexically valid, or is
    /// beyond a limit) as the CLI reports it: an error when the file was not analysed, else a
    /// warning, with the problem's kind as its code; at its position when known (over the rest of
    /// that line), else at the file's start.
    func diagnostic(_ problem: FileProblem, document: EditorDocument?) -> JSONValue {
        let position = problem.position ?? SourcePosition(line: 1, column: 1)
        var start = EditorPosition(line: position.line - 1, character: position.column - 1)
        var end = start
        if let document {
            start = document.position(of: position, encoding: encoding)
            end = document.position(ofOffset: document.lineRange(start.line).upperBound, encoding: encoding)
        }
        return ["range": Self.json(start, end), "severity": problem.isFatal ? 1 : 2, "code": .string(problem.kind.rawValue),
                "source": "presentlint", "message": .string(problem.message)]
    }

    /// `textDocument/publishDiagnostics` for each path (an empty list clears a file's): the
    /// problems analysing it, then its findings.
    func publish(_ paths: [String]) {
        for path in paths {
            let project = project(for: path)
            let findings = project.findings(in: path)
            let problems = project.problems(in: path)
            let uri = uri(for: path)
            let document = findings.isEmpty && problems.isEmpty ? nil : document(for: path)
            var params: [(key: String, value: JSONValue)] = [("uri", .string(uri))]
            if let version = documents[path]?.version { params.append(("version", .int(version))) }
            params.append(("diagnostics", .array(problems.map { diagnostic($0, document: document) }
                                                 + diagnostics(findings, uri: uri, document: document))))
            notify("textDocument/publishDiagnostics", .object(params))
            closedURIs[path] = nil
        }
    }

    func openDocument(_ params: JSONValue) throws -> (path: String, open: OpenDocument) {
        guard let uri = params[path: "textDocument", "uri"]?.stringValue, let path = DocumentURI.path(of: uri) else {
            throw RequestError(code: ErrorCode.invalidParams, message: "textDocument.uri is missing or not a file URI")
        }
        if let open = documents[path] { return (path, open) }
        guard let document = document(for: path) else { throw RequestError(code: ErrorCode.invalidParams, message: "cannot read \(path)") }
        return (path, OpenDocument(uri: uri, version: nil, document: document))
    }

    /// The byte range a finding covers in `document` (its line's end when it is a point).
    func byteRange(of finding: Finding, in document: EditorDocument) -> ClosedRange<Int> {
        let start = document.offset(of: document.position(of: finding.start, encoding: .utf8), encoding: .utf8)
        var end = document.offset(of: document.position(of: finding.end, encoding: .utf8), encoding: .utf8)
        if end <= start { end = document.lineRange(finding.start.line - 1).upperBound }
        return start...max(start, end)
    }

    func hover(_ params: JSONValue) throws -> JSONValue {
        let (path, open) = try openDocument(params)
        guard let position = Self.position(params["position"]) else {
            throw RequestError(code: ErrorCode.invalidParams, message: "position is missing")
        }
        let offset = open.document.offset(of: position, encoding: encoding)
        let hits = project(for: path).findings(in: path).filter { byteRange(of: $0, in: open.document).contains(offset) }
        guard !hits.isEmpty else { return .null }
        var seen: Set<String> = []
        var text = ""
        for finding in hits where seen.insert(finding.ruleID).inserted {
            guard let descriptor = RuleCatalog.descriptor(for: finding.ruleID) else { continue }
            if !text.isEmpty { text += hoverMarkdown ? "\n\n---\n\n" : "\n\n" }
            text += Self.hoverSummary(finding, descriptor, markdown: hoverMarkdown)
        }
        let first = hits[0]
        return ["contents": ["kind": .string(hoverMarkdown ? "markdown" : "plaintext"), "value": .string(text)], "range": range(of: first, in: open.document)]
    }

    /// A finding in a hover: its message, then its rule (id, name, one-line summary) and a link to
    /// the rule's page, which has the rest (the whole page is kilobytes: too long for a hover).
    static func hoverSummary(_ finding: Finding, _ d: RuleDescriptor, markdown: Bool) -> String {
        let link = Help.ruleDocumentationURL(d.id)
        if markdown {
            return "\(finding.message)\n\n**\(d.id)** (\(d.name)): \(d.summary)\n\n[Documentation](\(link))"
        }
        return "\(finding.message)\n\n\(d.id) (\(d.name)): \(PlainText.inline(d.summary))\n\nDocumentation: \(link)"
    }

    /// Code actions: the fixes offered for the findings in the range (`quickfix`, one per offer,
    /// safe and unsafe), "suppress on this line" for each, and `source.fixAll.presentlint` (the
    /// document's safe fixes, checked as `--fix` checks them), each when `context.only` asks for
    /// it (all when it names no kind, but fix all only when the request is not automatic).
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let (path, open) = try openDocument(params)
        guard let start = Self.position(params[path: "range", "start"]), let end = Self.position(params[path: "range", "end"]) else {
            throw RequestError(code: ErrorCode.invalidParams, message: "range is missing")
        }
        let only = params[path: "context", "only"]?.arrayValue?.compactMap(\.stringValue)
        let document = open.document
        let project = project(for: path)
        let findings = project.findings(in: path)
        var actions: [JSONValue] = []
        // A fix reads the whole project (a type extended in another file, a finding it would add
        // there): none is offered until the project is indexed.
        let indexed = indexing == nil
        if FixActions.wants(FixActions.quickFixKind, only: only) {
            let lines = min(start.line, end.line)...max(start.line, end.line)
            let here = findings.filter { finding in
                let range = byteRange(of: finding, in: document)
                let first = document.position(ofOffset: range.lowerBound, encoding: .utf8).line
                let last = document.position(ofOffset: range.upperBound, encoding: .utf8).line
                return first <= lines.upperBound && last >= lines.lowerBound
            }
            if indexed {
                actions += FixActions.quickFixes(for: here, reported: findings, path: path, uri: open.uri, document: document,
                                                 index: project.index, encoding: encoding) { some in
                    diagnostics(of: some, among: findings, uri: open.uri, document: document)
                }
            }
            actions += suppressions(here, among: findings, uri: open.uri, document: document)
        }
        // Fix all lints the project again: not for a request the editor makes by itself as the
        // cursor moves (`triggerKind` 2, automatic) unless it asks for that kind by name.
        let automatic = params[path: "context", "triggerKind"]?.intValue == 2
        if indexed, FixActions.wants(FixActions.fixAllKind, only: only), !(automatic && only == nil), !findings.isEmpty {
            let started = Clock.now
            if let (action, rounds) = FixActions.fixAll(path: path, uri: open.uri, document: document, project: project, encoding: encoding) {
                actions.append(action)
                if trace != "off" {
                    notify("$/logTrace", ["message": .string("presentlint: fix all in \(path): \(rounds.lints) check(s) of the project, \(Clock.milliseconds(started, Clock.now)) ms")])
                }
            }
        }
        return .array(actions)
    }

    /// "Suppress on this line" for each rule with a finding `here` (once per line and rule).
    func suppressions(_ here: [Finding], among findings: [Finding], uri: String, document: EditorDocument) -> [JSONValue] {
        var actions: [JSONValue] = []
        var suppressed: Set<String> = []
        let stream = here.isEmpty ? TokenStream() : Lexer.tokenize(document.bytes)
        for finding in here where suppressed.insert("\(finding.start.line) \(finding.ruleID)").inserted {
            let line = finding.start.line - 1
            // Only where the comment is a comment (not in a string the line closes, say).
            let textEdit: JSONValue
            switch SuppressionPlacement.find(line: line, in: document, stream: stream) {
            case .lineAbove:
                let comment = document.indentation(ofLine: line) + "// presentlint:disable:next \(finding.ruleID)" + document.lineBreak
                let at = EditorPosition(line: line, character: 0)
                textEdit = ["range": Self.json(at, at), "newText": .string(comment)]
            case .endOfLine:
                let at = document.position(ofOffset: document.lineRange(line).upperBound, encoding: encoding)
                textEdit = ["range": Self.json(at, at), "newText": .string(" // presentlint:disable:this \(finding.ruleID)")]
            case nil:
                continue
            }
            let edit: JSONValue = ["changes": .object([(key: uri, value: .array([textEdit]))])]
            actions.append(["title": .string("Suppress \(finding.ruleID) on this line"), "kind": "quickfix",
                            "diagnostics": .array(diagnostics(of: [finding], among: findings, uri: uri, document: document)), "edit": edit])
        }
        return actions
    }
}
