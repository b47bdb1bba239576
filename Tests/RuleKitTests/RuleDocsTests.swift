import Foundation
import XCTest
@testable import RuleKit

/// The rules' documentation (`docs/rules/<rule-id>.md`, `presentlint explain`) is generated from the
/// descriptors and must never drift from them; its examples must do what they say; and nothing a
/// user reads may name a file the user cannot open.
/// Regenerate after an intended change with `PRESENTLINT_UPDATE_DOCS=1 swift test --filter RuleDocsTests`.
final class RuleDocsTests: XCTestCase {
    static let docsDirectory = Fixtures.repositoryRoot.appendingPathComponent("docs/rules")

    func testDocsPagesMatchDescriptors() throws {
        let update = ProcessInfo.processInfo.environment["PRESENTLINT_UPDATE_DOCS"] == "1"
        let fm = FileManager.default
        if update { try fm.createDirectory(at: Self.docsDirectory, withIntermediateDirectories: true) }
        let expected = Set(RuleCatalog.descriptors.map { $0.id + ".md" })
        let present = Set((try? fm.contentsOfDirectory(atPath: Self.docsDirectory.path)) ?? [])
        for stale in present.subtracting(expected) where stale.hasSuffix(".md") {
            if update {
                try fm.removeItem(at: Self.docsDirectory.appendingPathComponent(stale))
            } else {
                XCTFail("docs/rules/\(stale) documents no rule: remove it, or regenerate with PRESENTLINT_UPDATE_DOCS=1")
            }
        }
        for d in RuleCatalog.descriptors {
            let url = Fixtures.repositoryRoot.appendingPathComponent(d.documentationPath)
            let page = RuleCatalog.documentation(for: d)
            if update {
                try Data(page.utf8).write(to: url)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(committed, page,
                           "\(d.documentationPath) is stale: regenerate with `PRESENTLINT_UPDATE_DOCS=1 swift test --filter RuleDocsTests`")
        }
    }

    /// Each bad example, linted as a file exactly as written, triggers its rule; each good example
    /// triggers no rule at all. Off-by-default rules are switched on for the check.
    func testBadExamplesFireAndGoodExamplesDoNot() {
        var configuration = RuleConfiguration.defaults
        for id in configuration.settings.keys { configuration.settings[id]?.enabled = true }
        for d in RuleCatalog.descriptors {
            let bad = Analysis.findings([SourceText(path: "Example.swift", text: d.badExample)], configuration: configuration)
            XCTAssertTrue(bad.contains { $0.ruleID == d.id }, "\(d.id): the bad example does not fire: \(bad.map(\.ruleID))")
            // The correction must not trade one finding for another: no rule fires on it.
            let good = Analysis.findings([SourceText(path: "Example.swift", text: d.goodExample)], configuration: configuration)
            XCTAssertEqual(good.map(\.ruleID), [], "\(d.id): the good example is not clean: \(good.map(\.message))")
        }
    }

    func testEveryRuleCitesPublicDocumentation() {
        for d in RuleCatalog.descriptors {
            XCTAssertFalse(d.references.isEmpty, "\(d.id) cites no public documentation")
            for r in d.references {
                XCTAssertTrue(r.url.hasPrefix("https://developer.apple.com/"), "\(d.id): \(r.url) is not Apple's documentation")
                XCTAssertFalse(r.url.hasSuffix(".md"), "\(d.id): \(r.url) is a raw page, not the documentation's address")
            }
        }
    }

    /// Internal document names (`003_fab7….txt`) and development history have no place in text a
    /// user reads: rule descriptors (and so `explain`, SARIF, `rules.json` and `docs/rules/`) and the
    /// user-facing Markdown files.
    func testUserFacingTextNamesNoInternalFiles() throws {
        let seedName = try NSRegularExpression(pattern: "[0-9]{3}_[0-9a-f]{6,}\\.txt")
        let history = try NSRegularExpression(pattern: "machine [A-F]\\b|\\bstop [0-9]+|callgrind|\\.\\./shared")
        // A .txt name in a Markdown file must be a path of this repository (from the root or from
        // the file's folder), which users can open, or a file every release publishes (written by
        // scripts/release.sh into its output folder: `checksums.txt`).
        let textFile = try NSRegularExpression(pattern: "[A-Za-z0-9_./-]+\\.txt\\b")
        let releaseScript = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("scripts/release.sh"), encoding: .utf8)
        func check(_ text: String, _ place: String, history checkHistory: Bool, folder: URL? = nil) {
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertNil(seedName.firstMatch(in: text, range: range), "\(place) names an internal document")
            if let folder {
                for m in textFile.matches(in: text, range: range) {
                    guard let r = Range(m.range, in: text) else { continue }
                    let published = releaseScript.contains("\"$out/\(String(text[r]).split(separator: "/").last ?? "")\"")
                    let exists = published || [Fixtures.repositoryRoot, folder].contains {
                        FileManager.default.fileExists(atPath: $0.appendingPathComponent(String(text[r])).path)
                    }
                    XCTAssertTrue(exists, "\(place) names \(text[r]), which is not a file of the repository")
                }
            } else {
                XCTAssertFalse(text.contains(".txt"), "\(place) names a .txt file")
            }
            if checkHistory {
                if let m = history.firstMatch(in: text, range: range), let r = Range(m.range, in: text) {
                    XCTFail("\(place) carries development history or an outside path: \(text[r])")
                }
            }
        }
        for d in RuleCatalog.descriptors {
            check(RuleCatalog.documentation(for: d), "the documentation of \(d.id)", history: true)
        }
        check(RuleCatalog.catalogJSON(), "rules.json", history: true)
        for file in ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md", "docs/configuration.md", "docs/integrations.md",
                     "schemas/README.md", "Benchmarks/realworld/README.md"] {
            let url = Fixtures.repositoryRoot.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            check(text, file, history: true, folder: url.deletingLastPathComponent())
        }
    }

    /// The README's opening example prints exactly the finding the README shows under it.
    /// Rule files read as specifications: borrowing and byte-level work live in the engine and the
    /// facts, so no rule handles unsafe pointers. (The word itself may appear in prose: a rule's
    /// docs say which of its fixes are unsafe, `--unsafe-fixes`.)
    func testRuleSourcesUseNoUnsafePointers() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/RuleKit/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // `UnsafePointer`, `withUnsafeBytes`, `unsafeBitCast`, `nonisolated(unsafe)`, `@unsafe`.
            let api = text.contains("Unsafe") || text.contains("(unsafe)") || text.contains("@unsafe")
                || text.components(separatedBy: "unsafe").dropFirst().contains { $0.first?.isUppercase == true }
            XCTAssertFalse(api, "\(file) uses an unsafe API")
        }
    }

    func testReadmeExampleFindingIsWhatTheLinterPrints() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```")
        let code = try XCTUnwrap(blocks.firstIndex { $0.hasPrefix("swift\n") })
        XCTAssertGreaterThan(blocks.count, code + 2)
        let source = String(blocks[code].dropFirst("swift\n".count))
        let shown = blocks[code + 2].trimmingCharacters(in: .whitespacesAndNewlines)
        let findings = Analysis.findings([SourceText(path: "App/OrderView.swift", text: source)])
        let printed = findings.map { "\($0.path):\($0.start.line):\($0.start.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
        XCTAssertEqual(printed, [shown], "README.md shows another finding than the linter prints for its example: update the README")
    }

    /// The README's rules table is generated from the descriptors (`RuleCatalog.readmeRulesTable`).
    func testReadmeRulesTableMatchesDescriptors() throws {
        let url = Fixtures.repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let header = "| rule | default | finds | `--fix` |\n"
        let start = try XCTUnwrap(readme.range(of: header), "README.md has no rules table starting with \(header)")
        var end = start.lowerBound
        while end < readme.endIndex, readme[end] == "|" {
            end = readme[end...].firstIndex(of: "\n").map { readme.index(after: $0) } ?? readme.endIndex
        }
        let table = String(readme[start.lowerBound..<end])
        let expected = RuleCatalog.readmeRulesTable()
        if ProcessInfo.processInfo.environment["PRESENTLINT_UPDATE_DOCS"] == "1" {
            try Data(readme.replacingCharacters(in: start.lowerBound..<end, with: expected).utf8).write(to: url)
            return
        }
        XCTAssertEqual(table, expected, "README.md's rules table is stale: regenerate with `PRESENTLINT_UPDATE_DOCS=1 swift test --filter RuleDocsTests`")
    }

    func testReadmeLinksEveryRulePage() throws {
        let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for d in RuleCatalog.descriptors {
            XCTAssertTrue(readme.contains("](\(d.documentationPath))"), "README.md does not link \(d.documentationPath)")
        }
    }
}
