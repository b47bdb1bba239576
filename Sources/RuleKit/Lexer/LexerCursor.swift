#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lexer's state machine. Strings with interpolations are handled with an explicit stack, so
/// nesting depth never grows the call stack.
struct LexerCursor {
    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    var i = 0
    /// Tokens and trivia are written straight into the storage of the stream's arrays, which
    /// `Lexer.tokenize` allocates large enough for any file (see `capacity(for:)`).
    /// `ByteClass.table` and `ByteClass.starts`.
    let classes: UnsafePointer<UInt8>
    let starts: UnsafePointer<LexStart>
    var tokens: OutputBuffer<Token>
    var trivia: OutputBuffer<Trivia>
    /// String segments and problems.
    var stream = TokenStream()
    /// A line break lies between the previous significant token and the next one.
    var sawNewline = true
    /// Where the last comment, byte order mark or shebang ended: a token starting there is not
    /// left-bound, whatever byte precedes it (whitespace before a token shows in that byte).
    var opaqueTriviaEnd = -1

    enum Context {
        /// Inside a string literal's text.
        case string(pounds: Int, multiline: Bool, singleQuote: Bool)
        /// Inside `\( … )`, with the depth of parentheses opened since.
        case interpolation(parenDepth: Int)
    }
    var contexts: [Context] = []
    /// Whether the innermost context is a string's text, kept beside `contexts` (by
    /// `enterContext`/`leaveContext`) so that the main loop tests one flag, not the array.
    var inString = false
    /// Where the last search for an editor placeholder's `#>` gave up (the end of its line):
    /// a `<#` before it has no `#>` either, so a run of `<#` is searched once, not once each.
    var placeholderSearchFailedUntil = -1

    init(_ buffer: UnsafeBufferPointer<UInt8>, tables: LexerTables, tokens: UnsafeMutableBufferPointer<Token>, trivia: UnsafeMutableBufferPointer<Trivia>) {
        b = buffer
        classes = tables.classes
        starts = tables.starts
        n = buffer.count
        self.tokens = OutputBuffer(tokens)
        self.trivia = OutputBuffer(trivia)
        stream.stringSegments.reserveCapacity(n / 64)
    }

    /// Room for the tokens (or the trivia) of a file of `n` bytes: each takes at least one byte.
    /// Only the part written is ever touched, so the rest costs address space, not memory.
    static func capacity(for n: Int) -> Int { n + 16 }

