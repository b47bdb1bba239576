import Foundation
import XCTest

/// What the user documentation (README.md, docs/configuration.md, docs/integrations.md) says about
/// the command line holds: its configuration examples are accepted, its option table names exactly
/// the options `--help` lists, and its links lead to files that exist.
final class UserDocsTests: XCTestCase {
    static let root = AdoptionTests.repositoryRoot
    static let userDocs = ["README.md", "docs/configuration.md", "docs/integrations.md", "CONTRIBUTING.md",
                           "Benchmarks/README.md", "schemas/README.md"]

    func text(_ file: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    }

    /// Code blocks of one language in a Markdown text.
    func blocks(_ language: String, in text: String) -> [String] {
        let parts = text.components(separatedBy: "```")
        return parts.indices.filter { $0 % 2 == 1 && parts[$0].hasPrefix(language + "\n") }
            .map { String(parts[$0].dropFirst(language.count + 1)) }
    }

    /// Every `.presentlint.json` shown is a configuration presentlint accepts, and it takes effect
    /// (the file it excludes or the rule it turns off is not reported).
    func testConfigurationExamplesAreAccepted() throws {
        var examples: [String] = []
        for file in ["README.md", "docs/configuration.md"] {
            examples += blocks("json", in: try text(file)).filter { $0.contains("\"rules\"") }
        }
        XCTAssertGreaterThanOrEqual(examples.count, 2, "the README and docs/configuration.md show a configuration")
        for example in examples {
            let s = try Scratch()
            try s.write(".presentlint.json", example)
            try s.write("App/Generated/Gen.swift", Snippets.stateSheet)
            try s.write("App/A.swift", Snippets.stateSheet)
            let run = try CLI.run(["--format", "json", "."], in: s.url)
            XCTAssertNotEqual(run.status, 2, "configuration example rejected: \(run.stderr)\n\(example)")
            XCTAssertFalse(run.stdout.contains("Gen.swift"), "the example's exclude is not applied")
            XCTAssertTrue(run.stdout.contains("state-bool-presentation"), run.stdout)
        }
    }

    /// docs/configuration.md's option table and `presentlint --help` name the same long options.
    func testOptionTableMatchesHelp() throws {
        let help = try CLI.run(["--help"], in: Self.root)
        XCTAssertEqual(help.status, 0)
        let optionsSection = try XCTUnwrap(help.stdout.components(separatedBy: "OPTIONS:").last?.components(separatedBy: "CONFIGURATION:").first)
        let doc = try text("docs/configuration.md")
        let table = try XCTUnwrap(doc.components(separatedBy: "## Options").last?.components(separatedBy: "\n## ").first)
        let option = try NSRegularExpression(pattern: "--[a-z][a-z-]+")
        func names(_ s: String) -> Set<String> {
            Set(option.matches(in: s, range: NSRange(s.startIndex..., in: s)).compactMap { Range($0.range, in: s).map { String(s[$0]) } })
        }
        let documented = names(table.split(separator: "\n").filter { $0.hasPrefix("| `-") }.map { $0.components(separatedBy: "|")[1] }.joined(separator: " "))
        let listed = names(optionsSection.split(separator: "\n").filter { $0.hasPrefix("  -") }.joined(separator: "\n"))
        XCTAssertGreaterThan(listed.count, 15)
        XCTAssertEqual(documented.subtracting(listed), [], "documented options that --help does not list")
        XCTAssertEqual(listed.subtracting(documented).subtracting(["--help", "--version"]), [], "options --help lists that docs/configuration.md does not document")
    }

    /// Each rule page's example, pasted as it stands into a file and linted by the binary with the
    /// rule on, fires that rule; its "Use instead" version fires no rule at all.
    func testRulePageExamplesDoWhatTheySayThroughTheBinary() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs/rules").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(pages.count, 9)
        let ids = pages.map { String($0.dropLast(3)) }
        let everyRuleOn = "{ \"rules\": { " + ids.map { "\"\($0)\": true" }.joined(separator: ", ") + " } }"
        for id in ids {
            let page = try text("docs/rules/\(id).md")
            let examples = blocks("swift", in: page)
            XCTAssertGreaterThanOrEqual(examples.count, 2, "docs/rules/\(id).md has no example and correction")
            guard examples.count >= 2, let bad = examples.first, let good = examples.dropFirst().first else { continue }
            let s = try Scratch()
            try s.write(".presentlint.json", everyRuleOn)
            try s.write("Bad/Example.swift", bad)
            try s.write("Good/Example.swift", good)
            let fired = try CLI.run(["--format", "json", "Bad"], in: s.url)
            XCTAssertTrue(fired.stdout.contains("\"ruleId\": \"\(id)\""),
                          "docs/rules/\(id).md: the example does not fire: \(fired.stdout)")
            let clean = try CLI.run(["--format", "json", "Good"], in: s.url)
            XCTAssertEqual(clean.status, 0, "docs/rules/\(id).md: the correction is not clean: \(clean.stdout)\(clean.stderr)")
            XCTAssertFalse(clean.stdout.contains("\"ruleId\""), "docs/rules/\(id).md: the correction fires: \(clean.stdout)")
        }
    }

    /// Relative links in the user documentation lead to files or folders of the repository.
    func testRelativeLinksResolve() throws {
        let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(#[^)]*)?\)"#)
        var checked = 0
        for file in Self.userDocs {
            let content = try text(file)
            let base = Self.root.appendingPathComponent(file).deletingLastPathComponent()
            for m in link.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
                guard let r = Range(m.range(at: 1), in: content) else { continue }
                let target = String(content[r])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                checked += 1
                let path = base.appendingPathComponent(target).standardizedFileURL.path
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(file) links \(target), which does not exist")
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }
}
