/// Expressions: infix sequences, prefix/postfix operators, calls with trailing closures, member
/// chains (including `#if` inside a modifier chain), closures, literals, key paths.
extension ParserState {
    // MARK: Sequences

    mutating func parseExpression() -> Expr {
        let start = cur.start
        let first = parsePrefixExpression()
        // Most expressions are a single operand: no sequence arrays for them.
        guard let next = curKind, startsInfixTail(next) else { return first }
        // Operands on one scratch stack, operators on the other.
        let mark = b.scratch.count
        let mark2 = b.scratch2.count
        b.scratch.append(first.id)
        while let k = curKind, startsInfixTail(k) {
            switch k {
            case .questionMark:
                // Ternary: `c ? a : b`.
                pushOperator(textRef(cur))
                advance()
                // `a ? b ? c : d : e` nests; past a few levels, the rest continues this sequence flat.
                let then = ternaryDepth >= Self.maxTernaryDepth || tooDeep() ? parsePrefixExpression() : nestedExpression()
                b.scratch.append(then.id)
                if curKind == .colon {
                    pushOperator(textRef(cur))
                    advance()
                    let otherwise = parsePrefixExpression()
                    b.scratch.append(otherwise.id)
                }
            case .keyword:
                // `as`, `as?`, `as!`, `is`.
                pushOperator(keywordWithMark(cur))
                let type = parseType()
                let operand = typeExpr(type)
                b.scratch.append(operand.id)
            default:
                // `=`, a binary operator, or `&` used as one.
                pushOperator(textRef(cur))
                advance()
                let operand = parsePrefixExpression()
                b.scratch.append(operand.id)
            }
        }
        let operands = b.list(from: mark, width: 1)
        let operators = b.list2(from: mark2)
        return b.add(.sequence, ByteRange(start, prevEnd), a: operands, b: operators)
    }

    /// An expression nested in another one's sequence, counted in `depth`.
    mutating func nestedExpression() -> Expr {
        depth += 1
        ternaryDepth += 1
        defer {
            depth -= 1
            ternaryDepth -= 1
        }
        return parseExpression()
    }

    mutating func pushOperator(_ op: UInt32) {
        b.scratch2.append(op)
    }

    /// `try`/`as` at `p`, with a `?` or `!` bound to it: consumed, as one name spanning both.
    mutating func keywordWithMark(_ t: Token) -> UInt32 {
        advance()
        guard (curKind == .questionMark || curKind == .exclamationMark) && cur.flags.contains(.leftBound) else { return textRef(t) }
        let mark = cur
        advance()
        return mark.start == t.end ? b.span(t.start, mark.end) : b.string(text(t) + text(mark))
    }

    mutating func typeExpr(_ type: TypeRef) -> Expr {
        let text = b.string(type.text)
        return b.add(.type, type.range, a: text)
    }

    // Node makers: an append each, inlined where the parser makes the node.

    @inline(__always)
    mutating func identifier(_ name: UInt32, _ range: ByteRange) -> Expr {
        b.add(.identifier, range, a: name)
    }

    @inline(__always)
    mutating func literal(_ kind: LiteralKind, _ text: UInt32, _ range: ByteRange) -> Expr {
        b.add(.literal, range, a: text, flag: kind.code)
    }

    @inline(__always)
    mutating func unknown(_ range: ByteRange) -> Expr { b.add(.unknown, range) }

    @inline(__always)
    mutating func prefix(_ op: UInt32, _ operand: Expr, _ range: ByteRange) -> Expr {
        b.add(.prefix, range, a: op, b: operand.id)
    }

    @inline(__always)
    mutating func postfix(_ op: UInt32, _ operand: Expr, _ range: ByteRange) -> Expr {
        b.add(.postfix, range, a: op, b: operand.id)
    }

    /// `base.name`, the name token at `p` (consumed).
    @inline(__always)
    mutating func memberAccess(base: Expr?, optionalChain: Bool, start: UInt32) -> Expr {
        let nameToken = cur
        let name = nameRef(nameToken)
        advance()
        return b.add(.memberAccess, ByteRange(start, prevEnd), a: base?.id ?? ExprNode.none, b: name, c: nameToken.start, d: nameToken.end,
                     flag: optionalChain ? 1 : 0)
    }

