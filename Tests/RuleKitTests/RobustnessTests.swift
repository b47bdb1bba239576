import Foundation
import XCTest
@testable import RuleKit

/// Seeded random and mutated inputs through the whole pipeline: nothing traps, lexing stays
/// lossless, and analysing the same input twice gives the same findings.
final class RobustnessTests: XCTestCase {
    typealias SeededGenerator = SplitMix64

    static let alphabet = Array("{}()[]<>\"'#/\\*$@`.,:;?!=&|^~+-%\n\r\t abcXYZ_019éπ🐶".utf8)
    static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "/", "#/", "/#", "/*", "*/", "//", "{", "}", "(", "[", "]",
        ".sheet(isPresented: $x) {", ".fullScreenCover(item: $r) { r in", "@State private var x = false\n",
        "struct V: View { var body: some View {", "switch r { case .a:", "#if DEBUG\n", "#endif\n", "if let x {",
        "Button(\"Close\") { dismiss() }", "\\.dismiss", "<#p#>", "\u{0}", "\r\n", "`", "'",
    ]

    func fixtureCorpus() throws -> [[UInt8]] {
        try Fixtures.swiftFiles(under: Fixtures.root).map { [UInt8](try Data(contentsOf: $0)) }
    }

    func analyseTwice(_ bytes: [UInt8], _ label: String) {
        if let error = LexerProperties.tilingError(bytes) {
            XCTFail("\(label): \(error)")
            return
        }
        let source = SourceText(path: "fuzz.swift", bytes: bytes)
        let first = Analysis.findings([source])
        let second = Analysis.findings([source])
        XCTAssertEqual(first, second, "\(label): findings differ between runs")
    }

    func testRandomBytes() {
        var rng = SeededGenerator(state: 0xC0FFEE)
        for round in 0..<1500 {
            let length = Int.random(in: 0...300, using: &rng)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Mostly Swift-ish bytes, sometimes any byte at all.
                bytes.append(Int.random(in: 0..<10, using: &rng) == 0 ? UInt8.random(in: 0...255, using: &rng) : Self.alphabet.randomElement(using: &rng)!)
            }
            analyseTwice(bytes, "random #\(round)")
        }
    }

    func testMutatedFixtures() throws {
        var rng = SeededGenerator(state: 42)
        let corpus = try fixtureCorpus()
        XCTAssertFalse(corpus.isEmpty)
        for round in 0..<1500 {
            var bytes = corpus.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0 where !bytes.isEmpty:   // flip a byte
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = Self.alphabet.randomElement(using: &rng)!
                case 1 where !bytes.isEmpty:   // truncate
                    bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &rng)...)
                case 2:                        // insert a fragment
                    let at = Int.random(in: 0...bytes.count, using: &rng)
                    bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &rng)!.utf8), at: at)
                default:                       // splice another fixture in
                    let other = corpus.randomElement(using: &rng)!
                    guard !other.isEmpty else { continue }
                    let from = Int.random(in: 0..<other.count, using: &rng)
                    let to = min(other.count, from + Int.random(in: 1...200, using: &rng))
                    bytes.insert(contentsOf: other[from..<to], at: Int.random(in: 0...bytes.count, using: &rng))
                }
            }
            analyseTwice(bytes, "mutation #\(round)")
        }
    }

    /// 100,000 nested brackets of each kind, and interpolations: no stack overflow, lossless.
    func testDeepNesting() {
        let depth = 100_000
        let shapes: [(String, String)] = [("(", ")"), ("{", "}"), ("[", "]"), ("\"\\(", ")\""), ("Foo { ", " }")]
        for (open, close) in shapes {
            let text = "let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\n"
            let bytes = Array(text.utf8)
            XCTAssertNil(LexerProperties.tilingError(bytes), "nesting \(open)")
            let source = SourceText(path: "deep.swift", bytes: bytes)
            let facts = Analysis.facts(source)
            XCTAssertEqual(facts.path, "deep.swift")
            // Unbalanced: only openers.
            let unbalanced = Array(("struct A {" + String(repeating: open, count: depth)).utf8)
            _ = Analysis.facts(SourceText(path: "open.swift", bytes: unbalanced))
        }
    }

    /// A local view whose value names the local itself (no compiler accepts it) is read once:
    /// the file is analysed in full, not cut short when the stack runs low.
    func testALocalViewNamingItself() {
        let text = """
        struct Loop: View {
            @State private var shows = false
            var body: some View {
                let a = VStack { a; Text("x") }
                a.fullScreenCover(isPresented: $shows) { Text("y") }
            }
        }
        """
        let source = SourceText(path: "loop.swift", text: text)
        XCTAssertFalse(Analysis.facts(source).isIncomplete)
        let findings = Analysis.findings([source])
        XCTAssertTrue(findings.contains { $0.ruleID == "cover-missing-close" && $0.start.line == 5 }, "\(findings)")
    }

    /// Half-written code before a good declaration: the declaration is still found.
    func testRecoveryFindsLaterDeclarations() {
        let text = """
        struct Broken: View {
            var body: some View {
                VStack { Text("unclosed"
                .sheet(isPresented: $x) {
        }
        struct Good: View {
            @State private var show = false
            var body: some View {
                Text("ok").sheet(isPresented: $show) { Text("s") }
            }
        }
        """
        let findings = Analysis.findings([SourceText(path: "r.swift", text: text)])
        XCTAssertTrue(findings.contains { $0.ruleID == "state-bool-presentation" && $0.start.line == 9 }, "\(findings)")
    }

    /// The engine's output does not depend on how many workers run.
    func testFindingsIdenticalWhateverJobs() throws {
        let inputs = Fixtures.swiftFiles(under: Fixtures.root.appendingPathComponent("rules")).map {
            LintInput(path: Fixtures.relativePath($0), bytes: [UInt8]((try? Data(contentsOf: $0)) ?? Data()))
        }
        let one = LintEngine().lint(inputs, jobs: 1)
        for jobs in [2, 3, 8] {
            let many = LintEngine().lint(inputs, jobs: jobs)
            XCTAssertEqual(one.findings, many.findings, "jobs \(jobs)")
        }
        XCTAssertFalse(one.findings.isEmpty)
    }

    /// The runner splits file-by-file rules into slices of files when it has several workers:
    /// the unsorted findings still come in catalog order, each rule's in file order.
    func testRuleRunnerOrderIdenticalWhateverJobs() throws {
        let facts = Fixtures.swiftFiles(under: Fixtures.root.appendingPathComponent("rules")).map { url in
            Analysis.facts(SourceText(path: Fixtures.relativePath(url), bytes: [UInt8]((try? Data(contentsOf: url)) ?? Data())))
        }
        // Enough files for several slices of at least 32 files each.
        let copies = ["", "one/", "two/"].flatMap { prefix in facts.map { var f = $0; f.path = prefix + f.path; return f } }
        let index = ProjectIndex(files: copies)
        XCTAssertGreaterThan(index.files.count, 96)
        let one = RuleRunner.run(index, configuration: .defaults, jobs: 1)
        XCTAssertGreaterThan(Set(one.map(\.ruleID)).count, 5)
        for jobs in [2, 3, 8] {
            XCTAssertEqual(RuleRunner.run(index, configuration: .defaults, jobs: jobs), one, "jobs \(jobs)")
        }
    }

    /// Thousands of presentation sites on one generated line: each finding carries a bounded copy
    /// of the line, not the whole line (which once made memory grow with sites × line length).
    func testManySitesOnOneLine() {
        let site = "Text(\"x\").fullScreenCover(isPresented: $a) { Cover() } .sheet(item: $r) { r in Text(r) }"
        let text = "struct V: View { @State var a = false; @State var r: String?; var body: some View { VStack { "
            + Array(repeating: site, count: 3_000).joined(separator: " ")
            + " } } }\nstruct Cover: View { var body: some View { Text(\"no way out\") } }\n"
        let findings = Analysis.findings([SourceText(path: "one-line.swift", text: text)])
        let covers = findings.filter { $0.ruleID == "cover-missing-close" }
        XCTAssertEqual(covers.count, 3_000, "one finding per cover site")
        XCTAssertTrue(findings.allSatisfy { $0.lineText.utf8.count <= LineMap.maxLineTextBytes })
        XCTAssertTrue(covers.allSatisfy { $0.start.line == 1 })
    }

    /// The cut never splits a multi-byte character.
    func testLineTextCutAtCharacterBoundary() {
        let line = String(repeating: "é", count: 1_000)   // two bytes each
        let bytes = Array((line + "\n").utf8)
        let text = LineMap(bytes).trimmedLine(1, in: bytes)
        XCTAssertEqual(text, String(repeating: "é", count: LineMap.maxLineTextBytes / 2))
        let odd = Array(("a" + line).utf8)
        let cut = LineMap(odd).trimmedLine(1, in: odd)
        XCTAssertEqual(cut, "a" + String(repeating: "é", count: (LineMap.maxLineTextBytes - 1) / 2))
    }

    /// A NUL byte among a file's first 8 KiB marks it binary, at the byte's own position; one
    /// further in (a string escape written raw, a data blob pasted late) leaves it analysed.
    func testNULByteDecidesBinaryOnlyWithinTheHead() {
        func lint(nulAt offset: Int) -> LintResult {
            var bytes = Array(String(repeating: "// padding line\n", count: 1_000).utf8)
            bytes[offset] = 0
            return LintEngine().lint([LintInput(path: "f.swift", bytes: bytes)], jobs: 1)
        }
        for offset in [0, 17, 8_191] {
            let result = lint(nulAt: offset)
            XCTAssertEqual(result.filesAnalysed, 0, "NUL at \(offset)")
            XCTAssertEqual(result.problems.map(\.message), ["binary file (NUL byte), not analysed"], "NUL at \(offset)")
            XCTAssertEqual(result.problems.first?.position?.line, offset / 16 + 1)
            XCTAssertEqual(result.problems.first?.position?.column, offset % 16 + 1)
        }
        for offset in [8_192, 15_999] {
            let result = lint(nulAt: offset)
            XCTAssertEqual(result.filesAnalysed, 1, "NUL at \(offset)")
            XCTAssertFalse(result.problems.contains { $0.isFatal }, "NUL at \(offset)")
        }
        XCTAssertEqual(LintEngine().lint([LintInput(path: "empty.swift", bytes: [])], jobs: 1).filesAnalysed, 1)
    }
}
