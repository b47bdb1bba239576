/// What the lexer's hottest loops need to know about a byte value, as bits of one 256-entry table:
/// a name's continuation and a token's spacing flags each cost one table lookup instead of a
/// chain of comparisons or a jump table.
enum ByteClass {
    /// ASCII letters, digits, `_` and `$` (as in `_$observationRegistrar`, which macros generate).
    static let nameContinue: UInt8 = 1 << 0
    /// Whitespace, NUL, `(`, `[`, `{`, `,`, `;`, `:`: a token right after it is not left-bound.
    static let unbindsNext: UInt8 = 1 << 1
    /// Whitespace, NUL, `)`, `]`, `}`, `,`, `;`, `:`: a token right before it is not right-bound.
    static let unbindsPrevious: UInt8 = 1 << 2
    /// `/`, 0xC2 and 0xA0: whether they bind depends on the byte next to them (a comment opener,
    /// a no-break space `C2 A0`), which `LexerCursor.isLeftBound`/`isRightBound` look at.
    static let dependsOnNeighbour: UInt8 = 1 << 3
    /// Every byte but `\\`, `"`, `'`, `\n` and `\r`: plain text inside a string literal.
    static let plainStringText: UInt8 = 1 << 4

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(c)] |= nameContinue }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(c)] |= nameContinue }
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(c)] |= nameContinue }
        table[Int(UInt8(ascii: "_"))] |= nameContinue
        table[Int(UInt8(ascii: "$"))] |= nameContinue
        for c: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00] { table[Int(c)] |= unbindsNext | unbindsPrevious }
        for c in "([{,;:".utf8 { table[Int(c)] |= unbindsNext }
        for c in ")]},;:".utf8 { table[Int(c)] |= unbindsPrevious }
        for c: UInt8 in [UInt8(ascii: "/"), 0xC2, 0xA0] { table[Int(c)] |= dependsOnNeighbour }
        for c in 0...255 where !"\\\"'\n\r".utf8.contains(UInt8(c)) { table[c] |= plainStringText }
        return table
    }()

    /// What each byte starts, for the lexer's main switch.
    static let starts: [LexStart] = {
        var starts = [LexStart](repeating: .other, count: 256)
        for c: UInt8 in [0x20, 0x09, 0x0B, 0x0C] { starts[Int(c)] = .space }
        starts[0x00] = .nul
        starts[0x0A] = .newline
        starts[0x0D] = .newline
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") { starts[Int(c)] = .name }
        for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { starts[Int(c)] = .name }
        starts[Int(UInt8(ascii: "_"))] = .name
        for c in UInt8(ascii: "0")...UInt8(ascii: "9") { starts[Int(c)] = .digit }
        let single: [(Character, LexStart)] = [
            ("/", .slash), ("\"", .quote), ("'", .quote), ("#", .pound), ("`", .backtick), ("$", .dollar), ("@", .at),
            ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftBracket),
            ("]", .rightBracket), (",", .comma), (":", .colon), (";", .semicolon), ("\\", .backslash), (".", .period),
            ("<", .lessThan),
        ]
        for (character, start) in single { starts[Int(character.asciiValue!)] = start }
        for c in "=-+!*%>&|^~?".utf8 { starts[Int(c)] = .operatorHead }
        starts[0xC2] = .c2
        return starts
    }()
}

/// What a byte starts (`ByteClass.starts`): the cases of the lexer's main switch.
enum LexStart: UInt8 {
    /// Anything else: a Unicode character (identifier or operator head) or an unexpected byte.
    case other
    case space, nul, newline, name, digit, slash, quote, pound, backtick, dollar, at
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket, comma, colon, semicolon, backslash
    case period, lessThan, operatorHead
    /// 0xC2: a no-break space when 0xA0 follows.
    case c2
}
