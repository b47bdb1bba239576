import XCTest
@testable import RuleKit

/// The cover fixes' offers, in order, and their edits on CRLF text (the fixtures are LF).
final class CoverFixTests: XCTestCase {
    func plan(_ text: String, unsafe: Bool = true) -> (plan: FixPlan, findings: [Finding], fixed: String) {
        let bytes = Array(text.utf8)
        let result = LintEngine().lint([LintInput(path: "Cover.swift", bytes: bytes)], jobs: 1)
        let plan = FixPlan.make(findings: result.findings, index: result.index, unsafe: unsafe) { _ in bytes }
        let edits = plan.files.first?.edits ?? []
        return (plan, result.findings, String(decoding: TextEdit.apply(edits, to: bytes), as: UTF8.self))
    }

    /// The offers for each finding of `rule`, by title.
    func offers(_ text: String, rule: String) -> [[String]] {
        let bytes = Array(text.utf8)
        let result = LintEngine().lint([LintInput(path: "Cover.swift", bytes: bytes)], jobs: 1)
        let source = SourceText(path: "Cover.swift", bytes: bytes)
        let mine = result.findings.filter { $0.ruleID == rule }
        return mine.map { finding in
            let context = FixContext(finding: finding, source: source, stream: Lexer.tokenize(bytes), lines: LineMap(bytes),
                                     facts: result.index.files[0], index: result.index, reportedInFile: result.findings)
            guard case let .offered(offers) = FixCatalog.answer(for: finding, in: context) else { return [] }
            return offers.map { "\($0.safety): \($0.title)" }
        }
    }

    static func cover(_ modifiers: String) -> String {
        """
        import SwiftUI

        struct Filters: View {
            @State private var shown = false
            var body: some View {
                Button("Filters") { shown = true }
                    .fullScreenCover(isPresented: $shown) {
                        Text("Filters")
        \(modifiers)
                            .padding()
                    }
            }
        }

        """
    }

    /// Detents (or any sheet-only modifier but `interactiveDismissDisabled`) in the cover: every
    /// finding of that cover prefers the sheet. Only `interactiveDismissDisabled`: removing it first.
    func testPreferredOfferFollowsWhatTheCoverAsksFor() {
        let detents = Self.cover("                    .presentationDetents([.medium])\n                    .interactiveDismissDisabled()")
        XCTAssertEqual(offers(detents, rule: "sheet-only-modifier-in-cover"), [
            ["unsafe: Present as a sheet", "unsafe: Remove `.presentationDetents(…)`, which has no effect in a full-screen cover"],
            ["unsafe: Present as a sheet", "unsafe: Remove `.interactiveDismissDisabled(…)`, which has no effect in a full-screen cover"],
        ])
        let dismiss = Self.cover("                    .interactiveDismissDisabled()")
        XCTAssertEqual(offers(dismiss, rule: "sheet-only-modifier-in-cover"), [
            ["unsafe: Remove `.interactiveDismissDisabled(…)`, which has no effect in a full-screen cover", "unsafe: Present as a sheet"],
        ])
    }

    /// A modifier alone on its line goes with its line break, `\r\n` included; the rename keeps CRLF.
    func testEditsKeepCRLFLines() {
        let dismiss = Self.cover("                    .interactiveDismissDisabled()").replacingOccurrences(of: "\n", with: "\r\n")
        let removed = plan(dismiss).fixed
        XCTAssertEqual(removed, dismiss.replacingOccurrences(of: "                    .interactiveDismissDisabled()\r\n", with: ""))
        XCTAssertNotEqual(removed, dismiss)
        let detents = Self.cover("                    .presentationDetents([.medium])").replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(plan(detents).fixed, detents.replacingOccurrences(of: ".fullScreenCover(", with: ".sheet("))
        XCTAssertEqual(plan(detents, unsafe: false).plan.files.count, 0)
    }

    /// settings-in-cover's safe rename and sheet-only-modifier-in-cover's unsafe one are one change:
    /// one plan fixes all three findings with one edit.
    func testOneRenameFixesBothRules() {
        let text = """
        import SwiftUI

        struct SettingsView: View {
            @AppStorage("sounds") private var sounds = true
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Form { Toggle("Sounds", isOn: $sounds); Button("Done") { dismiss() } } }
        }

        struct HomeView: View {
            @Binding var showSettings: Bool
            var body: some View {
                Button("Settings") { showSettings = true }
                    .fullScreenCover(isPresented: $showSettings) {
                        SettingsView()
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                    }
            }
        }

        """
        let (plan, findings, fixed) = plan(text)
        XCTAssertEqual(findings.map(\.ruleID).sorted(), ["settings-in-cover", "sheet-only-modifier-in-cover", "sheet-only-modifier-in-cover"])
        XCTAssertEqual(plan.fixableCount, 3, "\(plan.reasons)")
        XCTAssertEqual(plan.files.first?.edits.count, 1)
        XCTAssertEqual(fixed, text.replacingOccurrences(of: ".fullScreenCover(", with: ".sheet("))
        XCTAssertEqual(self.plan(text, unsafe: false).plan.fixableCount, 1)
    }
}
