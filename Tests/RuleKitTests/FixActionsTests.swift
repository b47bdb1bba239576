import XCTest
@testable import RuleKit

/// Fixers for these tests only (never registered in `FixCatalog`): a full-screen cover presenting
/// a screen with no way out (`cover-missing-close`) presented as a sheet instead, an unsafe fix.
enum CoverAsSheetTestFix: RuleFix {
    static let ruleID = "cover-missing-close"
    static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        guard let i = context.findingToken, context.source.text(of: context.stream.tokens[i]) == "fullScreenCover" else { return .notMine }
        let t = context.stream.tokens[i]
        return .offered([FixOffer(title: "Present as a sheet", safety: .unsafe, edits: [TextEdit(start: t.start, end: t.end, replacement: "sheet", ruleID: ruleID)])])
    }
}

/// The unsafe offer, then a safe one that changes nothing the rule reads (a comment).
enum CoverAsSheetOrCommentTestFix: RuleFix {
    static let ruleID = "cover-missing-close"
    static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        guard case let .offered(offers) = CoverAsSheetTestFix.answer(for: finding, in: context), let t = context.findingToken else { return .notMine }
        let at = context.stream.tokens[t].start - 1
        return .offered(offers + [FixOffer(title: "Say why it is a cover", safety: .safe,
                                           edits: [TextEdit(start: at, end: at, replacement: "/* no way out yet */", ruleID: ruleID)])])
    }
}

final class FixActionsTests: XCTestCase {
    /// Presents a screen with no way out in a full-screen cover, on a line with an emoji (two
    /// UTF-16 units, four bytes) and CJK (one unit, three bytes) before it; and reads the
    /// deprecated `presentationMode`, which the registered safe fix rewrites.
    static let wide = """
    import SwiftUI

    struct WideView: View {
        @Environment(\\.presentationMode) var presentationMode
        @State private var wide = false
        var body: some View {
            Text("😀 设置").fullScreenCover(isPresented: $wide) { StatsWall() }
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }
    """
    static let trapped = """
    import SwiftUI

    struct StatsWall: View {
        @State private var goal = ""
        var body: some View { TextField("Goal", text: $goal) }
    }
    """

    func project() -> LiveProject {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let files = [LintInput(path: "Wide.swift", bytes: Array(Self.wide.utf8)), LintInput(path: "StatsWall.swift", bytes: Array(Self.trapped.utf8))]
        project.load(count: files.count) { files[$0] }
        return project
    }

    /// The text of `document` with a code action's workspace edit applied, its positions read in `encoding`.
    func applying(_ action: JSONValue, to document: EditorDocument, encoding: PositionEncoding) -> String {
        let edits = (action[path: "edit", "changes", "file:///Wide.swift"]?.arrayValue ?? []).map { e -> TextEdit in
            func offset(_ key: String) -> UInt32 {
                let p = EditorPosition(line: e[path: "range", key, "line"]?.intValue ?? -1, character: e[path: "range", key, "character"]?.intValue ?? -1)
                return UInt32(document.offset(of: p, encoding: encoding))
            }
            return TextEdit(start: offset("start"), end: offset("end"), replacement: e["newText"]?.stringValue ?? "", ruleID: "")
        }
        XCTAssertFalse(edits.isEmpty)
        return String(decoding: TextEdit.apply(edits, to: document.bytes), as: UTF8.self)
    }

    func quickFixes(_ project: LiveProject, encoding: PositionEncoding, fixers: [any RuleFix.Type]) -> [JSONValue] {
        let findings = project.findings(in: "Wide.swift")
        return FixActions.quickFixes(for: findings, reported: findings, path: "Wide.swift", uri: "file:///Wide.swift",
                                     document: EditorDocument(text: Self.wide), index: project.index, encoding: encoding,
                                     fixers: fixers) { some in some.map { .string($0.ruleID) } }
    }

