/// A small fixed set of words, looked up by length and bytes instead of by hash: for the dozen
/// words of a vocabulary, hashing every name the walk meets costs more than a couple of byte
/// comparisons, and most names are rejected by their length alone.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
    /// Every word's bytes, one after another, grouped by length (shortest first).
    private let bytes: [UInt8]
    /// The words of each length: where their bytes start in `bytes`, where they start in
    /// `positions`, and how many there are. Longer words than `byLength.count - 1` are never members.
    private let byLength: [(start: Int, first: Int, count: Int)]
    /// For each word in `bytes` order, its position in `words`.
    private let positions: [Int]
    /// The words, each once, in the order first given.
    public let words: [String]

    public init(_ words: [String]) {
        var unique: [String] = []
        var seen: Set<String> = []
        for w in words where seen.insert(w).inserted { unique.append(w) }
        let longest = unique.map(\.utf8.count).max() ?? 0
        var bytes: [UInt8] = [], byLength: [(start: Int, first: Int, count: Int)] = [], positions: [Int] = []
        for length in 0...longest {
            byLength.append((bytes.count, positions.count, 0))
            for (p, w) in unique.enumerated() where w.utf8.count == length {
                bytes.append(contentsOf: w.utf8)
                positions.append(p)
                byLength[length].count += 1
            }
        }
        self.bytes = bytes
        self.byLength = byLength
        self.positions = positions
        self.words = unique
    }

    public init(arrayLiteral words: String...) { self.init(words) }

    public func contains(_ s: String) -> Bool {
        let n = s.utf8.count
        guard n < byLength.count, byLength[n].count > 0 else { return false }
        var s = s
        return s.withUTF8 { contains(bytes: $0) }
    }

    /// Whether the word spelled by `bytes` is a member, without making a string.
    public func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool { position(ofBytes: bytes) != nil }

    /// The position in `words` of the word spelled by `name`; nil when it is not a member.
    public func position(ofBytes name: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = name.count
        guard n > 0, n < byLength.count else { return n == 0 && byLength.first?.count ?? 0 > 0 ? positions[0] : nil }
        let (start, first, count) = byLength[n]
        guard count > 0 else { return nil }
        return bytes.withUnsafeBufferPointer { all -> Int? in
            var offset = start
            for k in 0..<count {
                if all[offset] == name[0] {
                    var i = 1
                    while i < n && all[offset + i] == name[i] { i += 1 }
                    if i == n { return positions[first + k] }
                }
                offset += n
            }
            return nil
        }
    }

    /// Whether the word spelled by `name` with `A`–`Z` lowercased is a member.
    public func contains(lowercasing name: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = name.count
        guard n < byLength.count else { return false }
        let (start, _, count) = byLength[n]
        return bytes.withUnsafeBufferPointer { all in
            var offset = start
            for _ in 0..<count {
                var i = 0
                while i < n && all[offset + i] == name[i].asciiLowercased { i += 1 }
                if i == n { return true }
                offset += n
            }
            return false
        }
    }

    /// Membership of a word given as UTF-8 bytes.
    public func contains<Bytes: Collection<UInt8>>(utf8 u: Bytes) -> Bool {
        let n = u.count
        guard n < byLength.count, byLength[n].count > 0 else { return false }
        if let found = u.withContiguousStorageIfAvailable({ contains(bytes: $0) }) { return found }
        let (start, _, count) = byLength[n]
        for k in 0..<count where bytes[(start + k * n)..<(start + (k + 1) * n)].elementsEqual(u) { return true }
        return false
    }

    /// Whether one of the `CamelCaseWords` of an ASCII name is a member; nil when the name is not all ASCII.
    public func containsCamelCaseWord(of name: some StringProtocol) -> Bool? {
        name.utf8.withContiguousStorageIfAvailable { containsCamelCaseWord(of: $0) }
            ?? Array(name.utf8).withUnsafeBufferPointer { containsCamelCaseWord(of: $0) }
    }

    func containsCamelCaseWord(of bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return CamelCaseWords.containsWord(inASCII: bytes) { contains(lowercasing: UnsafeBufferPointer(rebasing: bytes[$0])) }
    }
}

/// Lowercase ASCII fragments looked for anywhere inside a name, `A`–`Z` folded as they are
/// compared. The fragments are grouped by their first byte, so each position of the name is
/// compared only with the few fragments that begin with its letter.
public struct FragmentSet: Sendable {
    /// Every fragment's bytes, one after another, grouped by first byte.
    private let bytes: [UInt8]
    /// Each fragment's start in `bytes` and length, in `bytes` order.
    private let fragments: [(start: Int, length: Int)]
    /// For each ASCII byte, the fragments beginning with it: where they start in `fragments`, and how many.
    private let byFirstByte: [(first: Int, count: Int)]

    public init(_ words: [String]) {
        var bytes: [UInt8] = [], fragments: [(start: Int, length: Int)] = [], byFirstByte: [(first: Int, count: Int)] = []
        for first in 0..<128 {
            byFirstByte.append((fragments.count, 0))
            for w in words where w.utf8.first == UInt8(first) {
                precondition(w.utf8.allSatisfy { $0 < 0x80 && $0.asciiLowercased == $0 }, "fragments are lowercase ASCII")
                fragments.append((bytes.count, w.utf8.count))
                bytes.append(contentsOf: w.utf8)
                byFirstByte[first].count += 1
            }
        }
        self.bytes = bytes
        self.fragments = fragments
        self.byFirstByte = byFirstByte
    }

    /// Whether one of the fragments occurs in `name`, whose bytes are all ASCII.
    public func occurs(inASCII name: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            for start in name.indices {
                let (first, count) = byFirstByte[Int(name[start].asciiLowercased & 0x7F)]
                for f in first..<(first + count) {
                    let (offset, length) = fragments[f]
                    guard length <= name.count - start else { continue }
                    var k = 1
                    while k < length && name[start + k].asciiLowercased == all[offset + k] { k += 1 }
                    if k == length { return true }
                }
            }
            return false
        }
    }
}
