/// Keywords the lexer recognises. Reserved ones produce `TokenKind.keyword`; contextual ones
/// (marked below) stay `TokenKind.identifier` but still carry their `Keyword` so the parser need
/// not compare bytes.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`,
         `init`, `inout`, `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`,
         `protocol`, `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `switch`, `throw`, `where`, `while`
    // Expressions and types
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual (lexed as identifiers)
    case `actor`, `async`, `await`, `convenience`, `didSet`, `dynamic`, `final`, `get`, `indirect`,
         `lazy`, `macro`, `mutating`, `nonisolated`, `nonmutating`, `optional`, `override`,
         `package`, `required`, `set`, `some`, `any`, `unowned`, `weak`, `willSet`, `consuming`,
         `borrowing`, `each`, `distributed`

    /// True for keywords Swift reserves (lexed as `TokenKind.keyword`).
    public var isReserved: Bool {
        rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.try.rawValue
    }
}