    /// Every offer is a quick fix, unsafe ones too; only a safe first offer is preferred; the
    /// edit's positions count in the client's encoding, after the emoji and CJK on the line.
    func testQuickFixesTakeKindAndPreferenceFromTheOffers() {
        let project = project()
        XCTAssertEqual(Set(project.findings(in: "Wide.swift").map(\.ruleID)), ["cover-missing-close", "deprecated-presentation-api", "state-bool-presentation"])
        let document = EditorDocument(text: Self.wide)
        let line = Self.wide.split(separator: "\n", omittingEmptySubsequences: false)[6]
        let prefix = line[..<line.range(of: "fullScreenCover")!.lowerBound]
        let expected: [PositionEncoding: Int] = [.utf8: prefix.utf8.count, .utf16: prefix.utf16.count, .utf32: prefix.unicodeScalars.count]
        XCTAssertEqual(Set(expected.values).count, 3)
        for encoding in PositionEncoding.allCases {
            let actions = quickFixes(project, encoding: encoding, fixers: [PresentationModeFix.self, CoverAsSheetOrCommentTestFix.self])
            XCTAssertEqual(actions.map { $0["title"]?.stringValue }, ["Use @Environment(\\.dismiss) instead of presentationMode", "Present as a sheet", "Say why it is a cover"])
            XCTAssertEqual(actions.map { $0["kind"]?.stringValue }, ["quickfix", "quickfix", "quickfix"])
            // The safe first offer is preferred; the unsafe first one and the safe second one are not.
            XCTAssertEqual(actions.map { $0["isPreferred"]?.boolValue }, [true, nil, nil])
            // Each names the finding it fixes (the declaration's finding lists the call it fixes too).
            XCTAssertEqual(actions[0]["diagnostics"], ["deprecated-presentation-api"])
            XCTAssertEqual(actions[1]["diagnostics"], ["cover-missing-close"])
            let edit = actions[1][path: "edit", "changes", "file:///Wide.swift"]?.arrayValue?.first
            XCTAssertEqual(edit?[path: "range", "start", "line"], .int(6))
            XCTAssertEqual(edit?[path: "range", "start", "character"]?.intValue, expected[encoding], "\(encoding)")
            XCTAssertEqual(edit?[path: "range", "end", "character"]?.intValue, expected[encoding]! + "fullScreenCover".count, "\(encoding)")
            XCTAssertEqual(applying(actions[1], to: document, encoding: encoding),
                           Self.wide.replacingOccurrences(of: ".fullScreenCover(", with: ".sheet("))
            XCTAssertEqual(applying(actions[0], to: document, encoding: encoding), Self.wide
                .replacingOccurrences(of: "(\\.presentationMode) var presentationMode", with: "(\\.dismiss) var dismiss")
                .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()"))
        }
        // An unsafe offer alone is offered, not preferred.
        let unsafe = quickFixes(project, encoding: .utf16, fixers: [CoverAsSheetTestFix.self])
        XCTAssertEqual(unsafe.count, 1)
        XCTAssertEqual(unsafe.first?["isPreferred"], nil)
        // The registered fixers: what the editor offers today.
        XCTAssertEqual(quickFixes(project, encoding: .utf16, fixers: FixCatalog.fixers).first?["isPreferred"], true)
    }

    /// Fix all takes the safe fixes only (the unsafe sheet stays a cover), checked by linting a
    /// copy of the project: the live project is left as it was.
    func testFixAllAppliesTheSafeFixesOnlyAndLeavesTheProjectAsItWas() throws {
        let project = project()
        let before = project.allFindings.map { "\($0.path):\($0.start.line) \($0.ruleID)" }.sorted()
        let document = EditorDocument(text: Self.wide)
        for encoding in PositionEncoding.allCases {
            let (action, rounds) = try XCTUnwrap(FixActions.fixAll(path: "Wide.swift", uri: "file:///Wide.swift", document: document, project: project,
                                                                     encoding: encoding, fixers: [PresentationModeFix.self, CoverAsSheetTestFix.self]))
            XCTAssertEqual(action["kind"], "source.fixAll.presentlint")
            XCTAssertEqual(action["title"], "Fix 1 presentlint finding with safe fixes")
            let fixed = applying(action, to: document, encoding: encoding)
            XCTAssertEqual(fixed, Self.wide
                .replacingOccurrences(of: "(\\.presentationMode) var presentationMode", with: "(\\.dismiss) var dismiss")
                .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()"))
            XCTAssertEqual(rounds.remaining.map(\.ruleID).sorted(), ["cover-missing-close", "state-bool-presentation"])
            // The check lints once (the round's lint is the check's), and a round that finds nothing lints no more.
            XCTAssertEqual(rounds.lints, 1)
        }
        XCTAssertEqual(project.allFindings.map { "\($0.path):\($0.start.line) \($0.ruleID)" }.sorted(), before)
        XCTAssertEqual(project.findings(in: "Wide.swift").count, 3)
    }

    /// What a fix is checked against: the live project linted with a file's text replaced gives
    /// what a lint of the project from scratch gives, and the live project stays as it was.
    func testALintedCopyMatchesALintFromScratchAndLeavesTheProject() {
        let project = project()
        func described(_ findings: [Finding]) -> [String] { findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" }.sorted() }
        let before = described(project.allFindings)
        let closable = Self.trapped.replacingOccurrences(of: "TextField(\"Goal\", text: $goal)",
                                                         with: "TextField(\"Goal\", text: $goal); Button(\"Close\") { dismiss() }")
            .replacingOccurrences(of: "    @State private var goal", with: "    @Environment(\\.dismiss) private var dismiss\n    @State private var goal")
        let linted = project.linted(replacing: ["StatsWall.swift": Array(closable.utf8)])
        let fresh = LintEngine().lint([LintInput(path: "Wide.swift", bytes: Array(Self.wide.utf8)), LintInput(path: "StatsWall.swift", bytes: Array(closable.utf8))], jobs: 1)
        XCTAssertEqual(described(linted.outcome.findings), described(fresh.findings))
        // The way out in the other file takes the cover's finding away.
        XCTAssertFalse(linted.outcome.findings.contains { $0.ruleID == "cover-missing-close" })
        XCTAssertEqual(described(project.allFindings), before)
        XCTAssertTrue(before.contains { $0.hasSuffix("cover-missing-close") })
    }

    /// A "safe" fix that leaves its finding is refused by the check: no fix-all action.
    func testFixAllIsCheckedByLintingAgain() {
        let project = project()
        let document = EditorDocument(text: Self.wide)
        XCTAssertNil(FixActions.fixAll(path: "Wide.swift", uri: "file:///Wide.swift", document: document, project: project,
                                       encoding: .utf16, fixers: [CoverAsSheetOrCommentTestFix.self]))
        // Nothing fixable at all: no lint is run.
        XCTAssertNil(FixActions.fixAll(path: "StatsWall.swift", uri: "file:///StatsWall.swift", document: EditorDocument(text: Self.trapped),
                                       project: project, encoding: .utf16))
    }

    func testKindsAskedFor() {
        XCTAssertTrue(FixActions.wants("source.fixAll.presentlint", only: nil))
        for only in [["source"], ["source.fixAll"], ["source.fixAll.presentlint"], ["quickfix", "source.fixAll"]] {
            XCTAssertTrue(FixActions.wants("source.fixAll.presentlint", only: only), "\(only)")
        }
        for only in [["quickfix"], ["source.organizeImports"], ["source.fix"], ["refactor"]] {
            XCTAssertFalse(FixActions.wants("source.fixAll.presentlint", only: only), "\(only)")
        }
        XCTAssertTrue(FixActions.wants("quickfix", only: ["quickfix"]))
        XCTAssertFalse(FixActions.wants("quickfix", only: ["source"]))
    }

    /// The edits sent for a text fixed in rounds turn the old text into the new one, and touch
    /// only what changed, never inside a character or a CRLF.
    func testDifferenceTurnsOneTextIntoTheOther() {
        func check(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) {
            let a = Array(old.utf8), b = Array(new.utf8)
            let edits = TextEdit.difference(from: a, to: b)
            XCTAssertEqual(String(decoding: TextEdit.apply(edits, to: a), as: UTF8.self), new, file: file, line: line)
            for e in edits {
                for at in [Int(e.start), Int(e.end)] where at > 0 && at < a.count {
                    XCTAssertFalse(a[at] & 0xC0 == 0x80 || (a[at - 1] == 13 && a[at] == 10), "\(old) → \(new): \(e)", file: file, line: line)
                }
            }
            if old == new { XCTAssertEqual(edits, [], file: file, line: line) }
        }
        check("a\nb\nc\n", "a\nB\nc\n")
        check("é\n", "è\n")
        check("x😀y", "x😁y")
        check("a\r\nb", "a\nb")
        check("a\r\nb\r\n", "a\r\nb\r\nc\r\n")
        check("", "new\n")
        check("old\n", "")
        check("same", "same")
        check("one\ntwo\nthree\n", "one\nthree\n")
        // Random edits of a text with multi-byte characters and CRLFs, replayable from the seed.
        var random = SplitMix64(state: 40)
        let pieces = ["a", "é", "😀", "设", "\n", "\r\n", " ", "presentationMode", "dismiss"]
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let at = Int.random(in: 0...new.count, using: &random)
                if Bool.random(using: &random) || new.isEmpty { new.insert(pieces.randomElement(using: &random)!, at: at) } else { new.remove(at: min(at, new.count - 1)) }
            }
            check(old.joined(), new.joined())
        }
    }
}
