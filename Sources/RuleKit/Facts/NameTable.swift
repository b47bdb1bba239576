/// A fixed set of names of up to 24 bytes, each with its position: slots keyed by the name's
/// bytes read as three little-endian integers (zero-padded) and its length.
struct NameTable: Sendable {
    private struct Slot: Sendable { var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, length = 0, position = -1 }
    private let slots: [Slot]
    private let shift: UInt64

    init(_ names: [String]) {
        var size = 64, bits: UInt64 = 6
        while size < names.count * 4 { size <<= 1; bits += 1 }
        var slots = Array(repeating: Slot(), count: size)
        shift = 64 - bits
        for (position, name) in names.enumerated() {
            var name = name
            let key = name.withUTF8 { Self.key($0) }
            precondition(key != nil, "names in a NameTable are at most 24 bytes")
            guard let (w0, w1, w2) = key else { continue }
            var s = Self.slot(w0, w1, w2, name.utf8.count, shift: shift)
            while slots[s].position >= 0 { s = (s + 1) & (size - 1) }
            slots[s] = Slot(w0: w0, w1: w1, w2: w2, length: name.utf8.count, position: position)
        }
        self.slots = slots
    }

    private static func key(_ b: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64)? {
        guard b.count <= 24 else { return nil }
        var w: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &w) { raw in
            if let base = b.baseAddress, b.count > 0 { raw.baseAddress!.copyMemory(from: base, byteCount: b.count) }
        }
        return (UInt64(littleEndian: w.0), UInt64(littleEndian: w.1), UInt64(littleEndian: w.2))
    }

    private static func slot(_ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ length: Int, shift: UInt64) -> Int {
        let mixed = (w0 ^ (w1 &* 31) ^ (w2 &* 961) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    /// The position of `name`, nil when it is not one of the names.
    func position(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { position(ofBytes: $0) }
    }

    /// The position of the name spelled by `b`, nil when it is not one of the names.
    func position(ofBytes b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let (w0, w1, w2) = Self.key(b) else { return nil }
        var s = Self.slot(w0, w1, w2, b.count, shift: shift)
        while true {
            let candidate = slots[s]
            if candidate.position < 0 { return nil }
            if candidate.w0 == w0 && candidate.w1 == w1 && candidate.w2 == w2 && candidate.length == b.count { return candidate.position }
            s = (s + 1) & (slots.count - 1)
        }
    }
}
