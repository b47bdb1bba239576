/// Where several rules report the same site, each finding carries the others as related
/// locations (SARIF `relatedLocations`, the text report's notes), so a reader sees them as one
/// problem. Messages are the rules' own: nothing here changes what a rule said.
public enum FindingCoordination {
    public static func coordinate(_ findings: inout [Finding]) {
        for group in sites(findings) { coordinate(group, in: &findings) }
    }

    /// Coordinates findings in report order (`Finding.sortForReport`), where a site's findings
    /// are next to each other: `origin[k]` is the position the finding at `k` had before the sort,
    /// and those from positions `count` on are left out. A site's findings are taken in the order
    /// they had, as `coordinate(_:)` takes them.
    public static func coordinateSorted(_ findings: inout [Finding], origin: [Int], count: Int) {
        var k = 0
        var group: [Int] = []
        while k < findings.count {
            var end = k + 1
            while end < findings.count && findings[end].start == findings[k].start && findings[end].path == findings[k].path { end += 1 }
            if end - k > 1 {
                group.removeAll(keepingCapacity: true)
                for j in k..<end where origin[j] < count { group.append(j) }
                if group.count > 1 {
                    group.sort { origin[$0] < origin[$1] }
                    coordinate(group, in: &findings)
                }
            }
            k = end
        }
    }

    /// Coordinates the findings at one site (`group`, two or more positions in their order).
    static func coordinate(_ group: [Int], in findings: inout [Finding]) {
        for i in group {
            for m in group where m != i && findings[m].ruleID != findings[i].ruleID {
                if findings[i].related.isEmpty { findings[i].related.reserveCapacity(group.count - 1) }
                findings[i].related.append(RelatedLocation(of: findings[m]))
            }
        }
    }

    /// The findings at each site (path, line and column of their start) shared by more than one,
    /// each group in ascending order. Paths are numbered by their bytes (rules report file by
    /// file, so runs of one path are told without hashing), findings put in buckets by path, and
    /// only a bucket's few findings sorted by position: no hashing of paths or positions.
    static func sites(_ findings: [Finding]) -> [[Int]] {
        let n = findings.count
        guard n > 1 else { return [] }
        var table = Finding.PathTable(expected: n)
        var paths: [String] = []
        var pathOf = [Int](repeating: 0, count: n)
        var lastID = -1
        for i in 0..<n {
            if lastID >= 0 && findings[i].path.utf8Equals(paths[lastID]) {
                pathOf[i] = lastID
                continue
            }
            lastID = table.id(of: findings[i].path, in: &paths)
            pathOf[i] = lastID
        }
        // Canonically equal spellings (`é` composed or not) are one path, as `String` compares
        // them: non-ASCII paths share the number of the first equal one.
        if paths.contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) {
            var canonical: [String: Int] = [:]
            var renumbered = Array(paths.indices)
            for p in paths.indices where !paths[p].utf8.allSatisfy({ $0 < 0x80 }) {
                if let first = canonical[paths[p]] { renumbered[p] = first } else { canonical[paths[p]] = p }
            }
            for i in 0..<n { pathOf[i] = renumbered[pathOf[i]] }
        }
        // Findings bucketed by path, each bucket ascending.
        var bucketStart = [Int](repeating: 0, count: paths.count + 1)
        for i in 0..<n { bucketStart[pathOf[i] + 1] += 1 }
        for p in 0..<paths.count { bucketStart[p + 1] += bucketStart[p] }
        var fill = bucketStart
        var byPath = [Int](repeating: 0, count: n)
        for i in 0..<n {
            byPath[fill[pathOf[i]]] = i
            fill[pathOf[i]] += 1
        }
        var groups: [[Int]] = []
        for p in 0..<paths.count where bucketStart[p + 1] - bucketStart[p] > 1 {
            let bucket = byPath[bucketStart[p]..<bucketStart[p + 1]].sorted { a, b in
                let x = findings[a].start, y = findings[b].start
                if x.line != y.line { return x.line < y.line }
                if x.column != y.column { return x.column < y.column }
                return a < b
            }
            var k = 0
            while k < bucket.count {
                var end = k + 1
                let position = findings[bucket[k]].start
                while end < bucket.count && findings[bucket[end]].start.line == position.line
                    && findings[bucket[end]].start.column == position.column { end += 1 }
                if end - k > 1 { groups.append(Array(bucket[k..<end])) }
                k = end
            }
        }
        return groups
    }

    /// `[rule] message`, made in one allocation.
    static func relatedMessage(_ ruleID: String, _ message: String) -> String {
        String(unsafeUninitializedCapacity: ruleID.utf8.count + message.utf8.count + 3) { buffer in
            var written = 0
            "[".utf8.copyBytes(into: buffer, at: &written)
            ruleID.utf8.copyBytes(into: buffer, at: &written)
            "] ".utf8.copyBytes(into: buffer, at: &written)
            message.utf8.copyBytes(into: buffer, at: &written)
            return written
        }
    }
}

extension String.UTF8View {
    /// Calls `body` with the bytes, in place for a native string.
    func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if withContiguousStorageIfAvailable(body) == nil { Array(self).withUnsafeBufferPointer(body) }
    }

    /// Copies the bytes to `buffer` from `written` on, advancing it.
    func copyBytes(into buffer: UnsafeMutableBufferPointer<UInt8>, at written: inout Int) {
        var at = written
        withBytes { bytes in
            let count = bytes.count
            guard count > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + at).update(from: source, count: count)
            at += count
        }
        written = at
    }
}
