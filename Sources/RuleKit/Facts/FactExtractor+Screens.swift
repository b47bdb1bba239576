/// What presented content shows screen by screen: the branches that are screens of their own,
/// and the ways out that belong to nested presentations.
extension FactExtractor {
    /// An open presentation content gathering its screens (see `ContentScreens`).
    struct ScreenCapture {
        /// `screenPartDepth` when the content began: branches deeper than that are parts of a screen.
        var partDepth: Int
        var screens: [ContentScreen] = []
        /// False while a captured branch is walked: branches inside it belong to its screen.
        var isOpen = true
        /// Where each screen's branch begins, and the names its condition reads (see `BodyScreens`);
        /// kept only for a view's `body`.
        var places: [ByteRange] = []
        var conditionNames: [String] = []
    }

    /// Views whose closures hold a whole screen (`NavigationStack { switch route { … } }`); in any
    /// other view's closures (a `ForEach` row, a `Button` label, a project's own container) a
    /// branch shows part of a screen.
    static let screenContainers: WordSet = [
        "NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "ScrollView", "GeometryReader",
    ]

    /// Whether a branch met now, in `mode`, is one of the open content's screens.
    func capturesScreens(_ mode: Mode) -> Bool {
        guard mode == .view, let capture = screenCaptures.last else { return false }
        return capture.isOpen && capture.partDepth == screenPartDepth
    }

    /// Walks `body` as one captured screen's code: branches inside it are not screens of their own.
    mutating func walkScreen(_ body: (inout FactExtractor, inout ScopeSummary) -> Void) -> ScopeSummary {
        var summary = ScopeSummary()
        screenCaptures[screenCaptures.count - 1].isOpen = false
        body(&self, &summary)
        screenCaptures[screenCaptures.count - 1].isOpen = true
        return summary
    }

    mutating func addScreen(_ name: String, _ summary: ScopeSummary, at place: ByteRange, condition: ByteRange? = nil,
                            shownWhileAbsent: [String] = []) {
        let top = screenCaptures.count - 1
        var summary = summary
        summary.settleNavigationBar()
        screenCaptures[top].screens.append(ContentScreen(name: name, summary: summary, isSystemFallback: fallbackDepth > 0,
                                                         shownWhileAbsent: shownWhileAbsent))
        screenCaptures[top].places.append(place)
        if let condition { screenCaptures[top].conditionNames.append(contentsOf: Self.conditionNames(condition, source.bytes)) }
    }

    /// The `rootView:` of a hosting controller (`UIHostingController(rootView: X())`, its
    /// `.init(rootView:)`, a subclass's `super.init(rootView:)`): a screen UIKit shows, walked as
    /// presented content.
    mutating func hostScreen(_ value: Expr) {
        var content = ScopeSummary()
        presentationDepth += 1
        walkOperand(value, .view, &content)
        presentationDepth -= 1
        content.settleNavigationBar()
        facts.hostedScreens.append(HostedScreen(content: content, enclosingType: currentTypeName))
    }

    /// The path of the state a presentation is bound to (`show`, `model.isPlayerOpen`).
    static func statePath(_ binding: PresentationBinding) -> String? {
        switch binding {
        case let .property(name): return name
        case let .member(base, name): return base + "." + name
        case .constant, .other: return nil
        }
    }

    /// `if #available(iOS 17, *)` for the `if` at `range`: its text up to the opening brace, on
    /// one line, shortened past 48 bytes.
    func branchName(_ range: ByteRange) -> String {
        let bytes = source.bytes
        var text: [UInt8] = []
        var k = Int(range.start)
        var lastWasSpace = false
        while k < Int(range.end), bytes[k] != UInt8(ascii: "{") {
            let b = bytes[k]
            let space = b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
            if !(space && lastWasSpace) { text.append(space ? 0x20 : b) }
            lastWasSpace = space
            k += 1
        }
        while text.last == 0x20 { text.removeLast() }
        if text.count > 48 {
            text.removeSubrange(45...)
            while let last = text.last, last & 0xC0 == 0x80 { text.removeLast() }   // not inside a character
            if let last = text.last, last >= 0xC0 { text.removeLast() }
            text += Array("…".utf8)
        }
        return "`" + String(decoding: text, as: UTF8.self) + "`"
    }

    /// ``case `.settings` ``, ``case `.a`, `.b` ``, `` `default` ``.
    static func caseScreenName(_ c: SwitchStmt.Case) -> String {
        let names = c.patterns.compactMap(caseName)
        if c.isDefault || names.isEmpty { return c.isDefault ? "`default`" : "a case" }
        return "case " + names.map { "`.\($0)`" }.joined(separator: ", ")
    }
}

extension ScopeSummary {
    /// Drops the close buttons, `dismiss()` calls and views of a nested presentation's content:
    /// they close (or are) that presentation, not the one presenting it; the helpers it names are
    /// parts of that presentation (`presentedRefs`). A callback it calls (`onClose()`) may be the
    /// presenter's own, and state it turns off may be too: they stay. An alert or a confirmation
    /// dialog is no screen: its buttons run in the view showing it, whose `dismiss()` they call
    /// (`keepingDismissCalls`); its `Cancel` still closes only the alert.
    mutating func removeWaysOut(keepingDismissCalls: Bool) {
        hasCloseAffordance = false
        if !keepingDismissCalls {
            closingMethods.remove("dismiss")   // `presentationMode.wrappedValue.dismiss()`
            calledNames.remove("dismiss")
        }
        // The views it shows are its screens, with their own ways out (and their own findings).
        views = []
        builtInViews = BuiltInViewSet()
        presentedRefs.formUnion(memberRefs)
        memberRefs = NameSet()
    }
}
