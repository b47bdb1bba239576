/// The base protocol of the Language Server Protocol: messages framed by a `Content-Length`
/// header (other headers ignored), then a blank line (`\r\n\r\n`), then that many bytes.
/// Bytes are fed as they arrive; complete messages come out one at a time.
///
/// A frame that cannot be used (a line that is not a header, a header block without a usable
/// length, or one longer than `maximumHeaderBlock`) is reported once; reading then skips to the
/// next `Content-Length:` header wherever it starts (a body one byte short leaves `}` before the
/// next header), and reports how many bytes it skipped. So one bad frame costs that frame, never
/// the rest of the session. Every byte is looked at a bounded number of times, and bytes being
/// skipped are not kept.
public struct MessageFraming: Sendable {
    public enum Output: Equatable, Sendable {
        case message([UInt8])
        /// A frame that could not be used (said why); reading skips to the next `Content-Length:`.
        case malformed(String)
        /// Bytes skipped while looking for the next `Content-Length:` header: how many, and the
        /// first of them (at most `sampleLength`), for a log.
        case skipped(count: Int, sample: [UInt8])
    }

    private var buffer: [UInt8] = []
    private var position = 0
    /// Where the search for the end of the current header line goes on (so a line arriving in
    /// pieces is not searched again from its start).
    private var scan = 0
    /// The body length of a header block already read, while its body is still arriving.
    private var pendingLength: Int?
    /// The header block being read: its bytes so far, its length and what is wrong with it.
    private var blockBytes = 0
    private var blockLength: Int?
    private var blockProblem: String?
    /// Looking for the next `Content-Length:` after a bad frame; what was skipped so far.
    private var resynchronising = false
    private var skippedCount = 0
    private var skippedSample: [UInt8] = []

    /// Largest body accepted (a corrupt length must not make the server allocate gigabytes).
    public static let maximumLength = 256 << 20
    /// Largest header block accepted (real clients send one or two short headers).
    public static let maximumHeaderBlock = 8192
    public static let sampleLength = 64

    public init() {}

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if position > 0 && position >= buffer.count / 2 {
            buffer.removeFirst(position)
            scan = max(0, scan - position)
            position = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - position }

    static let contentLength = Array("content-length".utf8)
    static let contentLengthColon = Array("content-length:".utf8)

