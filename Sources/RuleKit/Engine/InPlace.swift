extension Array {
    /// Calls `body` with each element where the array keeps it, in order. A `for` loop or a
    /// subscript hands out a copy of each element, retaining every reference it holds; here the
    /// element is lent, and copied only when `body` calls what the compiler cannot see into
    /// while reading it (then only what it keeps is worth passing on).
    func forEachInPlace(_ body: (borrowing Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            for i in elements.indices { try body(elements[i]) }
        }
    }
}
