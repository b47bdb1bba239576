/// A file's significant tokens with what a token-level fixer asks of them: text, brackets, lines
/// and the blanks around a token. Edits made from these are exact byte ranges of the file.
struct FixTokens {
    let source: SourceText
    let t: [Token]
    let lines: LineMap
    /// The rewriting fixers' reading of the same tokens (brackets, arguments, indentation).
    let shape: FixSource

    init(_ context: FixContext) {
        source = context.source
        t = context.stream.tokens
        lines = context.lines
        shape = FixSource(context)
    }

    var bytes: [UInt8] { source.bytes }

    func kind(_ i: Int) -> TokenKind? { i >= 0 && i < t.count ? t[i].kind : nil }
    func text(_ i: Int) -> String { source.text(of: t[i]) }
    func keyword(_ i: Int) -> Keyword { i >= 0 && i < t.count ? t[i].keyword : .none }

    /// The token is the identifier `name` (or a keyword spelled so: a property may be called `open`).
    func isName(_ i: Int, _ name: String) -> Bool {
        guard i >= 0 && i < t.count, t[i].kind == .identifier || t[i].kind == .keyword, t[i].length == name.utf8.count else { return false }
        return bytes[Int(t[i].start)..<Int(t[i].end)].elementsEqual(name.utf8)
    }

    func isText(_ i: Int, _ text: String) -> Bool {
        guard i >= 0 && i < t.count, t[i].length == text.utf8.count else { return false }
        return bytes[Int(t[i].start)..<Int(t[i].end)].elementsEqual(text.utf8)
    }

    /// The closing bracket of the `(`, `{` or `[` at `open`.
    func matching(_ open: Int) -> Int? {
        guard let k = kind(open), k == .leftParen || k == .leftBrace || k == .leftBracket else { return nil }
        return shape.closing(open)
    }

    /// The `{` of the innermost braces around token `i`, at or after `floor`.
    func enclosingBrace(of i: Int, floor: Int) -> Int? {
        var depth = 0
        var k = i - 1
        while k >= floor {
            if t[k].kind == .rightBrace { depth += 1 } else if t[k].kind == .leftBrace {
                if depth == 0 { return k }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// The identifier at `i` is a reference to the presenter's own member: bare or after `self.`,
    /// not another value's member (`model.show`) nor an argument label (`show:`).
    func isOwnReference(_ i: Int) -> Bool {
        if kind(i - 1) == .period { return keyword(i - 2) == .self && kind(i - 3) != .period }
        if kind(i + 1) == .colon, kind(i - 1) == .leftParen || kind(i - 1) == .comma { return false }
        return true
    }

    /// Where the reference at `i` starts: at `self` for `self.name`.
    func referenceStart(_ i: Int) -> Int { kind(i - 1) == .period ? i - 2 : i }

    func line(_ i: Int) -> Int { lines.position(of: t[i].start).line }

    func lineStart(_ line: Int) -> UInt32 { lines.lineStarts[line - 1] }

    /// The offset just past the line break ending `line` (the file's end for the last line).
    func nextLineStart(_ line: Int) -> UInt32 {
        line < lines.lineStarts.count ? lines.lineStarts[line] : UInt32(bytes.count)
    }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }

    /// Only blanks lie between the start of the token's line and the token.
    func startsLine(_ i: Int) -> Bool {
        var k = Int(lineStart(line(i)))
        while k < Int(t[i].start) {
            guard Self.isBlank(bytes[k]) else { return false }
            k += 1
        }
        return true
    }

    /// Only blanks (and, with `comment`, a `//` comment) lie between the token and its line's end.
    func endsLine(_ i: Int, allowingComment comment: Bool = false) -> Bool {
        var k = Int(t[i].end)
        while k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D {
            if comment, bytes[k] == UInt8(ascii: "/"), k + 1 < bytes.count, bytes[k + 1] == UInt8(ascii: "/") { return true }
            guard Self.isBlank(bytes[k]) else { return false }
            k += 1
        }
        return true
    }

    /// The blanks that open `line`.
    func indent(ofLine line: Int) -> Int {
        var k = Int(lineStart(line)), n = 0
        while k < bytes.count, Self.isBlank(bytes[k]) { k += 1; n += 1 }
        return n
    }

    /// The text of lines `first...last`, each with up to `width` of its opening blanks removed.
    func dedented(lines first: Int, _ last: Int, by width: Int) -> String {
        guard first <= last else { return "" }
        var out: [UInt8] = []
        for l in first...last {
            var k = Int(lineStart(l))
            let end = Int(nextLineStart(l))
            var removed = 0
            while removed < width, k < end, Self.isBlank(bytes[k]) { k += 1; removed += 1 }
            out += bytes[k..<end]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The fewest opening blanks of the non-blank lines `first...last`.
    func commonIndent(lines first: Int, _ last: Int) -> Int {
        guard first <= last else { return 0 }
        var least = Int.max
        for l in first...last {
            let range = lines.lineRange(l, in: bytes)
            if range.allSatisfy({ Self.isBlank(bytes[$0]) }) { continue }
            least = min(least, indent(ofLine: l))
        }
        return least == Int.max ? 0 : least
    }

    /// The text between two offsets, without blanks and line breaks at either end.
    func trimmed(_ start: UInt32, _ end: UInt32) -> String {
        var a = Int(start), b = Int(end)
        func blank(_ c: UInt8) -> Bool { Self.isBlank(c) || c == 0x0A || c == 0x0D }
        while a < b, blank(bytes[a]) { a += 1 }
        while b > a, blank(bytes[b - 1]) { b -= 1 }
        return String(decoding: bytes[a..<b], as: UTF8.self)
    }

    /// An edit removing tokens `first...last`: their whole lines when they stand alone there (a
    /// trailing `//` comment goes too), else the tokens with the `;` or blank that joins them to
    /// their neighbours.
    func removal(_ first: Int, _ last: Int, ruleID: String) -> TextEdit {
        if startsLine(first) && endsLine(last, allowingComment: true) {
            return TextEdit(start: lineStart(line(first)), end: nextLineStart(line(last)), replacement: "", ruleID: ruleID)
        }
        if kind(last + 1) == .semicolon {
            let end = last + 2 < t.count && line(last + 2) == line(last) ? t[last + 2].start : t[last + 1].end
            return TextEdit(start: t[first].start, end: end, replacement: "", ruleID: ruleID)
        }
        if kind(first - 1) == .semicolon, first >= 2 {
            return TextEdit(start: t[first - 2].end, end: t[last].end, replacement: "", ruleID: ruleID)
        }
        if kind(first - 1) == .leftBrace, last + 1 < t.count {
            return TextEdit(start: t[first].start, end: t[last + 1].start, replacement: "", ruleID: ruleID)
        }
        let start = first > 0 ? t[first - 1].end : t[first].start
        return TextEdit(start: start, end: t[last].end, replacement: "", ruleID: ruleID)
    }
}
