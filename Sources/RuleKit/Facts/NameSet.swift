/// A set of names (calls, helpers, paths) as evidence keeps them, in the order first inserted.
///
/// Nearly every piece of evidence holds none or a handful of names, and the walk inserts into
/// them at every call and unwrap: comparing with a few names, rejected by their length first,
/// costs less than hashing each and allocating a hash table per body. Past `linearLimit` names a
/// hash set takes over the lookups, so a generated body with thousands of names stays linear.
public struct NameSet: Sendable, Sequence, ExpressibleByArrayLiteral, Equatable {
    /// The names, each once, in the order first inserted.
    public private(set) var names: [String] = []
    /// The same names, hashed, once there are more than `linearLimit`.
    private var index: Set<String>?

    static var linearLimit: Int { 12 }

    public init() {}

    public init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { insert(name) }
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }
    public var underestimatedCount: Int { names.count }

    public func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }

    public func contains(_ name: String) -> Bool {
        if let index { return index.contains(name) }
        return Self.list(names, contains: name)
    }

    /// Whether `names` holds `name`, compared by length first: two unequal names of one length are
    /// rare, and a length is read without a call.
    static func list(_ names: [String], contains name: String) -> Bool {
        let length = name.utf8.count
        for i in names.indices where names[i].utf8.count == length && names[i] == name { return true }
        return false
    }

    /// Adds `name` unless it is already a member, as `Set.insert` does.
    @discardableResult
    public mutating func insert(_ name: String) -> (inserted: Bool, memberAfterInsert: String) {
        if index != nil {
            guard index!.insert(name).inserted else { return (false, name) }
        } else {
            if contains(name) { return (false, name) }
            if names.count == Self.linearLimit {
                var hashed = Set(names)
                hashed.insert(name)
                index = hashed
            }
        }
        // Room for a few names at once: grown from empty, a set of three or four was reallocated twice.
        if names.isEmpty { names.reserveCapacity(4) }
        names.append(name)
        return (true, name)
    }

    public mutating func reserveCapacity(_ count: Int) { names.reserveCapacity(count) }

    /// Removes `name` if it is a member.
    public mutating func remove(_ name: String) {
        guard let i = names.firstIndex(of: name) else { return }
        names.remove(at: i)
        index?.remove(name)
    }

    /// Adds the names of `other`; into an empty set, its storage is shared, not copied.
    public mutating func formUnion(_ other: NameSet) {
        if other.isEmpty { return }
        if isEmpty {
            self = other
            return
        }
        for name in other.names { insert(name) }
    }

    public mutating func formUnion<S: Sequence>(_ other: S) where S.Element == String {
        for name in other { insert(name) }
    }

    public func union(_ other: NameSet) -> NameSet {
        var both = self
        both.formUnion(other)
        return both
    }

    public func union<S: Sequence>(_ other: S) -> NameSet where S.Element == String {
        var both = self
        both.formUnion(other)
        return both
    }

    /// The same names, in whatever order.
    public static func == (a: NameSet, b: NameSet) -> Bool {
        a.count == b.count && a.names.allSatisfy(b.contains)
    }
}
