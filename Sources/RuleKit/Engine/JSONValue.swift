/// A small strict JSON reader (RFC 8259) for configuration and baseline files: it keeps key
/// order, tells booleans from numbers, and reports errors with a line and column.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }

    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public struct ParseError: Error, Sendable {
        public var message: String
        public var line: Int
        public var column: Int
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// What a `\u` escape of half a UTF-16 surrogate pair with no other half becomes: an error
    /// (configuration and baseline files), or U+FFFD, as a UTF-16 decoder makes of it (the
    /// language server: an editor's text may hold one, and the edit must not be lost).
    public enum LoneSurrogates: Sendable { case reject, replace }

    public static func parse(_ bytes: [UInt8], loneSurrogates: LoneSurrogates = .reject) throws -> JSONValue {
        var reader = Reader(b: bytes, replacesLoneSurrogates: loneSurrogates == .replace)
        reader.skipSpace()
        if reader.i == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { reader.i = 3; reader.skipSpace() }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    struct Reader {
        let b: [UInt8]
        var replacesLoneSurrogates = false
        var i = 0

        func error(_ message: String) -> ParseError {
            var line = 1, column = 1
            for k in 0..<min(i, b.count) {
                if b[k] == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            return ParseError(message: message, line: line, column: column)
        }

        mutating func skipSpace() {
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < 512 else { throw error("nesting too deep") }
            guard i < b.count else { throw error("unexpected end of input") }
            switch b[i] {
            case UInt8(ascii: "{"):
                i += 1
                var pairs: [(key: String, value: JSONValue)] = []
                // The keys so far, once an object has more than a few: comparing each new key
                // with every earlier one was quadratic in the object's size.
                var keys: Set<String>?
                skipSpace()
                if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                while true {
                    skipSpace()
                    guard i < b.count, b[i] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                    let keyStart = i
                    let key = try string()
                    let duplicate: Bool
                    if keys != nil {
                        duplicate = !keys!.insert(key).inserted
                    } else {
                        duplicate = pairs.contains { $0.key == key }
                        if pairs.count == 8 { keys = Set(pairs.map(\.key)); keys!.insert(key) }
                    }
                    if duplicate {
                        i = keyStart
                        throw error("duplicate key '\(key)'")
                    }
                    skipSpace()
                    guard i < b.count, b[i] == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
                    i += 1
                    skipSpace()
                    pairs.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard i < b.count else { throw error("unexpected end of input in an object") }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                    throw error("expected ',' or '}' in an object")
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [JSONValue] = []
                skipSpace()
                if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < b.count else { throw error("unexpected end of input in an array") }
                    if b[i] == UInt8(ascii: ",") { i += 1; continue }
                    if b[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    throw error("expected ',' or ']' in an array")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true"); return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false"); return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null"); return .null
            default:
                return .number(try number())
            }
        }

        mutating func literal(_ word: StaticString) throws {
            let count = word.utf8CodeUnitCount
            guard i + count <= b.count else { throw error("unexpected end of input") }
            for k in 0..<count where b[i + k] != word.utf8Start[k] { throw error("unexpected character") }
            i += count
        }

        mutating func number() throws -> Double {
            let start = i
            if i < b.count, b[i] == UInt8(ascii: "-") { i += 1 }
            while i < b.count, (b[i] >= UInt8(ascii: "0") && b[i] <= UInt8(ascii: "9")) || b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") || b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard i > start, let d = Double(String(decoding: b[start..<i], as: UTF8.self)) else {
                i = start
                throw error("unexpected character")
            }
            return d
        }

        mutating func string() throws -> String {
            i += 1
            var out: [UInt8] = []
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
                if c < 0x20 { throw error("control character in a string") }
                if c == UInt8(ascii: "\\") {
                    i += 1
                    guard i < b.count else { break }
                    switch b[i] {
                    case UInt8(ascii: "\""): out.append(0x22)
                    case UInt8(ascii: "\\"): out.append(0x5C)
                    case UInt8(ascii: "/"): out.append(0x2F)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        // Checked before it is converted: a high surrogate needs a low one after
                        // it (`\uD83D\uDE00`), and neither half stands alone.
                        let escape = i - 1
                        var scalar = try hex4()
                        if scalar >= 0xD800 && scalar < 0xDC00 {
                            // A low half must follow; when it does not, what follows is read on its own.
                            var low: UInt32?
                            if i + 2 < b.count, b[i + 1] == UInt8(ascii: "\\"), b[i + 2] == UInt8(ascii: "u") {
                                let before = i
                                i += 2
                                let next = try hex4()
                                if next >= 0xDC00 && next < 0xE000 { low = next } else { i = before }
                            }
                            if let low {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else if replacesLoneSurrogates {
                                scalar = 0xFFFD
                            } else {
                                i = escape
                                throw error("unpaired UTF-16 surrogate in a \\u escape")
                            }
                        } else if scalar >= 0xDC00 && scalar < 0xE000 && replacesLoneSurrogates {
                            scalar = 0xFFFD
                        }
                        guard let unicode = Unicode.Scalar(scalar) else {
                            i = escape
                            throw error("unpaired UTF-16 surrogate in a \\u escape")
                        }
                        var encoded = (0 as UInt8, 0 as UInt8, 0 as UInt8, 0 as UInt8)
                        let n = withUnsafeMutableBytes(of: &encoded) { buffer in
                            var k = 0
                            UTF8.encode(unicode) { buffer[k] = $0; k += 1 }
                            return k
                        }
                        withUnsafeBytes(of: &encoded) { out.append(contentsOf: $0.prefix(n)) }
                    default:
                        throw error("invalid escape in a string")
                    }
                    i += 1
                    continue
                }
                out.append(c)
                i += 1
            }
            throw error("unterminated string")
        }

        mutating func hex4() throws -> UInt32 {
            guard i + 4 < b.count else { throw error("truncated \\u escape") }
            var v: UInt32 = 0
            for k in 1...4 {
                let c = b[i + k]
                let d: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
                default: throw error("invalid \\u escape")
                }
                v = v * 16 + d
            }
            i += 4
            return v
        }
    }
}
