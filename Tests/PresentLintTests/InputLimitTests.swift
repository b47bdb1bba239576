import Foundation
import XCTest

/// Inputs that once trapped the whole run: they are reported, naming the file, with exit 2.
final class InputLimitTests: XCTestCase {
    /// An unpaired surrogate escape in an auto-discovered configuration file.
    func testConfigurationWithUnpairedSurrogateIsAnError() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write(".presentlint.json", #"{ "exclude": ["\uD800\u0041"] }"#)
        let run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains(".presentlint.json"), run.stderr)
        XCTAssertTrue(run.stderr.contains("unpaired UTF-16 surrogate"), run.stderr)
    }

    /// Baseline counts are whole numbers in range; repeated entries add up without overflow.
    func testBaselineCountsAreCheckedBeforeUse() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        XCTAssertEqual(try CLI.run(["--write-baseline", "baseline.json", "A.swift"], in: s.url).status, 0)
        let written = try s.read("baseline.json")
        XCTAssertTrue(written.contains("\"count\": 1"), written)
        for bad in ["1e300", "9e18", "-1", "0", "1.5", "\"2\""] {
            try s.write("bad.json", written.replacingOccurrences(of: "\"count\": 1", with: "\"count\": \(bad)"))
            let run = try CLI.run(["--baseline", "bad.json", "A.swift"], in: s.url)
            XCTAssertEqual(run.status, 2, "\(bad): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("bad.json: findings[0].count must be a whole number"), "\(bad): \(run.stderr)")
        }
        // Two entries whose counts fit an Int but whose sum does not.
        let line = written.components(separatedBy: "\n").first { $0.contains("\"ruleId\"") }!
        let half = line.replacingOccurrences(of: "\"count\": 1", with: "\"count\": 5e18")
        try s.write("sum.json", "{ \"version\": 1, \"findings\": [\n\(half),\n\(half)\n] }\n")
        let sum = try CLI.run(["--baseline", "sum.json", "A.swift"], in: s.url)
        XCTAssertEqual(sum.status, 2, sum.stderr)
        XCTAssertTrue(sum.stderr.contains("sum.json: findings[0].count must be a whole number"), sum.stderr)
        // Two entries at the largest count: their sum is capped, not overflowed.
        let entry = written.components(separatedBy: "\n").first { $0.contains("\"ruleId\"") }!
            .replacingOccurrences(of: "\"count\": 1", with: "\"count\": 1099511627776")
        try s.write("big.json", "{ \"version\": 1, \"findings\": [\n\(entry),\n\(entry)\n] }\n")
        let run = try CLI.run(["--baseline", "big.json", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// A file of 4 GiB (sparse: nothing is written) is reported as too large without being read;
    /// the other files are linted.
    func testFileOfFourGiBIsReportedTooLarge() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        // Text (no NUL byte) through the head a binary file is told by, then a hole up to 4 GiB.
        let huge = try s.write("Huge.swift", Snippets.stateSheet + String(repeating: "// padding line\n", count: 1_024))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 32)
        try handle.close()
        let run = try CLI.run(["--format", "json", "A.swift", "Huge.swift"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"path\": \"Huge.swift\", \"kind\": \"limit\""), run.stdout)
        XCTAssertTrue(run.stdout.contains("too large to analyse (4294967296 bytes"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\"path\": \"A.swift\""), run.stdout)
    }
}

/// Shapes that once took time quadratic or worse in their size.
final class SuperLinearInputTests: XCTestCase {
    /// Twelve `**` against a deep path: every split was tried (19 s for one file).
    func testGlobWithManyDoubleStarsIsMatchedDirectly() throws {
        let s = try Scratch()
        let deep = (0..<30).map { "d\($0)" }.joined(separator: "/")
        try s.write("\(deep)/A.swift", Snippets.stateSheet)
        try s.write("\(deep)/B.swift", Snippets.stateSheet)
        let stars = Array(repeating: "**", count: 12).joined(separator: "/")
        // Twelve `**` and a name that is not there: every way of splitting the path fails.
        try s.write(".presentlint.json", "{ \"exclude\": [\"\(stars)/nothing/\(stars)/*.swift\", \"\(stars)/d29/\(stars)/B.swift\"] }")
        let run = try CLI.run(["-q", "--only", "state-bool-presentation", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("/A.swift:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("/B.swift:"), run.stdout)
    }
}
