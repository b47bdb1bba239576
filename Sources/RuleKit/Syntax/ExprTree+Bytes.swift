/// Comparisons of the tree's names with fixed words, for the fact pass: a name's length is read
/// from its source range and compared first, so nearly every name is told apart with two loads
/// and no call, and none is made a `String`.
extension TreeRef {
    /// Whether name `i` is spelled `word`.
    @inline(__always)
    func spells(_ i: UInt32, _ word: StaticString) -> Bool {
        let r = storage.pointee.strings.base[Int(i)]
        if r.start == StringRef.composedMark { return stringEquals(i, word) }
        let length = word.utf8CodeUnitCount
        guard Int(r.end &- r.start) == length else { return false }
        return storage.pointee.source.spells(word, at: Int(r.start), length: length)
    }
}

extension Expr {
    /// True for the identifier `word` (`self`, `nil`, `Task`).
    @inline(__always)
    func isName(_ word: StaticString) -> Bool {
        let n = tree.node(id)
        return n.tag == .identifier && tree.spells(n.a, word)
    }
}

extension TreeList where Item == Argument {
    /// Whether argument `i` is labelled `label`.
    @inline(__always)
    func labelIs(_ i: Int, _ label: StaticString) -> Bool {
        let word = tree.word(handle + 1 + UInt32(i) * 4)
        return word != ExprNode.none && tree.spells(word, label)
    }
}
