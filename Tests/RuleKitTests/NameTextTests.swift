import XCTest
@testable import RuleKit

final class NameTextTests: XCTestCase {
    func testDottedComponents() {
        XCTAssertEqual("SwiftUI.State".lastDottedComponent, "State")
        XCTAssertEqual("State".lastDottedComponent, "State")
        XCTAssertEqual("a.b.".lastDottedComponent, "b")
        XCTAssertEqual(".".lastDottedComponent, ".")
        XCTAssertEqual("".lastDottedComponent, "")
        XCTAssertEqual("Modèle.Vue".lastDottedComponent, "Vue")
        XCTAssertEqual(".leading".lastDottedComponent, "leading")
        XCTAssertEqual("vm.sheet.isShown".firstDottedComponent, "vm")
        XCTAssertEqual("flag".firstDottedComponent, "flag")
        XCTAssertEqual(".x".firstDottedComponent, "x")
        XCTAssertEqual("modèle.vue".firstDottedComponent, "modèle")
        XCTAssertEqual("a..b".firstDottedComponent, "a")
        XCTAssertEqual("".firstDottedComponent, "")
        XCTAssertEqual("aVeryLongNameOfAViewModel.sheet".firstDottedComponent, "aVeryLongNameOfAViewModel")
    }

    /// The in-place last-component test agrees with comparing `lastDottedComponent`, for paths
    /// without a trailing dot (the fact pass never makes one) and names without a dot.
    func testHasLastDottedComponent() {
        let paths = ["route", "vm.route", "a.b.route", "vm.routes", "vm.myroute", "myroute", "route.x", "", "vm.", ".route",
                     "coordinator.isPresentingSheet", "Modèle.vue", "vue", "é.route"]
        let names = ["route", "vue", "isPresentingSheet", "x", "", "routes", "ute"]
        for path in paths where !path.hasSuffix(".") {
            for name in names {
                XCTAssertEqual(path.hasLastDottedComponent(name), !name.isEmpty && path.lastDottedComponent == name, "\(path) \(name)")
            }
        }
        XCTAssertFalse("vm.route".hasLastDottedComponent("vm.route"), "a dotted name is never a last component")
        XCTAssertTrue(StateWrite(target: "vm.route", value: .off).targetEnds(with: "route"))
        XCTAssertEqual(StateWrite(target: "vm.route", value: .off).name, "route")
    }

    /// The byte substring test agrees with `String.contains` on ASCII needles, at every position.
    func testContainsBytes() {
        let texts = ["", "V", "Vie", "View", "some View", "ViewBuilder", "AnyVie", "VVieww", "dismissSheet", "onDismiss",
                     "closeCover", "clos", "lose", "élose", "Modèle View", "ismis", "(() -> Void)?", "->", "-", "a.b", "vm.",
                     "FullScreenCoverProvider", "FullScreenCove", "AppFullScreenCover"]
        for text in texts {
            XCTAssertEqual(text.containsBytes("View"), text.contains("View"), text)
            XCTAssertEqual(text.containsBytes("ismiss"), text.contains("ismiss"), text)
            XCTAssertEqual(text.containsBytes("lose"), text.contains("lose"), text)
            XCTAssertEqual(text.containsBytes("->"), text.contains("->"), text)
            XCTAssertEqual(text.containsBytes("."), text.contains("."), text)
            XCTAssertEqual(text.containsBytes("FullScreenCover"), text.contains("FullScreenCover"), text)
        }
    }

    /// The byte path decides exactly as the `Character` path it replaced.
    func testCloseTitlesAgreeWithTheCharacterRule() {
        func reference(_ text: String) -> Bool {
            let lowered = text.lowercased()
            if lowered.hasPrefix("xmark") { return true }
            let firstWord = lowered.split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
            return FactExtractor.closeWords.contains(firstWord)
        }
        let samples = ["Close", "DONE", "  cancel order", "Dismiss", "dismissal", "xmark.circle.fill", "XMark", "xmar",
                       "Closet", "Save", "", "123", "1 Done", "Done!", "Cancel-all", "Schließen", "Fermer", "Cancelé",
                       "close\u{301}", "Ｃlose", "Go back", "closed", "\u{301}Done", "Done\u{FE0F}", "Done\u{200D}x",
                       "Close✓", "✕ Close", "Готово", "Cancel…", "…Done", "Dismiss 🙂", "🙂Close", "dOnE",
                       // ASCII to the end of the first word (the byte path), and just past it.
                       "Done2", "Cancel_x", "ok Close", "closeX", "  Dismiss  ", "x", "xmark", "XMARK.fill", "Closes",
                       "Cancels", "dismisss", "-- done --", "Done\u{301}", "close é", "done✓", "Close\n"]
        for s in samples {
            XCTAssertEqual(FactExtractor.isCloseTitle(s), reference(s), s)
        }
        XCTAssertTrue(FactExtractor.isCloseTitle("Done"))
        XCTAssertFalse(FactExtractor.isCloseTitle("Dismissal"))
    }
}