    mutating func statementExpr(_ s: Stmt, _ range: ByteRange) -> Expr {
        let i = b.statement(s)
        return b.add(.statement, range, a: i)
    }

    /// Whether the token at `p` (of kind `k`) continues an infix sequence; the loop in
    /// `parseExpression` takes exactly these.
    @inline(__always)
    mutating func startsInfixTail(_ k: TokenKind) -> Bool {
        switch k {
        case .equal: return true
        case .operator: return isBinaryOperator(cur)
        case .questionMark: return !cur.flags.contains(.leftBound)
        case .ampersand: return cur.flags.contains(.leftBound) == cur.flags.contains(.rightBound)
        case .keyword: return cur.keyword == .as || cur.keyword == .is
        default: return false
        }
    }

    /// Binary when bound on both sides or on neither (Swift's rule).
    @inline(__always)
    mutating func isBinaryOperator(_ t: Token) -> Bool {
        t.flags.contains(.leftBound) == t.flags.contains(.rightBound)
    }

    /// A postfix expression with any prefix operators and keywords before it. Most operands have
    /// none: that test is inlined into the callers, and the operand is parsed without the loop.
    @inline(__always)
    mutating func parsePrefixExpression() -> Expr {
        if startsPrefix(cur) { return parsePrefixedExpression() }
        return parsePostfixExpression()
    }

    /// Whether `t` is a prefix operator or keyword (`try`, `await`, `!`, `let`) before an operand.
    @inline(__always)
    mutating func startsPrefix(_ t: Token) -> Bool {
        t.keyword == .try
            || (t.kind == .identifier && isContextualPrefix(t) && startsOperand(peek()) && !peek().flags.contains(.atLineStart))
            || t.keyword == .let || t.keyword == .var
            || ((t.kind == .operator || t.kind == .exclamationMark || t.kind == .ampersand) && t.flags.contains(.rightBound) && !t.flags.contains(.leftBound))
    }

    /// Prefix operators and keywords before a postfix expression, in a loop: a run of 65,000
    /// `await`s is as deep as one. Each one's operator and start wait on the scratch stack until
    /// the operand is parsed, then wrap it from the innermost out.
    mutating func parsePrefixedExpression() -> Expr {
        let mark = b.scratch.count
        while true {
            let t = cur
            let op: UInt32
            if t.keyword == .try {
                op = keywordWithMark(t)
            } else if startsPrefix(t) {
                advance()
                op = textRef(t)
            } else {
                break
            }
            b.scratch.append(op)
            b.scratch.append(t.start)
        }
        var e = parsePostfixExpression()
        while b.scratch.count > mark {
            let start = b.scratch.base[b.scratch.count - 1]
            let op = b.scratch.base[b.scratch.count - 2]
            b.scratch.count -= 2
            e = prefix(op, e, ByteRange(start, prevEnd))
        }
        return e
    }

    /// `await`, `consume`, `copy`, `unsafe` (checked by length first: most names are none of them).
    @inline(__always)
    mutating func isContextualPrefix(_ t: Token) -> Bool {
        if t.keyword == .await { return true }
        switch t.end - t.start {
        case 4: return isWord(t, "copy")
        case 6: return isWord(t, "unsafe")
        case 7: return isWord(t, "consume")
        default: return false
        }
    }

