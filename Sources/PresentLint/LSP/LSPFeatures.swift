import RuleKit

/// Diagnostics, hover and code actions: findings as the protocol shows them.
extension LSPServer {
    /// The text a file's positions are converted with: the editor's when open, else the disk's.
    func document(for path: String) -> EditorDocument? {
        if let open = documents[path] { return open.document }
        if case let .success(bytes) = FileSystem.read(path) { return EditorDocument(bytes: bytes) }
        return nil
    }

    func uri(for path: String) -> String { documents[path]?.uri ?? DocumentURI.uri(of: path) }

    func range(of finding: Finding, in document: EditorDocument?) -> JSONValue {
        guard let document else {
            let start = EditorPosition(line: finding.start.line - 1, character: finding.start.column - 1)
            return Self.json(start, start)
        }
        let start = document.position(of: finding.start, encoding: encoding)
        var end = document.position(of: finding.end, encoding: encoding)
        // A finding at a point is shown over the rest of its line, so editors have something to underline.
        if end.line < start.line || (end.line == start.line && end.character <= start.character) {
            let lineEnd = document.lineRange(start.line).upperBound
            end = document.position(ofOffset: lineEnd, encoding: encoding)
        }
        return Self.json(start, end)
    }

    static func json(_ start: EditorPosition, _ end: EditorPosition) -> JSONValue {
        ["start": ["line": .int(start.line), "character": .int(start.character)],
         "end": ["line": .int(end.line), "character": .int(end.character)]]
    }

    func diagnostic(_ finding: Finding, among findings: [Finding], uri: String, document: EditorDocument?) -> JSONValue {
        // Other findings at the same site (the same line) are related information.
        let related: [JSONValue] = findings.filter { $0 != finding && $0.start.line == finding.start.line }.map { other in
            ["location": ["uri": .string(uri), "range": range(of: other, in: document)],
             "message": .string("\(other.ruleID): \(other.message)")]
        }
        var pairs: [(key: String, value: JSONValue)] = [
            ("range", range(of: finding, in: document)),
            ("severity", finding.severity == .error ? 1 : 2),
            ("code", .string(finding.ruleID)),
            ("codeDescription", ["href": .string(Help.ruleDocumentationURL(finding.ruleID))]),
            ("source", "presentlint"),
            ("message", .string(finding.message)),
        ]
        if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
        return .object(pairs)
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
                                                 + findings.map { diagnostic($0, among: findings, uri: uri, document: document) })))
            notify("textDocument/publishDiagnostics", .object(params))
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

    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let (path, open) = try openDocument(params)
        guard let start = Self.position(params[path: "range", "start"]), let end = Self.position(params[path: "range", "end"]) else {
            throw RequestError(code: ErrorCode.invalidParams, message: "range is missing")
        }
        let document = open.document
        let findings = project(for: path).findings(in: path)
        let lines = min(start.line, end.line)...max(start.line, end.line)
        let here = findings.filter { finding in
            let range = byteRange(of: finding, in: document)
            let first = document.position(ofOffset: range.lowerBound, encoding: .utf8).line
            let last = document.position(ofOffset: range.upperBound, encoding: .utf8).line
            return first <= lines.upperBound && last >= lines.lowerBound
        }
        var actions: [JSONValue] = []
        if let fix = presentationModeFix(path: path, document: document, findings: here, uri: open.uri) { actions.append(fix) }
        var suppressed: Set<String> = []
        for finding in here where suppressed.insert("\(finding.start.line) \(finding.ruleID)").inserted {
            let line = finding.start.line - 1
            let comment = document.indentation(ofLine: line) + "// presentlint:disable:next \(finding.ruleID)" + document.lineBreak
            let at = EditorPosition(line: line, character: 0)
            let textEdit: JSONValue = ["range": Self.json(at, at), "newText": .string(comment)]
            let edit: JSONValue = ["changes": .object([(key: open.uri, value: .array([textEdit]))])]
            actions.append(["title": .string("Suppress \(finding.ruleID) on this line"), "kind": "quickfix",
                            "diagnostics": [diagnostic(finding, among: findings, uri: open.uri, document: document)], "edit": edit])
        }
        return .array(actions)
    }

    /// The safe fix `--fix` applies (`presentationMode` → `dismiss`), when a finding it covers is here.
    func presentationModeFix(path: String, document: EditorDocument, findings: [Finding], uri: String) -> JSONValue? {
        let project = project(for: path)
        let covered = findings.filter { $0.ruleID == PresentationModeFix.ruleID && $0.message.contains("presentationMode") }
        guard !covered.isEmpty, project.configuration.settings(for: PresentationModeFix.ruleID)?.enabled ?? false,
              PresentationModeFix.applies(to: path, in: project.index),
              let facts = project.facts(of: path) else { return nil }
        let reported = facts.deprecatedUses.filter { $0.kind == .presentationModeEnvironment }.count
        guard reported > 0 else { return nil }
        let declared = Set(facts.types.filter { $0.kind != .extension }.map(\.name))
        let extendedElsewhere = Set(declared.filter { name in
            project.index.types(named: name).contains { $0.kind == .extension && $0.path != path }
        })
        let source = SourceText(path: path, bytes: document.bytes)
        let edits = PresentationModeFix.edits(source: source, stream: Lexer.tokenize(document.bytes),
                                              typesExtendedElsewhere: extendedElsewhere, reportedDeclarations: reported)
        guard !edits.isEmpty else { return nil }
        let textEdits: [JSONValue] = edits.sorted { $0.start < $1.start }.map { edit in
            let start = document.position(ofOffset: Int(edit.start), encoding: encoding)
            let end = document.position(ofOffset: Int(edit.end), encoding: encoding)
            return ["range": Self.json(start, end), "newText": .string(edit.replacement)]
        }
        let all = project.findings(in: path)
        return ["title": "Use @Environment(\\.dismiss) instead of presentationMode", "kind": "quickfix", "isPreferred": true,
                "diagnostics": .array(covered.map { diagnostic($0, among: all, uri: uri, document: document) }),
                "edit": ["changes": .object([(key: uri, value: .array(textEdits))])]]
    }
}