extension NameTextTests {
    func testUnquoted() {
        func unquoted(_ s: String) -> String {
            var s = s
            return s.withUTF8 { String(decoding: FactExtractor.unquoted($0), as: UTF8.self) }
        }
        XCTAssertEqual(unquoted("\"Close\""), "Close")
        XCTAssertEqual(unquoted("#\"x\"#"), "x")
        XCTAssertEqual(unquoted("##\"\"\"é\"\"\"##"), "é")
        XCTAssertEqual(unquoted("\"\""), "")
        XCTAssertEqual(unquoted("#"), "")
        XCTAssertEqual(unquoted("plain"), "plain")
    }

    /// Literals as written decide as their text does.
    func testCloseTitleOfQuotedLiterals() {
        for text in ["Close", "Done!", "xmark.circle", "Schließen", "Cancelé", "close\u{301}", "Save", "", "  Dismiss  ", "…Done"] {
            for (literal, inside) in [("\"\(text)\"", text), ("#\"\(text)\"#", text), ("\"\"\"\n\(text)\n\"\"\"", "\n\(text)\n")] {
                var bytes = literal
                XCTAssertEqual(bytes.withUTF8 { FactExtractor.isCloseTitle(trimmingQuotes: $0) }, FactExtractor.isCloseTitle(inside), literal)
            }
        }
    }
}

extension NameTextTests {
    func testBareTypeName() {
        XCTAssertEqual(TypeNames.bareTypeName("Recipe?"), "Recipe")
        XCTAssertEqual(TypeNames.bareTypeName("Recipe!"), "Recipe")
        XCTAssertEqual(TypeNames.bareTypeName("Store<Feature>?"), "Store")
        XCTAssertEqual(TypeNames.bareTypeName("Task<Void,Never>"), "Task")
        XCTAssertEqual(TypeNames.bareTypeName("Café"), "Café")
        XCTAssertEqual(TypeNames.bareTypeName("?"), "")
        XCTAssertEqual(TypeNames.bareTypeName(""), "")
    }
}

extension NameTextTests {
    func testWordSetMembershipByBytes() {
        let words: WordSet = ["sheet", "fullScreenCover", "é"]
        for w in ["sheet", "fullScreenCover", "é", String("xsheet".dropFirst())] { XCTAssertTrue(words.contains(w), w) }
        for w in ["sheeT", "sheets", "shee", "", "e", "fullScreenCovers", "popover"] { XCTAssertFalse(words.contains(w), w) }
        XCTAssertTrue(words.contains(utf8: Array("sheet".utf8)))
        XCTAssertFalse(words.contains(utf8: Array("cover".utf8)))
    }
}

/// Camel-case word splitting: the ASCII byte path agrees with the Unicode scalar path.
final class VocabularyWordsTests: XCTestCase {
    func testAsciiWordsAgreeWithScalarWords() {
        let fixed = ["", "A", "a", "AppSettingsView", "appSettings", "URLSettings", "settings2View", "Settings_View",
                     "HTTPServer", "my-settings.view", "__x", "9Lives", "ABC", "abc", "aB", "Ab", "a1B2c3", " Space Name "]
        for name in fixed {
            XCTAssertEqual(CamelCaseWords.ascii(name), CamelCaseWords.scalarWords(name), name)
        }
        XCTAssertEqual(CamelCaseWords.words("AppSettingsView"), ["app", "settings", "view"])
        XCTAssertEqual(CamelCaseWords.words("URLSettings"), ["urlsettings"])
        XCTAssertEqual(CamelCaseWords.words("ÄrgerSettings"), ["ärger", "settings"])
        XCTAssertNil(CamelCaseWords.ascii("ÄrgerSettings"))
        // Every printable ASCII byte, in seeded random names.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        for _ in 0..<20_000 {
            let length = Int(next() % 12)
            let name = String(decoding: (0..<length).map { _ in UInt8(0x20 + next() % 95) }, as: UTF8.self)
            XCTAssertEqual(CamelCaseWords.ascii(name), CamelCaseWords.scalarWords(name), name)
        }
    }

    /// Membership of a word (`WordSet.containsCamelCaseWord`, read in place) follows the same split
    /// as `CamelCaseWords.words`, and so does the closing-name test of the fact pass.
    func testWordMembershipAndClosingNamesFollowTheSameSplit() {
        let set: WordSet = ["debug", "view", "settings", "2"]
        for name in ["DebugMenuView", "debugMenu", "MyDEBUGView", "Settings_View", "settings2View", "URLSettings",
                     "Debugger", "x-view", "", "ÄrgerSettings", "viewDebug", "Ab2"] {
            let words = CamelCaseWords.words(name)
            XCTAssertEqual(CamelCaseWords.hasWord(name, in: set), words.contains(where: set.contains), name)
        }
        XCTAssertTrue(ScopeSummary.isClosingName("dismissCoverNow"))
        XCTAssertTrue(ScopeSummary.isClosingName("handle_close"))
        XCTAssertTrue(ScopeSummary.isClosingName("SchließenClose"))
        XCTAssertFalse(ScopeSummary.isClosingName("interactiveDismissDisabled"))
        XCTAssertFalse(ScopeSummary.isClosingName("dismissal"))
        XCTAssertFalse(ScopeSummary.isClosingName("closed"))
    }
}

