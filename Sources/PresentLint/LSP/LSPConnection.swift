import Dispatch
import RuleKit
#if canImport(Glibc)
import Glibc
#endif

/// What the reader thread hands the server: a parsed message, a message that was not JSON (or
/// not framed properly; with the request's id when it could still be read), bytes skipped to
/// find the next message (how many, and the first of them), or the end of the input.
enum IncomingMessage {
    case message(JSONValue)
    case malformed(String, id: JSONValue)
    case skipped(count: Int, sample: [UInt8])
    case end
}

/// The server's side of the connection: a thread reads and parses framed messages from standard
/// input into a queue (so a `$/cancelRequest` is seen while earlier requests wait), and the server
/// writes framed messages to standard output.
final class LSPConnection: @unchecked Sendable {
    private var queue: [IncomingMessage] = []
    private var head = 0
    private var requests = PendingRequests()
    private let lock = DispatchSemaphore(value: 1)
    private let available = DispatchSemaphore(value: 0)
    private let input: Int32
    private let output: Int32

    init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Starts the reader thread.
    func start() {
        let thread = DispatchQueue(label: "presentlint.lsp.reader")
        thread.async { [self] in readLoop() }
    }

    private func readLoop() {
        var framing = MessageFraming()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                push(.end)
                return
            }
            framing.append(buffer[0..<n])
            while let output = framing.next() {
                switch output {
                case let .message(body):
                    do {
                        let value = try JSONValue.parse(body, loneSurrogates: .replace)
                        lock.wait()
                        if value["method"]?.stringValue == "$/cancelRequest", let id = value[path: "params", "id"] {
                            requests.cancel(id.serialized)
                        } else if let id = value["id"], value["method"]?.stringValue != nil {
                            requests.received(id.serialized)
                        }
                        lock.signal()
                        push(.message(value))
                    } catch {
                        let why = (error as? JSONValue.ParseError).map { "not valid JSON: \($0.description)" } ?? "not valid JSON"
                        push(.malformed(why, id: MessageFraming.requestID(inBrokenBody: body) ?? .null))
                    }
                case let .malformed(why):
                    push(.malformed(why, id: .null))
                case let .skipped(count, sample):
                    push(.skipped(count: count, sample: sample))
                }
            }
        }
    }

    private func push(_ message: IncomingMessage) {
        lock.wait()
        queue.append(message)
        lock.signal()
        available.signal()
    }

    /// The next message, waiting for one.
    func next() -> IncomingMessage {
        available.wait()
        lock.wait()
        defer { lock.signal() }
        let message = queue[head]
        head += 1
        if head > 1024 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return message
    }

    /// The next message if one arrives within `milliseconds`.
    func next(within milliseconds: Int) -> IncomingMessage? {
        guard available.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
        lock.wait()
        defer { lock.signal() }
        let message = queue[head]
        head += 1
        return message
    }

    var hasPending: Bool {
        lock.wait()
        defer { lock.signal() }
        return head < queue.count
    }

    /// Whether the client cancelled the request with this id (its JSON text); forgets the request.
    func takeCancellation(of id: JSONValue) -> Bool {
        lock.wait()
        defer { lock.signal() }
        return requests.finish(id.serialized)
    }

    /// Requests waiting and cancellations kept (bounded by the requests waiting).
    var pendingRequestCount: Int {
        lock.wait()
        defer { lock.signal() }
        return requests.count
    }

    func send(_ message: JSONValue) {
        var body: [UInt8] = []
        message.write(into: &body)
        let framed = MessageFraming.frame(body)
        framed.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(output, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

/// Monotonic time for the server's own timings (`$/logTrace`).
enum Clock {
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
    /// Milliseconds from `start` to `end`, with two decimals.
    static func milliseconds(_ start: UInt64, _ end: UInt64) -> String {
        String(Double((end - start) / 10_000) / 100)
    }
}
