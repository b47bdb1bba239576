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
}
