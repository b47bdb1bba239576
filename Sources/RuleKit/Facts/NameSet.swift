/// A set of names (calls, helpers, paths) as a scope summary keeps them, in the order first inserted.
///
/// Nearly every scope summary holds none or a handful of names, and the walk inserts into
/// them at every call and unwrap: comparing with a few names, rejected by their length first,
/// costs less than hashing each and allocating a hash table per body. Past `linearLimit` names a
/// hash set takes over the lookups, so a generated body with thousands of names stays linear.
///
/// Every file's facts keep their summaries until the project-wide rules run, each with several
/// name sets, most of them empty: the set is one word, the array of names, or past the limit a
/// box holding the names and their hash index.
public struct NameSet: Sendable, Sequence, ExpressibleByArrayLiteral, Equatable {
    private enum Storage: Sendable {
        case list([String])
        case hashed(Hashed)
    }

    /// The names and their hash index, once there are more than `linearLimit`. Shared between
    /// copies of a set and copied before one of them changes it (`isKnownUniquelyReferenced`), so
    /// no two threads ever write the same box.
    private final class Hashed: @unchecked Sendable {
        var names: [String]
        var index: Set<String>
        init(names: [String], index: Set<String>) {
            self.names = names
            self.index = index
        }
    }

    private var storage: Storage = .list([])

    static var linearLimit: Int { 12 }

    public init() {}

    public init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { insert(name) }
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    /// The names, each once, in the order first inserted.
    public var names: [String] {
        switch storage {
        case let .list(names): return names
        case let .hashed(box): return box.names
        }
    }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }
    public var underestimatedCount: Int { names.count }

    public func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }

    public func contains(_ name: String) -> Bool {
        switch storage {
        case let .list(names): return Self.list(names, contains: name)
        case let .hashed(box): return box.index.contains(name)
        }
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
        switch storage {
        case var .list(names):
            if Self.list(names, contains: name) { return (false, name) }
            if names.count == Self.linearLimit {
                var index = Set(names)
                index.insert(name)
                names.append(name)
                storage = .hashed(Hashed(names: names, index: index))
                return (true, name)
            }
            // Let go of the stored array first, so it is appended to in place, not copied.
            storage = .list([])
            // Grown by doubling from room for one: most sets kept hold one or two names, and room
            // for four made up front was mostly kept empty to the end of the run.
            names.append(name)
            storage = .list(names)
        case var .hashed(box):
            if box.index.contains(name) { return (false, name) }
            storage = .list([])
            if !isKnownUniquelyReferenced(&box) { box = Hashed(names: box.names, index: box.index) }
            box.index.insert(name)
            box.names.append(name)
            storage = .hashed(box)
        }
        return (true, name)
    }

    public mutating func reserveCapacity(_ count: Int) {
        guard case var .list(names) = storage else { return }
        storage = .list([])
        names.reserveCapacity(count)
        storage = .list(names)
    }

    /// The names in an array of their own with no spare room, for facts kept to the end of a run
    /// (a set filled by many inserts has room for more).
    public var exactNames: [String] { Self.exact(names) }

    /// Drops the spare room of the names, as `exactNames` does, for a set kept to the end of a run,
    /// when there is room for four more names or more: less costs less than its copy would.
    public mutating func trim() {
        guard case let .list(names) = storage, names.capacity - names.count >= 4 else { return }
        storage = .list(Self.exact(names))
    }

    /// `list` itself when it has no spare room, otherwise a copy that has none.
    static func exact<T>(_ list: [T]) -> [T] {
        if list.capacity == list.count { return list }
        var exact: [T] = []
        exact.reserveCapacity(list.count)
        exact.append(contentsOf: list)
        return exact
    }

    /// Removes `name` if it is a member.
    public mutating func remove(_ name: String) {
        switch storage {
        case var .list(names):
            guard let i = names.firstIndex(of: name) else { return }
            storage = .list([])
            names.remove(at: i)
            storage = .list(names)
        case var .hashed(box):
            guard box.index.contains(name), let i = box.names.firstIndex(of: name) else { return }
            storage = .list([])
            if !isKnownUniquelyReferenced(&box) { box = Hashed(names: box.names, index: box.index) }
            box.names.remove(at: i)
            box.index.remove(name)
            storage = .hashed(box)
        }
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
