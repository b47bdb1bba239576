/// A lexical token: a kind and a byte range into its file's UTF-8 bytes.
///
/// Tokens carry no text; `SourceText` slices it when a consumer asks. Only significant tokens
/// live in `TokenStream.tokens`; comments and whitespace live in `TokenStream.trivia`.
public struct Token: Equatable, Sendable {
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32
    public var kind: TokenKind
    public var flags: TokenFlags
    /// For `.keyword` and contextual-keyword identifiers: which keyword; `.none` otherwise.
    public var keyword: Keyword

    public init(kind: TokenKind, start: UInt32, end: UInt32, flags: TokenFlags = TokenFlags(rawValue: 0), keyword: Keyword = .none) {
        self.kind = kind
        self.start = start
        self.end = end
        self.flags = flags
        self.keyword = keyword
    }

    public var length: Int { Int(end - start) }
}

/// What a token is. Punctuation the parser needs to tell apart has its own kind; every other
/// operator is `.operator` with its whole text (e.g. `==`, `&&`, `..<`, `?.` is `?` then `.`).
public enum TokenKind: UInt8, Sendable {
    // Names
    case identifier          // plain identifiers, contextual keywords (`some`, `get`, `willSet`), `_`
    case keyword             // reserved keywords (`struct`, `var`, `if`, `true`, `self`, ...)
    case backtickIdentifier  // `name`, text keeps the backticks
    case dollarIdentifier    // $0, $name
    case editorPlaceholder   // <#...#>

    // Literals
    case integerLiteral
    case floatLiteral
    /// Opening delimiter of a string literal, including raw `#`s: `"`, `"""`, `#"`, `##"""`, `'`.
    case stringBegin
    /// Literal text (and escapes) between delimiters or interpolations.
    case stringSegment
    /// `\(` or `\#(` of an interpolation; the canonical stream prints only its `(`.
    case interpolationBegin
    /// The `)` closing an interpolation.
    case interpolationEnd
    /// Closing delimiter of a string literal, including raw `#`s.
    case stringEnd
    /// A whole regex literal: `/a+b/`, `#/x/#`, extended multi-line ones.
    case regexLiteral

    // Punctuation
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    case period              // `.` (member access, implicit member)
    case at                  // `@` before an attribute name
    case pound               // `#` before a directive or macro name (`#if` is `#` + `if`)
    case backslash           // `\` of a key path
    case arrow               // `->`
    case equal               // `=` alone (assignment, initializer)
    case questionMark        // `?` (optional type, optional chaining, ternary)
    case exclamationMark     // `!` postfix (force unwrap) when left-bound
    case ampersand           // `&` prefix (inout)
    case `operator`          // any other operator
    case unknown             // a byte the lexer could not make sense of
}

/// Spacing around a token, which Swift's grammar uses to tell prefix, postfix and binary
/// operators apart and a trailing closure from the next statement.
public struct TokenFlags: OptionSet, Sendable, Equatable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// No whitespace, comment or line break directly before the token.
    public static let leftBound = TokenFlags(rawValue: 1 << 0)
    /// No whitespace, comment or line break directly after the token.
    public static let rightBound = TokenFlags(rawValue: 1 << 1)
    /// A line break (or start of file) lies between the previous significant token and this one.
    public static let atLineStart = TokenFlags(rawValue: 1 << 2)
}
