/// Declarations: types, properties, functions, enum cases, and types as written.
extension ParserState {
    static let modifierWords: WordSet = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "nonisolated",
        "indirect", "optional", "consuming", "borrowing", "distributed", "isolated", "prefix", "postfix", "infix",
        "__consuming", "@objc",
    ]

    static func isModifierKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final, .override, .mutating,
             .nonmutating, .lazy, .weak, .unowned, .convenience, .required, .dynamic, .nonisolated, .indirect, .optional,
             .consuming, .borrowing, .distributed:
            return true
        default:
            return false
        }
    }

    /// The spelling of a modifier the keyword table knows, as a constant string (nil for others).
    static func modifierSpelling(_ k: Keyword) -> String? {
        switch k {
        case .public: "public"
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .open: "open"
        case .package: "package"
        case .static: "static"
        case .class: "class"
        case .final: "final"
        case .override: "override"
        case .mutating: "mutating"
        case .nonmutating: "nonmutating"
        case .lazy: "lazy"
        case .weak: "weak"
        case .unowned: "unowned"
        case .convenience: "convenience"
        case .required: "required"
        case .dynamic: "dynamic"
        case .nonisolated: "nonisolated"
        case .indirect: "indirect"
        case .optional: "optional"
        case .consuming: "consuming"
        case .borrowing: "borrowing"
        case .distributed: "distributed"
        default: nil
        }
    }

    /// False for most tokens that cannot begin a modifier (`isModifierStart` is asked before
    /// every statement), without a call: what `isModifierStart` checks first, inlined.
    @inline(__always)
    func mayBeModifier(at q: Int) -> Bool {
        guard q + 1 < tokens.count else { return false }
        let t = tokens[q]
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        if t.keyword != .none { return ParserState.isModifierKeyword(t.keyword) }
        let next = tokens[q + 1].kind
        return t.end - t.start >= 6 && (next == .identifier || next == .keyword || next == .leftParen)
    }

    /// A modifier word followed by another modifier or a declaration keyword.
    mutating func isModifierStart(at q: Int) -> Bool {
        guard q < tokens.count else { return false }
        let t = tokens[q]
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        if t.keyword == .none {
            // OutOfLine modifiers the keyword table does not know; most names are followed by something
            // no modifier is, so look at the next token before the word.
            guard t.end - t.start >= 6, q + 1 < tokens.count else { return false }
            let k = tokens[q + 1].kind
            guard k == .identifier || k == .keyword || k == .leftParen, ParserState.modifierWords.contains(bytes: UnsafeBufferPointer(rebasing: src[Int(t.start)..<Int(t.end)])) else { return false }
        } else if !ParserState.isModifierKeyword(t.keyword) {
            return false
        }
        guard q + 1 < tokens.count else { return false }
        let next = tokens[q + 1]
        if next.kind == .leftParen { return true }   // private(set)
        guard next.kind == .identifier || next.kind == .keyword else { return false }
        switch next.keyword {
        case .var, .let, .func, .`init`, .deinit, .subscript, .struct, .class, .enum, .protocol, .extension, .typealias,
             .actor, .case, .import, .operator, .associatedtype, .macro:
            return true
        default:
            return isModifierStart(at: q + 1)
        }
    }

    /// Attributes, modifiers and a declaration; nil (nothing consumed) when the tokens do not
    /// form one.
    mutating func parseDeclaration() -> Decl? {
        let begin = p
        let start = cur.start
        let attributes = parseAttributes()
        var modifiers: CompactList<String> = []
        while mayBeModifier(at: p) && isModifierStart(at: p) {
            let word = cur
            advance()
            // `private(set)` is kept whole: its setter, not the declaration, is private.
            if curKind == .leftParen && p + 2 < tokens.count && tokens[p + 2].kind == .rightParen && isWord(tokens[p + 1], "set") {
                modifiers.append(text(word) + "(set)")
                p += 3
            } else {
                modifiers.append(ParserState.modifierSpelling(word.keyword) ?? text(word))
                if curKind == .leftParen { _ = skipBalanced() }
            }
        }
        let t = cur
        switch t.keyword {
        case .var, .let:
            return .variable(parseVariable(attributes: attributes, modifiers: modifiers, start: start))
        case .func, .`init`, .deinit, .subscript:
            return .function(parseFunction(attributes: attributes, modifiers: modifiers, start: start))
        case .struct, .enum, .protocol, .extension:
            return .type(parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start))
        case .class where peek().kind == .identifier || peek().kind == .backtickIdentifier:
            return .type(parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start))
        case .actor where t.kind == .identifier && isName(peek()):
            return .type(parseTypeDecl(attributes: attributes, modifiers: modifiers, start: start))
        case .case:
            return .enumCase(parseEnumCase(start: start))
        case .typealias, .import, .operator, .precedencegroup, .associatedtype, .macro:
            advance()
            return .other(ByteRange(start, skipDeclarationRest()))
        default:
            p = begin
            return nil
        }
    }

    /// Skips the rest of a simple declaration (typealias, import …) up to the next line.
    mutating func skipDeclarationRest() -> UInt32 {
        while let k = curKind, !cur.flags.contains(.atLineStart), k != .semicolon, k != .rightBrace {
            if k == .leftParen || k == .leftBracket || k == .leftBrace { _ = skipBalanced() } else { advance() }
        }
        return prevEnd
    }

    /// `@` and a name at `p`.
    var atAttribute: Bool { mutating get { curKind == .at && (isName(peek()) || peek().kind == .keyword) } }

    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while atAttribute {
            let attribute = parseAttribute()
            // Most declarations have one attribute at most: its array is made at its size.
            if attributes.isEmpty && !atAttribute { return [attribute] }
            attributes.append(attribute)
        }
        return attributes
    }

    /// `@Name`, `@Module.Name`, `@Name(arguments)` at `p`.
    mutating func parseAttribute() -> Attribute {
        let start = cur.start
        advance()
        var name = text(cur)
        advance()
        while curKind == .period, isName(peek()), cur.start == prevEnd {
            advance()
            name += "." + text(cur)
            advance()
        }
        var arguments: ArgumentList?
        if curKind == .leftParen && cur.start == prevEnd {
            arguments = ArgumentList(b.tree, parseArgumentList())
        }
        return Attribute(name: name, arguments: arguments, range: ByteRange(start, prevEnd))
    }

    // MARK: Types

    mutating func parseTypeDecl(attributes: [Attribute], modifiers: CompactList<String>, start: UInt32) -> TypeDecl {
        let kind: TypeKind
        switch cur.keyword {
        case .class: kind = .class
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .struct
        }
        advance()
        var name = ""
        var nameRange = ByteRange(cur.start, cur.start)
        if kind == .extension {
            let type = parseType()
            // `extension Array<Int>` extends `Array`: the name up to its generic arguments.
            name = type.text.utf8.firstIndex(of: UInt8(ascii: "<")).map { String(type.text[..<$0]) } ?? type.text
            nameRange = type.range
        } else if isName(cur) {
            name = self.name(cur)
            nameRange = ByteRange(cur.start, cur.end)
            advance()
        }
        if curKind == .operator, src[Int(cur.start)] == UInt8(ascii: "<") { skipAngleBrackets() }
        var inheritance = CompactList<String>()
        if curKind == .colon {
            advance()
            while !atEnd {
                let before = p
                let type = parseType()
                if !type.text.isEmpty { inheritance.append(type.text) }
                if curKind == .comma { advance() } else { break }
                if p == before { break }
            }
        }
        if cur.keyword == .where { skipWhereClause() }
        var members: [Decl] = []
        if curKind == .leftBrace {
            advance()
            let saved = allowTrailingClosure
            allowTrailingClosure = true
            let items = parseStatements(context: .typeBody)
            allowTrailingClosure = saved
            _ = expect(.rightBrace)
            members = items.map(ParserState.declaration)
        }
        return TypeDecl(kind: kind, name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers,
                        inheritance: inheritance, members: members, range: ByteRange(start, prevEnd))
    }

    static func declaration(_ s: Stmt) -> Decl {
        switch s {
        case let .decl(d): return d
        case let .ifConfig(c):
            return .ifConfig(IfConfig(clauses: c.clauses.map { .init(condition: $0.condition, items: $0.items.map(declaration)) }, range: c.range))
        case let .expr(e): return .other(e.range)
        case let .if(i): return .other(i.range)
        case let .guard(g): return .other(g.range)
        case let .switch(s): return .other(s.range)
        case let .block(b): return .other(b.range)
        case let .return(_, r), let .other(_, r): return .other(r)
        }
    }

    mutating func skipWhereClause() {
        advance()
        while let k = curKind, k != .leftBrace, k != .rightBrace {
            if k == .leftParen || k == .leftBracket { _ = skipBalanced() } else { advance() }
        }
    }

    /// Skips `<…>` generic parameters or arguments, counting `<` and `>` inside operator tokens.
    mutating func skipAngleBrackets() {
        var level = 0
        while let k = curKind {
            if k == .operator || k == .arrow {
                for byte in src[Int(cur.start)..<Int(cur.end)] {
                    if byte == UInt8(ascii: "<") { level += 1 } else if byte == UInt8(ascii: ">") && k != .arrow { level -= 1 }
                }
                advance()
                if level <= 0 { return }
            } else if k == .leftBrace || k == .rightBrace || k == .semicolon {
                return
            } else if k == .leftParen || k == .leftBracket {
                _ = skipBalanced()
            } else {
                advance()
            }
        }
    }

    /// A type as written; its text has whitespace removed except between words. Without
    /// `keepingText` (a parameter's type, which no rule reads) the tokens are only stepped over
    /// and the text is empty.
    mutating func parseType(keepingText: Bool = true) -> TypeRef {
        let start = cur.start
        var parts = TypeText(start: start, keepsText: keepingText)
        var lastWasWord = false
        let src = self.src
        func append(_ t: Token) {
            let isWord = ParserState.isName(t)
            parts.add(t, spaceBefore: isWord && lastWasWord, src)
            lastWasWord = isWord
        }
        var expectOperand = true
        loop: while let k = curKind {
            // A complete type ends at a line break (`let x: Int` then `@State var y`).
            if !expectOperand && cur.flags.contains(.atLineStart) && k != .arrow { break }
            switch k {
            case .at:
                guard expectOperand else { break loop }
                append(cur); advance()
                if isName(cur) { append(cur); advance() }
                if curKind == .leftParen && cur.start == prevEnd { appendBalanced(&parts); lastWasWord = false }
                continue
            case .identifier, .keyword, .backtickIdentifier:
                if !expectOperand {
                    // `async`/`throws` before `->` continue a function type.
                    if cur.keyword == .async || cur.keyword == .throws || cur.keyword == .rethrows {
                        append(cur); advance()
                        if curKind == .leftParen && cur.start == prevEnd { appendBalanced(&parts) }
                        continue
                    }
                    break loop
                }
                if cur.keyword == .where || cur.keyword == .in { break loop }
                let isPrefixWord = cur.keyword == .some || cur.keyword == .any || cur.keyword == .inout || cur.keyword == .each
                    || isWord(cur, "repeat") || isWord(cur, "sending") || isWord(cur, "borrowing") || isWord(cur, "consuming")
                append(cur); advance()
                expectOperand = isPrefixWord
            case .period:
                guard !expectOperand, isName(peek()) else { break loop }
                append(cur); advance()
                append(cur); advance()
            case .operator:
                let first = src[Int(cur.start)]
                if first == UInt8(ascii: "<") && !expectOperand {
                    let from = p
                    skipAngleBrackets()
                    for q in from..<p { parts.add(tokens[q], spaceBefore: false, src) }
                    lastWasWord = false
                } else if isWord(cur, "...") && !expectOperand {
                    append(cur); advance()
                } else if (isWord(cur, "?") || isWord(cur, "!") || isWord(cur, "??")) && !expectOperand && cur.flags.contains(.leftBound) {
                    append(cur); advance()
                } else if isWord(cur, "&") && !expectOperand {
                    append(cur); advance(); expectOperand = true
                } else {
                    break loop
                }
            case .ampersand:
                guard !expectOperand else { break loop }
                append(cur); advance(); expectOperand = true
            case .questionMark, .exclamationMark:
                guard !expectOperand, cur.flags.contains(.leftBound) else { break loop }
                append(cur); advance()
            case .leftBracket, .leftParen:
                guard expectOperand else { break loop }
                appendBalanced(&parts)
                lastWasWord = false
                expectOperand = false
            case .arrow:
                guard !expectOperand else { break loop }
                append(cur); advance()
                expectOperand = true
            default:
                break loop
            }
        }
        return TypeRef(text: parts.text(src), range: ByteRange(start, max(start, prevEnd)))
    }

    /// A type's text as written without whitespace: the source slice itself while the tokens
    /// are contiguous (most types: `Bool`, `Item?`, `Binding<Bool>`), composed only from the
    /// first gap or inserted space on.
    struct TypeText {
        let start: UInt32
        /// The end of the last token added.
        var end: UInt32
        var composed: [UInt8]?
        let keepsText: Bool

        init(start: UInt32, keepsText: Bool = true) {
            self.start = start
            end = start
            self.keepsText = keepsText
        }

        mutating func add(_ t: Token, spaceBefore: Bool, _ src: UnsafeBufferPointer<UInt8>) {
            guard keepsText else { return }
            if composed == nil {
                if t.start == end && !spaceBefore {
                    end = t.end
                    return
                }
                composed = Array(src[Int(start)..<Int(end)])
            }
            if spaceBefore { composed!.append(0x20) }
            composed!.append(contentsOf: src[Int(t.start)..<Int(t.end)])
            end = t.end
        }

        func text(_ src: UnsafeBufferPointer<UInt8>) -> String {
            guard keepsText else { return "" }
            if let composed { return String(decoding: composed, as: UTF8.self) }
            return String(decoding: src[Int(start)..<Int(end)], as: UTF8.self)
        }
    }

    /// Appends a balanced group's tokens (no spaces, except between words) and skips it.
    mutating func appendBalanced(_ parts: inout TypeText) {
        let from = p
        _ = skipBalanced()
        var lastWasWord = false
        for q in from..<p {
            let isWordToken = isName(tokens[q])
            parts.add(tokens[q], spaceBefore: isWordToken && lastWasWord, src)
            lastWasWord = isWordToken
        }
    }

    // MARK: Properties

    mutating func parseVariable(attributes: [Attribute], modifiers: CompactList<String>, start: UInt32) -> VariableDecl {
        let isLet = cur.keyword == .let
        advance()
        var bindings: [PatternBinding] = []
        while !atEnd {
            let before = p
            let binding = parsePatternBinding()
            // Nearly every declaration binds one name: its array is made at its size.
            if bindings.isEmpty && curKind != .comma {
                bindings = [binding]
                break
            }
            bindings.append(binding)
            if curKind == .comma { advance() } else { break }
            if p == before { break }
        }
        return VariableDecl(attributes: attributes, modifiers: modifiers, isLet: isLet, bindings: bindings, range: ByteRange(start, prevEnd))
    }

    /// `name: Type = value { accessors }` or `(a, b) = value`.
    @inline(__always)
    mutating func parsePatternBinding() -> PatternBinding {
        var name = ""
        var names: [String] = []
        let nameStart = cur.start
        if curKind == .leftParen {
            let pattern = parseTuplePatternNames()
            names = pattern
            name = pattern.first ?? ""
        } else if isName(cur) {
            name = self.name(cur)
            advance()
        }
        let nameRange = ByteRange(nameStart, prevEnd)
        var type: TypeRef?
        if curKind == .colon {
            advance()
            type = parseType()
        }
        var initializer: Expr?
        if curKind == .equal {
            advance()
            initializer = parseExpression()
        }
        var accessors: [Accessor] = []
        if curKind == .leftBrace && (type != nil || initializer != nil || isAccessorBlock()) {
            accessors = parseAccessorBlock()
        }
        return PatternBinding(name: name, names: names, nameRange: nameRange, type: type, initializer: initializer, accessors: accessors)
    }

    mutating func parseTuplePatternNames() -> [String] {
        var names: [String] = []
        let end = p
        _ = skipBalanced()
        for q in end..<p where tokens[q].kind == .identifier && !(q + 1 < p && tokens[q + 1].kind == .colon) {
            names.append(text(tokens[q]))
        }
        return names
    }

    /// `{ get … set … }`, `{ willSet … didSet … }`.
    mutating func isAccessorBlock() -> Bool {
        var q = p + 1
        while q < tokens.count, tokens[q].kind == .at || (tokens[q].kind == .identifier && (isWord(tokens[q], "mutating") || isWord(tokens[q], "nonmutating"))) {
            q += tokens[q].kind == .at ? 2 : 1
        }
        guard q < tokens.count else { return false }
        let t = tokens[q]
        return t.keyword == .get || t.keyword == .set || t.keyword == .willSet || t.keyword == .didSet
            || isWord(t, "_modify") || isWord(t, "_read") || isWord(t, "unsafeAddress") || isWord(t, "unsafeMutableAddress")
    }

    mutating func parseAccessorBlock() -> [Accessor] {
        if tooDeep() {
            _ = skipBalanced()
            return []
        }
        if !isAccessorBlock() {
            return [Accessor(kind: .getter, body: parseBlock())]
        }
        advance()
        var accessors: [Accessor] = []
        while let k = curKind, k != .rightBrace {
            let before = p
            _ = parseAttributes()
            if isWord(cur, "mutating") || isWord(cur, "nonmutating") { advance() }
            let kind: Accessor.Kind
            switch cur.keyword {
            case .get: kind = .getter
            case .set: kind = .setter
            case .willSet: kind = .willSet
            case .didSet: kind = .didSet
            default: kind = .other
            }
            advance()
            if curKind == .leftParen { _ = skipBalanced() }
            while cur.keyword == .async || cur.keyword == .throws { advance(); if curKind == .leftParen && cur.start == prevEnd { _ = skipBalanced() } }
            let body = curKind == .leftBrace ? parseBlock() : .empty
            accessors.append(Accessor(kind: kind, body: body))
            if p == before { advance() }
        }
        _ = expect(.rightBrace)
        return accessors
    }

    // MARK: Functions

    mutating func parseFunction(attributes: [Attribute], modifiers: CompactList<String>, start: UInt32) -> FunctionDecl {
        let keyword = cur.keyword
        let kind: FunctionDecl.Kind = keyword == .`init` ? .initializer : keyword == .deinit ? .deinitializer : keyword == .subscript ? .subscript : .function
        var name = text(cur)
        var nameRange = ByteRange(cur.start, cur.end)
        advance()
        if kind == .function, !atEnd {
            name = self.name(cur)
            nameRange = ByteRange(cur.start, cur.end)
            advance()
        }
        if kind == .initializer, (curKind == .questionMark || curKind == .exclamationMark), cur.flags.contains(.leftBound) { advance() }
        if curKind == .operator, src[Int(cur.start)] == UInt8(ascii: "<") { skipAngleBrackets() }
        var parameters: [Parameter] = []
        if curKind == .leftParen { parameters = parseParameters() }
        while cur.keyword == .async || cur.keyword == .throws || cur.keyword == .rethrows || isWord(cur, "reasync") {
            advance()
            if curKind == .leftParen && cur.start == prevEnd { _ = skipBalanced() }
        }
        var returnType: TypeRef?
        if curKind == .arrow {
            advance()
            returnType = parseType()
        }
        if cur.keyword == .where { skipWhereClause() }
        var body: StmtList?
        if curKind == .leftBrace {
            if kind == .subscript {
                // The accessors' statements, as one body.
                let mark = b.statements.count
                for accessor in parseAccessorBlock() { b.statements.append(contentsOf: accessor.body) }
                body = b.statementList(from: mark)
            } else {
                body = parseBlock()
            }
        }
        return FunctionDecl(kind: kind, name: name, nameRange: nameRange, attributes: attributes, modifiers: modifiers,
                            parameters: parameters, returnType: returnType, body: body, range: ByteRange(start, prevEnd))
    }

    mutating func parseParameters() -> [Parameter] {
        advance()   // (
        var parameters: [Parameter] = []
        while let k = curKind, k != .rightParen {
            let before = p
            _ = parseAttributes()
            var first: String?
            var second: String?
            if isName(cur) { first = name(cur); advance() }
            if isName(cur) { second = name(cur); advance() }
            var typeRange: ByteRange?
            if curKind == .colon {
                advance()
                typeRange = parseType(keepingText: false).range
            }
            var defaultValue: Expr?
            if curKind == .equal {
                advance()
                defaultValue = parseExpression()
            }
            if let first {
                let label: String? = second == nil ? first : (first == "_" ? nil : first)
                parameters.append(Parameter(label: label, name: second ?? first, typeRange: typeRange, defaultValue: defaultValue))
            }
            if curKind == .comma { advance() } else if curKind != .rightParen {
                // Recover: skip to the next comma or the closing parenthesis.
                while let k2 = curKind, k2 != .comma, k2 != .rightParen {
                    if k2 == .leftParen || k2 == .leftBracket || k2 == .leftBrace { _ = skipBalanced() } else { advance() }
                }
                if curKind == .comma { advance() }
            }
            if p == before { advance() }
        }
        _ = expect(.rightParen)
        return parameters
    }

    // MARK: Enum cases

    mutating func parseEnumCase(start: UInt32) -> EnumCaseDecl {
        advance()   // case
        var elements: [EnumCaseDecl.Element] = []
        while isName(cur) {
            let nameToken = cur
            advance()
            var associated: [Parameter] = []
            if curKind == .leftParen { associated = parseParameters() }
            if curKind == .equal {
                advance()
                _ = parseExpression()
            }
            elements.append(.init(name: name(nameToken), nameRange: ByteRange(nameToken.start, nameToken.end), associatedValues: associated))
            if curKind == .comma { advance() } else { break }
        }
        return EnumCaseDecl(elements: elements, range: ByteRange(start, prevEnd))
    }
}
