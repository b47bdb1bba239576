/// Reading a declared type's text as the name of a type.
enum TypeNames {
    /// `ViewModel?` → `ViewModel`, `Store<Foo>` → `Store`.
    static func bareTypeName(_ text: String) -> String {
        let u = text.utf8
        var end = u.endIndex
        while end > u.startIndex, case let last = u[u.index(before: end)], last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            end = u.index(before: end)
        }
        if let angle = u[..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        if end == u.endIndex { return text }
        return String(decoding: u[..<end], as: UTF8.self)
    }
}
