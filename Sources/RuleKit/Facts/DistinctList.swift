/// Values in first-seen order, each once. A file has few distinct names or groups, and comparing
/// with each is cheaper than hashing; past `linearLimit` of them, a set takes over.
struct DistinctList<Element: Hashable> {
    private(set) var items: [Element] = []
    private var set: Set<Element>?
    static var linearLimit: Int { 16 }

    /// Adds `value` unless it is already there; true when it was added.
    @discardableResult
    mutating func insert(_ value: Element) -> Bool {
        if set != nil {
            guard set!.insert(value).inserted else { return false }
        } else {
            if items.contains(value) { return false }
            if items.count == Self.linearLimit { set = Set(items); set!.insert(value) }
        }
        items.append(value)
        return true
    }
}
