import XCTest
@testable import RuleKit

final class FixTests: XCTestCase {
    let legacy = """
    struct Legacy: View {
        @Environment(\\.presentationMode) private var presentationMode
        var body: some View {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
                .onTapGesture { self.presentationMode.wrappedValue.dismiss() }
        }
    }
    """

    func tokenTexts(_ bytes: [UInt8], excluding ranges: [Range<Int>]) -> [String] {
        let source = SourceText(path: "x", bytes: bytes)
        return Lexer.tokenize(bytes).tokens.filter { t in
            !ranges.contains { $0.overlaps(Int(t.start)..<Int(t.end)) }
        }.map { source.text(of: $0) }
    }

    /// A use suppressed on its own line (`disable:this`, `disable:next`, or in a `disable` region)
    /// is one the fix may not rewrite, and the declaration cannot change without it: the fix gives
    /// up on the file, in the CLI and in the language server alike. A suppression of another rule
    /// changes nothing.
    func testSuppressedUsesKeepTheDeclaration() {
        func edits(_ text: String) -> [TextEdit] {
            let bytes = Array(text.utf8)
            return PresentationModeFix.edits(source: SourceText(path: "x", bytes: bytes), stream: Lexer.tokenize(bytes))
        }
        let this = legacy.replacingOccurrences(of: "Button(\"Close\") { presentationMode.wrappedValue.dismiss() }",
                                               with: "Button(\"Close\") { presentationMode.wrappedValue.dismiss() } // presentlint:disable:this deprecated-presentation-api")
        XCTAssertNotEqual(this, legacy)
        XCTAssertEqual(edits(this), [])
        let next = legacy.replacingOccurrences(of: "            .onTapGesture",
                                               with: "            // presentlint:disable:next deprecated-presentation-api\n            .onTapGesture")
        XCTAssertNotEqual(next, legacy)
        XCTAssertEqual(edits(next), [])
        let declaration = legacy.replacingOccurrences(of: "private var presentationMode",
                                                      with: "private var presentationMode // presentlint:disable:this all")
        XCTAssertEqual(edits(declaration), [])
        let region = legacy.replacingOccurrences(of: "    var body", with: "    // presentlint:disable deprecated-presentation-api\n    var body")
        XCTAssertEqual(edits(region), [])
        let other = legacy.replacingOccurrences(of: "            .onTapGesture",
                                                with: "            // presentlint:disable:next state-bool-presentation\n            .onTapGesture")
        XCTAssertEqual(edits(other).count, 4)
        XCTAssertEqual(edits(legacy).count, 4)
    }

    func testFixChangesOnlyTheEditedTokensAndIsIdempotent() {
        let bytes = Array(legacy.utf8)
        let edits = PresentationModeFix.edits(source: SourceText(path: "x", bytes: bytes), stream: Lexer.tokenize(bytes))
        XCTAssertEqual(edits.count, 4)
        let fixed = TextEdit.apply(edits, to: bytes)
        XCTAssertEqual(String(decoding: fixed, as: UTF8.self), legacy
            .replacingOccurrences(of: "\\.presentationMode) private var presentationMode", with: "\\.dismiss) private var dismiss")
            .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()"))
        // Outside the edits, the token streams agree.
        var newRanges: [Range<Int>] = []
        var shift = 0
        for e in edits.sorted(by: { $0.start < $1.start }) {
            let start = Int(e.start) + shift
            newRanges.append(start..<start + e.replacement.utf8.count)
            shift += e.replacement.utf8.count - Int(e.end - e.start)
        }
        XCTAssertEqual(tokenTexts(bytes, excluding: edits.map { Int($0.start)..<Int($0.end) }), tokenTexts(fixed, excluding: newRanges))
        let second = PresentationModeFix.edits(source: SourceText(path: "x", bytes: fixed), stream: Lexer.tokenize(fixed))
        XCTAssertEqual(second, [])
    }

    func testNoFixWhenTypedOrUsedOtherwiseOrClashing() {
        let typed = legacy.replacingOccurrences(of: "var presentationMode", with: "var presentationMode: Binding<PresentationMode>")
        let other = legacy.replacingOccurrences(of: "Button(\"Close\")", with: "Text(\"\\(presentationMode.wrappedValue.isPresented)\")\n        Button(\"Close\")")
        let clash = legacy + "\nfunc dismiss() {}\n"
        for text in [typed, other, clash] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(PresentationModeFix.edits(source: SourceText(path: "x", bytes: bytes), stream: Lexer.tokenize(bytes)), [], text)
        }
        let bytes = Array(legacy.utf8)
        XCTAssertEqual(PresentationModeFix.edits(source: SourceText(path: "x", bytes: bytes), stream: Lexer.tokenize(bytes), typesExtendedElsewhere: ["Legacy"]), [])
    }

    /// A declaration the rule does not report (kept for an availability fallback or in a deprecated
    /// shim) keeps the whole file unfixed: the fix rewrites every declaration it finds or none.
    func testNoFixWhenTheRuleReportsFewerDeclarations() {
        let fallback = """
        struct Older: View {
            @Environment(\\.presentationMode) private var presentationMode
            var body: some View {
                if #available(iOS 15, *) { Text("new") } else { Button("Close") { presentationMode.wrappedValue.dismiss() } }
            }
        }
        """
        let bytes = Array((legacy + "\n" + fallback).utf8)
        let source = SourceText(path: "x", bytes: bytes)
        let stream = Lexer.tokenize(bytes)
        let facts = FileFacts.extract(source: source, tokens: stream, syntax: Parser.parse(stream, source: source))
        let reported = facts.deprecatedUses.filter { $0.kind == .presentationModeEnvironment }.count
        XCTAssertEqual(reported, 1)
        XCTAssertEqual(PresentationModeFix.edits(source: source, stream: stream, reportedDeclarations: reported), [])
        XCTAssertEqual(PresentationModeFix.edits(source: source, stream: stream, reportedDeclarations: 2).count, 7)
    }

    func testUnifiedDiff() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
        let new = Array("a\nb\nc\nD\ne\nf\ng\nh\n".utf8)
        XCTAssertEqual(UnifiedDiff.make(path: "p.swift", old: old, new: new), "--- a/p.swift\n+++ b/p.swift\n@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n")
        XCTAssertEqual(UnifiedDiff.make(path: "p.swift", old: old, new: old), "")
    }

    /// A CRLF file's diff shows the changed line alone, not the whole file as one line.
    func testUnifiedDiffOfCRLFLines() {
        let old = Array("a\r\nb\r\nc\r\nd\r\ne\r\nf\r\ng\r\nh\r\n".utf8)
        let new = Array("a\r\nb\r\nc\r\nD\r\ne\r\nf\r\ng\r\nh\r\n".utf8)
        XCTAssertEqual(UnifiedDiff.make(path: "p.swift", old: old, new: new),
                       "--- a/p.swift\n+++ b/p.swift\n@@ -1,7 +1,7 @@\n a\r\n b\r\n c\r\n-d\r\n+D\r\n e\r\n f\r\n g\r\n")
    }
}
