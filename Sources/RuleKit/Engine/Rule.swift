/// A rule: a descriptor and a check over the project index. Rules never re-lex or re-parse.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    init(settings: RuleSettings)
    func check(_ index: ProjectIndex) -> [Finding]
}

/// A rule whose findings in a file come from that file's own sites (the index only answers its
/// lookups): the runner checks slices of the files in parallel and joins the findings in order.
public protocol FileByFileRule: Rule {
    /// Findings for `index.files[files]`, in file order.
    func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding]
}

extension FileByFileRule {
    public func check(_ index: ProjectIndex) -> [Finding] { check(index, files: index.files.indices) }
}

/// Builds findings for one rule with its configured severity.
public struct FindingFactory: Sendable {
    public let ruleID: String
    public let severity: Severity

    public init(ruleID: String, severity: Severity) {
        self.ruleID = ruleID
        self.severity = severity
    }

    public func make(_ message: String, path: String, span: SourceSpan, enclosingType: String?) -> Finding {
        Finding(ruleID: ruleID, severity: severity, message: message, path: path, start: span.start, end: span.end,
                enclosingType: enclosingType, lineText: span.lineText)
    }
}