    /// Whether a token can begin an operand (used after contextual prefixes like `await`).
    mutating func startsOperand(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringBegin,
             .regexLiteral, .leftParen, .leftBracket, .period, .backslash, .pound, .editorPlaceholder:
            return true
        case .operator, .exclamationMark, .ampersand:
            return t.flags.contains(.rightBound)
        default:
            return false
        }
    }

    // MARK: Postfix chains

    mutating func parsePostfixExpression() -> Expr {
        let start = cur.start
        var e = parsePrimary()
        return parsePostfixSuffixes(e: &e, start: start)
    }

    /// The suffixes of a postfix chain. Deeply nested input recurses through here, so each case's
    /// work is in a function of its own: this frame stays small even in unoptimised builds.
    mutating func parsePostfixSuffixes(e: inout Expr, start: UInt32) -> Expr {
        while let k = curKind {
            switch k {
            case .period:
                guard hasMemberName(after: p) else { return e }
                advance()
                e = memberAccess(base: e, optionalChain: false, start: start)
            case .questionMark, .exclamationMark:
                guard cur.flags.contains(.leftBound) else { return e }
                e = optionalSuffix(e, start: start)
            case .operator:
                guard cur.flags.contains(.leftBound) && !cur.flags.contains(.rightBound) else {
                    // `Foo<Bar>(…)`: generic arguments on a type name.
                    guard isGenericArgumentStart(after: e) else { return e }
                    e = genericType(e)
                    continue
                }
                e = postfixOperator(e, start: start)
            case .leftParen, .leftBracket:
                guard !cur.flags.contains(.atLineStart) else { return e }
                e = callOrSubscript(e, start: start)
            case .leftBrace:
                guard allowTrailingClosure, acceptsTrailingClosure(e), !isAccessorBlock() else { return e }
                e = withTrailingClosures(e, start: start)
            case .pound:
                // `#if` inside a modifier chain: every clause's members apply to the chain.
                guard isDirective(at: p, "if"), cur.flags.contains(.atLineStart), postfixIfConfigFollows() else { return e }
                parseChainIfConfig(&e, start: start)
            default:
                return e
            }
        }
        return e
    }

    /// `x?.name`, `x?`, `x!` at a left-bound `?` or `!`.
    mutating func optionalSuffix(_ e: Expr, start: UInt32) -> Expr {
        let op = textRef(cur)
        if cur.kind == .questionMark, kind(at: p + 1) == .period, hasMemberName(after: p + 1) {
            advance(); advance()
            return memberAccess(base: e, optionalChain: true, start: start)
        }
        advance()
        return postfix(op, e, ByteRange(start, prevEnd))
    }

    mutating func postfixOperator(_ e: Expr, start: UInt32) -> Expr {
        let op = textRef(cur)
        advance()
        return postfix(op, e, ByteRange(start, prevEnd))
    }

    /// `Name<…>` as a type expression (whitespace removed from its text).
    mutating func genericType(_ e: Expr) -> Expr {
        let typeStart = e.range.start
        skipAngleBrackets()
        let typeText = String(decoding: src[Int(typeStart)..<Int(prevEnd)].filter { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }, as: UTF8.self)
        return typeExpr(TypeRef(text: typeText, range: ByteRange(typeStart, prevEnd)))
    }

    @inline(__always)
    mutating func callOrSubscript(_ e: Expr, start: UInt32) -> Expr {
        let isCall = curKind == .leftParen
        let arguments = parseArgumentList()
        return isCall ? b.add(.call, ByteRange(start, prevEnd), a: e.id, b: arguments, c: 0)
                      : b.add(.subscript, ByteRange(start, prevEnd), a: e.id, b: arguments)
    }

    /// Trailing closures: added to the call they follow, or making a call of `e`.
    mutating func withTrailingClosures(_ e: Expr, start: UInt32) -> Expr {
        let trailing = parseTrailingClosures()
        let n = b.node(e)
        guard n.tag == .call, n.c == 0 else { return b.add(.call, ByteRange(start, prevEnd), a: e.id, b: 0, c: trailing) }
        let end = prevEnd
        b.update(e) { node in
            node.c = trailing
            node.range = ByteRange(node.range.start, end)
        }
        return e
    }

    /// `#if … #endif` inside a modifier chain, at the `#if`.
    mutating func parseChainIfConfig(_ e: inout Expr, start: UInt32) {
        _ = directiveCondition()
        while !atEnd {
            if curKind == .period || curKind == .questionMark {
                let before = p
                e = parsePostfixSuffixes(e: &e, start: start)
                if p == before { advance() }
            } else if isDirective(at: p, "elseif") {
                _ = directiveCondition()
            } else if isDirective(at: p, "else") {
                advance(); advance()
            } else if isDirective(at: p, "endif") {
                advance(); advance()
                break
            } else if isDirective(at: p, "if") {
                let before = p
                e = parsePostfixSuffixes(e: &e, start: start)
                if p == before { _ = directiveCondition() }
            } else {
                _ = skipStatement()
            }
        }
    }

    /// `{ … } label: { … }`: the first trailing closure and any labelled ones after it.
    mutating func parseTrailingClosures() -> UInt32 {
        let mark = b.scratch.count
        let first = parseClosure()
        b.scratch.append(ExprNode.none)
        b.scratch.append(first.id)
        // Labelled trailing closures: `label: { … }`.
        while isName(cur), kind(at: p + 1) == .colon, kind(at: p + 2) == .leftBrace {
            let label = textRef(cur)
            advance(); advance()
            let closure = parseClosure()
            b.scratch.append(label)
            b.scratch.append(closure.id)
        }
        return b.list(from: mark, width: 2)
    }

    /// Whether a member name follows the `.` at `q`: an identifier, keyword, `$name`, or tuple index.
    mutating func hasMemberName(after q: Int) -> Bool {
        guard q + 1 < tokens.count else { return false }
        switch tokens[q + 1].kind {
        case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier, .integerLiteral:
            return true
        default:
            return false
        }
    }

    /// After `#if cond` at line start in an expression, a `.member` line continues the chain.
    mutating func postfixIfConfigFollows() -> Bool {
        var q = p + 2
        while q < tokens.count && !tokens[q].flags.contains(.atLineStart) { q += 1 }
        guard q < tokens.count else { return false }
        return tokens[q].kind == .period
    }

    /// Literals and keywords like `self` cannot take a trailing closure; names, calls and
    /// member accesses can.
    mutating func acceptsTrailingClosure(_ e: Expr) -> Bool {
        let n = b.node(e)
        switch n.tag {
        case .identifier, .memberAccess, .call, .type, .macro, .subscript:
            return true
        case .postfix:
            let op = b.tree.firstByte(n.a)
            return op == UInt8(ascii: "?") || op == UInt8(ascii: "!")
        default:
            return false
        }
    }

    /// `Name<…>` directly followed by `(`, `.` or `{`.
    mutating func isGenericArgumentStart(after e: Expr) -> Bool {
        let n = b.node(e)
        let f = n.tag == .identifier ? b.tree.firstByte(n.a) : 0
        guard n.tag == .identifier, f >= UInt8(ascii: "A"), f <= UInt8(ascii: "Z"),
              src[Int(cur.start)] == UInt8(ascii: "<"), cur.flags.contains(.leftBound) else { return false }
        var level = 0
        var q = p
        while q < tokens.count && q - p < 64 {
            let t = tokens[q]
            switch t.kind {
            case .operator:
                for byte in src[Int(t.start)..<Int(t.end)] {
                    if byte == UInt8(ascii: "<") { level += 1 } else if byte == UInt8(ascii: ">") { level -= 1 } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&") { return false }
                }
                if level == 0 {
                    let next = q + 1 < tokens.count ? tokens[q + 1].kind : nil
                    return next == .leftParen || next == .period || next == .leftBrace
                }
            case .identifier, .keyword, .comma, .period, .leftBracket, .rightBracket, .colon, .questionMark, .exclamationMark, .ampersand, .leftParen, .rightParen, .arrow:
                break
            default:
                return false
            }
            q += 1
        }
        return false
    }

    // MARK: Primaries

    mutating func parsePrimary() -> Expr {
        let t = cur
        let start = t.start
        if tooDeep() {
            if t.kind == .leftParen || t.kind == .leftBracket || t.kind == .leftBrace || t.kind == .stringBegin {
                return unknown(skipBalanced())
            }
        }
        depth += 1
        defer { depth -= 1 }
        switch t.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .editorPlaceholder:
            advance()
            return identifier(nameRef(t), ByteRange(t.start, t.end))
        case .keyword:
            switch t.keyword {
            case .true, .false:
                advance()
                return literal(.boolean, textRef(t), ByteRange(t.start, t.end))
            case .nil:
                advance()
                return literal(.nil, textRef(t), ByteRange(t.start, t.end))
            case .if:
                let s = parseIf()
                return statementExpr(.if(s), s.range)
            case .switch:
                let s = parseSwitch()
                return statementExpr(.switch(s), s.range)
            case .do:
                let s = parseBlockStatement()
                return statementExpr(.block(s), s.range)
            case .self, .Self, .super, .`init`, .Any:
                advance()
                return identifier(textRef(t), ByteRange(t.start, t.end))
            default:
                // A keyword used as a name (`default`, `in`) in odd positions: keep it as a name.
                if t.keyword.isReserved && (t.keyword == .case || t.keyword == .var || t.keyword == .let || t.keyword == .func || t.keyword == .return || t.keyword == .else || t.keyword == .in || t.keyword == .where) {
                    return unknown(ByteRange(t.start, t.start))
                }
                advance()
                return identifier(textRef(t), ByteRange(t.start, t.end))
            }
        case .integerLiteral:
            advance()
            return literal(.integer, textRef(t), ByteRange(t.start, t.end))
        case .floatLiteral:
            advance()
            return literal(.float, textRef(t), ByteRange(t.start, t.end))
        case .regexLiteral:
            advance()
            return literal(.regex, textRef(t), ByteRange(t.start, t.end))
        case .stringBegin:
            return parseStringLiteral()
        case .leftParen:
            let arguments = parseArgumentList()
            return b.add(.tuple, ByteRange(start, prevEnd), a: arguments)
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .period:
            if hasMemberName(after: p) {
                advance()
                return memberAccess(base: nil, optionalChain: false, start: start)
            }
            advance()
            return unknown(ByteRange(t.start, t.end))
        case .backslash:
            return parseKeyPath()
        case .pound:
            return parseMacro()
        case .operator, .exclamationMark, .questionMark, .ampersand, .equal, .arrow:
            // An operator as a value: `reduce(0, +)`.
            advance()
            return identifier(textRef(t), ByteRange(t.start, t.end))
        case .at:
            // An attributed closure or type: `@MainActor in`, `@Sendable () -> Void`.
            _ = parseAttributes()
            return curKind == .leftBrace ? parseClosure() : unknown(ByteRange(start, prevEnd))
        default:
            return unknown(ByteRange(t.start, t.start))
        }
    }

    mutating func parseStringLiteral() -> Expr {
        let start = cur.start
        advance()
        // The interpolations' values, on the scratch stack (each argument list is complete
        // before the next value is pushed).
        let mark = b.scratch.count
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        while let k = curKind, k != .stringEnd {
            if k == .interpolationBegin {
                advance()
                while let k2 = curKind, k2 != .interpolationEnd {
                    let before = p
                    // Only the values.
                    let arguments = ArgumentList(b.tree, parseArgumentListBody(close: .interpolationEnd))
                    for i in arguments.indices { b.scratch.append(arguments.value(i).id) }
                    if p == before { advance() }
                }
                _ = expect(.interpolationEnd)
            } else if k == .stringBegin && b.scratch.count > mark {
                break
            } else {
                // Unterminated literal: the string ended at a line break.
                break
            }
        }
        allowTrailingClosure = saved
        let closed = expect(.stringEnd)
        let range = ByteRange(start, closed ? prevEnd : max(start, prevEnd))
        if b.scratch.count == mark {
            // Rules read short literals (button titles, symbol names); long ones keep only their range.
            let text = range.end - range.start <= ParserState.maxLiteralText ? b.span(range.start, range.end) : b.span(0, 0)
            return literal(.string, text, range)
        }
        let segments = b.list(from: mark, width: 1)
        return b.add(.interpolatedString, range, a: segments)
    }

    mutating func parseCollectionLiteral() -> Expr {
        let start = cur.start
        advance()
        // Elements on the scratch stack; dictionaries (rarer) in local arrays.
        let mark = b.scratch.count
        var keys: [UInt32] = []
        var values: [UInt32] = []
        var isDictionary = false
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        if curKind == .colon, kind(at: p + 1) == .rightBracket {
            advance(); advance()
            allowTrailingClosure = saved
            return b.add(.dictionary, ByteRange(start, prevEnd), a: 0, b: 0)
        }
        while let k = curKind, k != .rightBracket {
            if atColumnOneDeclaration { break }
            let before = p
            let element = parseExpression()
            if curKind == .colon {
                isDictionary = true
                advance()
                keys.append(element.id)
                values.append(parseExpression().id)
            } else {
                b.scratch.append(element.id)
            }
            if curKind == .comma { advance() } else if curKind != .rightBracket { recoverInList(close: .rightBracket) }
            if p == before { advance() }
        }
        _ = expect(.rightBracket)
        allowTrailingClosure = saved
        let elements = b.list(from: mark, width: 1)
        if isDictionary {
            let k = b.list(words: keys, width: 1)
            let v = b.list(words: values, width: 1)
            return b.add(.dictionary, ByteRange(start, prevEnd), a: k, b: v)
        }
        return b.add(.array, ByteRange(start, prevEnd), a: elements)
    }

    /// Skips junk inside a list up to the next comma or the closing bracket.
    mutating func recoverInList(close: TokenKind) {
        while let k = curKind, k != .comma, k != close {
            if k == .rightBrace || k == .rightParen || k == .rightBracket || k == .interpolationEnd { return }
            if atColumnOneDeclaration { return }
            if k == .leftParen || k == .leftBracket || k == .leftBrace || k == .stringBegin { _ = skipBalanced() } else { advance() }
        }
        if curKind == .comma { advance() }
    }

    /// `( label: value, … )` or `[ … ]` for subscripts.
    @inline(__always)
    mutating func parseArgumentList() -> UInt32 {
        let close: TokenKind = curKind == .leftBracket ? .rightBracket : .rightParen
        if tooDeep() {
            _ = skipBalanced()
            return 0
        }
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        let arguments = parseArgumentListBody(close: close)
        allowTrailingClosure = saved
        _ = expect(close)
        return arguments
    }

    /// Each argument is four words on the scratch stack: label (or `none`), label start and end, value.
    mutating func parseArgumentListBody(close: TokenKind) -> UInt32 {
        let mark = b.scratch.count
        depth += 1
        defer { depth -= 1 }
        while let k = curKind, k != close {
            if k == .rightBrace || (k == .rightParen && close != .rightParen) || (k == .rightBracket && close != .rightBracket) { break }
            if atColumnOneDeclaration { break }
            let before = p
            var label = ExprNode.none
            var labelRange = ByteRange.empty
            if (isName(cur) || cur.kind == .keyword), kind(at: p + 1) == .colon {
                label = nameRef(cur)
                labelRange = ByteRange(cur.start, cur.end)
                advance(); advance()
            }
            let value = curKind == .comma || curKind == close ? unknown(ByteRange(prevEnd, prevEnd)) : parseExpression()
            b.scratch.append(label)
            b.scratch.append(labelRange.start)
            b.scratch.append(labelRange.end)
            b.scratch.append(value.id)
            if curKind == .comma { advance() } else if curKind != close { recoverInList(close: close) }
            if p == before { advance() }
        }
        return b.list(from: mark, width: 4)
    }

    // MARK: Closures

    mutating func parseClosure() -> Expr {
        let start = cur.start
        if tooDeep() {
            let range = skipBalanced()
            return b.add(.closure, range, a: 0, b: 0, c: 0)
        }
        advance()   // {
        let parameters = parseClosureSignature()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        let body = parseStatements(context: .block)
        allowTrailingClosure = saved
        _ = expect(.rightBrace)
        return b.add(.closure, ByteRange(start, prevEnd), a: parameters, b: body.start, c: UInt32(body.count))
    }

    /// `[captures] (a, b) async throws -> T in` or `a, b in`; consumes it when present.
    /// The parameter names as a string list (0 when there are none).
    mutating func parseClosureSignature() -> UInt32 {
        // Find `in` at this nesting level before anything that cannot be part of a signature.
        var q = p
        var level = 0
        var sawArrow = false
        while q < tokens.count {
            let t = tokens[q]
            // A name called, indexed or followed by a member before any `->` starts a statement
            // (`{ Text("x") … }`), never a signature: stop here instead of scanning the whole call.
            // (`@MainActor (x) in` is an attribute, hence the check of the token before.)
            if level == 0 && !sawArrow && t.kind == .identifier && q + 1 < tokens.count && !(q > p && tokens[q - 1].kind == .at) {
                let next = tokens[q + 1].kind
                if next == .leftParen || next == .period || next == .leftBracket { return 0 }
            }
            switch t.kind {
            case .leftParen, .leftBracket: level += 1
            case .rightParen, .rightBracket: level -= 1
            case .leftBrace, .rightBrace, .semicolon, .stringBegin:
                if level == 0 { return 0 }
            case .keyword:
                if t.keyword == .in && level == 0 {
                    return consumeSignature(upTo: q)
                }
                if level == 0 && t.keyword != .throws && t.keyword != .rethrows && t.keyword != .self && t.keyword != .Any { return 0 }
            case .arrow:
                sawArrow = true
            case .identifier, .comma, .colon, .questionMark, .exclamationMark, .period, .at, .operator, .ampersand, .backtickIdentifier, .equal:
                break
            default:
                if level == 0 { return 0 }
            }
            if level < 0 { return 0 }
            q += 1
            if q - p > 256 { return 0 }
        }
        return 0
    }

    /// The index after the group of `open`…`close` that starts at `r`, or `q` if it is not closed
    /// before it.
    func endOfGroup(at r: Int, before q: Int, _ open: TokenKind, _ close: TokenKind) -> Int {
        var r = r
        var level = 0
        repeat {
            if tokens[r].kind == open { level += 1 } else if tokens[r].kind == close { level -= 1 }
            r += 1
        } while r < q && level > 0
        return r
    }

    mutating func consumeSignature(upTo q: Int) -> UInt32 {
        let mark = b.scratch.count
        var r = p
        // Attributes (`@MainActor`, `@Sendable`, `@convention(c)`) name no parameter; they come first.
        while r < q && tokens[r].kind == .at {
            r += 1
            if r < q && isName(tokens[r]) { r += 1 }
            if r < q && tokens[r].kind == .leftParen && tokens[r].start == tokens[r - 1].end {
                r = endOfGroup(at: r, before: q, .leftParen, .rightParen)
            }
        }
        // Capture list.
        if tokens[r].kind == .leftBracket {
            r = endOfGroup(at: r, before: q, .leftBracket, .rightBracket)
        }
        if r < q, tokens[r].kind == .leftParen {
            // `(a: T, b)`: the first name of each element.
            var level = 0
            var expectName = true
            while r < q {
                let t = tokens[r]
                if t.kind == .leftParen || t.kind == .leftBracket { level += 1 } else if t.kind == .rightParen || t.kind == .rightBracket { level -= 1 }
                if level == 1 && expectName && (t.kind == .identifier || t.kind == .backtickIdentifier) {
                    // `_ name: T` / `name: T`: the second name wins when present.
                    let i = nameRef(r + 1 < q && tokens[r + 1].kind == .identifier ? tokens[r + 1] : t)
                    b.scratch.append(i)
                    expectName = false
                }
                if level == 1 && t.kind == .comma { expectName = true }
                if level == 0 && t.kind == .rightParen { break }
                r += 1
            }
        } else {
            while r < q {
                let t = tokens[r]
                if t.kind == .identifier || t.kind == .backtickIdentifier {
                    let i = nameRef(t)
                    b.scratch.append(i)
                }
                if t.kind == .arrow || t.keyword == .throws || t.keyword == .async { break }
                r += 1
            }
        }
        p = q + 1
        return b.list(from: mark, width: 1)
    }

    // MARK: Key paths and macros

    mutating func parseKeyPath() -> Expr {
        let start = cur.start
        advance()   // backslash
        var root = ExprNode.none
        let mark = b.scratch.count
        if isName(cur) && cur.start == prevEnd {
            root = nameRef(cur)
            advance()
            if curKind == .operator, src[Int(cur.start)] == UInt8(ascii: "<") { skipAngleBrackets() }
        }
        while let k = curKind {
            if k == .period, hasMemberName(after: p), cur.start == prevEnd {
                advance()
                let i = nameRef(cur)
                b.scratch.append(i)
                advance()
            } else if (k == .questionMark || k == .exclamationMark) && cur.flags.contains(.leftBound) {
                advance()
            } else if k == .leftBracket && cur.start == prevEnd {
                _ = skipBalanced()
            } else {
                break
            }
        }
        let components = b.list(from: mark, width: 1)
        return b.add(.keyPath, ByteRange(start, prevEnd), a: root, b: components)
    }

    mutating func parseMacro() -> Expr {
        let start = cur.start
        advance()   // #
        guard isName(cur) || cur.kind == .keyword else { return unknown(ByteRange(start, prevEnd)) }
        let name = textRef(cur)
        advance()
        var arguments: UInt32 = 0
        if curKind == .operator, src[Int(cur.start)] == UInt8(ascii: "<"), cur.start == prevEnd { skipAngleBrackets() }
        if curKind == .leftParen && cur.start == prevEnd { arguments = parseArgumentList() }
        var trailing: UInt32 = 0
        if curKind == .leftBrace && allowTrailingClosure {
            trailing = parseTrailingClosures()
        }
        return b.add(.macro, ByteRange(start, prevEnd), a: name, b: arguments, c: trailing)
    }
}
