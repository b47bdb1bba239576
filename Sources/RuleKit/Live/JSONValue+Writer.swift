/// Writing JSON values (compact, keys in the order given) and building them from literals: what
/// the language server sends. The reader is `JSONValue.parse`.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
    public init(nilLiteral: ()) { self = .null }

    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    public var stringValue: String? { if case let .string(s) = self { return s }; return nil }
    public var boolValue: Bool? { if case let .bool(b) = self { return b }; return nil }
    public var arrayValue: [JSONValue]? { if case let .array(a) = self { return a }; return nil }
    /// The value as an integer, when it is a number without a fraction.
    public var intValue: Int? {
        if case let .number(d) = self, d.rounded() == d, abs(d) < 9.0e15 { return Int(d) }
        return nil
    }

    /// The value at `key` of an object, or nil.
    public subscript(path first: String, _ rest: String...) -> JSONValue? {
        var value = self[first]
        for key in rest { value = value?[key] }
        return value
    }

    /// Compact JSON text.
    public var serialized: String {
        var out: [UInt8] = []
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    public func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case let .bool(b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case let .number(d):
            if d.rounded() == d, abs(d) < 9.0e15 { out.append(contentsOf: String(Int(d)).utf8) }
            else if d.isFinite { out.append(contentsOf: String(d).utf8) }
            else { out.append(contentsOf: "null".utf8) }
        case let .string(s): Self.writeString(s, into: &out)
        case let .array(items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(pairs):
            out.append(UInt8(ascii: "{"))
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(pair.key, into: &out)
                out.append(UInt8(ascii: ":"))
                pair.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
