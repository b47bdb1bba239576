/// Operators, regex literals, `#` constructs and string literals.
extension LexerCursor {
    // MARK: Operators

    @inline(__always) func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    mutating func lexOperator() {
        let start = i
        let isDotOperator = b[i] == UInt8(ascii: ".")
        // A left-bound `?` or `!` stands alone unless it is `!=` or `!==` (below): four bytes
        // decide it. Scanning the whole run each time made `x!!!!…` quadratic.
        let end = (b[i] == UInt8(ascii: "?") || b[i] == UInt8(ascii: "!")) && isLeftBound(start) ? min(n, start + 4) : n
        while i < end {
            let c = b[i]
            if c < 0x80 {
                if c == UInt8(ascii: ".") {
                    guard isDotOperator else { break }
                } else if !isOperatorByte(c) {
                    break
                }
                // A comment opener ends the operator.
                if i > start && c == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*")) { break }
                if i > start && c == UInt8(ascii: "*") && at(i - 1) == UInt8(ascii: "/") { break }
                i += 1
            } else {
                let (scalar, length) = decodeScalar(i)
                guard let scalar else { break }
                if i == start ? UnicodeClass.isOperatorHead(scalar) : UnicodeClass.isOperatorContinuation(scalar) {
                    i += length
                } else {
                    break
                }
            }
        }
        if i == start { i += 1 }   // never stall
        // A left-bound `?` or `!` is a postfix operator on its own (`x?.y`, `Int??`, `x!.y`).
        if isLeftBound(start) && i - start > 1 {
            if b[start] == UInt8(ascii: "?") {
                i = start + 1
            } else if b[start] == UInt8(ascii: "!") && !(i - start == 2 && b[start + 1] == UInt8(ascii: "=")) && !(i - start == 3 && b[start + 1] == UInt8(ascii: "=") && b[start + 2] == UInt8(ascii: "=")) {
                i = start + 1
            }
        }
        let length = i - start
        var kind = TokenKind.operator
        if length == 1 {
            switch b[start] {
            case UInt8(ascii: "="): kind = .equal
            case UInt8(ascii: "?"): kind = .questionMark
            case UInt8(ascii: "!"): kind = .exclamationMark
            case UInt8(ascii: "&"): kind = .ampersand
            default: break
            }
        } else if length == 2 && b[start] == UInt8(ascii: "-") && b[start + 1] == UInt8(ascii: ">") {
            kind = .arrow
        }
        addToken(kind, start, i)
    }

    // MARK: Regex literals

