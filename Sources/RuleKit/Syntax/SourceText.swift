#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One Swift file's bytes, with helpers to slice token text and map offsets to positions.
public struct SourceText: Sendable {
    /// The path as given by the user (used verbatim in reports).
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(_ start: UInt32, _ end: UInt32) -> String {
        String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
    }

    public func text(of token: Token) -> String { text(token.start, token.end) }

    /// True when the token's bytes equal `literal` (ASCII comparison, no allocation).
    public func matches(_ token: Token, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard token.length == count else { return false }
        let base = literal.utf8Start
        let start = Int(token.start)
        for i in 0..<count where bytes[start + i] != base[i] { return false }
        return true
    }
}

/// A 1-based line and a 1-based column counted in UTF-8 bytes from the start of the line.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
    public var description: String { "\(line):\(column)" }
}

/// Maps byte offsets to line/column. Line breaks are `\n`, `\r\n` and a lone `\r`. A byte-order
/// mark is not part of line 1: editors do not show it, so line 1 starts after it and its columns
/// do not count it (in every report format and the language server alike).
public struct LineMap: Sendable {
    /// Byte offset at which each line starts: `lineStarts[0]` is 0, or 3 after a byte-order mark.
    public let lineStarts: [UInt32]

    /// Where line 1 starts: after the UTF-8 byte-order mark, if the file opens with one.
    public static func firstLineStart(_ bytes: [UInt8]) -> UInt32 {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    public init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [Self.firstLineStart(bytes)]
        starts.reserveCapacity(bytes.count / 32 + 1)
        _ = Self.findLineStarts(&starts, in: bytes, from: 0, through: nil, carriageReturns: nil)
        lineStarts = starts
    }

    /// Appends to `starts` the start of each line after a line break from `from` on: after each
    /// `\n`, `\r\n` and lone `\r`. With `through`, stops once the last start lies past that offset.
    /// `carriageReturns` says whether `bytes` hold a `\r` (nil: find out). Returns how far the bytes
    /// were read. The one place line breaks are found: whole files (`init`) and the fact pass,
    /// which reads only up to its last site (`FactExtractor.LineTextCache`).
    static func findLineStarts(_ starts: inout [UInt32], in bytes: [UInt8], from: Int, through offset: UInt32?, carriageReturns: Bool?) -> Int {
        let limit = offset.map(Int.init) ?? Int.max
        return bytes.withUnsafeBufferPointer { b -> Int in
            guard let base = b.baseAddress else { return 0 }
            let n = b.count
            var at = from
            // Without a carriage return (most files), every line ends at a `\n`: let memchr find them.
            if !(carriageReturns ?? (memchr(base, 0x0D, n) != nil)) {
                while Int(starts[starts.count - 1]) <= limit && at < n {
                    guard let hit = memchr(base + at, 0x0A, n - at) else { return n }
                    at = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                    starts.append(UInt32(at))
                }
                return at
            }
            while Int(starts[starts.count - 1]) <= limit && at < n {
                var i = at
                while i < n && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
                if i == n { return n }
                if b[i] == 0x0D && i + 1 < n && b[i + 1] == 0x0A { i += 1 }
                at = i + 1
                starts.append(UInt32(at))
            }
            return at
        }
    }

    /// A map of the lines starting at `lineStarts` (the first of them 0): positions and line texts
    /// are right for the lines before the last it holds.
    init(lineStarts: [UInt32]) { self.lineStarts = lineStarts }

    public func position(of offset: UInt32) -> SourcePosition {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        // An offset inside the byte-order mark is the start of line 1.
        return SourcePosition(line: lo + 1, column: Int(offset) - Int(min(offset, lineStarts[lo])) + 1)
    }

    /// Longest line text a finding carries (baselines and fingerprints key on it): enough to tell
    /// real lines apart, and it keeps a generated one-line file from making every finding a copy
    /// of the whole file.
    public static let maxLineTextBytes = 400

    /// The text of line `line` (1-based) without its line break and surrounding blanks, cut to
    /// `maxLineTextBytes` at a character boundary.
    public func trimmedLine(_ line: Int, in bytes: [UInt8]) -> String {
        var range = lineRange(line, in: bytes)
        while range.lowerBound < range.upperBound, bytes[range.lowerBound] == 0x20 || bytes[range.lowerBound] == 0x09 {
            range = (range.lowerBound + 1)..<range.upperBound
        }
        while range.lowerBound < range.upperBound, bytes[range.upperBound - 1] == 0x20 || bytes[range.upperBound - 1] == 0x09 {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        if range.count > Self.maxLineTextBytes {
            var end = range.lowerBound + Self.maxLineTextBytes
            while end > range.lowerBound, bytes[end] & 0xC0 == 0x80 { end -= 1 }   // not inside a scalar
            range = range.lowerBound..<end
        }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The byte range of line `line` (1-based) without its line break.
    public func lineRange(_ line: Int, in bytes: [UInt8]) -> Range<Int> {
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return start..<end
    }
}
