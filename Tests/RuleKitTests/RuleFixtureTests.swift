import XCTest
@testable import RuleKit

/// Runs every rule fixture project (a top-level `.swift` file, or a folder of files analysed
/// together) and compares findings with the `// expect:` comments — both missing and unexpected
/// findings fail. Each project also runs in variants that must not change the verdict: CRLF line
/// ends, a multi-byte prefix on every line (columns count bytes), and wrapped in a block comment
/// or a raw multi-line string (nothing may fire).
final class RuleFixtureTests: XCTestCase {
    struct Project {
        var ruleID: String
        var name: String
        var files: [(path: String, text: String)]
    }

    static func projects() -> [Project] {
        let rulesDir = Fixtures.root.appendingPathComponent("rules")
        var projects: [Project] = []
        let ruleDirs = (try? FileManager.default.contentsOfDirectory(at: rulesDir, includingPropertiesForKeys: nil)) ?? []
        for ruleDir in ruleDirs.sorted(by: { $0.path < $1.path }) {
            let entries = (try? FileManager.default.contentsOfDirectory(at: ruleDir, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let files = entry.pathExtension == "swift" ? [entry] : Fixtures.swiftFiles(under: entry)
                guard !files.isEmpty else { continue }
                projects.append(Project(ruleID: ruleDir.lastPathComponent, name: entry.lastPathComponent,
                                        files: files.map { (Fixtures.relativePath($0), (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }))
            }
        }
        return projects
    }

    func testEveryRuleHasFixtures() {
        let ids = Set(Self.projects().map(\.ruleID))
        for d in RuleCatalog.descriptors {
            XCTAssertTrue(ids.contains(d.id), "no fixtures for \(d.id)")
        }
    }

    func testFixturesAsWritten() {
        for project in Self.projects() {
            check(project, transform: { $0 }, lineShift: 0, columnShift: 0, variant: "as written")
        }
    }

    func testFixturesWithCRLF() {
        for project in Self.projects() {
            check(project, transform: { $0.replacingOccurrences(of: "\n", with: "\r\n") }, lineShift: 0, columnShift: 0, variant: "CRLF")
        }
    }

    func testFixturesWithMultiByteLinePrefix() {
        // "/*é→*/" is 9 bytes but 6 characters: columns must move by bytes.
        let prefix = "/*é→*/"
        for project in Self.projects() {
            let transform: (String) -> String = { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.trimmingCharacters(in: .whitespaces).hasPrefix("#") ? String(line) : prefix + line
                }.joined(separator: "\n")
            }
            check(project, transform: transform, lineShift: 0, columnShift: prefix.utf8.count, variant: "multi-byte prefix")
        }
    }

    func testFixturesWithLeadingLine() {
        for project in Self.projects() {
            check(project, transform: { "// ünïcödé prefix line ✓\n" + $0 }, lineShift: 1, columnShift: 0, variant: "leading line")
        }
    }

    func testFixturesInsideBlockCommentFireNothing() {
        for project in Self.projects() {
            let sources = project.files.map { SourceText(path: $0.path, text: "/*\n" + $0.text + "\n*/\n") }
            let findings = Analysis.findings(sources)
            XCTAssertEqual(findings.count, 0, "\(project.ruleID)/\(project.name) in a block comment: \(findings.map(\.message))")
        }
    }

    func testFixturesInsideRawStringFireNothing() {
        for project in Self.projects() {
            let sources = project.files.map { SourceText(path: $0.path, text: "let text = #\"\"\"\n" + $0.text + "\n\"\"\"#\n") }
            let findings = Analysis.findings(sources)
            XCTAssertEqual(findings.count, 0, "\(project.ruleID)/\(project.name) in a raw string: \(findings.map(\.message))")
        }
    }

    func check(_ project: Project, transform: (String) -> String, lineShift: Int, columnShift: Int, variant: String) {
        var expected: [Expectation] = []
        for file in project.files {
            for e in Expectation.parse(path: file.path, text: file.text) {
                XCTAssertNotEqual(e.column, 0, "\(e): no anchor on the line; write rule@COLUMN")
                expected.append(Expectation(path: e.path, ruleID: e.ruleID, line: e.line + lineShift, column: e.column + columnShift))
            }
        }
        let checked = Set(expected.map(\.ruleID)).union([project.ruleID])
        let sources = project.files.map { SourceText(path: $0.path, text: transform($0.text)) }
        // Opt-in rules run for their own fixtures.
        var configuration = RuleConfiguration.defaults
        for id in checked { configuration.settings[id]?.enabled = true }
        // `// fixture-option: RULE NAME=VALUE` in a file sets a string option for the project.
        for file in project.files {
            for line in file.text.split(separator: "\n") {
                guard let marker = line.range(of: "// fixture-option: ") else { continue }
                let parts = line[marker.upperBound...].split(separator: " ")
                guard parts.count == 2, let eq = parts[1].firstIndex(of: "=") else { continue }
                configuration.settings[String(parts[0])]?.options[String(parts[1][..<eq])] = .string(String(parts[1][parts[1].index(after: eq)...]))
            }
        }
        let actual = Analysis.findings(sources, configuration: configuration).filter { checked.contains($0.ruleID) }.map {
            Expectation(path: $0.path, ruleID: $0.ruleID, line: $0.start.line, column: $0.start.column)
        }
        let missing = multisetDifference(expected, actual)
        let unexpected = multisetDifference(actual, expected)
        XCTAssertTrue(missing.isEmpty, "[\(variant)] \(project.ruleID)/\(project.name) missing: \(missing)")
        XCTAssertTrue(unexpected.isEmpty, "[\(variant)] \(project.ruleID)/\(project.name) unexpected: \(unexpected)")
    }

    func multisetDifference(_ a: [Expectation], _ b: [Expectation]) -> [Expectation] {
        var remaining = b
        var result: [Expectation] = []
        for x in a {
            if let i = remaining.firstIndex(of: x) { remaining.remove(at: i) } else { result.append(x) }
        }
        return result
    }
}
