/// What the rewriting fixers read of a file's tokens: matching brackets, a call's arguments, text
/// between tokens as written, and the file's own indentation and line breaks, so that what they
/// write looks as if the file's author had written it.
///
/// A piece of the old code a fix keeps (an argument, a closure) is copied byte for byte, comments
/// in it included; only its indentation moves with it (`reindented`), each line after its first by
/// as much as its first line moves.
struct FixSource {
    let source: SourceText
    let stream: TokenStream

    init(_ context: FixContext) {
        source = context.source
        stream = context.stream
    }

    init(source: SourceText, stream: TokenStream) {
        self.source = source
        self.stream = stream
    }

    var tokens: [Token] { stream.tokens }
    var count: Int { stream.tokens.count }

    func kind(_ i: Int) -> TokenKind? { i >= 0 && i < count ? stream.tokens[i].kind : nil }
    func isWord(_ i: Int, _ w: StaticString) -> Bool { i >= 0 && i < count && source.matches(stream.tokens[i], w) }
    func word(_ i: Int) -> String { source.text(of: stream.tokens[i]) }

    /// The text from the start of token `first` to the end of token `last`, as written.
    func text(_ first: Int, _ last: Int) -> String { source.text(stream.tokens[first].start, stream.tokens[last].end) }

    /// The token closing the bracket (`(`, `[`, `{`, or an interpolation's `\(`) opened at `open`.
    func closing(_ open: Int) -> Int? {
        var depth = 0
        var i = open
        while i < count {
            switch stream.tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationBegin: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                depth -= 1
                if depth == 0 { return i }
                if depth < 0 { return nil }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// One argument of a call or element of a list: its label (nil when it has none) and the
    /// tokens of its value, `first...last`.
    struct Argument {
        var label: String?
        var first: Int
        var last: Int
    }

    /// The arguments between the bracket at `open` and its closing one (a trailing comma allowed),
    /// or nil when the brackets do not match or an argument is empty. `labels: false` reads list
    /// elements, where `a: b` is a dictionary entry, not a label.
    func arguments(_ open: Int, labels: Bool = true) -> (list: [Argument], close: Int)? {
        guard let close = closing(open) else { return nil }
        var list: [Argument] = []
        var start = open + 1
        var i = open + 1
        while i <= close {
            if i == close || stream.tokens[i].kind == .comma {
                if i == start {
                    // Empty: only a trailing comma, or nothing at all, may be.
                    guard i == close, list.isEmpty || stream.tokens[i - 1].kind == .comma else { return nil }
                    break
                }
                var argument = Argument(label: nil, first: start, last: i - 1)
                if labels, i - start >= 3, kind(start + 1) == .colon,
                   kind(start) == .identifier || kind(start) == .keyword || kind(start) == .backtickIdentifier {
                    argument = Argument(label: word(start), first: start + 2, last: i - 1)
                }
                list.append(argument)
                start = i + 1
                i += 1
                continue
            }
            switch stream.tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationBegin:
                guard let end = closing(i), end < close else { return nil }
                i = end + 1
            default:
                i += 1
            }
        }
        return (list, close)
    }

    /// The string literal `"…"` of `Text("…")` spanning `first...last` (its one argument, with or
    /// without interpolations): a title or label the new API takes as written. Nil for any other
    /// `Text` (`verbatim:`, a table, a variable, modifiers after it).
    func textLiteral(_ first: Int, _ last: Int) -> String? {
        guard isWord(first, "Text"), kind(first + 1) == .leftParen, closing(first + 1) == last,
              kind(first + 2) == .stringBegin, let end = stringEnd(first + 2), end == last - 1 else { return nil }
        return text(first + 2, end)
    }

    /// The `stringEnd` of the literal that begins at `begin`.
    func stringEnd(_ begin: Int) -> Int? {
        var i = begin + 1
        while i < count {
            switch stream.tokens[i].kind {
            case .stringEnd: return i
            case .interpolationBegin:
                guard let end = closing(i) else { return nil }
                i = end + 1
            default: return nil
            }
        }
        return nil
    }

    // MARK: Layout

    /// The offset of the first byte of the line holding `offset`.
    func lineStart(_ offset: UInt32) -> Int {
        var i = Int(offset)
        while i > 0, source.bytes[i - 1] != 0x0A, source.bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: UInt32) -> String {
        let start = lineStart(offset)
        var end = start
        while end < source.bytes.count, source.bytes[end] == 0x20 || source.bytes[end] == 0x09 { end += 1 }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }

    /// The line break the file uses at the line holding `offset` (`\r\n` or `\n`).
    func lineBreak(near offset: UInt32) -> String {
        var i = Int(offset)
        let b = source.bytes
        while i < b.count, b[i] != 0x0A { i += 1 }
        if i < b.count { return i > 0 && b[i - 1] == 0x0D ? "\r\n" : "\n" }
        return b.contains(0x0D) ? "\r\n" : "\n"
    }

    /// One level of indentation as the file writes it: the step by which a line most often goes
    /// deeper than the line before it (a tab in a file indented with tabs), four spaces when the
    /// file never goes deeper.
    var indentUnit: String {
        var steps: [String: Int] = [:]
        var previous: String?
        for token in stream.tokens where token.flags.contains(.atLineStart) && token.kind != .stringEnd {
            let indent = indentation(ofLineAt: token.start)
            if let p = previous, indent.utf8.count > p.utf8.count, indent.utf8.starts(with: p.utf8) {
                steps[String(decoding: indent.utf8.dropFirst(p.utf8.count), as: UTF8.self), default: 0] += 1
            }
            previous = indent
        }
        return steps.max { $0.value < $1.value || ($0.value == $1.value && $0.key.utf8.count > $1.key.utf8.count) }?.key ?? "    "
    }

    /// The text of `first...last` written from the start of a line indented `indent` (the first
    /// line is returned without indentation), every line after its first moved by the same
    /// amount: the lines keep their layout relative to one another, and to the least indented of
    /// them and the line the piece starts on, which comes to `indent` (a closure whose body and
    /// `}` sit left of the `{` that opens it mid-line is laid out under its first line). Nil when
    /// the lines' indentation shares no common prefix (tabs and spaces mixed), which no uniform
    /// move keeps (a multi-line string's content could change).
    func reindented(_ first: Int, _ last: Int, to indent: String) -> String? {
        let bytes = source.bytes[Int(stream.tokens[first].start)..<Int(stream.tokens[last].end)]
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        func leading(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> { line.prefix { $0 == 0x20 || $0 == 0x09 } }
        let firstIndent = Array(indentation(ofLineAt: stream.tokens[first].start).utf8)
        var old = ArraySlice(firstIndent)
        for line in lines.dropFirst() where !isBlank(line) && leading(line).count < old.count { old = leading(line) }
        guard firstIndent.starts(with: old) else { return nil }
        var out = Array(lines[0])
        for line in lines.dropFirst() {
            out.append(0x0A)
            if isBlank(line) {
                out += line
            } else if line.starts(with: old) {
                out += Array(indent.utf8) + line.dropFirst(old.count)
            } else {
                return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a comment lies in `range` outside every one of `kept` (byte ranges a fix copies):
    /// one the fix would lose.
    func losesComment(in range: Range<UInt32>, keeping kept: [Range<UInt32>]) -> Bool {
        stream.trivia.contains { t in
            t.isComment && t.start >= range.lowerBound && t.end <= range.upperBound
                && !kept.contains { $0.lowerBound <= t.start && t.end <= $0.upperBound }
        }
    }

    /// The byte range of tokens `first...last`.
    func range(_ first: Int, _ last: Int) -> Range<UInt32> { stream.tokens[first].start..<stream.tokens[last].end }
}

/// Why a fixer leaves a shape as it is: one clause a user can act on (`--fix` prints it).
struct Refused: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
