/// A lightweight, forgiving parser from tokens to the syntax model.
///
/// It never traps and never loops forever: every loop consumes a token or stops, unbalanced input
/// is skipped to the next statement or declaration, and nesting deeper than `maxDepth` is skipped
/// as one `.unknown` group without recursion. Chains of members, calls, prefixes and `else if`
/// are parsed in loops; nesting stops early, and the file is marked incomplete, when the
/// thread's stack runs low.
public enum Parser {
    public static func parse(_ stream: TokenStream, source: SourceText) -> FileSyntax {
        parse(stream, source: source, stack: StackGuard())
    }

    static func parse(_ stream: TokenStream, source: SourceText, stack: StackGuard) -> FileSyntax {
        // Raw buffers: no bounds checks or reference counting on the hot path. Both arrays
        // outlive the parse.
        stream.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                var state = ParserState(tokens: tokens, source: bytes, sourceArray: source.bytes, stack: stack)
                let items = state.parseFile()
                state.b.scratch.free()
                state.b.scratch2.free()
                state.b.statements.free()
                var syntax = FileSyntax(items: items, tree: state.b.tree)
                syntax.isIncomplete = state.stackRanLow
                return syntax
            }
        }
    }
}

/// Read-only helpers that the hot paths call (`isModifierStart`, `startsInfixTail`,
/// `isDirective`, …) are declared `mutating` although they change nothing: the state is about
/// 140 bytes, and calling a non-mutating method from a mutating one copied all of it first.
/// The small non-mutating ones (`isWord`, `peek`, …) are always inlined, which avoids the copy too.
struct ParserState {
    let tokens: UnsafeBufferPointer<Token>
    let src: UnsafeBufferPointer<UInt8>
    var p = 0
    var depth = 0
    /// False while parsing the condition of `if`/`guard`/`while`/`switch`/`for`, where `{` opens
    /// the body rather than a trailing closure.
    var allowTrailingClosure = true
    static let maxDepth = 200
    /// Ternaries nested in ternaries' middle operands (`a ? b ? c : d : e`); deeper ones are
    /// parsed flat, as one sequence.
    var ternaryDepth = 0
    static let maxTernaryDepth = 16
    /// Where this thread's stack ends; `stackRanLow` is set when nesting was cut short by it.
    let stack: StackGuard
    var stackRanLow = false
    /// Where expressions go.
    var b: ExprBuilder

    init(tokens: UnsafeBufferPointer<Token>, source: UnsafeBufferPointer<UInt8>, sourceArray: [UInt8], stack: StackGuard) {
        self.tokens = tokens
        self.stack = stack
        self.src = source
        self.b = ExprBuilder(source: sourceArray, tokenCount: tokens.count)
    }

    // MARK: Token access

    var atEnd: Bool { p >= tokens.count }
    var cur: Token { p < tokens.count ? tokens[p] : Token(kind: .unknown, start: UInt32(src.count), end: UInt32(src.count), flags: [.atLineStart]) }
    @inline(__always)
    func peek(_ k: Int = 1) -> Token {
        let q = p + k
        return q < tokens.count ? tokens[q] : Token(kind: .unknown, start: UInt32(src.count), end: UInt32(src.count), flags: [.atLineStart])
    }
    var curKind: TokenKind? { p < tokens.count ? tokens[p].kind : nil }
    @inline(__always)
    func kind(at q: Int) -> TokenKind? { q < tokens.count ? tokens[q].kind : nil }

    func text(_ t: Token) -> String { String(decoding: src[Int(t.start)..<Int(t.end)], as: UTF8.self) }
    @inline(__always)
    func isWord(_ t: Token, _ w: StaticString) -> Bool {
        src.spells(w, at: Int(t.start), length: Int(t.end - t.start))
    }
    @inline(__always)
    func isName(_ t: Token) -> Bool { ParserState.isName(t) }
    static func isName(_ t: Token) -> Bool {
        t.kind == .identifier || t.kind == .keyword || t.kind == .backtickIdentifier || t.kind == .dollarIdentifier
    }
    /// `#` immediately followed by `word`.
    mutating func isDirective(at q: Int, _ w: StaticString) -> Bool {
        guard q + 1 < tokens.count, tokens[q].kind == .pound, tokens[q + 1].start == tokens[q].end else { return false }
        return isWord(tokens[q + 1], w)
    }
    var prevEnd: UInt32 { p > 0 && p - 1 < tokens.count ? tokens[p - 1].end : (p > 0 ? UInt32(src.count) : 0) }

