/// The base protocol of the Language Server Protocol: messages framed by a `Content-Length`
/// header (other headers ignored), then a blank line (`\r\n\r\n`), then that many bytes.
/// Bytes are fed as they arrive; complete messages come out one at a time. A header block
/// without a usable length is reported and skipped, and reading resumes at the next
/// `Content-Length` header, so one bad message does not end the session.
public struct MessageFraming: Sendable {
    public enum Output: Equatable, Sendable {
        case message([UInt8])
        /// A header block that could not be used (said why); its bytes are skipped.
        case malformed(String)
    }

    private var buffer: [UInt8] = []
    private var position = 0
    /// The body length of a header block already read, while its body is still arriving.
    private var pendingLength: Int?
    /// Largest body accepted (a corrupt length must not make the server allocate gigabytes).
    public static let maximumLength = 256 << 20

    public init() {}

    public mutating func append(_ bytes: some Collection<UInt8>) {
        if position > 0 && position >= buffer.count / 2 {
            buffer.removeFirst(position)
            position = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - position }

    static let contentLength = Array("content-length".utf8)

    public mutating func next() -> Output? {
        while true {
            if let length = pendingLength {
                guard buffer.count - position >= length else { return nil }
                let body = Array(buffer[position..<(position + length)])
                position += length
                pendingLength = nil
                return .message(body)
            }
            // Skip blank lines and stray bytes before a header: resynchronise on a header name.
            guard let end = headerEnd() else { return nil }
            let block = buffer[position..<end]
            position = end + 4
            var length: Int?
            var problem: String?
            for line in block.split(separator: 0x0A, omittingEmptySubsequences: true) {
                let line = line.last == 0x0D ? line.dropLast() : line
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                    problem = "a header line without ':'"
                    continue
                }
                let name = line[line.startIndex..<colon].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
                guard name == Self.contentLength else { continue }
                let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingBlanks
                if let n = Int(value), n >= 0, n <= Self.maximumLength { length = n } else { problem = "Content-Length '\(value)' is not a usable length" }
            }
            if let length, problem == nil {
                pendingLength = length
                continue
            }
            return .malformed(problem ?? "a header block without Content-Length")
        }
    }

    /// The offset of the `\r\n\r\n` ending the next header block, after dropping bytes before
    /// the block's first header line when they cannot start one (stray text between messages).
    private mutating func headerEnd() -> Int? {
        while position < buffer.count, buffer[position] == 0x0D || buffer[position] == 0x0A { position += 1 }
        guard position < buffer.count else { return nil }
        var i = position
        while i + 3 < buffer.count {
            if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
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
