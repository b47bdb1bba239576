public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One reported problem. Positions are 1-based; columns count UTF-8 bytes.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    /// Name of the innermost type declaration (or extension) containing the finding.
    public var enclosingType: String?
    /// The source line of `start`, trimmed of surrounding whitespace (used by baselines and fingerprints).
    public var lineText: String

    public init(ruleID: String, severity: Severity, message: String, path: String, start: SourcePosition,
                end: SourcePosition, enclosingType: String?, lineText: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.enclosingType = enclosingType
        self.lineText = lineText
    }

    /// Deterministic report order: path, line, column, rule.
    /// `findings` in `reportOrder`, sorted by small keys (a rank for each distinct path, the
    /// position) so the large values themselves are moved once, not at every step of the sort.
    public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
        var rank: [String: Int] = [:]
        for f in findings where rank[f.path] == nil { rank[f.path] = 0 }
        for (i, path) in rank.keys.sorted().enumerated() { rank[path] = i }
        let keys = findings.map { (rank[$0.path]!, $0.start.line, $0.start.column) }
        let order = findings.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            if a != b { return a < b }
            if findings[i].ruleID != findings[j].ruleID { return findings[i].ruleID < findings[j].ruleID }
            return findings[i].message < findings[j].message
        }
        return order.map { findings[$0] }
    }

    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.start != b.start { return a.start < b.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A file that could not be (fully) analysed: unreadable, not UTF-8, lexical problems.
public struct FileProblem: Sendable, Equatable {
    public enum Kind: String, Sendable { case io, encoding, lexical, configuration, suppression }
    public var path: String
    public var kind: Kind
    public var message: String
    /// Where in the file, when known.
    public var position: SourcePosition?
    /// Fatal problems mean the file was not analysed (exit code 2); others are warnings.
    public var isFatal: Bool
    public init(path: String, kind: Kind, message: String, position: SourcePosition? = nil, isFatal: Bool) {
        self.path = path
        self.kind = kind
        self.message = message
        self.position = position
        self.isFatal = isFatal
    }
}
