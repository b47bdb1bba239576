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
        var sorted = findings
        sortForReport(&sorted)
        return sorted
    }

    /// Sorts in place into `reportOrder`. Each path is hashed once per run of findings in one file
    /// (rules report file by file), and the findings are put in place by swapping, which moves
    /// them without retaining their strings.
    public static func sortForReport(_ findings: inout [Finding]) {
        let n = findings.count
        guard n > 1 else { return }
        var ids: [String: Int] = [:]
        var paths: [String] = []
        var fileOf = [Int](repeating: 0, count: n)
        var lastID = -1
        for i in 0..<n {
            if lastID >= 0 && findings[i].path == paths[lastID] {
                fileOf[i] = lastID
                continue
            }
            let path = findings[i].path
            if let id = ids[path] {
                lastID = id
            } else {
                lastID = paths.count
                ids[path] = lastID
                paths.append(path)
            }
            fileOf[i] = lastID
        }
        var rank = [Int](repeating: 0, count: paths.count)
        for (r, id) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rank[id] = r }
        // Rule ids ranked once too (runs of one rule's findings share the lookup): on a shared
        // position the sort compares numbers, and strings only for two findings of one rule.
        var ruleRanks: [String: Int] = [:]
        var lastRule = "", lastRuleIndex = -1
        var ruleOf = [Int](repeating: 0, count: n)
        for i in 0..<n {
            if lastRuleIndex >= 0 && findings[i].ruleID == lastRule { ruleOf[i] = lastRuleIndex; continue }
            lastRule = findings[i].ruleID
            if let known = ruleRanks[lastRule] {
                lastRuleIndex = known
            } else {
                lastRuleIndex = ruleRanks.count
                ruleRanks[lastRule] = lastRuleIndex
            }
            ruleOf[i] = lastRuleIndex
        }
        var ruleRank = [Int](repeating: 0, count: ruleRanks.count)
        for (r, entry) in ruleRanks.sorted(by: { $0.key < $1.key }).enumerated() { ruleRank[entry.value] = r }
        let keys = (0..<n).map { (rank[fileOf[$0]], findings[$0].start.line, findings[$0].start.column, ruleRank[ruleOf[$0]]) }
        let order = findings.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            if a != b { return a < b }
            return findings[i].message < findings[j].message
        }
        // Position k receives the finding at order[k]: follow each cycle of the permutation.
        var placed = [Bool](repeating: false, count: n)
        for start in 0..<n where !placed[start] {
            var k = start
            while true {
                placed[k] = true
                let next = order[k]
                if next == start { break }
                findings.swapAt(k, next)
                k = next
            }
        }
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
