// No-break spaces (U+00A0) between tokens are whitespace to Swift; inside strings and
// comments they are text.
struct Route {
    var values: [Int] = []
    func map() -> [Int] { values }
    var total: Int { values.reduce(0, +) }
    var label: String { "a b" }
    func sum(_ a: Int, _ b: Int) -> Int { a + b }
    func neg(_ a: Int) -> Int { -a }
    var opt: Int? { values.first ?? 0 }
}
