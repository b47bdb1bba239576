import Foundation
import XCTest
@testable import RuleKit

/// What the language server is built on: message framing, positions in the client's encoding,
/// incremental edits, the JSON it writes, and the project kept current one file at a time.
final class LanguageServerSupportTests: XCTestCase {
    // MARK: Framing

    func testFramesSplitAcrossReadsAndSeveralInOneRead() {
        var framing = MessageFraming()
        let one = MessageFraming.frame(Array(#"{"a":1}"#.utf8))
        let two = MessageFraming.frame(Array(#"{"b":"é"}"#.utf8))
        let all = one + two
        framing.append(all[0..<5])
        XCTAssertNil(framing.next())
        framing.append(all[5..<(one.count + 3)])
        XCTAssertEqual(framing.next(), .message(Array(#"{"a":1}"#.utf8)))
        XCTAssertNil(framing.next())
        framing.append(all[(one.count + 3)...])
        XCTAssertEqual(framing.next(), .message(Array(#"{"b":"é"}"#.utf8)))
        XCTAssertNil(framing.next())
        XCTAssertEqual(framing.pendingByteCount, 0)
    }

    func testHeaderNamesAnyCaseOtherHeadersIgnored() {
        var framing = MessageFraming()
        framing.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        XCTAssertEqual(framing.next(), .message(Array("{}".utf8)))
    }

    func testABadHeaderIsReportedAndTheNextMessageStillArrives() {
        var framing = MessageFraming()
        framing.append(Array("Content-Type: x\r\n\r\nContent-Length: abc\r\n\r\nContent-Length: 2\r\n\r\n[]".utf8))
        guard case .malformed = framing.next() else { return XCTFail("a block without a length") }
        guard case .malformed = framing.next() else { return XCTFail("a length that is not a number") }
        XCTAssertEqual(framing.next(), .message(Array("[]".utf8)))
    }

    func testAHugeLengthIsRefused() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        guard case .malformed = framing.next() else { return XCTFail("refused") }
    }

    // MARK: Positions

    /// `a😀b设c`: the emoji is 4 bytes and 2 UTF-16 units, the CJK character 3 bytes and 1 unit.
    let wide = "x\na😀b设c\n"

    func testUTF16AndUTF8PositionsOnALineWithEmojiAndCJK() {
        let d = EditorDocument(text: wide)
        // Byte offsets of line 1: a=2, 😀=3…6, b=7, 设=8…10, c=11.
        XCTAssertEqual(d.position(ofOffset: 7, encoding: .utf16), EditorPosition(line: 1, character: 3))
        XCTAssertEqual(d.position(ofOffset: 7, encoding: .utf8), EditorPosition(line: 1, character: 5))
        XCTAssertEqual(d.position(ofOffset: 11, encoding: .utf16), EditorPosition(line: 1, character: 5))
        XCTAssertEqual(d.offset(of: EditorPosition(line: 1, character: 5), encoding: .utf16), 11)
        XCTAssertEqual(d.offset(of: EditorPosition(line: 1, character: 9), encoding: .utf8), 11)
        // A finding's 1-based byte column.
        XCTAssertEqual(d.position(of: SourcePosition(line: 2, column: 10), encoding: .utf16), EditorPosition(line: 1, character: 5))
        // Inside the surrogate pair, or inside a multi-byte sequence: the character's start.
        XCTAssertEqual(d.offset(of: EditorPosition(line: 1, character: 2), encoding: .utf16), 3)
        XCTAssertEqual(d.offset(of: EditorPosition(line: 1, character: 3), encoding: .utf8), 3)
        // Past the line's end: its end (before the break); past the last line: the text's end.
        XCTAssertEqual(d.offset(of: EditorPosition(line: 0, character: 40), encoding: .utf16), 1)
        XCTAssertEqual(d.offset(of: EditorPosition(line: 9, character: 0), encoding: .utf16), d.bytes.count)
    }

    func testEveryOffsetRoundTripsInBothEncodings() {
        let d = EditorDocument(text: "é😀\r\n设\rz\n\n🇫🇷x")
        // Every offset starting a character, except between the `\r` and `\n` of a line break.
        for offset in 0...d.bytes.count where offset == d.bytes.count || (d.bytes[offset] & 0xC0 != 0x80 && !(d.bytes[offset] == 0x0A && d.bytes[offset - 1] == 0x0D)) {
            for encoding in [PositionEncoding.utf8, .utf16] {
                let p = d.position(ofOffset: offset, encoding: encoding)
                XCTAssertEqual(d.offset(of: p, encoding: encoding), offset, "\(offset) in \(encoding)")
            }
        }
    }

    // MARK: Incremental edits

    func testIncrementalEditsInUTF16() {
        var d = EditorDocument(text: wide)
        // Insert after the emoji (UTF-16 character 3), then replace `设c` across to the next line's start.
        d.apply(range: (EditorPosition(line: 1, character: 3), EditorPosition(line: 1, character: 3)), text: "🎉", encoding: .utf16)
        XCTAssertEqual(d.text, "x\na😀🎉b设c\n")
        d.apply(range: (EditorPosition(line: 1, character: 6), EditorPosition(line: 2, character: 0)), text: "Z", encoding: .utf16)
        XCTAssertEqual(d.text, "x\na😀🎉bZ")
        XCTAssertEqual(d.lineCount, 2)
        d.apply(range: (EditorPosition(line: 0, character: 0), EditorPosition(line: 1, character: 0)), text: "", encoding: .utf16)
        XCTAssertEqual(d.text, "a😀🎉bZ")
        d.apply(range: nil, text: "whole\r\nnew", encoding: .utf16)
        XCTAssertEqual(d.lineCount, 2)
        XCTAssertEqual(d.lineBreak, "\r\n")
    }

    func testIncrementalEditsInUTF8AndIndentation() {
        var d = EditorDocument(text: "\tstruct A {}\n")
        d.apply(range: (EditorPosition(line: 0, character: 8), EditorPosition(line: 0, character: 9)), text: "设", encoding: .utf8)
        XCTAssertEqual(d.text, "\tstruct 设 {}\n")
        XCTAssertEqual(d.indentation(ofLine: 0), "\t")
        XCTAssertEqual(d.lineBreak, "\n")
    }

    // MARK: JSON written

    func testJSONWriterEscapesAndKeepsKeyOrder() throws {
        let value: JSONValue = ["b": 1, "a": ["x\"\n\u{1}", true, nil, .number(1.5)], "é": "😀"]
        XCTAssertEqual(value.serialized, #"{"b":1,"a":["x\"\n\u0001",true,null,1.5],"é":"😀"}"#)
        XCTAssertEqual(try JSONValue.parse(Array(value.serialized.utf8)), value)
        XCTAssertEqual(JSONValue.int(42).intValue, 42)
        XCTAssertNil(JSONValue.number(1.5).intValue)
    }

    // MARK: The live project

    static let presenter = """
    import SwiftUI
    struct Dashboard: View {
        @State private var showStats = false
        var body: some View {
            Button("Stats") { showStats = true }
                .fullScreenCover(isPresented: $showStats) { StatsWall() }
        }
    }
    """
    static let trapped = """
    import SwiftUI
    struct StatsWall: View {
        var body: some View { Text("Numbers") }
    }
    """
    static let closable = """
    import SwiftUI
    struct StatsWall: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }
    """

    func input(_ path: String, _ text: String) -> LintInput { Self.input(path, text) }
    static func input(_ path: String, _ text: String) -> LintInput { LintInput(path: path, bytes: Array(text.utf8)) }

    func testEditingThePresentedViewChangesTheOtherFilesFindings() {
        var project = LiveProject(configuration: .defaults, jobs: 2)
        let files = [input("Dashboard.swift", Self.presenter), input("StatsWall.swift", Self.trapped)]
        let changed = project.load(count: files.count) { files[$0] }
        XCTAssertEqual(changed, ["Dashboard.swift"])
        XCTAssertTrue(project.findings(in: "Dashboard.swift").contains { $0.ruleID == "cover-missing-close" })
        // A way out in StatsWall: Dashboard's cover finding goes.
        XCTAssertEqual(project.update(input("StatsWall.swift", Self.closable)), ["Dashboard.swift"])
        XCTAssertFalse(project.findings(in: "Dashboard.swift").contains { $0.ruleID == "cover-missing-close" })
        // Nothing that matters changes: nothing to report again.
        XCTAssertEqual(project.update(input("StatsWall.swift", Self.closable + "\n")), [])
        // Deleted: the cover's content is unknown again, so the rule stays silent; no change either.
        XCTAssertEqual(project.update(input("StatsWall.swift", Self.trapped)), ["Dashboard.swift"])
        XCTAssertTrue(project.remove(["StatsWall.swift"]).contains("Dashboard.swift"))
        XCTAssertFalse(project.contains("StatsWall.swift"))
    }

    /// A file that names neither view still reaches the cover's findings when it starts (or stops)
    /// setting the cover's flag off: "nothing sets it back" is a project-wide answer.
    func testAValueSetOffElsewhereReachesTheCoversFile() {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let unrelated = "final class Reset { var showStats = true\n func run() { showStats = true } }\n"
        let files = [input("Dashboard.swift", Self.presenter), input("StatsWall.swift", Self.trapped), input("Reset.swift", unrelated)]
        project.load(count: files.count) { files[$0] }
        let before = project.findings(in: "Dashboard.swift")
        let changed = project.update(input("Reset.swift", unrelated.replacingOccurrences("func run() { showStats = true }", "func run() { showStats = false }")))
        let fresh = LintEngine().lint([files[0], files[1], input("Reset.swift", unrelated.replacingOccurrences("func run() { showStats = true }", "func run() { showStats = false }"))], jobs: 1).findings
        XCTAssertEqual(project.findings(in: "Dashboard.swift"), fresh.filter { $0.path == "Dashboard.swift" })
        XCTAssertEqual(changed.contains("Dashboard.swift"), before != project.findings(in: "Dashboard.swift"))
        XCTAssertNotEqual(before, project.findings(in: "Dashboard.swift"), "the finding depends on the other file")
    }

    /// A file that stops (or starts) lexing cleanly is reported as changed, with the problem the
    /// CLI reports for it, though its findings stay the same.
    func testAFileWhoseProblemsChangeIsReportedAsChanged() {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let clean = "struct Quiet {}\n"
        let files = [input("Quiet.swift", clean)]
        XCTAssertEqual(project.load(count: 1) { files[$0] }, [])
        XCTAssertEqual(project.update(input("Quiet.swift", clean + "let s = \"open\n")), ["Quiet.swift"])
        let problems = project.problems(in: "Quiet.swift")
        XCTAssertEqual(problems.map(\.kind), [.lexical])
        XCTAssertEqual(problems.first?.position?.line, 2)
        XCTAssertEqual(problems, LintEngine().lint([input("Quiet.swift", clean + "let s = \"open\n")], jobs: 1).problems)
        XCTAssertEqual(project.update(input("Quiet.swift", clean)), ["Quiet.swift"])
        XCTAssertEqual(project.problems(in: "Quiet.swift"), [])
        // A suppression naming no rule, as the CLI reports it.
        let misspelt = "// presentlint:disable:next cover-missing-clos\n" + clean
        XCTAssertEqual(project.update(input("Quiet.swift", misspelt)), ["Quiet.swift"])
        XCTAssertEqual(project.problems(in: "Quiet.swift"), LintEngine().lint([input("Quiet.swift", misspelt)], jobs: 1).problems)
        XCTAssertEqual(project.problems(in: "Quiet.swift").map(\.kind), [.suppression])
        // A binary file: not analysed, an error.
        XCTAssertEqual(project.update(LintInput(path: "Quiet.swift", bytes: [0x61, 0, 0x62])), ["Quiet.swift"])
        XCTAssertEqual(project.problems(in: "Quiet.swift").map(\.isFatal), [true])
    }

    /// The findings kept up to date one edit at a time equal a fresh lint of the same texts.
    func testUpdatesAgreeWithAFreshLint() {
        let texts = [("Dashboard.swift", Self.presenter), ("StatsWall.swift", Self.trapped),
                     ("Second.swift", Self.presenter.replacingOccurrences("Dashboard", "Second"))]
        var project = LiveProject(configuration: .defaults, jobs: 1)
        project.load(count: texts.count) { Self.input(texts[$0].0, texts[$0].1) }
        var current = Dictionary(uniqueKeysWithValues: texts)
        let edits = [("StatsWall.swift", Self.closable), ("Second.swift", "// presentlint:disable:next all\n" + Self.presenter),
                     ("StatsWall.swift", Self.trapped), ("Dashboard.swift", "struct Dashboard {}")]
        for (path, text) in edits {
            project.update(input(path, text))
            current[path] = text
            let paths = texts.map(\.0)
            let fresh = LintEngine().lint(paths.map { input($0, current[$0]!) }, jobs: 1).findings
            XCTAssertEqual(paths.flatMap { project.findings(in: $0) }, fresh, "after editing \(path)")
        }
    }
}

extension LanguageServerSupportTests {
    /// Every rule fixture as one project, each file of a cross-file fixture emptied and then restored in turn: after each
    /// update the kept findings (only the files the change can reach were linted again) equal a
    /// fresh lint of all files. Cross-file fixtures make a change in one file move another's findings.
    func testPartialRelintsAgreeWithAFreshLintOverTheFixtures() throws {
        let urls = Fixtures.swiftFiles(under: Fixtures.root.appendingPathComponent("rules"))
        let paths = urls.map { Fixtures.relativePath($0) }
        var texts = try urls.map { try [UInt8](Data(contentsOf: $0)) }
        var project = LiveProject(configuration: .defaults, jobs: 2)
        let original = texts
        project.load(count: paths.count) { [texts] in LintInput(path: paths[$0], bytes: texts[$0]) }
        func check(_ step: String) {
            let fresh = LintEngine().lint(paths.indices.map { LintInput(path: paths[$0], bytes: texts[$0]) }, jobs: 1).findings
            let kept = paths.flatMap { project.findings(in: $0) }
            XCTAssertEqual(kept.count, fresh.count, step)
            XCTAssertEqual(kept, fresh, step)
        }
        check("loaded")
        var moved = 0
        // The files of cross-file fixtures (a folder of several), where one file's change reaches others.
        let folders = Dictionary(grouping: paths.indices) { (paths[$0] as NSString).deletingLastPathComponent }
        for i in paths.indices where folders[(paths[i] as NSString).deletingLastPathComponent]!.count > 2 {
            let before = project.findingsByPath
            texts[i] = Array("// emptied\n".utf8)
            let changed = project.update(LintInput(path: paths[i], bytes: texts[i]))
            if changed.contains(where: { $0 != paths[i] }) { moved += 1 }
            check("after emptying \(paths[i])")
            texts[i] = original[i]
            project.update(LintInput(path: paths[i], bytes: texts[i]))
            check("after restoring \(paths[i])")
            XCTAssertEqual(project.findingsByPath.keys.sorted(), before.keys.sorted())
        }
        XCTAssertGreaterThan(moved, 0, "some file's change moves another file's findings")
    }
}

private extension String {
    func replacingOccurrences(_ a: String, _ b: String) -> String { split(separator: a, omittingEmptySubsequences: false).joined(separator: b) }
}
