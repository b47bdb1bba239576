/// A view whose `body` shows a different screen per branch (`if mode.isPanel { … } else if … {
/// … } else { … }`, a `switch` over a parameter), as presented content's branches are split (see
/// `ContentScreens`): what each branch shows, where it begins, and what its conditions read. A
/// view presented in a cover is judged branch by branch with it (see `CoverMissingCloseRule`).
public struct BodyScreens: Sendable {
    /// The simple and qualified name of the type whose `body` it is.
    public var typeName: String
    public var qualifiedTypeName: String
    /// What every branch shares (the code around the branches), and each branch's own code.
    public var split: ContentScreens
    /// Where each screen's branch begins (its `if`, its `case`, the first statement of its `else`).
    public var spans: [SourceSpan]
    /// The names the branch conditions and `switch` subjects read, not after a dot (`readingMode`
    /// in `readingMode.isPanelMode`), repeats kept: whether the branch follows what the presenter
    /// hands in (a stored property without a wrapper) or state of the view's own.
    public var conditionNames: [String]
}

extension FactExtractor {
    /// Starts gathering the screens of a view's `body` about to be walked; false when the body
    /// is not one to split (a type nested in presented content).
    mutating func beginBodyScreens() -> Bool {
        guard screenCaptures.isEmpty, let top = typeStack.last, top.kind != .enum else { return false }
        screenCaptures.append(ScreenCapture(partDepth: screenPartDepth))
        return true
    }

    /// Ends what `beginBodyScreens` began: the branches, kept out of `summary` by the walk, are
    /// merged back into it (the member's summary is the whole body, as before), and recorded.
    mutating func endBodyScreens(_ summary: inout ScopeSummary) {
        let capture = screenCaptures.removeLast()
        guard !capture.screens.isEmpty, let top = typeStack.last else { return }
        var shared = summary
        shared.settleNavigationBar()
        let split = ContentScreens(shared: shared, screens: capture.screens)
        for screen in capture.screens { summary.merge(screen.summary) }
        facts.bodyScreens.append(BodyScreens(typeName: top.name, qualifiedTypeName: top.qualifiedName, split: split,
                                             spans: capture.places.map { span($0) }, conditionNames: capture.conditionNames))
    }

    /// The names read by the condition at the start of `range`, up to its opening brace, that do
    /// not follow a dot: `readingMode` and `isWeb` in `if readingMode.isPanelMode || isWeb {`.
    static func conditionNames(_ range: ByteRange, _ bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var k = Int(range.start)
        let end = min(Int(range.end), bytes.count)
        // The statement's own keyword (`if`, `switch`, `case`) is skipped with the keywords.
        while k < end, bytes[k] != UInt8(ascii: "{") {
            let b = bytes[k]
            guard Self.isIdentifierStart(b) else { k += 1; continue }
            let start = k
            while k < end, Self.isIdentifierStart(bytes[k]) || (bytes[k] >= 0x30 && bytes[k] <= 0x39) { k += 1 }
            var before = start - 1
            while before >= 0, bytes[before] == 0x20 { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ".") || bytes[before] == UInt8(ascii: "#") { continue }
            let word = String(decoding: bytes[start..<k], as: UTF8.self)
            if !Self.conditionKeywords.contains(word) { names.append(word) }
        }
        return names
    }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }

    static let conditionKeywords: Set<String> = ["if", "else", "switch", "case", "let", "var", "where", "is", "as", "true", "false", "nil", "self", "try", "await"]

    /// Where the first statement of `statements` begins, when it is an expression.
    static func firstStatementRange(_ statements: StmtList) -> ByteRange? {
        guard let first = statements.first else { return nil }
        if case let .expr(e) = first { return e.range }
        return nil
    }
}

extension ScopeSummary {
    /// Forgets the closing calls made since `before` (the closing methods and called names it
    /// had then): those of an `.onDisappear` handler, which runs after the presentation is gone.
    mutating func dropClosingCalls(keeping before: (closingMethods: NameSet, calledNames: NameSet)) {
        if closingMethods != before.closingMethods { closingMethods = before.closingMethods }
        for name in calledNames.sorted() where ScopeSummary.isClosingName(name) && !before.calledNames.contains(name) {
            calledNames.remove(name)
        }
    }
}
