/// A small fixed set of words, looked up by length and bytes instead of by hash: for the dozen
/// words of a vocabulary, hashing every name the walk meets costs more than a couple of byte
/// comparisons, and most names are rejected by their length alone.
public struct WordSet: Sendable, ExpressibleByArrayLiteral {
    /// Words by UTF-8 length; longer words than `buckets.count - 1` are never members.
    private let buckets: [[[UInt8]]]
    /// The words, each once, in the order first given.
    public let words: [String]

    public init(_ words: [String]) {
        var unique: [String] = []
        var seen: Set<String> = []
        for w in words where seen.insert(w).inserted { unique.append(w) }
        let longest = unique.map(\.utf8.count).max() ?? 0
        var buckets = [[[UInt8]]](repeating: [], count: longest + 1)
        for w in unique { buckets[w.utf8.count].append(Array(w.utf8)) }
        self.buckets = buckets
        self.words = unique
    }

    public init(arrayLiteral words: String...) { self.init(words) }

    public func contains(_ s: String) -> Bool {
        let n = s.utf8.count
        guard n < buckets.count, !buckets[n].isEmpty else { return false }
        // Native strings: compare their bytes directly.
        if let found = s.utf8.withContiguousStorageIfAvailable({ bytes in contains(bytes: bytes) }) { return found }
        return contains(utf8: s.utf8)
    }

    /// Whether the word spelled by `bytes` is a member, without making a string.
    public func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < buckets.count else { return false }
        for w in buckets[bytes.count] {
            let equal = w.withUnsafeBufferPointer { word in
                for k in 0..<word.count where word[k] != bytes[k] { return false }
                return true
            }
            if equal { return true }
        }
        return false
    }

    /// Membership of a word given as UTF-8 bytes.
    public func contains<Bytes: Collection<UInt8>>(utf8 u: Bytes) -> Bool {
        let n = u.count
        guard n < buckets.count, !buckets[n].isEmpty else { return false }
        for w in buckets[n] where w.elementsEqual(u) { return true }
        return false
    }
}
