/// Statements, control flow and `#if`.
extension ParserState {
    enum StatementContext { case topLevel, block, switchCase, typeBody, ifConfig }

    /// Statements until a closing brace, end of file, or (by context) the next `case`/`default`
    /// or `#elseif`/`#else`/`#endif`. The terminator is not consumed.
    mutating func parseStatements(context: StatementContext) -> StmtList {
        // Statements go on the builder's stack (nested lists are completed, and taken off it,
        // first) and move into the tree in one run when the list is complete.
        let mark = b.statements.count
        // This function is on the path that nesting recurses through, so it only loops and
        // recurses; the checks between statements are in `nextInList`, whose frame is gone
        // before the recursion.
        while true {
            switch nextInList(context: context) {
            case .end:
                return b.statementList(from: mark)
            case .skipped:
                continue
            case .statement:
                let before = p
                b.statements.append(parseStatement(context: context))
                if p == before { pushSkippedToken() }
            }
        }
    }

    enum ListStep { case end, skipped, statement }

    /// What comes next in a statement list: its end, something skipped (pushed as `.other`), or
    /// a statement to parse. (Inlined in optimised builds, where frames are small anyway.)
    @inline(__always)
    mutating func nextInList(context: StatementContext) -> ListStep {
        guard let k = curKind else { return .end }
        if k == .rightBrace && context != .topLevel { return .end }
        // Type bodies may be unindented; function and closure bodies left open end here.
        if (context == .block || context == .switchCase) && atColumnOneDeclaration { return .end }
        if k == .rightBrace || k == .rightParen || k == .rightBracket {
            if context == .topLevel { return .end }
            pushSkippedToken()
            return .skipped
        }
        if k == .semicolon { advance(); return .skipped }
        if k == .pound && (isDirective(at: p, "elseif") || isDirective(at: p, "else") || isDirective(at: p, "endif")) {
            if context == .ifConfig || context == .switchCase { return .end }
            // A stray directive: skip its line.
            let start = cur.start
            advance(); advance()
            skipRestOfLine()
            b.statements.append(.other(nil, ByteRange(start, prevEnd)))
            return .skipped
        }
        if context == .switchCase {
            if cur.keyword == .case || cur.keyword == .default { return .end }
            if k == .at && isWord(peek(), "unknown") { return .end }
            if isDirective(at: p, "if") && switchCaseFollowsDirective() { return .end }
        }
        return .statement
    }

    /// Skips the current token, recording it as `.other`.
    mutating func pushSkippedToken() {
        let t = cur
        advance()
        b.statements.append(.other(nil, ByteRange(t.start, t.end)))
    }

    /// Skips tokens up to the next one at the start of a line (directive conditions).
    mutating func skipRestOfLine() {
        while !atEnd && !cur.flags.contains(.atLineStart) { advance() }
    }

    /// In a switch, `#if` may wrap whole cases: true when the first token after its condition line
    /// is `case`, `default` or `@unknown`.
    mutating func switchCaseFollowsDirective() -> Bool {
        var q = p + 2
        while q < tokens.count && !tokens[q].flags.contains(.atLineStart) { q += 1 }
        guard q < tokens.count else { return false }
        return tokens[q].keyword == .case || tokens[q].keyword == .default || tokens[q].kind == .at
    }

    mutating func parseStatement(context: StatementContext) -> Stmt {
        if tooDeep() { return .other(nil, skipStatement()) }
        depth += 1
        defer { depth -= 1 }
        let t = cur
        if t.kind == .pound && isDirective(at: p, "if") {
            return .ifConfig(parseIfConfig(context: context))
        }
        if t.kind == .at || (mayBeModifier(at: p) && isModifierStart(at: p)) {
            if let decl = parseDeclaration() { return .decl(decl) }
        }
        switch t.keyword {
        case .var, .let, .func, .`init`, .deinit, .subscript, .struct, .class, .enum, .protocol, .extension,
             .typealias, .import, .operator, .precedencegroup, .associatedtype:
            if let decl = parseDeclaration() { return .decl(decl) }
        case .case where context == .typeBody || context == .topLevel || context == .ifConfig:
            if let decl = parseDeclaration() { return .decl(decl) }
        case .actor, .macro:
            if t.kind == .identifier && isName(peek()) && !peek().flags.contains(.atLineStart), let decl = parseDeclaration() { return .decl(decl) }
        case .if:
            return .if(parseIf())
        case .guard:
            return .guard(parseGuard())
        case .switch:
            return .switch(parseSwitch())
        case .for, .while, .repeat, .do, .defer:
            return .block(parseBlockStatement())
        case .return:
            let start = t.start
            advance()
            var value: Expr?
            if startsExpressionOnSameLine() { value = parseExpression() }
            return .return(value, ByteRange(start, prevEnd))
        case .throw:
            let start = t.start
            advance()
            let value = startsExpressionOnSameLine() ? parseExpression() : nil
            return .other(value, ByteRange(start, prevEnd))
        case .break, .continue, .fallthrough:
            let start = t.start
            advance()
            if curKind == .identifier && !cur.flags.contains(.atLineStart) { advance() }
            return .other(nil, ByteRange(start, prevEnd))
        default:
            break
        }
        // `label: for …`
        if t.kind == .identifier, peek().kind == .colon, case let k = peek(2).keyword, k == .for || k == .while || k == .repeat || k == .do {
            advance(); advance()
            return parseStatement(context: context)
        }
        return .expr(parseExpression())
    }

