import XCTest
@testable import RuleKit

/// Shapes that once took time quadratic in their size: the results they must still give, at a
/// size where the old code took minutes (the times are in `Benchmarks/adversarial.sh`).
final class LinearInputTests: XCTestCase {
    func kinds(_ text: String) -> [TokenKind] { Lexer.tokenize(Array(text.utf8)).tokens.map(\.kind) }

    /// A left-bound `!` or `?` is a token of its own, however long the run (each one rescanned
    /// the rest of the run); `!=` and `!==` stay whole.
    func testRunsOfPostfixMarks() {
        let n = 200_000
        XCTAssertEqual(kinds("x" + String(repeating: "!", count: n)), [.identifier] + Array(repeating: .exclamationMark, count: n))
        XCTAssertEqual(kinds("x" + String(repeating: "?", count: n)), [.identifier] + Array(repeating: .questionMark, count: n))
        XCTAssertEqual(Lexer.tokenize(Array("a!= b".utf8)).tokens.count, 3)
        XCTAssertEqual(Lexer.tokenize(Array("a!== b".utf8)).tokens.count, 3)
        XCTAssertEqual(kinds("a!!= b"), [.identifier, .exclamationMark, .operator, .identifier])
    }

    /// Runs of `#` and `<#` on one line: one token each, found in one pass.
    func testRunsOfPoundsAndPlaceholderOpeners() {
        let n = 200_000
        XCTAssertEqual(kinds(String(repeating: "#", count: n) + " x"), Array(repeating: .pound, count: n) + [.identifier])
        let openers = Lexer.tokenize(Array(String(repeating: "<#", count: n / 2).utf8))
        XCTAssertNil(LexerProperties.tilingError(Array(String(repeating: "<#", count: n / 2).utf8)))
        XCTAssertFalse(openers.tokens.contains { $0.kind == .editorPlaceholder })
        // A placeholder after the run is still one.
        XCTAssertEqual(kinds(String(repeating: "<#", count: 1_000) + "\n<#name#>").last, .editorPlaceholder)
        // Raw strings and regex literals after a run of `#` still open.
        XCTAssertEqual(kinds(##"let s = #"a"#"##).last, .stringEnd)
        XCTAssertEqual(kinds(String(repeating: "#", count: 300) + "/x/#").suffix(1), [.regexLiteral])
    }

    /// Suppression regions are looked up by rule and line, not tried one by one: the same
    /// answers as trying each, for every line and rule.
    func testSuppressionLookupMatchesEveryRegion() {
        var lines: [String] = []
        var rng = RobustnessTests.SeededGenerator(state: 7)
        let rules = ["a", "b", "all"]
        for i in 0..<3_000 {
            let rule = rules.randomElement(using: &rng)!
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: lines.append("// presentlint:disable \(rule)")
            case 1: lines.append("// presentlint:enable \(rule)")
            case 2: lines.append("let x\(i) = 1 // presentlint:disable:this \(rule)")
            case 3: lines.append("// presentlint:disable:next \(rule) -- reason")
            default: lines.append("let y\(i) = 2")
            }
        }
        let source = SourceText(path: "s.swift", text: lines.joined(separator: "\n"))
        let stream = Lexer.tokenize(source.bytes)
        var set = SuppressionSet(source: source, stream: stream, lineMap: LineMap(source.bytes))
        XCTAssertGreaterThan(set.regions.count, 1_000)
        var expectedUsed: Set<Int> = []
        for line in 1...(lines.count + 1) {
            for rule in ["a", "b", "c"] {
                let finding = Finding(ruleID: rule, severity: .warning, message: "m", path: "s.swift", start: SourcePosition(line: line, column: 1),
                                      end: SourcePosition(line: line, column: 1), enclosingType: nil, lineText: "")
                let hits = set.regions.filter { $0.lines.contains(line) && ($0.rule == rule || $0.rule == "all") }
                expectedUsed.formUnion(hits.map(\.directive))
                XCTAssertEqual(set.suppresses(finding), !hits.isEmpty, "line \(line) rule \(rule)")
            }
        }
        XCTAssertEqual(set.used, expectedUsed)
    }
}
