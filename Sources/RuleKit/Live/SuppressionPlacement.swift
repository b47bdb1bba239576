/// Where the editor's "suppress on this line" fix can write its comment so that it is a comment:
/// never inside a string literal (a multi-line string closed on the finding's line,
/// `""").sheet(…)`, would show the comment in the app and suppress nothing) nor inside another
/// comment. Decided from the lexer's tokens.
public enum SuppressionPlacement: Equatable, Sendable {
    /// A `// presentlint:disable:next RULE` line inserted before the line.
    case lineAbove
    /// ` // presentlint:disable:this RULE` appended to the line.
    case endOfLine

    /// The placement for a finding on zero-based `line`: the line above when the line starts in
    /// code, else the end of the line when it ends in code; nil when neither is safe.
    public static func find(line: Int, in document: EditorDocument, stream: TokenStream) -> SuppressionPlacement? {
        let range = document.lineRange(line)
        let regions = Regions(stream)
        if !regions.contains(range.lowerBound, lineCommentsToo: false) { return .lineAbove }
        if !regions.contains(range.upperBound, lineCommentsToo: true) { return .endOfLine }
        return nil
    }

    /// The byte ranges where inserted text would not be code: string literals (from their opening
    /// delimiter to their closing one, interpolations included) and comments.
    struct Regions {
        var strings: [Range<Int>] = []
        var blockComments: [Range<Int>] = []
        var lineComments: [Range<Int>] = []

        init(_ stream: TokenStream) {
            var depth = 0
            var start = 0
            for token in stream.tokens {
                if token.kind == .stringBegin {
                    if depth == 0 { start = Int(token.start) }
                    depth += 1
                } else if token.kind == .stringEnd, depth > 0 {
                    depth -= 1
                    if depth == 0 { strings.append(start..<Int(token.end)) }
                }
            }
            // Unterminated: to the end of the file.
            if depth > 0 { strings.append(start..<Int.max) }
            for t in stream.trivia {
                switch t.kind {
                case .blockComment, .docBlockComment: blockComments.append(Int(t.start)..<Int(t.end))
                case .lineComment, .docLineComment: lineComments.append(Int(t.start)..<Int(t.end))
                default: break
                }
            }
        }

        /// Whether text inserted at `offset` would land inside a string or a comment (at the end
        /// of a line comment too, when `lineCommentsToo`).
        func contains(_ offset: Int, lineCommentsToo: Bool) -> Bool {
            func inside(_ ranges: [Range<Int>], closedEnd: Bool) -> Bool {
                // The last range starting before `offset` (they are in source order and disjoint).
                var lo = 0, hi = ranges.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if ranges[mid].lowerBound < offset { lo = mid + 1 } else { hi = mid }
                }
                guard lo > 0 else { return false }
                let r = ranges[lo - 1]
                return offset < r.upperBound || (closedEnd && offset == r.upperBound)
            }
            return inside(strings, closedEnd: false) || inside(blockComments, closedEnd: false)
                || (lineCommentsToo && inside(lineComments, closedEnd: true))
        }
    }
}
