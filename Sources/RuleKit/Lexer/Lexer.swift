/// A problem the lexer found (unterminated literal or comment, invalid byte). Never fatal.
public struct LexicalProblem: Equatable, Sendable {
    public var offset: UInt32
    public var message: String
    public init(offset: UInt32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The lexer's output for one file.
public struct TokenStream: Sendable {
    /// Significant tokens in source order.
    public var tokens: [Token] = []
    /// The literal text between a string's delimiters and interpolations (`.stringSegment`), kept
    /// apart so the parser never has to step over it.
    public var stringSegments: [Token] = []
    /// Comments, whitespace, line breaks, the shebang line and the BOM, in source order.
    /// Together with `tokens` and `stringSegments` they cover every byte of the file exactly once.
    public var trivia: [Trivia] = []
    public var problems: [LexicalProblem] = []
    public init() {}
}

public struct Trivia: Equatable, Sendable {
    /// `newline` is a line break (`\n`, `\r\n` or `\r`) with the horizontal space after it.
    public enum Kind: UInt8, Sendable {
        case whitespace, newline, lineComment, blockComment, docLineComment, docBlockComment, shebang, byteOrderMark
    }
    public var kind: Kind
    public var start: UInt32
    public var end: UInt32
    public init(kind: Kind, start: UInt32, end: UInt32) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    public var isComment: Bool {
        kind == .lineComment || kind == .blockComment || kind == .docLineComment || kind == .docBlockComment
    }
}

/// One pass over UTF-8 bytes. Never traps, never loops forever: unterminated constructs run to
/// the end of the file and are recorded in `problems`.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        // Offsets are 32-bit: a file of 4 GiB or more is reported, not lexed.
        guard bytes.count < Int(UInt32.max) else {
            var stream = TokenStream()
            stream.problems.append(LexicalProblem(offset: 0, message: "file is 4 GiB or larger; not analysed"))
            return stream
        }
        let capacity = LexerCursor.capacity(for: bytes.count)
        var problems: [LexicalProblem] = []
        var segments: [Token] = []
        var trivia: [Trivia] = []
        // The lexer writes into the arrays' own storage: no copy at the end.
        let tokens = [Token](unsafeUninitializedCapacity: capacity) { tokenBuffer, tokenCount in
            trivia = [Trivia](unsafeUninitializedCapacity: capacity) { triviaBuffer, triviaCount in
                bytes.withUnsafeBufferPointer { buffer in
                    LexerTables.with { tables in
                        var cursor = LexerCursor(buffer, tables: tables, tokens: tokenBuffer, trivia: triviaBuffer)
                        cursor.run()
                        if cursor.tokens.overflowed || cursor.trivia.overflowed {
                            cursor.problem(0, "internal error: token buffer full; tokens after it are missing")
                        }
                        tokenCount = cursor.tokens.count
                        triviaCount = cursor.trivia.count
                        problems = cursor.stream.problems
                        segments = cursor.stream.stringSegments
                    }
                }
            }
        }
        var stream = TokenStream()
        stream.tokens = tokens
        stream.trivia = trivia
        stream.stringSegments = segments
        stream.problems = problems
        return stream
    }
}

/// The lexer's tables (`ByteClass.table`, `KeywordTable.tables`) as plain pointers for one file's
/// pass: the hot loops then index them without bounds checks or reference counting.
struct LexerTables {
    let classes: UnsafePointer<UInt8>
    let starts: UnsafePointer<LexStart>

    static func with<R>(_ body: (LexerTables) -> R) -> R {
        ByteClass.table.withUnsafeBufferPointer { classes in
            ByteClass.starts.withUnsafeBufferPointer { starts in
                body(LexerTables(classes: classes.baseAddress!, starts: starts.baseAddress!))
            }
        }
    }
}