    mutating func startsExpressionOnSameLine() -> Bool {
        guard let k = curKind, !cur.flags.contains(.atLineStart) else { return false }
        switch k {
        case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .colon: return false
        default: return !(cur.keyword == .case || cur.keyword == .default)
        }
    }

    // MARK: #if

    mutating func parseIfConfig(context: StatementContext) -> IfConfig<Stmt> {
        let start = cur.start
        var clauses: [IfConfig<Stmt>.Clause] = []
        var condition: String? = directiveCondition()
        while true {
            let items = parseStatements(context: .ifConfig)
            clauses.append(.init(condition: condition, items: Array(items)))
            if isDirective(at: p, "elseif") {
                condition = directiveCondition()
            } else if isDirective(at: p, "else") {
                advance(); advance()
                condition = nil
            } else {
                if isDirective(at: p, "endif") { advance(); advance() }
                break
            }
        }
        return IfConfig(clauses: clauses, range: ByteRange(start, prevEnd))
    }

    /// Consumes `#if`/`#elseif` and its condition line; returns the condition without spaces.
    mutating func directiveCondition() -> String {
        advance(); advance()
        var condition = ""
        while !atEnd && !cur.flags.contains(.atLineStart) {
            condition += text(cur)
            advance()
        }
        return condition
    }

    // MARK: Control flow

    mutating func parseConditions() -> [Condition] {
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        var conditions: [Condition] = []
        while let k = curKind, k != .leftBrace {
            let start = cur.start
            if cur.keyword == .let || cur.keyword == .var {
                advance()
                var name = ""
                if isName(cur) {
                    name = self.name(cur)
                    advance()
                } else {
                    let pattern = parseExpression()
                    name = ParserState.firstName(pattern) ?? ""
                }
                if curKind == .colon { advance(); _ = parseType(keepingText: false) }
                var value: Expr?
                if curKind == .equal {
                    advance()
                    value = parseExpression()
                }
                conditions.append(.optionalBinding(name: name, value: value, range: ByteRange(start, prevEnd)))
            } else if cur.keyword == .case {
                advance()
                let whole = parseExpression()
                if case let .sequence(operands, operators, _) = whole.kind, let eq = operators.firstIndex(of: "=") {
                    let pattern = sequence(operands, operators, operandRange: 0...eq)
                    let value = sequence(operands, operators, operandRange: (eq + 1)...(operands.count - 1))
                    conditions.append(.pattern(pattern: pattern, value: value, range: ByteRange(start, prevEnd)))
                } else {
                    conditions.append(.pattern(pattern: whole, value: nil, range: ByteRange(start, prevEnd)))
                }
            } else if k == .pound && (isDirective(at: p, "available") || isDirective(at: p, "unavailable")) {
                let unavailable = isDirective(at: p, "unavailable")
                advance(); advance()
                if curKind == .leftParen { _ = skipBalanced() }
                conditions.append(.availability(ByteRange(start, prevEnd), unavailable: unavailable))
            } else {
                let before = p
                conditions.append(.expr(parseExpression()))
                if p == before { break }
            }
            if curKind == .comma { advance() } else { break }
        }
        return conditions
    }

    /// A sequence of the given operands of another (or the single operand), with the operators
    /// between them.
    mutating func sequence(_ operands: ExprList, _ operators: StringList, operandRange: ClosedRange<Int>) -> Expr {
        if operandRange.count == 1 { return operands[operandRange.lowerBound] }
        let operandWords = operandRange.map { operands[$0].id }
        let operatorWords = operandRange.dropLast().map { operators.tree.word(operators.handle + 1 + UInt32($0)) }
        let start = operands[operandRange.lowerBound].range.start
        let end = operands[operandRange.upperBound].range.end
        let o = b.list(words: operandWords, width: 1)
        let ops = b.list(words: operatorWords, width: 1)
        return b.add(.sequence, ByteRange(start, end), a: o, b: ops)
    }

    static func firstName(_ e: Expr) -> String? {
        var e = e
        while true {   // a loop, not a call: prefixes and postfixes run as long as the input makes them
            switch e.kind {
            case let .identifier(n, _): return n
            case let .tuple(args, _):
                guard let first = args.first else { return nil }
                e = first.value
            case let .postfix(_, o, _), let .prefix(_, o, _): e = o
            default: return nil
            }
        }
    }

    /// `{ statements }`; empty when there is no brace.
    mutating func parseBlock() -> StmtList {
        guard curKind == .leftBrace else { return .empty }
        if tooDeep() {
            _ = skipBalanced()
            return .empty
        }
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        advance()
        let body = parseStatements(context: .block)
        _ = expect(.rightBrace)
        allowTrailingClosure = saved
        return body
    }

