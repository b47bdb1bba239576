/// How a client counts the `character` of a position: UTF-16 code units (the protocol's default),
/// UTF-8 bytes (what presentlint counts natively) or Unicode scalars (UTF-32), as the client and
/// the server agree at initialization.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The units a character of `width` UTF-8 bytes counts for.
    func units(width: Int) -> Int {
        switch self {
        case .utf8: return width
        case .utf16: return width == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// A zero-based line and character, counted in a `PositionEncoding`.
public struct EditorPosition: Equatable, Sendable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// The text of a file as an editor holds it: bytes with their line starts, edited by ranges in
/// the client's position encoding and converted between those positions and byte offsets.
public struct EditorDocument: Sendable {
    public private(set) var bytes: [UInt8]
    public private(set) var lineMap: LineMap

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineMap = LineMap(bytes)
    }

    public init(text: String) { self.init(bytes: Array(text.utf8)) }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineMap.lineStarts.count }

    /// The byte range of a zero-based line, without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0 && line < lineCount else { return bytes.count..<bytes.count }
        return lineMap.lineRange(line + 1, in: bytes)
    }

    /// The byte offset of `position`. Positions past a line's end mean its end, lines past the
    /// last line the end of the text, and a position inside a character its start.
    public func offset(of position: EditorPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return bytes.count }
        let range = lineRange(position.line)
        if encoding == .utf8 {
            var offset = range.lowerBound + max(0, min(position.character, range.count))
            while offset > range.lowerBound, offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        }
        var units = 0
        var i = range.lowerBound
        while i < range.upperBound {
            let width = Self.scalarWidth(bytes, at: i, end: range.upperBound)
            let scalarUnits = encoding.units(width: width)
            if units + scalarUnits > position.character { return i }
            units += scalarUnits
            i += width
        }
        return range.upperBound
    }

    /// The position of a byte offset (clamped to the text).
    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> EditorPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lineMap.position(of: UInt32(offset)).line - 1
        let start = Int(lineMap.lineStarts[line])
        return EditorPosition(line: line, character: units(from: start, to: offset, encoding: encoding))
    }

    /// The position of a finding's 1-based line and UTF-8 byte column.
    public func position(of source: SourcePosition, encoding: PositionEncoding) -> EditorPosition {
        let line = max(0, source.line - 1)
        guard line < lineCount else { return position(ofOffset: bytes.count, encoding: encoding) }
        let range = lineRange(line)
        let offset = min(range.lowerBound + max(0, source.column - 1), range.upperBound)
        return EditorPosition(line: line, character: units(from: range.lowerBound, to: offset, encoding: encoding))
    }

    func units(from start: Int, to offset: Int, encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return offset - start }
        var units = 0
        var i = start
        while i < offset {
            let width = Self.scalarWidth(bytes, at: i, end: offset)
            units += encoding.units(width: width)
            i += width
        }
        return units
    }

    /// Bytes of the UTF-8 sequence starting at `i` (1 for a byte that starts none: it counts as one
    /// replacement character, as editors show it).
    static func scalarWidth(_ b: [UInt8], at i: Int, end: Int) -> Int {
        let lead = b[i]
        let width = lead < 0x80 ? 1 : lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1
        guard width > 1, i + width <= end else { return 1 }
        for k in 1..<width where b[i + k] & 0xC0 != 0x80 { return 1 }
        return width
    }

    /// Replaces the text between two positions (a `textDocument/didChange` content change), or
    /// all of it when `range` is nil.
    public mutating func apply(range: (start: EditorPosition, end: EditorPosition)?, text: String, encoding: PositionEncoding) {
        guard let range else {
            self = EditorDocument(bytes: Array(text.utf8))
            return
        }
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        replace(start..<end, with: Array(text.utf8))
    }

    /// Replaces a byte range in place. The line starts are updated where the edit can move them
    /// (from the byte before it to the end of the new text) and shifted after it, not found again
    /// in the whole text: a keystroke costs the bytes moved, not a scan of the document.
    public mutating func replace(_ range: Range<Int>, with new: [UInt8]) {
        let s = range.lowerBound, e = range.upperBound
        bytes.replaceSubrange(range, with: new)
        let old = lineMap.lineStarts
        let delta = new.count - (e - s)
        // A line start `p` depends on the bytes at `p - 1` and `p` (a `\r` followed by `\n` starts
        // no line): starts before `s` and after `e` keep their bytes.
        let keptBefore = Self.firstIndex(in: old, notBelow: UInt32(s))
        let keptAfter = Self.firstIndex(in: old, notBelow: UInt32(e + 1))
        var starts: [UInt32] = []
        starts.reserveCapacity(old.count + new.count / 16 + 1)
        starts += old[..<keptBefore]
        if starts.isEmpty { starts.append(0) }
        var i = max(0, s - 1)
        let last = min(bytes.count, s + new.count)
        while i < last {
            let c = bytes[i]
            if c == 0x0A || (c == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { starts.append(UInt32(i + 1)) }
            i += 1
        }
        for p in old[keptAfter...] { starts.append(UInt32(Int(p) + delta)) }
        lineMap = LineMap(lineStarts: starts)
    }

    /// The first index of a sorted array whose element is at least `value`.
    static func firstIndex(in sorted: [UInt32], notBelow value: UInt32) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The line break the file uses (its first one), `\n` when it has none.
    public var lineBreak: String {
        guard let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[i] == 0x0D { return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r" }
        return "\n"
    }

    /// The blanks at the start of a zero-based line.
    public func indentation(ofLine line: Int) -> String {
        let range = lineRange(line)
        var end = range.lowerBound
        while end < range.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }
}

/// Converts many findings' positions in one document (a publish of thousands of them) without
/// walking a long line from its start for each: on a line longer than `stride` bytes, the
/// position of every `stride`-th byte is worked out once, and a conversion walks from the
/// nearest one before it.
public struct PositionConverter {
    public let document: EditorDocument
    public let encoding: PositionEncoding
    static let stride = 256
    /// For each long line asked about: (byte offset, units from the line start) at character starts.
    private var checkpoints: [Int: [(offset: Int, units: Int)]] = [:]

    public init(_ document: EditorDocument, encoding: PositionEncoding) {
        self.document = document
        self.encoding = encoding
    }

    /// The position of a finding's 1-based line and UTF-8 byte column (as `EditorDocument.position(of:encoding:)`).
    public mutating func position(of source: SourcePosition) -> EditorPosition {
        let line = max(0, source.line - 1)
        guard line < document.lineCount else { return position(ofOffset: document.bytes.count) }
        let range = document.lineRange(line)
        let offset = min(range.lowerBound + max(0, source.column - 1), range.upperBound)
        return EditorPosition(line: line, character: units(line: line, range: range, to: offset))
    }

    /// The position of a byte offset (clamped to the text).
    public mutating func position(ofOffset offset: Int) -> EditorPosition {
        let offset = max(0, min(offset, document.bytes.count))
        let line = document.lineMap.position(of: UInt32(offset)).line - 1
        return EditorPosition(line: line, character: units(line: line, range: document.lineRange(line), to: offset))
    }

    mutating func units(line: Int, range: Range<Int>, to offset: Int) -> Int {
        if encoding == .utf8 || range.count <= Self.stride { return document.units(from: range.lowerBound, to: offset, encoding: encoding) }
        if checkpoints[line] == nil {
            var marks: [(offset: Int, units: Int)] = [(range.lowerBound, 0)]
            var units = 0, i = range.lowerBound, next = range.lowerBound + Self.stride
            let bytes = document.bytes
            while i < range.upperBound {
                if i >= next {
                    marks.append((i, units))
                    next = i + Self.stride
                }
                let width = EditorDocument.scalarWidth(bytes, at: i, end: range.upperBound)
                units += width == 4 ? 2 : 1
                i += width
            }
            checkpoints[line] = marks
        }
        let marks = checkpoints[line]!
        var lo = 0, hi = marks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if marks[mid].offset <= offset { lo = mid } else { hi = mid - 1 }
        }
        return marks[lo].units + document.units(from: marks[lo].offset, to: offset, encoding: encoding)
    }
}