/// Settings names and immersive flows: the byte paths agree with lowercased-string searches.
final class VocabularyMatchTests: XCTestCase {
    func testImmersiveMatchesLowercasedSearch() {
        func reference(_ name: String) -> Bool {
            let lowered = name.lowercased()
            return PresentationVocabulary.immersiveFragments.contains { lowered.contains($0) }
        }
        let fixed = ["CameraScreen", "VIDEOPlayer", "SettingsView", "LOGINView", "logi", "Lock", "ÜberCameraView", "ÄrgerSettings",
                     "", "x", "GAME", "PreferencesSheet", "SignInFlow", "Sign_InFlow", "OnboardinG"]
        for name in fixed { XCTAssertEqual(PresentationVocabulary.isImmersive(name), reference(name), name) }
        XCTAssertTrue(PresentationVocabulary.isImmersive("VIDEOPlayer"))
        XCTAssertFalse(PresentationVocabulary.isImmersive("SettingsView"))
        XCTAssertTrue(PresentationVocabulary.isImmersive("ÜberCameraView"))
        var state: UInt64 = 0x1A2B
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        let letters = Array("aAcCeEgGiIkKlLmMnNoOpPrRsStTvVwWyY_".utf8)
        for _ in 0..<20_000 {
            let name = String(decoding: (0..<Int(next() % 14)).map { _ in letters[Int(next() % UInt64(letters.count))] }, as: UTF8.self)
            XCTAssertEqual(PresentationVocabulary.isImmersive(name), reference(name), name)
        }
    }

    func testNameMatchesWindowsOfWords() {
        let patterns = ["Settings", "Preferences", "App Options"].map(CamelCaseWords.words)
        XCTAssertTrue(PresentationVocabulary.nameMatches("AppSettingsView", patternWords: patterns))
        XCTAssertTrue(PresentationVocabulary.nameMatches("MyAppOptionsScreen", patternWords: patterns))
        XCTAssertFalse(PresentationVocabulary.nameMatches("AppOptionView", patternWords: patterns))
        XCTAssertFalse(PresentationVocabulary.nameMatches("OptionsAppView", patternWords: patterns))
        XCTAssertFalse(PresentationVocabulary.nameMatches("SettingsGearIcon2", patternWords: [[]]))
        XCTAssertFalse(PresentationVocabulary.nameMatches("", patternWords: patterns))
    }
}

/// Built-in views kept as bits: every name has its own position, other names have none, and the
/// fact pass keeps a view in the ordered list only when it is not built in or takes a `$binding`.
final class BuiltInViewTests: XCTestCase {
    func testNameTablePositions() {
        let words = BuiltInViews.names.words
        XCTAssertEqual(Set(words).count, words.count)
        XCTAssertLessThanOrEqual(words.count, 128, "BuiltInViewSet holds 128 names")
        for (k, w) in words.enumerated() { XCTAssertEqual(BuiltInViews.positions.position(of: w), k, w) }
        for w in ["", "T", "Tex", "Texts", "text", "TEXT", "Text ", "MyView", "UnevenRoundedRectangleX", String(repeating: "A", count: 40), "Tëxt"] {
            XCTAssertNil(BuiltInViews.positions.position(of: w), w)
        }
        let table = NameTable(["a", "bb", "abcdefgh", "abcdefghi", "abcdefghijklmnopqrstuvwx"])
        XCTAssertEqual(table.position(of: "abcdefgh"), 2)
        XCTAssertEqual(table.position(of: "abcdefghi"), 3)
        XCTAssertEqual(table.position(of: "abcdefghijklmnopqrstuvwx"), 4)
        XCTAssertNil(table.position(of: "abcdefghijklmnopqrstuvw"))
        XCTAssertNil(table.position(of: "abcdefgh\0"))
    }

