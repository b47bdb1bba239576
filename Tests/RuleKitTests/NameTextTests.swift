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

    /// The byte substring test agrees with `String.contains` on ASCII needles, at every position.
    func testContainsBytes() {
        let texts = ["", "V", "Vie", "View", "some View", "ViewBuilder", "AnyVie", "VVieww", "dismissSheet", "onDismiss",
                     "closeCover", "clos", "lose", "élose", "Modèle View", "ismis"]
        for text in texts {
            XCTAssertEqual(FactExtractor.containsBytes(text, "View"), text.contains("View"), text)
            XCTAssertEqual(FactExtractor.containsBytes(text, "ismiss"), text.contains("ismiss"), text)
            XCTAssertEqual(FactExtractor.containsBytes(text, "lose"), text.contains("lose"), text)
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
    func testTrimmingQuotes() {
        XCTAssertEqual("\"Close\"".trimmingQuotes(), "Close")
        XCTAssertEqual("#\"x\"#".trimmingQuotes(), "x")
        XCTAssertEqual("##\"\"\"é\"\"\"##".trimmingQuotes(), "é")
        XCTAssertEqual("\"\"".trimmingQuotes(), "")
        XCTAssertEqual("#".trimmingQuotes(), "")
        XCTAssertEqual("plain".trimmingQuotes(), "plain")
    }
}

extension NameTextTests {
    func testBareTypeName() {
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("Recipe?"), "Recipe")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("Recipe!"), "Recipe")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("Store<Feature>?"), "Store")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("Task<Void,Never>"), "Task")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("Café"), "Café")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName("?"), "")
        XCTAssertEqual(PreferItemBindingRule.bareTypeName(""), "")
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
