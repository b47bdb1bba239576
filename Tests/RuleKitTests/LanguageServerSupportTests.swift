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

    /// Every message `framing` gives for `bytes`, fed in pieces of `chunk` bytes.
    func outputs(_ bytes: [UInt8], chunk: Int = 7) -> [MessageFraming.Output] {
        var framing = MessageFraming()
        var out: [MessageFraming.Output] = []
        var i = 0
        while i < bytes.count {
            framing.append(bytes[i..<min(bytes.count, i + chunk)])
            i += chunk
            while let o = framing.next() { out.append(o) }
        }
        return out
    }

    func messages(_ outputs: [MessageFraming.Output]) -> [String] {
        outputs.compactMap { if case let .message(b) = $0 { return String(decoding: b, as: UTF8.self) } else { return nil } }
    }

    /// After a bad frame, reading resumes at the next `Content-Length:` wherever it starts: the
    /// frame after the bad one is never swallowed as a header block (issue 38, point 1).
    func testEachKindOfBadFrameCostsOnlyItself() {
        let good = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        let broken = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        let next = MessageFraming.frame(Array(good.utf8))
        let bad: [String: [UInt8]] = [
            "one byte short": Array("Content-Length: \(broken.utf8.count - 1)\r\n\r\n\(broken)".utf8),
            "non-numeric length": Array("Content-Length: 4x\r\n\r\n\(broken)".utf8),
            "stray line": Array("hello there\r\n".utf8),
            "missing header": Array(broken.utf8),
            "no length": Array("Content-Type: x\r\n\r\n\(broken)".utf8),
        ]
        for (kind, frame) in bad {
            for chunk in [1, 5, 4096] {
                let out = outputs(frame + next + next, chunk: chunk)
                XCTAssertEqual(messages(out).suffix(2), [good, good], "\(kind), chunk \(chunk): \(out)")
                if kind != "one byte short" && kind != "missing header" {
                    XCTAssertTrue(out.contains { if case .malformed = $0 { return true } else { return false } }, kind)
                }
                if kind != "stray line" {
                    XCTAssertTrue(out.contains { if case let .skipped(n, _) = $0 { return n > 0 } else { return false } }, kind)
                }
            }
        }
    }

    /// A header that never ends is cut at `maximumHeaderBlock` bytes; the bytes skipped after it are
    /// not kept, and each byte is looked at a bounded number of times (issue 38, point 3).
    func testAnEndlessHeaderIsCappedAndNotBuffered() {
        var framing = MessageFraming()
        var outputs: [MessageFraming.Output] = []
        framing.append(Array("Content-Length: 2\r\nX-Junk: ".utf8))
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        var largest = 0
        for _ in 0..<2048 {   // 8 MB
            framing.append(piece)
            while let o = framing.next() { outputs.append(o) }
            largest = max(largest, framing.pendingByteCount)
        }
        XCTAssertLessThanOrEqual(largest, MessageFraming.maximumHeaderBlock + piece.count)
        framing.append(Array("\r\n".utf8) + MessageFraming.frame(Array("[]".utf8)))
        while let o = framing.next() { outputs.append(o) }
        XCTAssertEqual(outputs.first, .malformed("a header block longer than 8192 bytes"))
        XCTAssertEqual(outputs.last, .message(Array("[]".utf8)))
        guard case let .skipped(count, sample) = outputs[outputs.count - 2] else { return XCTFail("\(outputs)") }
        XCTAssertGreaterThan(count, 8_000_000)
        XCTAssertEqual(sample.count, MessageFraming.sampleLength)
        // Many short header lines: capped the same way.
        let lines = Array(String(repeating: "X-A: b\r\n", count: 5000).utf8) + MessageFraming.frame(Array("{}".utf8))
        let out = self.outputs(lines, chunk: 100)
        XCTAssertEqual(out.first, .malformed("a header block longer than 8192 bytes"))
        XCTAssertEqual(messages(out), ["{}"])
    }

    func testTheIdOfABrokenRequestIsReadWhenItCanBe() {
        func id(_ text: String) -> JSONValue? { MessageFraming.requestID(inBrokenBody: Array(text.utf8)) }
        XCTAssertEqual(id(#"{"jsonrpc":"2.0","id":17,"method":"textDocument/hover","params":{"#), .number(17))
        XCTAssertEqual(id(#"{"method":"x", "id" : "abc", "params":{"id":3}"#), .string("abc"))
        XCTAssertEqual(id(#"{"params":{"id":3},"method":"x","id":-4,"#), .number(-4))
        // A response (no method), an id inside params only, or no object: nothing to answer.
        XCTAssertNil(id(#"{"jsonrpc":"2.0","id":5,"result":{"#))
        XCTAssertNil(id(#"{"method":"x","params":{"id":3}"#))
        XCTAssertNil(id("garbage"))
    }

    /// Cancellations of requests answered already (or never sent) are dropped, answered requests
    /// forgotten: 300,000 cancellations keep nothing (issue 38, point 9).
    func testCancellationsAreKeptOnlyForWaitingRequests() {
        var pending = PendingRequests()
        for i in 0..<300_000 { pending.cancel("\(i)") }
        XCTAssertEqual(pending.count, 0)
        pending.received("1")
        pending.received("2")
        pending.cancel("2")
        XCTAssertFalse(pending.finish("1"))
        XCTAssertTrue(pending.finish("2"))
        XCTAssertFalse(pending.finish("2"))
        XCTAssertEqual(pending.count, 0)
        // An id used twice while waiting: each request answered once.
        pending.received("7")
        pending.received("7")
        pending.cancel("7")
        XCTAssertTrue(pending.finish("7"))
        XCTAssertFalse(pending.finish("7"))
        XCTAssertEqual(pending.count, 0)
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

    /// Line starts updated where an edit can move them agree with a fresh scan, over random edits
    /// that insert and delete `\n`, `\r`, `\r\n` and split or join `\r` + `\n` pairs.
    func testLineStartsUpdatedInPlaceAgreeWithAFreshScan() {
        var random = SplitMix64(state: 38)
        let pieces = ["\n", "\r", "\r\n", "a", "bc", "设", "\n\n", "x\ry", ""]
        for _ in 0..<200 {
            var d = EditorDocument(text: (0..<Int.random(in: 0..<12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
            for _ in 0..<30 {
                let a = Int.random(in: 0...d.bytes.count, using: &random)
                let b = min(d.bytes.count, a + Int.random(in: 0..<4, using: &random))
                let text = (0..<Int.random(in: 0..<3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                let before = d.bytes
                d.replace(a..<b, with: Array(text.utf8))
                XCTAssertEqual(d.lineMap.lineStarts, LineMap(d.bytes).lineStarts, "\(before) [\(a), \(b)) ← \(Array(text.utf8))")
            }
        }
    }

    /// A publish converts thousands of positions on one long line from checkpoints: the same
    /// positions as converting each from the line's start.
    func testPositionConverterAgreesWithTheDocument() {
        let line = String(repeating: "a😀b设 ", count: 400)
        let d = EditorDocument(text: "x\n" + line + "\n" + line + "\nend")
        for encoding in [PositionEncoding.utf16, .utf8] {
            var converter = PositionConverter(d, encoding: encoding)
            for offset in stride(from: 0, through: d.bytes.count, by: 3) {
                XCTAssertEqual(converter.position(ofOffset: offset), d.position(ofOffset: offset, encoding: encoding), "\(offset)")
            }
            for column in stride(from: 1, to: line.utf8.count + 3, by: 5) {
                let p = SourcePosition(line: 2, column: column)
                XCTAssertEqual(converter.position(of: p), d.position(of: p, encoding: encoding))
            }
        }
    }

    // MARK: Suppression comments

    /// The comment goes where it is a comment: above a line that starts in code, else at the end
    /// of a line that closes a multi-line string, never into the string or another comment
    /// (issue 38, point 8).
    func testSuppressionCommentsAreNeverPlacedInsideAStringOrComment() {
        func placement(_ text: String, line: Int) -> SuppressionPlacement? {
            let d = EditorDocument(text: text)
            return SuppressionPlacement.find(line: line, in: d, stream: Lexer.tokenize(d.bytes))
        }
        XCTAssertEqual(placement("let a = 1\nText(\"x\").sheet(isPresented: $b) { V() }\n", line: 1), .lineAbove)
        let closing = "Text(\"\"\"\n    Welcome\n    \"\"\").sheet(isPresented: $b) { V() }\n"
        XCTAssertEqual(placement(closing, line: 0), .lineAbove)
        XCTAssertEqual(placement(closing, line: 2), .endOfLine)
        // Ends in a line comment already, or in the string again: nowhere safe.
        XCTAssertNil(placement("Text(\"\"\"\n  a\n  \"\"\").sheet(isPresented: $b) { V() } // note\n", line: 2))
        XCTAssertNil(placement("Text(\"\"\"\n  a\n  \"\"\" + \"\"\"\n  b\n  \"\"\")\n", line: 2))
        // Inside a block comment spanning lines.
        XCTAssertEqual(placement("/* a\n b */ Text(\"x\").sheet(isPresented: $b) { V() }\n", line: 1), .endOfLine)
        // An unterminated string runs to the end of the file.
        XCTAssertNil(placement("let s = \"\"\"\nText(\"x\")\n", line: 1))
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

    /// Files opened and closed unsaved (added, then removed), each spelling names of its own,
    /// leave nothing behind in the project (issue 38, point 9: about 1.2 KB each before).
    func testFilesAddedAndRemovedLeaveNoNamesBehind() {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let files = [input("Dashboard.swift", Self.presenter), input("StatsWall.swift", Self.trapped)]
        project.load(count: files.count) { files[$0] }
        let names = project.mentionedNameCount
        for i in 0..<50 {
            let path = "Untitled-\(i).swift"
            project.update(input(path, "struct Scratch\(i): View { var body\(i): some View { Text(\"\(i)\").padding\(i)() } }\n"))
            XCTAssertGreaterThan(project.mentionedNameCount, names)
            // Edited once (its names change), then closed.
            project.update(input(path, "struct Draft\(i) { let value\(i) = 1 }\n"))
            project.remove([path])
        }
        XCTAssertEqual(project.mentionedNameCount, names)
        XCTAssertEqual(project.fileCount, 2)
        XCTAssertTrue(project.findings(in: "Dashboard.swift").contains { $0.ruleID == "cover-missing-close" })
    }

    /// A file that names neither view still reaches the cover's findings when it starts (or stops)
    /// setting the cover's flag off through a value whose type it does not tell: "nothing sets it
    /// back" is a project-wide answer. (A type's own flag of the same name is not the cover's.)
    func testAValueSetOffElsewhereReachesTheCoversFile() {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let unrelated = "final class Reset { var showStats = true\n func run() { showStats = false; Session.current.showStats = true } }\n"
        let files = [input("Dashboard.swift", Self.presenter), input("StatsWall.swift", Self.trapped), input("Reset.swift", unrelated)]
        project.load(count: files.count) { files[$0] }
        let before = project.findings(in: "Dashboard.swift")
        let changed = project.update(input("Reset.swift", unrelated.replacingOccurrences("Session.current.showStats = true", "Session.current.showStats = false")))
        let fresh = LintEngine().lint([files[0], files[1], input("Reset.swift", unrelated.replacingOccurrences("Session.current.showStats = true", "Session.current.showStats = false"))], jobs: 1).findings
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