    func testSetNamesAndUnion() {
        var a = BuiltInViewSet(), b = BuiltInViewSet()
        XCTAssertTrue(a.isEmpty)
        let words = BuiltInViews.names.words
        a.insert(position: words.count - 1)
        b.insert(position: 0)
        b.insert(position: 3)
        a.formUnion(b)
        XCTAssertEqual(a.names, [words[0], words[3], words[words.count - 1]])
        XCTAssertTrue(a.contains(words[3]))
        XCTAssertFalse(a.contains(words[1]))
        XCTAssertFalse(a.contains("MyView"))
    }

    func testFactsKeepBuiltInViewsAsNames() {
        let source = SourceText(path: "V.swift", text: """
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    Text("a")
                    Toggle("t", isOn: $on)
                    Row(title: "x")
                    Text("b")
                    SwiftUI.Image(systemName: "x")
                }
            }
        }
        """)
        let facts = Analysis.facts(source)
        let body = try! XCTUnwrap(facts.types.first?.members.first { $0.name == "body" })
        XCTAssertEqual(body.summary.views.map(\.typeName), ["Toggle", "Row"])
        XCTAssertEqual(body.summary.views.first?.bindingArguments, ["isOn": "on"])
        XCTAssertEqual(Set(body.summary.builtInViews.names), ["VStack", "Text", "Image"])
    }
}

/// Sequence operators classified on their bytes as the string tests did.
final class SequenceOperatorTests: XCTestCase {
    func testClassificationMatchesStringTests() {
        func reference(_ op: String) -> (assignment: Bool, kind: String) {
            let assignment = op == "=" || op.hasSuffix("=") && op != "==" && op != "!=" && op != "<=" && op != ">="
            switch op {
            case "=": return (assignment, "assign")
            case "??": return (assignment, "coalesce")
            case "!=", "==": return (assignment, "equality")
            case "?": return (assignment, "ternary")
            default: return (assignment, "other")
            }
        }
        for op in ["=", "==", "!=", "===", "!==", "<=", ">=", "+=", "-=", "*=", "??", "?", "??=", "<", ">", "+", "&&", "||",
                   "...", "..<", "~=", "&+=", "<<=", ">>=", "", "=>", "?:", "≠", "⊕="] {
            var bytes = op
            let kind = bytes.withUTF8 { FactExtractor.SequenceOperator($0) }
            let name: String
            switch kind {
            case .assign: name = "assign"
            case .coalesce: name = "coalesce"
            case .equality: name = "equality"
            case .ternary: name = "ternary"
            case .compoundAssign, .other: name = "other"
            }
            let isAssignment = kind == .assign || kind == .compoundAssign
            XCTAssertEqual(isAssignment, reference(op).assignment, op)
            XCTAssertEqual(name, reference(op).kind, op)
        }
    }

    /// The fact pass's dedupe of an action's changes agrees with sorting a set of them.
    func testDistinctWritesMatchesSortedSet() {
        var generator = RobustnessTests.SeededGenerator(state: 11)
        let pool = ["a", "b", "show", "selected", "é", "Z", "showDetail", "", "vm.show", "model.vm.a", "x.b"]
        let values: [StateWrite.Value] = [.on, .off, .toggle, .unknown]
        for _ in 0..<500 {
            let presence: [[String]] = [[], [], ["a"], ["vm.show"], ["a", "vm.show"], ["vm.show", "a"]]
            let writes = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                var write = StateWrite(target: pool.randomElement(using: &generator)!, value: values.randomElement(using: &generator)!,
                                       mayBeNil: Bool.random(using: &generator), isMethodResult: Bool.random(using: &generator),
                                       isDeferred: Bool.random(using: &generator), isInHandedClosure: Bool.random(using: &generator),
                                       closesItsPresentation: Bool.random(using: &generator))
                write.whilePresent = presence.randomElement(using: &generator)!
                return write
            }
            let distinct = FactExtractor.distinctWrites(writes)
            XCTAssertEqual(distinct.count, Set(writes).count, "\(writes)")
            XCTAssertEqual(Set(distinct), Set(writes))
            XCTAssertEqual(distinct.map(\.name), distinct.map(\.name).sorted())
        }
    }
}