    public mutating func next() -> Output? {
        while true {
            if let length = pendingLength {
                guard buffer.count - position >= length else { return nil }
                let body = Array(buffer[position..<(position + length)])
                position += length
                pendingLength = nil
                scan = position
                return .message(body)
            }
            if resynchronising {
                guard let found = findContentLength() else { return nil }
                skip(to: found)
                resynchronising = false
                scan = position
                if skippedCount > 0 {
                    defer { skippedCount = 0; skippedSample = [] }
                    return .skipped(count: skippedCount, sample: skippedSample)
                }
                continue
            }
            // Line breaks between messages are harmless: skipped without a word.
            if blockBytes == 0 {
                while position < buffer.count, buffer[position] == 0x0D || buffer[position] == 0x0A { position += 1 }
                scan = max(scan, position)
            }
            guard position < buffer.count else { return nil }
            // The end of the current header line, within what the block may still hold.
            let limit = min(buffer.count, position + (Self.maximumHeaderBlock - blockBytes))
            var i = max(scan, position)
            while i < limit, buffer[i] != 0x0A { i += 1 }
            if i == limit {
                if limit == buffer.count && buffer.count - position < Self.maximumHeaderBlock - blockBytes {
                    scan = i
                    return nil
                }
                return badFrame("a header block longer than \(Self.maximumHeaderBlock) bytes", resumeAt: position + 1)
            }
            let lineStart = position
            var line = buffer[lineStart..<i]
            if line.last == 0x0D { line = line.dropLast() }
            position = i + 1
            scan = position
            blockBytes += i + 1 - lineStart
            if line.isEmpty {
                // The blank line ending the block.
                let length = blockLength, problem = blockProblem
                if let problem { return badFrame(problem, resumeAt: position) }
                guard let length else { return badFrame("a header block without Content-Length", resumeAt: position) }
                resetBlock()
                pendingLength = length
                continue
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy(Self.isHeaderNameByte) else {
                // Bytes left before a header on its line (`}` after a body one byte short): skipped
                // and said, no message was lost.
                if blockBytes == i + 1 - lineStart, Self.find(Self.contentLengthColon, in: line) != nil {
                    resetBlock()
                    position = lineStart
                    scan = lineStart + 1
                    resynchronising = true
                    continue
                }
                return badFrame("a line that is not a header (\(Self.preview(line)))", resumeAt: lineStart + 1)
            }
            let name = line[line.startIndex..<colon].map(Self.lowercased)
            guard name == Self.contentLength else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingBlanks
            if let n = Int(value), n >= 0, n <= Self.maximumLength {
                blockLength = n
            } else {
                blockProblem = "Content-Length '\(Self.preview(value.utf8))' is not a usable length"
            }
        }
    }

    /// Reports a frame that cannot be used and starts looking for the next `Content-Length:`
    /// header from `offset` (the bytes before it are counted as skipped).
    private mutating func badFrame(_ why: String, resumeAt offset: Int) -> Output {
        let skippedFrom = position
        resetBlock()
        resynchronising = true
        if offset < skippedFrom {
            // The bad line (already consumed) is searched again from `offset`: it may hold the
            // header (`}Content-Length: …` after a body one byte short). Its bytes before count as skipped.
            position = offset - 1
        }
        skip(to: min(offset, buffer.count))
        scan = position
        return .malformed(why)
    }

    private mutating func resetBlock() {
        blockBytes = 0
        blockLength = nil
        blockProblem = nil
    }

    /// Moves `position` to `offset`, counting the bytes passed over as skipped.
    private mutating func skip(to offset: Int) {
        guard offset > position else { return }
        if skippedSample.count < Self.sampleLength {
            skippedSample += buffer[position..<min(offset, position + Self.sampleLength - skippedSample.count)]
        }
        skippedCount += offset - position
        position = offset
    }

    /// The offset of the next `Content-Length:` (any case) from `scan`; when there is none yet,
    /// the bytes that cannot start one are skipped (only a possible start of the name is kept).
    private mutating func findContentLength() -> Int? {
        let needle = Self.contentLengthColon
        var i = max(scan, position)
        while i + needle.count <= buffer.count {
            let c = buffer[i]
            if c == 0x63 || c == 0x43 {
                var k = 1
                while k < needle.count, Self.lowercased(buffer[i + k]) == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        skip(to: max(position, buffer.count - (needle.count - 1)))
        scan = position
        return nil
    }

    /// The offset of `needle` (lowercase) in `bytes`, in any case.
    static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for i in bytes.startIndex...(bytes.endIndex - needle.count) {
            var k = 0
            while k < needle.count, lowercased(bytes[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return i }
        }
        return nil
    }

    static func lowercased(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 0x20 : b }

    /// A header name is a token: visible ASCII other than separators (RFC 9110).
    static func isHeaderNameByte(_ b: UInt8) -> Bool {
        guard b > 0x20 && b < 0x7F else { return false }
        return !separators.contains(b)
    }

    static let separators: Set<UInt8> = Set("\"(),/:;<=>?@[\\]{}".utf8)

    /// At most 40 bytes of `bytes` for a message, control bytes shown as `?`.
    public static func preview(_ bytes: some Collection<UInt8>) -> String {
        let cut = bytes.prefix(40).map { $0 < 0x20 || $0 == 0x7F ? UInt8(ascii: "?") : $0 }
        return String(decoding: cut, as: UTF8.self) + (bytes.count > 40 ? "…" : "")
    }

    /// `body` framed for sending.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension String {
    fileprivate var trimmingBlanks: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
