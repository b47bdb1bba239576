import XCTest
@testable import RuleKit

/// The worker pools: results in input order whatever the number of jobs, including when items
/// arrive while workers already run (the CLI's walk feeding the analysis).
final class ParallelTests: XCTestCase {
    func testMapKeepsIndexOrder() {
        for jobs in [1, 2, 4, 9] {
            XCTAssertEqual(Parallel.map(count: 1000, jobs: jobs) { $0 * 3 }, (0..<1000).map { $0 * 3 }, "jobs \(jobs)")
        }
        XCTAssertEqual(Parallel.map(count: 0, jobs: 4) { $0 }, [])
    }

    func testStreamKeepsArrivalOrderAndProcessesEveryItemOnce() {
        for jobs in [1, 2, 4, 9] {
            for count in [0, 1, 2, 50, 3000] {
                let results = Parallel.stream(jobs: jobs, produce: { add in
                    for i in 0..<count {
                        // Now and then the producer is slower than the workers, which then wait.
                        if i % 97 == 0 { usleep(200) }
                        add(i)
                    }
                }) { (i: Int) -> String in String(i * 7) }
                XCTAssertEqual(results, (0..<count).map { String($0 * 7) }, "jobs \(jobs), count \(count)")
            }
        }
    }

    func testLintOfProducedInputsMatchesLintOfAList() {
        let sources = (0..<40).map { i in
            LintInput(path: "F\(i).swift", bytes: Array("""
            import SwiftUI
            struct V\(i): View {
                @State private var showing = false
                var body: some View { Button("Go") { showing = true }.sheet(isPresented: $showing) { Text("x") } }
            }

            """.utf8))
        }
        let engine = LintEngine(configuration: .defaults)
        let listed = engine.lint(sources, jobs: 2)
        let produced = engine.lint(jobs: 3) { add in for s in sources { add { s } } }
        XCTAssertEqual(listed.findings.count, 40)
        XCTAssertEqual(produced.findings.map(\.path), listed.findings.map(\.path))
        XCTAssertEqual(produced.findings.map(\.message), listed.findings.map(\.message))
        XCTAssertEqual(produced.filesAnalysed, 40)
    }
}
