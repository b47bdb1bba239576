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
    /// Other places the finding concerns: the uses a declaration's finding lists, the other
    /// findings at the same site (SARIF `relatedLocations`).
    public var related: [RelatedLocation] = []
    /// For a finding whose message ends with a list of its `related` places (a declaration's uses,
    /// made by `relatedList`): the message before that list, so that the list is made again when
    /// some places are left out (a use suppressed on its own line): the message names only what
    /// the report shows.
    public var messageBeforeRelatedList: String?

    public init(ruleID: String, severity: Severity, message: String, path: String, start: SourcePosition,
                end: SourcePosition, enclosingType: String?, lineText: String, related: [RelatedLocation] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.enclosingType = enclosingType
        self.lineText = lineText
        self.related = related
    }

    /// Leaves out the related places `drop` selects, and lists those left in a message that
    /// lists them (see `messageBeforeRelatedList`).
    public mutating func removeRelated(where drop: (RelatedLocation) -> Bool) {
        let count = related.count
        related.removeAll(where: drop)
        guard related.count != count, let lead = messageBeforeRelatedList else { return }
        message = lead + Self.relatedList(related, from: path)
    }

    /// ` (its use: line 9)`, ` (its 2 uses: line 9, Editor+Actions.swift:4)` for places seen from
    /// a finding in `path`; empty for none.
    public static func relatedList(_ related: [RelatedLocation], from path: String) -> String {
        guard !related.isEmpty else { return "" }
        let places = related.map { $0.path == path ? "line \($0.start.line)" : "\(fileName($0.path)):\($0.start.line)" }
        return " (\(related.count == 1 ? "its use" : "its \(related.count) uses"): \(places.joined(separator: ", ")))"
    }

    /// `Player.swift` for `App/Views/Player.swift`.
    static func fileName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// Deterministic report order: path, line, column, rule.
    /// `findings` in `reportOrder`, sorted by small keys (a rank for each distinct path, the
    /// position) so the large values themselves are moved once, not at every step of the sort.
    public static func sortedForReport(_ findings: [Finding]) -> [Finding] {
        var sorted = findings
        sortForReport(&sorted)
        return sorted
    }

    /// Sorts in place into `reportOrder`. Paths and rule ids are numbered and ranked once (not
    /// compared at every step of the sort), the findings are read through a buffer pointer (read
    /// through the array, each access copied and retained a whole finding), and they are put in
    /// place by swapping, which moves them without retaining their strings.
    /// Returns the permutation applied: the finding now at `k` was at `result[k]`.
    @discardableResult
    public static func sortForReport(_ findings: inout [Finding]) -> [Int] {
        let n = findings.count
        guard n > 1 else { return Array(0..<n) }
        let order: [Int] = findings.withUnsafeBufferPointer { f in
            // Paths numbered in order of appearance; runs of one file (rules report file by
            // file) are recognised without hashing, other repeats through a table keyed by the
            // path's bytes (a `[String: Int]` checked each path's normalization and ran SipHash
            // over its bytes: over a quarter of the sort).
            var table = PathTable(expected: n)
            var paths: [String] = []
            var fileOf = [Int](repeating: 0, count: n)
            var lastID = -1
            for i in 0..<n {
                if lastID >= 0 && f[i].path == paths[lastID] {
                    fileOf[i] = lastID
                    continue
                }
                lastID = table.id(of: f[i].path, in: &paths)
                fileOf[i] = lastID
            }
            // Ranked by `String`'s order; ASCII paths (nearly all) by their bytes, which is the
            // same. Canonically equal spellings (`é` composed or not), which differ in bytes, share
            // a rank, as `String` comparison makes them the same path.
            let ascii = paths.map { path in path.utf8.allSatisfy { $0 < 0x80 } }
            let byPath = paths.indices.sorted { a, b in
                ascii[a] && ascii[b] ? paths[a].utf8Precedes(paths[b]) : paths[a] < paths[b]
            }
            var rank = [Int](repeating: 0, count: paths.count)
            var r = 0
            for (k, id) in byPath.enumerated() {
                if k > 0 && !(ascii[id] && ascii[byPath[k - 1]]) && paths[id] == paths[byPath[k - 1]] {
                    rank[id] = rank[byPath[k - 1]]
                    continue
                }
                rank[id] = r
                r += 1
            }
            // Rule ids ranked once too (runs of one rule's findings share the lookup): on a shared
            // position the sort compares numbers, and strings only for two findings of one rule.
            var ruleRanks: [String: Int] = [:]
            var lastRule = "", lastRuleIndex = -1
            var ruleOf = [Int](repeating: 0, count: n)
            for i in 0..<n {
                if lastRuleIndex >= 0 && f[i].ruleID == lastRule { ruleOf[i] = lastRuleIndex; continue }
                lastRule = f[i].ruleID
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
            // The key packed in one number when its parts fit (20 bits of path rank, 24 of line,
            // 16 of column, 4 of rule rank): one comparison per step of the sort.
            let fits = paths.count <= 1 << 20 && ruleRanks.count <= 1 << 4
                && (0..<n).allSatisfy { f[$0].start.line >= 0 && f[$0].start.line < 1 << 24 && f[$0].start.column >= 0 && f[$0].start.column < 1 << 16 }
            if fits {
                let packed = (0..<n).map { i -> UInt64 in
                    UInt64(rank[fileOf[i]]) << 44 | UInt64(f[i].start.line) << 20 | UInt64(f[i].start.column) << 4 | UInt64(ruleRank[ruleOf[i]])
                }
                return packed.withUnsafeBufferPointer { keys in
                    (0..<n).sorted { i, j in
                        let a = keys[i], b = keys[j]
                        if a != b { return a < b }
                        return f[i].message < f[j].message
                    }
                }
            }
            let keys = (0..<n).map { (rank[fileOf[$0]], f[$0].start.line, f[$0].start.column, ruleRank[ruleOf[$0]]) }
            return (0..<n).sorted { i, j in
                let a = keys[i], b = keys[j]
                if a != b { return a < b }
                return f[i].message < f[j].message
            }
        }
        // Position k receives the finding at order[k]: follow each cycle of the permutation,
        // swapping through the buffer (moves; the array's swapAt copied and retained).
        var placed = [Bool](repeating: false, count: n)
        findings.withUnsafeMutableBufferPointer { buffer in
            for start in 0..<n where !placed[start] {
                var k = start
                while true {
                    placed[k] = true
                    let next = order[k]
                    if next == start { break }
                    buffer.swapAt(k, next)
                    k = next
                }
            }
        }
        return order
    }

    /// Paths numbered by their UTF-8 bytes: open addressing on an FNV-1a hash, candidates
    /// confirmed with `memcmp`.
    struct PathTable {
        private var slots: [Int32]
        private var mask: Int

        init(expected: Int) {
            var size = 64
            while size < expected * 2 { size <<= 1 }
            slots = [Int32](repeating: -1, count: size)
            mask = size - 1
        }

        /// The number of `path` among `paths`, appending it when new.
        mutating func id(of path: String, in paths: inout [String]) -> Int {
            var bytes = path
            let hash = bytes.withUTF8 { Self.fnv1a($0) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let id = Int(slots[slot])
                if id < 0 {
                    slots[slot] = Int32(paths.count)
                    paths.append(path)
                    return paths.count - 1
                }
                if path.utf8Equals(paths[id]) { return id }
                slot = (slot + 1) & mask
            }
        }

        static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return h ^ (h >> 29)
        }
    }

    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.start != b.start { return a.start < b.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A place related to a finding, with what it is there.
public struct RelatedLocation: Sendable, Equatable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    /// The message, or (with `ruleID`) the message of another finding at the site, which
    /// `message` shows as `[rule] message`: made when a report reads it, not for every site.
    var text: String
    var ruleID: String?

    public var message: String {
        get { ruleID.map { FindingCoordination.relatedMessage($0, text) } ?? text }
        set { (text, ruleID) = (newValue, nil) }
    }

    public init(path: String, start: SourcePosition, end: SourcePosition, message: String) {
        self.path = path
        self.start = start
        self.end = end
        self.text = message
    }

    /// The place of another finding at a site, with that finding's rule and message.
    init(of finding: borrowing Finding) {
        (path, start, end, text, ruleID) = (finding.path, finding.start, finding.end, finding.message, finding.ruleID)
    }

    public static func == (a: RelatedLocation, b: RelatedLocation) -> Bool {
        a.path == b.path && a.start == b.start && a.end == b.end && a.message == b.message
    }
}

/// A file that could not be (fully) analysed: unreadable, not UTF-8, lexical problems.
public struct FileProblem: Sendable, Equatable {
    /// `limit`: the file is too large, or nested too deeply, for the analysis.
    public enum Kind: String, Sendable { case io, encoding, lexical, configuration, suppression, limit }
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
