/// A rule: a descriptor and a check over the project index. Rules never re-lex or re-parse.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    init(settings: RuleSettings)
    func check(_ index: ProjectIndex) -> [Finding]
    /// The findings again after an edit, for the language server: `files` are the stale files
    /// (ascending; nil: every file), `kept` what the last call returned (taken out by the rule).
    /// Returns the findings (those `check(_:)` gives) and what to keep for the next call. By
    /// default the rule checks anew and keeps nothing (see `RuleState.swift` for joined rules).
    func check(_ index: ProjectIndex, keeping kept: KeptState, changed files: [Int]?) -> (findings: [Finding], kept: (any Sendable)?)
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

    public func make(_ message: FindingMessage, path: String, span: SourceSpan, enclosingType: String?) -> Finding {
        make(message.text, path: path, span: span, enclosingType: enclosingType)
    }

    public func make(_ message: String, path: String, span: SourceSpan, enclosingType: String?) -> Finding {
        Finding(ruleID: ruleID, severity: severity, message: message, path: path, start: span.start, end: span.end,
                enclosingType: enclosingType, lineText: span.lineText)
    }
}

/// A finding's message, written as an interpolated string literal and assembled in one
/// allocation when a finding is made. The standard library's interpolation grows a `String`
/// piece by piece; in rules with thousands of findings that cost more than the checks themselves.
/// A message interpolated into another adds its pieces, so it is not assembled on its own.
public struct FindingMessage: ExpressibleByStringInterpolation, Sendable {
    var parts: [String]

    /// The message's text.
    public var text: String { parts.count == 1 ? parts[0] : Parts.joined(parts) }

    public init(stringLiteral value: String) { parts = value.isEmpty ? [] : [value] }
    public init(stringInterpolation: Parts) { parts = stringInterpolation.parts }

    public struct Parts: StringInterpolationProtocol {
        var parts: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(literal) }
        }

        public mutating func appendInterpolation(_ value: String) { parts.append(value) }
        public mutating func appendInterpolation(_ value: Int) { parts.append(String(value)) }
        public mutating func appendInterpolation(_ value: FindingMessage) { parts.append(contentsOf: value.parts) }

        static func joined(_ parts: [String]) -> String {
            var count = 0
            for i in parts.indices { count += parts[i].utf8.count }
            return String(unsafeUninitializedCapacity: count) { buffer in
                var written = 0
                for i in parts.indices { parts[i].utf8.copyBytes(into: buffer, at: &written) }
                return written
            }
        }
    }
}
