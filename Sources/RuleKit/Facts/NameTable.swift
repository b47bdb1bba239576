/// A fixed set of names, each with its position: an open-addressed table keyed by a name's
/// length and three of its bytes (first, middle, last), whose few candidates are then compared
/// byte for byte. Finding a name costs a multiply and one comparison, with no string made.
struct NameTable: Sendable {
    private struct Slot: Sendable { var start: Int32 = 0, length: Int32 = 0, position: Int32 = -1 }
    private let slots: [Slot]
    /// Every name's bytes, one after another.
    private let bytes: [UInt8]
    private let shift: UInt64

    init(_ names: [String]) {
        var size = 64, bits: UInt64 = 6
        while size < names.count * 4 { size <<= 1; bits += 1 }
        var slots = Array(repeating: Slot(), count: size)
        var bytes: [UInt8] = []
        let shift = 64 - bits
        for (position, name) in names.enumerated() {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            var s = bytes.withUnsafeBufferPointer { Self.slot(UnsafeBufferPointer(rebasing: $0[start...]), shift: shift) }
            while slots[s].position >= 0 { s = (s + 1) & (size - 1) }
            slots[s] = Slot(start: Int32(start), length: Int32(name.utf8.count), position: Int32(position))
        }
        self.slots = slots
        self.bytes = bytes
        self.shift = shift
    }

    @inline(__always)
    private static func slot(_ b: UnsafeBufferPointer<UInt8>, shift: UInt64) -> Int {
        let n = b.count
        let key = n == 0 ? 0 : UInt64(n) | UInt64(b[0]) << 8 | UInt64(b[n >> 1]) << 16 | UInt64(b[n - 1]) << 24
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Whether `count` bytes at `a` and `b` are equal: eight at a time, then one by one.
    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            if UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self) { return false }
            i += 8
        }
        while i < count {
            if a[i] != b[i] { return false }
            i += 1
        }
        return true
    }

    /// The position of `name`, nil when it is not one of the names.
    func position(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { position(ofBytes: $0) }
    }

    /// The position of the name spelled by `b`, nil when it is not one of the names.
    func position(ofBytes b: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { all in
                let mask = slots.count - 1
                var s = Self.slot(b, shift: shift)
                while true {
                    let candidate = slots[s]
                    if candidate.position < 0 { return nil }
                    if Int(candidate.length) == b.count && Self.equal(all.baseAddress! + Int(candidate.start), b.baseAddress!, b.count) {
                        return Int(candidate.position)
                    }
                    s = (s + 1) & mask
                }
            }
        }
    }
}