    mutating func advance() { if p < tokens.count { p += 1 } }

    /// A name without backticks (`` `default` `` → `default`).
    func name(_ t: Token) -> String {
        if t.kind == .backtickIdentifier, t.end - t.start >= 2 {
            return String(decoding: src[Int(t.start) + 1..<Int(t.end) - 1], as: UTF8.self)
        }
        return text(t)
    }

    /// A token's text as a tree name.
    @inline(__always)
    mutating func textRef(_ t: Token) -> UInt32 { b.span(t.start, t.end) }

    /// A name without backticks, as a tree name.
    @inline(__always)
    mutating func nameRef(_ t: Token) -> UInt32 {
        if t.kind == .backtickIdentifier, t.end - t.start >= 2 { return b.span(t.start + 1, t.end - 1) }
        return b.span(t.start, t.end)
    }

    /// String literals longer than this keep an empty `text` (their range still locates them).
    static let maxLiteralText: UInt32 = 64

    // MARK: Recovery

    /// Skips one balanced group starting at an opening bracket (or one token), iteratively.
    mutating func skipBalanced() -> ByteRange {
        let start = cur.start
        var level = 0
        repeat {
            guard let k = curKind else { break }
            if p > 0 && level > 0 && atColumnOneDeclaration { break }
            switch k {
            case .leftParen, .leftBracket, .leftBrace, .interpolationBegin, .stringBegin: level += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd: level -= 1
            default: break
            }
            advance()
        } while level > 0 && !atEnd
        return ByteRange(start, prevEnd)
    }

    /// Skips to the end of the current statement: the next token at line start, `;`, or an
    /// unmatched closing brace, stepping over balanced groups.
    mutating func skipStatement() -> ByteRange {
        let start = cur.start
        var first = true
        while let k = curKind {
            if !first && cur.flags.contains(.atLineStart) { break }
            if !first && atColumnOneDeclaration { break }
            if k == .semicolon || k == .rightBrace || k == .rightParen || k == .rightBracket { break }
            first = false
            if k == .leftParen || k == .leftBracket || k == .leftBrace || k == .stringBegin || k == .interpolationBegin {
                _ = skipBalanced()
            } else {
                advance()
            }
        }
        if cur.start == start && !atEnd && start == cur.start && p < tokens.count && first { advance() }
        return ByteRange(start, max(start, prevEnd))
    }

    /// A declaration keyword in the first column while inside a nested block: conventionally
    /// indented code never does this, so the block was left unclosed. Parsing resumes there.
    /// Asked before every statement and list item: the test of the line start is inlined, the
    /// rest (for tokens that start a line) is not.
    var atColumnOneDeclaration: Bool {
        @inline(__always) mutating get {
            p < tokens.count && tokens[p].flags.contains(.atLineStart) && columnOneDeclarationAtLineStart()
        }
    }

    /// The rest of `atColumnOneDeclaration`, for a token at `p` that starts a line.
    mutating func columnOneDeclarationAtLineStart() -> Bool {
        let t = tokens[p]
        guard t.start == 0 || src[Int(t.start) - 1] == 0x0A || src[Int(t.start) - 1] == 0x0D else { return false }
        switch t.keyword {
        case .struct, .class, .enum, .extension, .protocol, .import, .func: return true
        case .actor: return t.kind == .identifier
        default: return t.kind == .at && !(p + 1 < tokens.count && isWord(tokens[p + 1], "unknown"))
        }
    }

    /// Nesting deeper than `maxDepth`, or a stack running low: the caller skips the group.
    mutating func tooDeep() -> Bool {
        if depth > Self.maxDepth { return true }
        if stack.isLow() {
            stackRanLow = true
            return true
        }
        return false
    }

    @inline(__always)
    mutating func expect(_ kind: TokenKind) -> Bool {
        if curKind == kind { advance(); return true }
        return false
    }

    // MARK: File

    mutating func parseFile() -> [Stmt] {
        var items: [Stmt] = []
        while !atEnd {
            items.append(contentsOf: parseStatements(context: .topLevel))
            if !atEnd {
                // A stray closing bracket at top level: skip it and go on.
                let t = cur
                advance()
                items.append(.other(nil, ByteRange(t.start, t.end)))
            }
        }
        return items
    }
}

