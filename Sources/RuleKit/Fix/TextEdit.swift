/// A replacement of a byte range in one file.
public struct TextEdit: Sendable, Equatable {
    public var start: UInt32
    public var end: UInt32
    public var replacement: String
    public var ruleID: String
    public init(start: UInt32, end: UInt32, replacement: String, ruleID: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
        self.ruleID = ruleID
    }

    /// Applies non-overlapping edits (any order) to `bytes`; overlapping ones after the first are dropped.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.start < $1.start }) where Int(edit.start) >= cursor && Int(edit.end) <= bytes.count {
            out.append(contentsOf: bytes[cursor..<Int(edit.start)])
            out.append(contentsOf: Array(edit.replacement.utf8))
            cursor = Int(edit.end)
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }

    /// Edits that turn `old` into `new`, at offsets in `old`: what an editor is sent for a text
    /// fixed in several rounds (whose edits were made to the text as each round left it). The
    /// lines the two texts share at their start and end are left out; when as many lines changed
    /// on both sides, each changed line is an edit of its own; each edit is trimmed to the bytes
    /// that differ, never splitting a character or a CRLF line break.
    public static func difference(from old: [UInt8], to new: [UInt8], ruleID: String = "") -> [TextEdit] {
        let a = lineRanges(old), b = lineRanges(new)
        var head = 0
        while head < a.count && head < b.count && old[a[head]] == new[b[head]] { head += 1 }
        var tailA = a.count, tailB = b.count
        while tailA > head && tailB > head && old[a[tailA - 1]] == new[b[tailB - 1]] { tailA -= 1; tailB -= 1 }
        var pairs: [(Range<Int>, Range<Int>)] = []
        if tailA - head == tailB - head {
            for k in head..<tailA where old[a[k]] != new[b[k]] { pairs.append((a[k], b[k])) }
        } else {
            let startA = head < a.count ? a[head].lowerBound : old.count, startB = head < b.count ? b[head].lowerBound : new.count
            pairs.append((startA..<(tailA > head ? a[tailA - 1].upperBound : startA), startB..<(tailB > head ? b[tailB - 1].upperBound : startB)))
        }
        // Not inside a UTF-8 sequence, nor between a CR and its LF.
        func splits(_ bytes: [UInt8], _ i: Int) -> Bool {
            i > 0 && i < bytes.count && (bytes[i] & 0xC0 == 0x80 || (bytes[i - 1] == 13 && bytes[i] == 10))
        }
        return pairs.map { ra, rb in
            let most = min(ra.count, rb.count)
            var p = 0
            while p < most && old[ra.lowerBound + p] == new[rb.lowerBound + p] { p += 1 }
            var s = 0
            while s < most - p && old[ra.upperBound - 1 - s] == new[rb.upperBound - 1 - s] { s += 1 }
            while p > 0 && (splits(old, ra.lowerBound + p) || splits(new, rb.lowerBound + p)) { p -= 1 }
            while s > 0 && (splits(old, ra.upperBound - s) || splits(new, rb.upperBound - s)) { s -= 1 }
            return TextEdit(start: UInt32(ra.lowerBound + p), end: UInt32(ra.upperBound - s),
                            replacement: String(decoding: new[(rb.lowerBound + p)..<(rb.upperBound - s)], as: UTF8.self), ruleID: ruleID)
        }
    }

    /// Each line's byte range, with its line break.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 10 {
            ranges.append(start..<(i + 1))
            start = i + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }
}

/// A unified diff (`--- a/… +++ b/…`) between two versions of a file, with 3 lines of context.
public enum UnifiedDiff {
    public static func make(path: String, old: [UInt8], new: [UInt8]) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        // Trim the common head and tail; what remains is one changed block, or (when the line
        // counts match, as with in-line fixes) a set of changed lines compared pairwise.
        var changed: [(Int, Int)] = []   // (old index, new index) of differing line pairs
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tailA = a.count, tailB = b.count
        while tailA > head && tailB > head && a[tailA - 1] == b[tailB - 1] { tailA -= 1; tailB -= 1 }
        var hunks: [(aStart: Int, aEnd: Int, bStart: Int, bEnd: Int)] = []
        if tailA - head == tailB - head {
            for i in head..<tailA where a[i] != b[i] { changed.append((i, i)) }
            for (i, _) in changed {
                if let last = hunks.last, i - last.aEnd <= 6 {
                    hunks[hunks.count - 1].aEnd = i + 1
                    hunks[hunks.count - 1].bEnd = i + 1
                } else {
                    hunks.append((i, i + 1, i, i + 1))
                }
            }
        } else {
            hunks.append((head, tailA, head, tailB))
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for h in hunks {
            let contextStartA = max(0, h.aStart - 3)
            let contextEndA = min(a.count, h.aEnd + 3)
            let contextStartB = max(0, h.bStart - 3)
            let contextEndB = min(b.count, h.bEnd + 3)
            out += "@@ -\(contextStartA + 1),\(contextEndA - contextStartA) +\(contextStartB + 1),\(contextEndB - contextStartB) @@\n"
            for i in contextStartA..<h.aStart { out += " " + a[i] + "\n" }
            if h.aEnd - h.aStart == h.bEnd - h.bStart {
                // Paired lines: show each changed pair together, unchanged ones as context.
                for k in 0..<(h.aEnd - h.aStart) {
                    let (x, y) = (a[h.aStart + k], b[h.bStart + k])
                    if x == y { out += " " + x + "\n" } else { out += "-" + x + "\n+" + y + "\n" }
                }
            } else {
                for i in h.aStart..<h.aEnd { out += "-" + a[i] + "\n" }
                for i in h.bStart..<h.bEnd { out += "+" + b[i] + "\n" }
            }
            for i in h.aEnd..<contextEndA { out += " " + a[i] + "\n" }
        }
        return out
    }

    /// The lines of `bytes`, split at each line feed byte (a CRLF line keeps its carriage return,
    /// as `diff` shows it; split as Characters, `\r\n` would be one and never split).
    static func lines(_ bytes: [UInt8]) -> [String] {
        var result = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if result.last == "" { result.removeLast() }
        return result
    }
}
