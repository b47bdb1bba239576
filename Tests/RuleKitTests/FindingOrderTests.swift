import XCTest
@testable import RuleKit

final class FindingOrderTests: XCTestCase {
    /// The key-based sort gives exactly the order of `reportOrder`, ties included.
    func testSortedForReportMatchesReportOrder() {
        var generator = RobustnessTests.SeededGenerator(state: 42)
        let paths = ["b/View.swift", "a/View.swift", "a/Z.swift", "é/x.swift", "A/b.swift"]
        let rules = ["state-bool-presentation", "cover-missing-close", "prefer-item-binding"]
        var findings: [Finding] = []
        for i in 0..<600 {
            let line = Int.random(in: 1...12, using: &generator)
            let position = SourcePosition(line: line, column: Int.random(in: 1...3, using: &generator))
            findings.append(Finding(ruleID: rules.randomElement(using: &generator)!, severity: .warning,
                                    message: "m\(i % 4)", path: paths.randomElement(using: &generator)!,
                                    start: position, end: position, enclosingType: nil, lineText: ""))
        }
        XCTAssertEqual(Finding.sortedForReport(findings), findings.sorted(by: Finding.reportOrder))
        XCTAssertEqual(Finding.sortedForReport([]), [])
        // Runs of one file, as rules report them, with a path coming back after another one.
        let runs = findings.sorted { $0.path < $1.path } + findings.prefix(50).sorted { $0.path > $1.path }
        XCTAssertEqual(Finding.sortedForReport(runs), runs.sorted(by: Finding.reportOrder))
        var inPlace = runs
        Finding.sortForReport(&inPlace)
        XCTAssertEqual(inPlace, runs.sorted(by: Finding.reportOrder))
    }

    /// Long paths (kept in storage of their own, which the sort numbers by address) give the same
    /// order whether findings of one file share one string or each has its own copy, and so do
    /// canonically equal spellings (`é` composed or as `e` and a combining accent) and non-ASCII
    /// paths, which are ranked by `String`'s comparison rather than by bytes.
    func testSortMatchesReportOrderForLongAndUnicodePaths() {
        var generator = RobustnessTests.SeededGenerator(state: 7)
        let bases = ["Sources/Features/Settings/SettingsView.swift", "Sources/Features/Settings/SettingsView2.swift",
                     "Sources/Features/Caf\u{E9}/MenuView.swift", "Sources/Features/Cafe\u{301}/MenuView.swift",
                     "Sources/Features/Zebra/Z.swift", "Sources/features/a.swift", "S/a.swift", "Sources/Features/\u{C5}ngstr\u{F6}m.swift"]
        let shared = bases.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        var findings: [Finding] = []
        for i in 0..<800 {
            let b = Int.random(in: 0..<bases.count, using: &generator)
            // Every other finding gets a path of its own storage: equal text, another address.
            let path = i % 2 == 0 ? shared[b] : String(decoding: Array(bases[b].utf8), as: UTF8.self)
            let position = SourcePosition(line: Int.random(in: 1...6, using: &generator), column: 1)
            findings.append(Finding(ruleID: i % 3 == 0 ? "a-rule" : "b-rule", severity: .warning, message: "m\(i % 3)",
                                    path: path, start: position, end: position, enclosingType: nil, lineText: ""))
        }
        let expected = findings.sorted(by: Finding.reportOrder)
        XCTAssertEqual(Finding.sortedForReport(findings), expected)
        let runs = findings.sorted { $0.path.utf8.count < $1.path.utf8.count }
        XCTAssertEqual(Finding.sortedForReport(runs), runs.sorted(by: Finding.reportOrder))
        XCTAssertEqual(Finding.sortedForReport(findings).map(\.path), expected.map(\.path))
        // Thousands of distinct paths, revisited out of order: the path table's collisions.
        var many: [Finding] = []
        for i in 0..<6_000 {
            let file = (i * 7_919) % 2_500
            let position = SourcePosition(line: i % 5 + 1, column: 1)
            many.append(Finding(ruleID: "r", severity: .warning, message: "", path: "Module\(file % 13)/Screen\(file).swift",
                                start: position, end: position, enclosingType: nil, lineText: ""))
        }
        XCTAssertEqual(Finding.sortedForReport(many), many.sorted(by: Finding.reportOrder))
        XCTAssertTrue("Sources/a.swift".utf8Precedes("Sources/b.swift"))
        XCTAssertTrue("Sources/a".utf8Precedes("Sources/a.swift"))
        XCTAssertFalse("Sources/a.swift".utf8Precedes("Sources/a.swift"))
        XCTAssertFalse("".utf8Precedes(""))
        XCTAssertTrue("".utf8Precedes("a"))
        XCTAssertTrue("Sources/B.swift".utf8Precedes("Sources/a.swift"))
        XCTAssertTrue("z".utf8Precedes("\u{E9}"), "bytes: 0x7A before 0xC3")
    }
}