    /// Whether a bare `/` here can start a regex literal, by what precedes it (as swift-syntax
    /// decides): after an expression it is division.
    func regexAllowedAfterPreviousToken() -> Bool {
        guard let previous = lastToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow, .ampersand,
             .interpolationBegin, .at, .pound, .backslash:
            return true
        case .questionMark, .exclamationMark:
            // `try?` and `try!` start an expression; otherwise a bound `?`/`!` ends one.
            if tokens.count >= 2 && tokens.base[tokens.count - 2].keyword == .try { return true }
            return !previous.flags.contains(.leftBound)
        case .operator:
            // A postfix operator ends an expression.
            return !(previous.flags.contains(.leftBound) && !previous.flags.contains(.rightBound))
        case .keyword:
            switch previous.keyword {
            case .self, .Self, .super, .true, .false, .nil, .`init`, .Any: return false
            default: return true
            }
        case .identifier:
            return previous.keyword == .await || previous.keyword == .some || previous.keyword == .any
        default:
            return false
        }
    }

    /// Lexes `/…/` (pounds 0, at `/`) or `#/…/#` (pounds > 0, at the first `#`) if one starts
    /// here; returns false, consuming nothing, otherwise.
    mutating func lexRegexIfPossible(pounds: Int) -> Bool {
        let start = i
        let slash = i + pounds
        guard at(slash) == UInt8(ascii: "/") else { return false }
        if pounds == 0 {
            guard regexAllowedAfterPreviousToken() else { return false }
            let next = at(slash + 1)
            if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || slash + 1 >= n { return false }
            var j = slash + 1
            // Groups opened and not closed; custom character classes (`[…]`) open, inside which
            // parentheses are plain characters; the last space or tab not escaped.
            var parens = 0
            var classes = 0
            var lastSpace = -1
            while j < n {
                let c = b[j]
                if c == 0x0A || c == 0x0D { return false }
                if c == UInt8(ascii: "\\") {
                    j += 2
                    continue
                }
                switch c {
                case UInt8(ascii: "/"):
                    // Not a regex when it would end in a space or tab, or on a comment's start.
                    let after = at(j + 1)
                    if lastSpace == j - 1 || after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { return false }
                    i = j + 1
                    addToken(.regexLiteral, start, i)
                    return true
                case UInt8(ascii: "["):
                    classes += 1
                case UInt8(ascii: "]"):
                    if classes > 0 { classes -= 1 }
                case UInt8(ascii: "(") where classes == 0:
                    parens += 1
                case UInt8(ascii: ")") where classes == 0:
                    // An unbalanced `)`: division inside parentheses, not a regex.
                    parens -= 1
                    if parens < 0 { return false }
                case 0x20, 0x09:
                    lastSpace = j
                default:
                    break
                }
                j += 1
            }
            return false
        }
        // Extended delimiters: multi-line when only whitespace follows `#/` on its line.
        var k = slash + 1
        while k < n && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
        let multiline = k >= n || b[k] == 0x0A || b[k] == 0x0D
        var j = slash + 1
        while j < n {
            let c = b[j]
            if !multiline && (c == 0x0A || c == 0x0D) { return false }
            if c == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if c == UInt8(ascii: "/") && closes(at: j + 1, pounds: pounds) {
                i = j + 1 + pounds
                let hasNewline = multiline
                addToken(.regexLiteral, start, i)
                if hasNewline { sawNewline = false }
                return true
            }
            j += 1
        }
        if multiline {
            problem(start, "unterminated regex literal")
            i = n
            addToken(.regexLiteral, start, n)
            return true
        }
        return false
    }

    @inline(__always) func closes(at k: Int, pounds: Int) -> Bool {
        guard k + pounds <= n else { return false }
        for j in 0..<pounds where b[k + j] != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: `#`

    static let maxPounds = 256

    mutating func lexPound() {
        var k = i
        while k < n && b[k] == UInt8(ascii: "#") { k += 1 }
        if at(k) != UInt8(ascii: "\"") && at(k) != UInt8(ascii: "/") {
            // Neither a raw string nor a regex literal follows: every `#` of the run is a token
            // of its own, made here at once (one at a time, each rescanned the run).
            while i < k {
                addToken(.pound, i, i + 1)
                i += 1
            }
            return
        }
        // Before a regex literal, each `#` may be tried with the rest of the run; past a few
        // hundred (more than any literal has), the extra ones are tokens of their own.
        while at(k) == UInt8(ascii: "/") && k - i > Self.maxPounds {
            addToken(.pound, i, i + 1)
            i += 1
        }
        let pounds = k - i
        if at(k) == UInt8(ascii: "\"") {
            let start = i
            i = k
            lexStringStart(pounds: pounds, start: start)
            return
        }
        if at(k) == UInt8(ascii: "/"), lexRegexIfPossible(pounds: pounds) { return }
        addToken(.pound, i, i + 1)
        i += 1
    }

    // MARK: Strings

    /// At the opening quote (raw `#`s, if any, start at `start`).
    mutating func lexStringStart(pounds: Int, start: Int) {
        if b[i] == UInt8(ascii: "'") {
            problem(start, "single-quoted string literal")
            i += 1
            addToken(.stringBegin, start, i)
            enterContext(.string(pounds: 0, multiline: false, singleQuote: true))
            return
        }
        // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
        let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && !(pounds > 0 && closes(at: i + 3, pounds: pounds))
        i += multiline ? 3 : 1
        addToken(.stringBegin, start, i)
        enterContext(.string(pounds: pounds, multiline: multiline, singleQuote: false))
    }

    mutating func lexStringBody(pounds: Int, multiline: Bool, singleQuote: Bool) {
        let segmentStart = i
        func flushSegment(_ end: Int, _ cursor: inout LexerCursor) {
            if end > segmentStart {
                cursor.stream.stringSegments.append(Token(kind: .stringSegment, start: UInt32(segmentStart), end: UInt32(end)))
            }
        }
        while i < n {
            // Most of a string's bytes end nothing: one table test each.
            while i < n && classes[Int(b[i])] & ByteClass.plainStringText != 0 { i += 1 }
            guard i < n else { break }
            let c = b[i]
            if c == UInt8(ascii: "\\") && !singleQuote {
                if closes(at: i + 1, pounds: pounds) {
                    let k = i + 1 + pounds
                    if at(k) == UInt8(ascii: "(") {
                        flushSegment(i, &self)
                        addToken(.interpolationBegin, i, k + 1)
                        i = k + 1
                        enterContext(.interpolation(parenDepth: 0))
                        return
                    }
                    if k < n && (b[k] == 0x0A || b[k] == 0x0D) && !multiline {
                        i = k
                        continue
                    }
                    if at(k) == UInt8(ascii: "u") && at(k + 1) == UInt8(ascii: "{") {
                        var j = k + 2
                        while j < n && b[j] != UInt8(ascii: "}") && b[j] != 0x0A && b[j] != UInt8(ascii: "\"") { j += 1 }
                        i = j < n && b[j] == UInt8(ascii: "}") ? j + 1 : j
                        continue
                    }
                    if at(k) == 0x0D && at(k + 1) == 0x0A {
                        i = k + 2
                        continue
                    }
                    i = min(n, k + 1)
                    continue
                }
                i += 1
                continue
            }
            if singleQuote && c == UInt8(ascii: "'") {
                flushSegment(i, &self)
                addToken(.stringEnd, i, i + 1)
                i += 1
                leaveContext()
                return
            }
            if c == UInt8(ascii: "\"") && !singleQuote {
                if multiline {
                    if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && closes(at: i + 3, pounds: pounds) {
                        flushSegment(i, &self)
                        addToken(.stringEnd, i, i + 3 + pounds)
                        i += 3 + pounds
                        leaveContext()
                        return
                    }
                } else if closes(at: i + 1, pounds: pounds) {
                    flushSegment(i, &self)
                    addToken(.stringEnd, i, i + 1 + pounds)
                    i += 1 + pounds
                    leaveContext()
                    return
                }
                i += 1
                continue
            }
            if (c == 0x0A || c == 0x0D) && !multiline {
                flushSegment(i, &self)
                problem(i, "unterminated string literal")
                leaveContext()
                return
            }
            i += 1
        }
        flushSegment(n, &self)
        problem(n, "unterminated string literal")
        leaveContext()
    }
}