    @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }

    mutating func run() {
        // BOM and shebang.
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
            addTrivia(.byteOrderMark, 0, 3)
            opaqueTriviaEnd = 3
            i = 3
        }
        // A shebang only counts as the file's very first bytes (not after a BOM), as in swift-syntax.
        if i == 0 && at(0) == UInt8(ascii: "#") && at(1) == UInt8(ascii: "!") {
            let start = i
            while i < n && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
            addTrivia(.shebang, start, i)
            opaqueTriviaEnd = i
        }
        while i < n {
            if inString, case let .string(pounds, multiline, singleQuote)? = contexts.last {
                lexStringBody(pounds: pounds, multiline: multiline, singleQuote: singleQuote)
                continue
            }
            lexOne()
        }
        // Anything still open at the end of the file was unterminated.
        for context in contexts.reversed() {
            if case .string = context {
                stream.problems.append(LexicalProblem(offset: UInt32(n), message: "unterminated string literal"))
            }
        }
    }

    mutating func enterContext(_ context: Context) {
        contexts.append(context)
        if case .string = context { inString = true } else { inString = false }
    }

    mutating func leaveContext() {
        contexts.removeLast()
        if case .string? = contexts.last { inString = true } else { inString = false }
    }

    /// The last token so far, if any.
    var lastToken: Token? { tokens.count > 0 ? tokens.last : nil }

    // MARK: Emitting

    @inline(__always) mutating func addTrivia(_ kind: Trivia.Kind, _ start: Int, _ end: Int) {
        trivia.append(Trivia(kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
    }

    @inline(__always)
    mutating func addToken(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword = .none) {
        // Raw bits: an empty option-set literal (`[]`) left an array release behind in the
        // optimised build, once per token.
        var flags: UInt8 = sawNewline ? TokenFlags.atLineStart.rawValue : 0
        if isLeftBound(start) { flags |= TokenFlags.leftBound.rawValue }
        if isRightBound(end) { flags |= TokenFlags.rightBound.rawValue }
        tokens.append(Token(kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                            flags: TokenFlags(rawValue: flags), keyword: keyword))
        sawNewline = false
    }

    /// Swift's rule: not left-bound after whitespace, a comment, an opening bracket, `,`, `;` or `:`.
    @inline(__always)
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0, start != opaqueTriviaEnd else { return false }
        let before = classes[Int(b[start - 1])]
        if before & ByteClass.unbindsNext != 0 { return false }
        // After a no-break space (C2 A0).
        return before & ByteClass.dependsOnNeighbour == 0 || !(b[start - 1] == 0xA0 && start >= 2 && b[start - 2] == 0xC2)
    }

    /// Not right-bound before whitespace, a comment, a closing bracket, `,`, `;` or `:`.
    @inline(__always)
    func isRightBound(_ end: Int) -> Bool {
        guard end < n else { return false }
        let after = classes[Int(b[end])]
        if after & ByteClass.unbindsPrevious != 0 { return false }
        if after & ByteClass.dependsOnNeighbour == 0 { return true }
        switch b[end] {
        case UInt8(ascii: "/"):
            let next = at(end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            // Before a no-break space.
            return at(end + 1) != 0xA0
        default:
            return true
        }
    }

    mutating func problem(_ offset: Int, _ message: String) {
        stream.problems.append(LexicalProblem(offset: UInt32(offset), message: message))
    }

    // MARK: The main switch

    @inline(__always)
    mutating func lexOne() {
        let c = b[i]
        // One table load picks the case: the switch compiles to a single jump table instead of
        // a chain of range tests.
        switch starts[Int(c)] {
        case .space:
            let start = i
            i += 1
            skipHorizontalSpace()
            addTrivia(.whitespace, start, i)
        case .newline:
            // A line break and the indentation after it are one piece: one dispatch and one
            // trivia entry per line instead of two.
            let start = i
            i += c == 0x0D && at(i + 1) == 0x0A ? 2 : 1
            skipHorizontalSpace()
            addTrivia(.newline, start, i)
            sawNewline = true
        case .name:
            lexIdentifier()
        case .leftParen:
            if case let .interpolation(depth)? = contexts.last { contexts[contexts.count - 1] = .interpolation(parenDepth: depth + 1) }
            addToken(.leftParen, i, i + 1); i += 1
        case .rightParen:
            if case let .interpolation(depth)? = contexts.last {
                if depth == 0 {
                    addToken(.interpolationEnd, i, i + 1)
                    i += 1
                    leaveContext()
                    return
                }
                contexts[contexts.count - 1] = .interpolation(parenDepth: depth - 1)
            }
            addToken(.rightParen, i, i + 1); i += 1
        case .leftBrace: addToken(.leftBrace, i, i + 1); i += 1
        case .rightBrace: addToken(.rightBrace, i, i + 1); i += 1
        case .leftBracket: addToken(.leftBracket, i, i + 1); i += 1
        case .rightBracket: addToken(.rightBracket, i, i + 1); i += 1
        case .comma: addToken(.comma, i, i + 1); i += 1
        case .colon: addToken(.colon, i, i + 1); i += 1
        case .semicolon: addToken(.semicolon, i, i + 1); i += 1
        case .backslash: addToken(.backslash, i, i + 1); i += 1
        case .at: addToken(.at, i, i + 1); i += 1
        case .period:
            if isOperatorByte(at(i + 1)) || at(i + 1) == UInt8(ascii: ".") { lexOperator() } else { addToken(.period, i, i + 1); i += 1 }
        case .slash:
            if at(i + 1) == UInt8(ascii: "/") { lexLineComment() } else if at(i + 1) == UInt8(ascii: "*") { lexBlockComment() } else if !lexRegexIfPossible(pounds: 0) { lexOperator() }
        case .digit:
            lexNumber()
        case .quote:
            lexStringStart(pounds: 0, start: i)
        case .pound:
            lexPound()
        case .backtick:
            lexBacktick()
        case .dollar:
            lexDollar()
        case .lessThan:
            if at(i + 1) == UInt8(ascii: "#"), lexEditorPlaceholder() { return }
            lexOperator()
        case .operatorHead:
            lexOperator()
        case .nul:
            problem(i, "NUL byte in source")
            let start = i
            i += 1
            skipHorizontalSpace()
            addTrivia(.whitespace, start, i)
        case .c2 where at(i + 1) == 0xA0:
            // U+00A0 NO-BREAK SPACE: whitespace to Swift (the compiler only warns about it).
            let start = i
            while i < n {
                if b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0B || b[i] == 0x0C { i += 1 } else if b[i] == 0xC2 && at(i + 1) == 0xA0 { i += 2 } else { break }
            }
            addTrivia(.whitespace, start, i)
        case .c2, .other:
            lexOther(c)
        }
    }

    /// A byte that starts nothing above: a Unicode operator or identifier, or an error.
    mutating func lexOther(_ c: UInt8) {
        if c >= 0x80 {
            let (scalar, length) = decodeScalar(i)
            if let scalar {
                if UnicodeClass.isOperatorHead(scalar) { lexOperator(); return }
                if UnicodeClass.isIdentifierHead(scalar) { lexIdentifier(); return }
            }
            problem(i, scalar == nil ? "invalid UTF-8" : "unexpected character")
            addToken(.unknown, i, i + max(1, length))
            i += max(1, length)
        } else {
            problem(i, "unexpected character")
            addToken(.unknown, i, i + 1)
            i += 1
        }
    }

    /// Steps over spaces, tabs, vertical tabs and form feeds, eight spaces at a time where it can
    /// (indentation).
    @inline(__always)
    mutating func skipHorizontalSpace() {
        if let base = b.baseAddress {
            while i &+ 8 <= n && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { i &+= 8 }
        }
        while i < n && (b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0B || b[i] == 0x0C) { i += 1 }
    }

    // MARK: Comments

    mutating func lexLineComment() {
        let start = i
        let isDoc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
        i = min(i + 2, n)
        i = Self.lineEnd(b, from: i)
        addTrivia(isDoc ? .docLineComment : .lineComment, start, i)
        opaqueTriviaEnd = i
    }

    /// The offset of the first `\n` or `\r` at or after `from` (`b.count` when none): the end of
    /// a line comment. `memchr` finds the `\n`; a lone `\r` before it, rare, is looked for in
    /// that stretch only.
    static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < b.count, let base = b.baseAddress else { return b.count }
        let first = UnsafeRawPointer(base + from)
        let stretch = b.count - from
        var newline = stretch
        if let hit = memchr(first, 0x0A, stretch) { newline = first.distance(to: UnsafeRawPointer(hit)) }
        if newline > 0, let hit = memchr(first, 0x0D, newline) { return from + first.distance(to: UnsafeRawPointer(hit)) }
        return from + newline
    }

    mutating func lexBlockComment() {
        let start = i
        let isDoc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
        i += 2
        var depth = 1
        while i < n && depth > 0 {
            if b[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                depth += 1; i += 2
            } else if b[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                depth -= 1; i += 2
            } else {
                if b[i] == 0x0A || b[i] == 0x0D { sawNewline = true }
                i += 1
            }
        }
        if depth > 0 { problem(start, "unterminated block comment") }
        addTrivia(isDoc ? .docBlockComment : .blockComment, start, i)
        opaqueTriviaEnd = i
    }

    // MARK: Names

    /// Steps over the characters that continue a name: ASCII letters, digits, `_`, `$`
    /// (`ByteClass.nameContinue`) and Unicode identifier characters.
    @inline(__always)
    mutating func skipNameContinuation() {
        var j = i
        // Eight bytes a round while eight remain, unrolled: no bound check per byte.
        rounds: while j &+ 8 <= n {
            for k in 0..<8 where classes[Int(b[j &+ k])] & ByteClass.nameContinue == 0 {
                j &+= k
                break rounds
            }
            j &+= 8
        }
        while j < n && classes[Int(b[j])] & ByteClass.nameContinue != 0 { j += 1 }
        if j < n && b[j] >= 0x80 { j = skipUnicodeNameContinuation(from: j) }
        i = j
    }

    /// The rest of a name from a non-ASCII byte on: rare, so out of the hot loop.
    @inline(never)
    func skipUnicodeNameContinuation(from start: Int) -> Int {
        var j = start
        while j < n {
            let c = b[j]
            if classes[Int(c)] & ByteClass.nameContinue != 0 {
                j += 1
            } else if c >= 0x80 {
                let (scalar, length) = decodeScalar(j)
                guard let scalar, UnicodeClass.isIdentifierContinuation(scalar) else { break }
                j += length
            } else {
                break
            }
        }
        return j
    }

    mutating func lexIdentifier() {
        let start = i
        skipNameContinuation()
        let keyword = KeywordTable.lookup(b, start, i)
        addToken(keyword.isReserved ? .keyword : .identifier, start, i, keyword: keyword)
    }

    mutating func lexBacktick() {
        let start = i
        var j = i + 1
        while j < n && b[j] != UInt8(ascii: "`") && b[j] != 0x0A && b[j] != 0x0D { j += 1 }
        if j < n && b[j] == UInt8(ascii: "`") && j > i + 1 {
            i = j + 1
            addToken(.backtickIdentifier, start, i)
        } else {
            problem(start, "unterminated backtick identifier")
            i += 1
            addToken(.unknown, start, i)
        }
    }

    mutating func lexDollar() {
        let start = i
        i += 1
        skipNameContinuation()
        addToken(.dollarIdentifier, start, i)
    }

    mutating func lexEditorPlaceholder() -> Bool {
        if i < placeholderSearchFailedUntil { return false }
        var j = i + 2
        defer { if j + 1 >= n || b[j] == 0x0A || b[j] == 0x0D { placeholderSearchFailedUntil = j } }
        while j + 1 < n && b[j] != 0x0A && b[j] != 0x0D {
            if b[j] == UInt8(ascii: "#") && b[j + 1] == UInt8(ascii: ">") {
                addToken(.editorPlaceholder, i, j + 2)
                i = j + 2
                return true
            }
            j += 1
        }
        return false
    }

    // MARK: Numbers

    mutating func lexNumber() {
        let start = i
        let afterPeriod = lastToken.map { $0.kind == .period && Int($0.end) == start } ?? false
        var isFloat = false
        @inline(__always) func isDigitOrUnderscore(_ c: UInt8, hex: Bool) -> Bool {
            (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
                || (hex && ((c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))))
        }
        if b[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X")) {
            i += 2
            while i < n && isDigitOrUnderscore(b[i], hex: true) { i += 1 }
            if !afterPeriod && at(i) == UInt8(ascii: ".") && isHexDigit(at(i + 1)) {
                isFloat = true
                i += 1
                while i < n && isDigitOrUnderscore(b[i], hex: true) { i += 1 }
            }
            if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDecimalDigit(at(j)) {
                    isFloat = true
                    i = j
                    while i < n && isDigitOrUnderscore(b[i], hex: false) { i += 1 }
                }
            }
        } else if b[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "o") || at(i + 1) == UInt8(ascii: "b")) {
            i += 2
            while i < n && isDigitOrUnderscore(b[i], hex: false) { i += 1 }
        } else {
            while i < n && isDigitOrUnderscore(b[i], hex: false) { i += 1 }
            if !afterPeriod && at(i) == UInt8(ascii: ".") && isDecimalDigit(at(i + 1)) {
                isFloat = true
                i += 1
                while i < n && isDigitOrUnderscore(b[i], hex: false) { i += 1 }
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDecimalDigit(at(j)) {
                    isFloat = true
                    i = j
                    while i < n && isDigitOrUnderscore(b[i], hex: false) { i += 1 }
                }
            }
        }
        // Trailing identifier characters belong to the (invalid) literal, as in Swift's lexer.
        while i < n, (b[i] >= UInt8(ascii: "a") && b[i] <= UInt8(ascii: "z")) || (b[i] >= UInt8(ascii: "A") && b[i] <= UInt8(ascii: "Z")) {
            i += 1
        }
        addToken(isFloat ? .floatLiteral : .integerLiteral, start, i)
    }

    @inline(__always) func isDecimalDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
        isDecimalDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    // MARK: Unicode

    /// Decodes one scalar at `k`; nil (with length 1) for invalid UTF-8.
    @inline(__always)
    func decodeScalar(_ k: Int) -> (Unicode.Scalar?, Int) { LexerCursor.decodeScalar(b, k) }

    /// A static function, so callers need not copy the cursor to call it.
    static func decodeScalar(_ b: UnsafeBufferPointer<UInt8>, _ k: Int) -> (Unicode.Scalar?, Int) {
        let n = b.count
        let c0 = UInt32(b[k])
        if c0 < 0x80 { return (Unicode.Scalar(c0), 1) }
        var length = 0
        var value: UInt32 = 0
        if c0 & 0xE0 == 0xC0 { length = 2; value = c0 & 0x1F } else if c0 & 0xF0 == 0xE0 { length = 3; value = c0 & 0x0F } else if c0 & 0xF8 == 0xF0 { length = 4; value = c0 & 0x07 } else { return (nil, 1) }
        guard k + length <= n else { return (nil, 1) }
        for j in 1..<length {
            let c = UInt32(b[k + j])
            guard c & 0xC0 == 0x80 else { return (nil, 1) }
            value = (value << 6) | (c & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}

/// Appends into memory someone else owns and sized. Should an append ever find it full (a lexer
/// bug: every token and trivia piece is at least one byte long), the item is dropped and
/// `overflowed` is set, so the lexer reports a problem instead of writing out of bounds.
struct OutputBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    @inline(__always) mutating func append(_ e: Element) {
        guard count < capacity else { overflowed = true; return }
        (base + count).initialize(to: e)
        count += 1
    }

    /// The last element; the buffer must not be empty.
    @inline(__always) var last: Element { base[count - 1] }
}
