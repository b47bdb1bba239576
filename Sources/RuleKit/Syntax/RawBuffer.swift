/// A growable buffer whose owner frees it (`SyntaxTree.deinit`, the parser at the end of a file).
/// Indices are trusted: they are only ever made for items that were appended. Appending costs a
/// capacity check and a store, with none of an array's uniqueness checks.
struct RawBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element> = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    private(set) var count = 0
    private var capacity = 0

    @inline(__always) mutating func append(_ e: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    mutating func append<C: Collection>(contentsOf items: C) where C.Element == Element {
        let n = items.count
        if count + n > capacity { grow(to: count + n) }
        var p = base + count
        for e in items {
            p.initialize(to: e)
            p += 1
        }
        count += n
    }

    /// Appends `n` trivial values (words) from `source`.
    mutating func append(copying source: UnsafePointer<Element>, count n: Int) {
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(from: source, count: n)
        count += n
    }

    /// Appends `first`, then `n` trivial values (words) from `source`, copied one by one: the
    /// lists the parser completes are short, and a loop beats a call to `memcpy` there.
    @inline(__always)
    mutating func append(_ first: Element, copying source: UnsafePointer<Element>, count n: Int) {
        if count + n + 1 > capacity { grow(to: count + n + 1) }
        let p = base + count
        p.initialize(to: first)
        for k in 0..<n { (p + 1 + k).initialize(to: source[k]) }
        count += n + 1
    }

    mutating func reserve(_ minimum: Int) {
        if minimum > capacity { grow(to: minimum) }
    }

    /// Moves the elements from `mark` on to the end of `destination`, leaving `mark` elements.
    mutating func moveTail(from mark: Int, to destination: inout RawBuffer<Element>) {
        let k = count - mark
        guard k > 0 else { return }
        destination.reserve(destination.count + k)
        (destination.base + destination.count).moveInitialize(from: base + mark, count: k)
        destination.count += k
        count = mark
    }

    @inline(never)
    mutating func grow(to minimum: Int) {
        let newCapacity = max(minimum, capacity * 2, 64)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if capacity > 0 {
            fresh.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = fresh
        capacity = newCapacity
    }

    /// `self[i]` for writing.
    @inline(__always) func pointer(_ i: Int) -> UnsafeMutablePointer<Element> { base + i }

    mutating func free() {
        guard capacity > 0 else { return }
        base.deinitialize(count: count)
        base.deallocate()
        capacity = 0
        count = 0
    }
}
