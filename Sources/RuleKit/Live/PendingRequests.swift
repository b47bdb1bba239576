/// The client's requests read but not yet answered, and which of them it cancelled
/// (`$/cancelRequest`). A cancellation of a request that is not pending (answered already, or
/// never sent) is dropped at once, and an answered request is forgotten: what is kept is bounded
/// by the requests waiting, however many the client cancels.
public struct PendingRequests: Sendable {
    /// Ids (their JSON text) of the requests waiting, with how many wait under that id.
    private var waiting: [String: Int] = [:]
    private var cancelled: Set<String> = []

    public init() {}

    /// A request with this id was read.
    public mutating func received(_ id: String) { waiting[id, default: 0] += 1 }

    /// The client cancelled the request with this id: kept only while it waits.
    public mutating func cancel(_ id: String) {
        if waiting[id] != nil { cancelled.insert(id) }
    }

    /// The request with this id is being answered: whether it was cancelled; it is forgotten.
    public mutating func finish(_ id: String) -> Bool {
        guard let n = waiting[id] else { return false }
        if n > 1 { waiting[id] = n - 1 } else { waiting[id] = nil }
        return cancelled.remove(id) != nil
    }

    /// Requests waiting and cancellations kept (what this holds in memory).
    public var count: Int { waiting.count + cancelled.count }
}

extension MessageFraming {
    /// The `id` of a request whose body is not valid JSON, when it can still be read: a number or
    /// a string (without escapes) after `"id":` at the top level of an object that also has a
    /// `"method"` key (so a broken response is never answered). Nil when it cannot be told.
    public static func requestID(inBrokenBody body: [UInt8]) -> JSONValue? {
        var depth = 0
        var i = 0
        var id: JSONValue?
        var hasMethod = false
        func stringEnd(from start: Int) -> Int? {
            var k = start + 1
            while k < body.count {
                if body[k] == UInt8(ascii: "\\") { k += 2; continue }
                if body[k] == UInt8(ascii: "\"") { return k }
                k += 1
            }
            return nil
        }
        while i < body.count {
            let c = body[i]
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                guard let end = stringEnd(from: i) else { i = body.count; continue }
                let key = body[(i + 1)..<end]
                var k = end + 1
                while k < body.count, body[k] == 0x20 || body[k] == 0x09 || body[k] == 0x0A || body[k] == 0x0D { k += 1 }
                if depth == 1, k < body.count, body[k] == UInt8(ascii: ":") {
                    k += 1
                    while k < body.count, body[k] == 0x20 || body[k] == 0x09 || body[k] == 0x0A || body[k] == 0x0D { k += 1 }
                    if key.elementsEqual("method".utf8) { hasMethod = true }
                    if key.elementsEqual("id".utf8), id == nil, k < body.count {
                        if body[k] == UInt8(ascii: "\""), let close = stringEnd(from: k), !body[(k + 1)..<close].contains(UInt8(ascii: "\\")) {
                            id = .string(String(decoding: body[(k + 1)..<close], as: UTF8.self))
                        } else {
                            var e = k
                            if e < body.count, body[e] == UInt8(ascii: "-") { e += 1 }
                            while e < body.count, body[e] >= 0x30 && body[e] <= 0x39 { e += 1 }
                            if let n = Int(String(decoding: body[k..<e], as: UTF8.self)) { id = .number(Double(n)) }
                        }
                    }
                }
                i = end
            default: break
            }
            i += 1
        }
        return hasMethod ? id : nil
    }
}
