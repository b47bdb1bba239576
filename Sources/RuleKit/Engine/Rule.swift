/// A rule: a descriptor and a check over the project index. Rules never re-lex or re-parse.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    init(settings: RuleSettings)
    func check(_ index: ProjectIndex) -> [Finding]
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