    /// `if … else if … else …`, in a loop: a ladder of 8,500 branches is as deep as one `if`.
    /// Each `else if` is the only statement of the `else` before it, built from the last one back.
    mutating func parseIf() -> IfStmt {
        var ladder: [(start: UInt32, conditions: [Condition], then: StmtList)] = []
        var elseBody: StmtList?
        while true {
            let start = cur.start
            advance()
            let conditions = parseConditions()
            let then = parseBlock()
            ladder.append((start, conditions, then))
            guard cur.keyword == .else else { break }
            advance()
            if cur.keyword != .if {
                elseBody = parseBlock()
                break
            }
        }
        let end = prevEnd
        var last = ladder.removeLast()
        var statement = IfStmt(conditions: last.conditions, then: last.then, elseBody: elseBody, range: ByteRange(last.start, end))
        while !ladder.isEmpty {
            let mark = b.statements.count
            b.statements.append(.if(statement))
            last = ladder.removeLast()
            statement = IfStmt(conditions: last.conditions, then: last.then, elseBody: b.statementList(from: mark), range: ByteRange(last.start, end))
        }
        return statement
    }

    mutating func parseGuard() -> GuardStmt {
        let start = cur.start
        advance()
        let conditions = parseConditions()
        if cur.keyword == .else { advance() }
        let body = parseBlock()
        return GuardStmt(conditions: conditions, elseBody: body, range: ByteRange(start, prevEnd))
    }

    mutating func parseSwitch() -> SwitchStmt {
        let start = cur.start
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        let subject = parseExpression()
        allowTrailingClosure = saved
        var cases: [SwitchStmt.Case] = []
        guard curKind == .leftBrace else { return SwitchStmt(subject: subject, cases: cases, range: ByteRange(start, prevEnd)) }
        advance()
        while let k = curKind, k != .rightBrace, !atColumnOneDeclaration {
            let before = p
            let caseStart = cur.start
            if k == .pound && (isDirective(at: p, "if") || isDirective(at: p, "elseif")) {
                advance(); advance()
                skipRestOfLine()
                continue
            }
            if k == .pound && (isDirective(at: p, "else") || isDirective(at: p, "endif")) {
                advance(); advance()
                continue
            }
            if k == .at { advance(); advance() }   // @unknown
            if cur.keyword == .default {
                advance()
                _ = expect(.colon)
                let body = parseStatements(context: .switchCase)
                cases.append(.init(patterns: [], isDefault: true, body: body, range: ByteRange(caseStart, prevEnd)))
            } else if cur.keyword == .case {
                advance()
                var patterns: [Expr] = []
                let savedTrailing = allowTrailingClosure
                allowTrailingClosure = false
                while let pk = curKind, pk != .colon, pk != .rightBrace {
                    let patternStart = p
                    patterns.append(parseExpression())
                    if cur.keyword == .where { advance(); _ = parseExpression() }
                    if curKind == .comma { advance() } else if p == patternStart { advance() } else if curKind != .colon { break }
                }
                allowTrailingClosure = savedTrailing
                _ = expect(.colon)
                let body = parseStatements(context: .switchCase)
                cases.append(.init(patterns: patterns, isDefault: false, body: body, range: ByteRange(caseStart, prevEnd)))
            } else {
                // Statements before any case (invalid) are skipped.
                _ = parseStatement(context: .block)
            }
            if p == before { advance() }
        }
        _ = expect(.rightBrace)
        return SwitchStmt(subject: subject, cases: cases, range: ByteRange(start, prevEnd))
    }

    mutating func parseBlockStatement() -> BlockStmt {
        let start = cur.start
        let keyword = text(cur)
        var header: [Expr] = []
        var bodies: [StmtList] = []
        let kw = cur.keyword
        advance()
        let saved = allowTrailingClosure
        switch kw {
        case .for:
            allowTrailingClosure = false
            if cur.keyword == .case { advance() }
            if cur.keyword == .try { advance() }
            if cur.keyword == .await || isWord(cur, "await") { advance() }
            header.append(parseExpression())          // pattern
            if cur.keyword == .in { advance(); header.append(parseExpression()) }
            if cur.keyword == .where { advance(); header.append(parseExpression()) }
            allowTrailingClosure = saved
            bodies.append(parseBlock())
        case .while:
            let conditions = parseConditions()
            for c in conditions { if case let .expr(e) = c { header.append(e) } }
            bodies.append(parseBlock())
        case .repeat:
            bodies.append(parseBlock())
            if cur.keyword == .while {
                advance()
                allowTrailingClosure = false
                header.append(parseExpression())
                allowTrailingClosure = saved
            }
        case .do:
            if cur.keyword == .throws { advance(); if curKind == .leftParen { _ = skipBalanced() } }
            bodies.append(parseBlock())
            while cur.keyword == .catch {
                advance()
                allowTrailingClosure = false
                if curKind != .leftBrace { header.append(parseExpression()) }
                allowTrailingClosure = saved
                bodies.append(parseBlock())
            }
        default:   // defer
            bodies.append(parseBlock())
        }
        allowTrailingClosure = saved
        return BlockStmt(keyword: keyword, header: header, bodies: bodies, range: ByteRange(start, prevEnd))
    }
}
