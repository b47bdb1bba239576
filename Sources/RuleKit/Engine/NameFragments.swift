/// A fixed set of lowercase ASCII fragments looked for anywhere inside names, `A`–`Z` matching
/// their lowercase letters: at each position of a name only the fragments starting with that
/// position's letter are compared.
struct NameFragments: Sendable {
    /// Every fragment's bytes, one after another.
    private let bytes: [UInt8]
    /// Where each fragment starts in `bytes`; one more entry marks the end of the last.
    private let starts: [Int]
    /// The fragments starting with each byte, as ranges of `order`: `byFirstByte[b]..<byFirstByte[b + 1]`.
    private let byFirstByte: [Int]
    /// Fragment numbers grouped by first byte.
    private let order: [Int]

    init(_ fragments: [String]) {
        var bytes: [UInt8] = [], starts: [Int] = []
        for f in fragments {
            starts.append(bytes.count)
            bytes.append(contentsOf: f.utf8)
        }
        starts.append(bytes.count)
        var byFirstByte = [Int](repeating: 0, count: 257)
        var order: [Int] = []
        for b in 0..<256 {
            byFirstByte[b] = order.count
            for f in fragments.indices where starts[f] < starts[f + 1] && bytes[starts[f]] == UInt8(b) { order.append(f) }
        }
        byFirstByte[256] = order.count
        self.bytes = bytes
        self.starts = starts
        self.byFirstByte = byFirstByte
        self.order = order
    }

    /// Whether some fragment occurs in `name`, ignoring the case of ASCII letters; nil when the
    /// name is not all ASCII.
    func occurs(in name: String) -> Bool? {
        var name = name
        return name.withUTF8 { text -> Bool? in
            guard text.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.withUnsafeBufferPointer { all in
                for position in text.indices {
                    let first = Int(text[position].asciiLowercased)
                    for k in byFirstByte[first]..<byFirstByte[first + 1] {
                        let f = order[k], start = starts[f], length = starts[f + 1] - start
                        guard length <= text.count - position else { continue }
                        var i = 1
                        while i < length && text[position + i].asciiLowercased == all[start + i] { i += 1 }
                        if i == length { return true }
                    }
                }
                return false
            }
        }
    }
}
