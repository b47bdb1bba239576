import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

final class CLITests: XCTestCase {
    func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], file: file, line: line)
    }

    // MARK: Exit codes and text

    func testExitCodesAndTextFormat() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write("B.swift", Snippets.clean)
        let warn = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(warn.status, 0, "warnings alone do not fail")
        XCTAssertEqual(warn.stdout, "A.swift:7:14: warning: `.sheet` is driven by view-local `@State var showHelp: Bool`; let a coordinator (an `@Observable` model) own this flag, or a case of its route, so other code can present it [state-bool-presentation]\n")
        XCTAssertTrue(warn.stderr.contains("1 finding(s)"))
        XCTAssertEqual(try CLI.run(["--strict", "A.swift"], in: s.url).status, 1)
        XCTAssertEqual(try CLI.run(["--max-warnings", "0", "A.swift"], in: s.url).status, 1)
        XCTAssertEqual(try CLI.run(["--max-warnings", "1", "A.swift"], in: s.url).status, 0)
        let clean = try CLI.run(["lint", "B.swift"], in: s.url)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
        let quiet = try CLI.run(["-q", "A.swift"], in: s.url)
        XCTAssertEqual(quiet.stderr, "")
    }

    func testDefaultPathIsCurrentDirectoryAndSkipsBuildFolders() throws {
        let s = try Scratch()
        try s.write("Sources/A.swift", Snippets.stateSheet)
        try s.write(".build/checkouts/Dep.swift", Snippets.stateSheet)
        try s.write("Pods/X/Y.swift", Snippets.stateSheet)
        try s.write("node_modules/z.swift", Snippets.stateSheet)
        let run = try CLI.run([], in: s.url)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("Sources/A.swift:7:14:"), run.stdout)
        // An explicit file is linted even inside a skipped folder.
        XCTAssertEqual(try CLI.run([".build/checkouts/Dep.swift"], in: s.url).stdout.split(separator: "\n").count, 1)
    }

    func testMissingPathIsExit2AndOtherFilesStillReported() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let run = try CLI.run(["nope.swift", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("nope.swift: error: no such file or directory"), run.stderr)
        XCTAssertTrue(run.stdout.contains("A.swift:7:14"), run.stdout)
    }

    func testUsageErrorsSuggestCorrections() throws {
        let s = try Scratch()
        let badOption = try CLI.run(["--formt", "json"], in: s.url)
        XCTAssertEqual(badOption.status, 2)
        XCTAssertTrue(badOption.stderr.contains("did you mean '--format'?"), badOption.stderr)
        let badFormat = try CLI.run(["--format", "jsn"], in: s.url)
        XCTAssertTrue(badFormat.stderr.contains("did you mean 'json'?"), badFormat.stderr)
        let badRule = try CLI.run(["--only", "state-bool-presentaton"], in: s.url)
        XCTAssertEqual(badRule.status, 2)
        XCTAssertTrue(badRule.stderr.contains("did you mean 'state-bool-presentation'?"), badRule.stderr)
        // A list is checked item by item, like the comma lists of suppression comments.
        let badInList = try CLI.run(["--disable", "settings-in-cover,cover-missng-close"], in: s.url)
        XCTAssertEqual(badInList.status, 2)
        XCTAssertTrue(badInList.stderr.contains("unknown rule 'cover-missng-close'"), badInList.stderr)
        XCTAssertEqual(try CLI.run(["--jobs", "0"], in: s.url).status, 2)
        XCTAssertEqual(try CLI.run(["--dry-run"], in: s.url).status, 2)
        XCTAssertEqual(try CLI.run(["explain", "nope"], in: s.url).status, 2)
    }

    func testOnlyAndDisableTakeCommaLists() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write("L.swift", Snippets.legacy)
        func rules(_ arguments: [String]) throws -> [String] {
            let run = try CLI.run(["-q", "--format", "json"] + arguments, in: s.url)
            XCTAssertNotEqual(run.status, 2, run.stderr)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
            let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
            return Set(findings.compactMap { $0["ruleId"] as? String }).sorted()
        }
        let both = ["deprecated-presentation-api", "state-bool-presentation"]
        XCTAssertEqual(try rules([]), both)
        XCTAssertEqual(try rules(["--only", "state-bool-presentation"]), ["state-bool-presentation"])
        XCTAssertEqual(try rules(["--only", "state-bool-presentation,deprecated-presentation-api"]), both)
        XCTAssertEqual(try rules(["--only=state-bool-presentation, deprecated-presentation-api"]), both)
        XCTAssertEqual(try rules(["--disable", "state-bool-presentation,deprecated-presentation-api"]), [])
        XCTAssertEqual(try rules(["--disable", "deprecated-presentation-api,"]), ["state-bool-presentation"])
        // An empty list (an unset variable) is a usage error, not "every rule".
        let empty = try CLI.run(["--only", ""], in: s.url)
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.contains("--only takes a rule id"), empty.stderr)
        XCTAssertEqual(try CLI.run(["--disable=,"], in: s.url).status, 2)
    }

    func testVersionHelpRulesExplain() throws {
        let s = try Scratch()
        XCTAssertEqual(try CLI.run(["--version"], in: s.url).stdout, "presentlint 0.1.0\n")
        for topic in [["--help"], ["lint", "--help"], ["help", "rules"], ["rules", "--help"], ["explain", "--help"], ["dump-tokens", "--help"]] {
            let run = try CLI.run(topic, in: s.url)
            XCTAssertEqual(run.status, 0, "\(topic)")
            XCTAssertTrue(run.stdout.contains("USAGE"), "\(topic)")
        }
        let rules = try CLI.run(["rules"], in: s.url)
        XCTAssertTrue(rules.stdout.contains("cover-missing-close"))
        let catalog = try CLI.run(["rules", "--format", "json"], in: s.url)
        let committed = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("rules.json"), encoding: .utf8)
        XCTAssertEqual(catalog.stdout, committed)
        let explain = try CLI.run(["explain", "settings-in-cover"], in: s.url)
        for section in ["What it finds", "Why it matters", "Example", "Use instead", "Options", "patterns"] {
            XCTAssertTrue(explain.stdout.contains(section), section)
        }
        // `explain --format markdown` prints the rule's documentation page, its relative links
        // made absolute (printed, the page has nothing to resolve them against).
        let page = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/rules/settings-in-cover.md"), encoding: .utf8)
        let markdown = try CLI.run(["explain", "settings-in-cover", "--format", "markdown"], in: s.url)
        XCTAssertEqual(markdown.stdout, page.replacingOccurrences(of: "](../../", with: "](https://github.com/OWNER/presentlint/blob/v0.1.0/"))
        XCTAssertEqual(try CLI.run(["explain", "--format=markdown", "settings-in-cover"], in: s.url).stdout, markdown.stdout)
        XCTAssertFalse(markdown.stdout.contains("](../"), markdown.stdout)
    }

    /// `explain` prints plain text by default (piped here, as on a terminal): no Markdown markup,
    /// code indented, headings underlined, links as `text <address>` with public addresses.
    func testExplainPrintsPlainText() throws {
        let s = try Scratch()
        let ids = try FileManager.default.contentsOfDirectory(atPath: Fixtures.repositoryRoot.appendingPathComponent("docs/rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
        XCTAssertGreaterThanOrEqual(ids.count, 9)
        for d in ids {
            let run = try CLI.run(["explain", d], in: s.url)
            XCTAssertEqual(run.status, 0, run.stderr)
            let text = run.stdout
            for markup in ["```", "`", "**", "](", "\n#"] {
                XCTAssertFalse(text.contains(markup), "\(d): plain text contains \(markup)")
            }
            XCTAssertTrue(text.hasPrefix("\(d)\n" + String(repeating: "=", count: d.count) + "\n"), text)
            XCTAssertTrue(text.contains("\nWhat it finds\n-------------\n"), text)
            XCTAssertTrue(text.contains("\n    import SwiftUI\n"), "\(d): the example is not indented as code")
            XCTAssertTrue(text.contains(" <https://github.com/OWNER/presentlint/blob/v0.1.0/Tests/Fixtures/rules/"), text)
            XCTAssertTrue(text.contains(" <https://developer.apple.com/"), text)
        }
        let options = try CLI.run(["explain", "settings-in-cover"], in: s.url).stdout
        XCTAssertTrue(options.contains("\n  option    default"), options)
        let bad = try CLI.run(["explain", "settings-in-cover", "--format", "html"], in: s.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("takes text or markdown"), bad.stderr)
    }

    /// A rule id shortened or misspelt gets a suggestion wherever one is accepted: `explain`,
    /// `--only`/`--disable`, `.presentlint.json`'s `rules` and suppression comments.
    func testRuleIdDidYouMeanEverywhere() throws {
        let s = try Scratch()
        let explain = try CLI.run(["explain", "state-bool"], in: s.url)
        XCTAssertEqual(explain.status, 2)
        XCTAssertTrue(explain.stderr.contains("unknown rule 'state-bool'; did you mean 'state-bool-presentation'?"), explain.stderr)
        XCTAssertTrue(try CLI.run(["explain", "missing-close"], in: s.url).stderr.contains("did you mean 'cover-missing-close'?"))
        XCTAssertTrue(try CLI.run(["explain", "deprecated-presentaton-api"], in: s.url).stderr.contains("did you mean 'deprecated-presentation-api'?"))
        try s.write("A.swift", Snippets.stateSheet)
        for option in ["--only", "--disable"] {
            let run = try CLI.run([option, "state-bool", "A.swift"], in: s.url)
            XCTAssertEqual(run.status, 2)
            XCTAssertTrue(run.stderr.contains("unknown rule 'state-bool'; did you mean 'state-bool-presentation'?"), run.stderr)
        }
        let c = try Scratch()
        try c.write(".presentlint.json", #"{ "rules": { "state-bool": false } }"#)
        try c.write("A.swift", Snippets.stateSheet)
        let config = try CLI.run(["A.swift"], in: c.url)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.contains("unknown rule 'state-bool' in 'rules'; did you mean 'state-bool-presentation'?"), config.stderr)
        try s.write("B.swift", "// presentlint:disable:next state-bool\n" + Snippets.stateSheet)
        let comment = try CLI.run(["B.swift"], in: s.url)
        XCTAssertTrue(comment.stderr.contains("names unknown rule 'state-bool'; did you mean 'state-bool-presentation'?"), comment.stderr)
        // Nothing near: no suggestion.
        XCTAssertFalse(try CLI.run(["explain", "zzz"], in: s.url).stderr.contains("did you mean"))
    }

    // MARK: Formats

    func testJSONReport() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let run = try CLI.run(["--format", "json", "A.swift", "missing.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        let report = try json(run.stdout)
        XCTAssertEqual(report["version"] as? Int, 1)
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 1)
        let f = findings[0]
        XCTAssertEqual(f["ruleId"] as? String, "state-bool-presentation")
        XCTAssertEqual(f["line"] as? Int, 7)
        XCTAssertEqual(f["column"] as? Int, 14)
        XCTAssertEqual(f["enclosingType"] as? String, "Host")
        XCTAssertEqual((f["fingerprint"] as? String)?.count, 16)
        let errors = try XCTUnwrap(report["fileErrors"] as? [[String: Any]])
        XCTAssertEqual(errors.first?["path"] as? String, "missing.swift")
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["warnings"] as? Int, 1)
    }

    func testFingerprintSurvivesShiftedLines() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let before = try json(try CLI.run(["--format", "json", "A.swift"], in: s.url).stdout)
        try s.write("A.swift", "// a new comment\n// and another\n" + Snippets.stateSheet)
        let after = try json(try CLI.run(["--format", "json", "A.swift"], in: s.url).stdout)
        let a = (before["findings"] as? [[String: Any]])?.first?["fingerprint"] as? String
        let b = (after["findings"] as? [[String: Any]])?.first?["fingerprint"] as? String
        XCTAssertNotNil(a)
        XCTAssertEqual(a, b)
    }

    func testSARIFReport() throws {
        let s = try Scratch()
        try s.write("Sub Dir/A b.swift", Snippets.stateSheet)
        let run = try CLI.run(["--format", "sarif", "Sub Dir"], in: s.url)
        let sarif = try json(run.stdout)
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertTrue(rules.contains { $0["id"] as? String == "cover-missing-close" })
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        let location = try XCTUnwrap(((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "Sub%20Dir/A%20b.swift")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        XCTAssertNotNil((results[0]["partialFingerprints"] as? [String: Any])?["presentlint/v1"])
    }

    func testGitHubAnnotationsCannotBeInjected() throws {
        let s = try Scratch()
        let hostile = "x,line=1::%0A\n::error file=evil::pwned%.swift"
        try s.write(hostile, Snippets.stateSheet)
        let run = try CLI.run(["--format", "github", "."], in: s.url)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 2, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("::warning file=x%2Cline=1%3A%3A%250A%0A%3A%3Aerror file=evil%3A%3Apwned%25.swift,line=7,col=14,"), String(lines[0]))
        XCTAssertFalse(lines[0].contains("\r"))
        XCTAssertEqual(lines[1], "presentlint: 1 finding(s) (0 error(s), 1 warning(s)) in 1 file(s)")
    }

    /// The `github` report ends with its totals, as a plain log line (not an annotation, so no
    /// workflow command), file errors included; `--quiet` leaves it out.
    func testGitHubReportEndsWithTotals() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write("B.swift", Snippets.stateSheet.replacingOccurrences(of: "Host", with: "Other"))
        let run = try CLI.run(["--format", "github", "A.swift", "B.swift", "missing.swift"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("::warning ") }.count, 2, run.stdout)
        XCTAssertEqual(lines.last, "presentlint: 2 finding(s) (0 error(s), 2 warning(s)) in 2 file(s); 1 file error(s)")
        let clean = try CLI.run(["--format", "github", "--disable", "state-bool-presentation", "A.swift"], in: s.url)
        XCTAssertEqual(clean.stdout, "presentlint: 0 finding(s) (0 error(s), 0 warning(s)) in 1 file(s)\n")
        let quiet = try CLI.run(["--format", "github", "-q", "A.swift"], in: s.url)
        XCTAssertFalse(quiet.stdout.contains("presentlint: "), quiet.stdout)
    }

    func testTextNeutralizesControlCharacters() throws {
        let s = try Scratch()
        try s.write("esc\u{1B}[31mred.swift", Snippets.stateSheet)
        let run = try CLI.run(["--color", "never", "."], in: s.url)
        XCTAssertFalse(run.stdout.contains("\u{1B}"), run.stdout)
        XCTAssertTrue(run.stdout.contains("esc\\u{1B}[31mred.swift"), run.stdout)
        let colored = try CLI.run(["--color", "always", "."], in: s.url)
        XCTAssertTrue(colored.stdout.contains("\u{1B}[33mwarning"), colored.stdout)
    }

    func testTextEscapesBidiAndC1ButKeepsOtherUnicode() throws {
        let s = try Scratch()
        try s.write("a\u{202E}b\u{85}c…é.swift", Snippets.stateSheet)
        let run = try CLI.run(["--color", "never", "."], in: s.url)
        XCTAssertTrue(run.stdout.contains("a\\u{202E}b\\u{85}c…é.swift:"), run.stdout)
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x85 }, run.stdout)
    }

    /// The clean-text test reads eight bytes at a time: a control character, C1 control, bidi
    /// control or line separator at any offset of a path, inside a word or after it, is escaped,
    /// and printable ASCII (`~` just below DEL, space) and other Unicode pass through.
    func testTextEscapesControlCharactersAtEveryOffset() throws {
        let s = try Scratch()
        let hostile: [Unicode.Scalar] = ["\u{01}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2066}"]
        for (h, scalar) in hostile.enumerated() {
            for offset in 0..<18 {
                try s.write("d\(h)/" + String(repeating: "x", count: offset) + String(scalar) + "~ é.swift", Snippets.stateSheet)
            }
        }
        let run = try CLI.run(["--color", "never", "."], in: s.url)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, hostile.count * 18, run.stdout)
        for (h, scalar) in hostile.enumerated() {
            let escaped = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            for offset in 0..<18 {
                XCTAssertTrue(run.stdout.contains("d\(h)/" + String(repeating: "x", count: offset) + escaped + "~ é.swift:"), "U+\(scalar.value) at \(offset)")
            }
        }
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2066 })
    }

    final class XMLCollector: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes))
        }
    }

    func parseXML(_ text: String) -> [(String, [String: String])]? {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    func testCheckstyleAndJUnitAreWellFormedXML() throws {
        let s = try Scratch()
        try s.write("a&b<c>\"'.swift", Snippets.stateSheet)
        let checkstyle = try CLI.run(["--format", "checkstyle", "."], in: s.url)
        let c = try XCTUnwrap(parseXML(checkstyle.stdout), checkstyle.stdout)
        XCTAssertEqual(c.first { $0.0 == "file" }?.1["name"], "a&b<c>\"'.swift")
        XCTAssertEqual(c.first { $0.0 == "error" }?.1["source"], "presentlint.state-bool-presentation")
        let junit = try CLI.run(["--format", "junit", "."], in: s.url)
        let j = try XCTUnwrap(parseXML(junit.stdout), junit.stdout)
        XCTAssertEqual(j.first { $0.0 == "testsuites" }?.1["failures"], "1")
        XCTAssertNotNil(j.first { $0.0 == "failure" })
        let empty = try Scratch()
        try empty.write("ok.swift", Snippets.clean)
        let passing = try XCTUnwrap(parseXML(try CLI.run(["--format", "junit", "."], in: empty.url).stdout))
        XCTAssertEqual(passing.first { $0.0 == "testsuites" }?.1["failures"], "0")
    }

    func testOutputFileIsWrittenAndMissingDirectoryFails() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let ok = try CLI.run(["--format", "json", "-o", "report.json", "A.swift"], in: s.url)
        XCTAssertEqual(ok.stdout, "")
        XCTAssertNotNil(try json(try s.read("report.json"))["findings"])
        let bad = try CLI.run(["--output", "no/such/dir/report.json", "A.swift"], in: s.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("no/such/dir"), bad.stderr)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.url.path).filter { $0.contains(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testStandardInput() throws {
        let s = try Scratch()
        let run = try CLI.run(["--stdin-path", "Views/Host.swift"], in: s.url, stdin: Data(Snippets.stateSheet.utf8))
        XCTAssertTrue(run.stdout.hasPrefix("Views/Host.swift:7:14:"), run.stdout)
        let dash = try CLI.run(["-"], in: s.url, stdin: Data(Snippets.stateSheet.utf8))
        XCTAssertTrue(dash.stdout.hasPrefix("<stdin>:7:14:"), dash.stdout)
    }

    func testOutputIdenticalWhateverJobs() throws {
        let s = try Scratch()
        for i in 0..<12 { try s.write("F\(i).swift", Snippets.stateSheet.replacingOccurrences(of: "Host", with: "Host\(i)")) }
        let one = try CLI.run(["--format", "json", "--jobs", "1", "."], in: s.url)
        let four = try CLI.run(["--format", "json", "-j", "4", "."], in: s.url)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.stdout.components(separatedBy: "\"ruleId\"").count - 1, 12)
    }

    /// The text report on standard output is written a piece at a time (64 KiB); the same
    /// report written whole to `--output` must match it byte for byte, piece boundaries included.
    func testTextReportWrittenInPiecesMatchesWholeReport() throws {
        let s = try Scratch()
        // Long paths and a line per file: well over one piece of report.
        let folder = "Features/" + String(repeating: "Nested/", count: 12)
        for i in 0..<700 { try s.write("\(folder)F\(i).swift", Snippets.stateSheet.replacingOccurrences(of: "Host", with: "Host\(i)")) }
        let streamed = try CLI.run(["--jobs", "1", "--statistics", "."], in: s.url)
        let whole = try CLI.run(["--jobs", "1", "--statistics", "-o", "report.txt", "."], in: s.url)
        XCTAssertEqual(whole.stdout, "")
        let written = try s.read("report.txt")
        XCTAssertGreaterThan(streamed.stdoutBytes.count, 2 * 65536)
        XCTAssertEqual(streamed.stdout, written)
        XCTAssertEqual(streamed.stdout.components(separatedBy: "\n").filter { $0.hasSuffix("[state-bool-presentation]") }.count, 700)
    }

    func testStatistics() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet + Snippets.legacy)
        let run = try CLI.run(["--statistics", "A.swift"], in: s.url)
        // One finding for the `presentationMode` property, listing its `dismiss()` call.
        XCTAssertTrue(run.stdout.contains("     1  deprecated-presentation-api\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("     1  state-bool-presentation\n"), run.stdout)
    }

    // MARK: Bad input

    func testBinaryFifoAndDirectoryNamedSwift() throws {
        let s = try Scratch()
        try s.write("bin.swift", Data([0x73, 0x00, 0xFF, 0x00]))
        try s.write("ok.swift", Snippets.stateSheet)
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent("dir.swift"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(s.url.appendingPathComponent("pipe.swift").path, 0o644), 0)
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("bin.swift:1:2: error: binary file"), run.stderr)
        XCTAssertTrue(run.stderr.contains("pipe.swift: error: not a regular file"), run.stderr)
        XCTAssertTrue(run.stdout.contains("ok.swift:7:14"), run.stdout)
    }

    /// Text that is not UTF-8 (Latin-1 bytes) is still analysed: silently inside a comment or
    /// string, with a warning at the byte in code; a NUL byte marks a binary file, as git decides.
    func testInvalidUTF8IsAnalysedAndNULMeansBinary() throws {
        let s = try Scratch()
        try s.write("Latin.swift", Data("// caf".utf8) + Data([0xE9]) + Data("\n".utf8) + Data(Snippets.stateSheet.utf8))
        let latin = try CLI.run(["Latin.swift"], in: s.url)
        XCTAssertEqual(latin.status, 0, latin.stderr)
        XCTAssertFalse(latin.stderr.contains("[encoding]"), latin.stderr)
        XCTAssertTrue(latin.stdout.contains("Latin.swift:8:14"), latin.stdout)
        try s.write("Code.swift", Data("let caf".utf8) + Data([0xE9]) + Data(" = 1\n".utf8) + Data(Snippets.stateSheet.utf8))
        let code = try CLI.run(["Code.swift"], in: s.url)
        XCTAssertEqual(code.status, 0, code.stderr)
        XCTAssertTrue(code.stderr.contains("Code.swift:1:8: warning: invalid UTF-8 [encoding]"), code.stderr)
        XCTAssertTrue(code.stdout.contains("Code.swift:8:14"), code.stdout)
        try s.write("Nul.swift", Data(Snippets.stateSheet.utf8) + Data([0x00]))
        let nul = try CLI.run(["Nul.swift", "Latin.swift"], in: s.url)
        XCTAssertEqual(nul.status, 2)
        XCTAssertTrue(nul.stderr.contains("Nul.swift:10:1: error: binary file (NUL byte), not analysed"), nul.stderr)
        XCTAssertTrue(nul.stdout.contains("Latin.swift:8:14"), nul.stdout)
    }

    /// Unreadable file and directory, and an output directory the user cannot write: each is named
    /// on stderr, the other files are still linted, the run ends with 2, and nothing half-written
    /// is left behind.
    func testPermissionDeniedInputsAndReadOnlyOutputDirectory() throws {
        let s = try Scratch()
        try s.write("src/A.swift", Snippets.stateSheet)
        let locked = try s.write("src/Locked.swift", Snippets.stateSheet)
        try s.write("src/closed/C.swift", Snippets.stateSheet)
        try s.write("readonly/keep.txt", "kept")
        XCTAssertEqual(chmod(locked.path, 0o000), 0)
        XCTAssertEqual(chmod(s.url.appendingPathComponent("src/closed").path, 0o000), 0)
        XCTAssertEqual(chmod(s.url.appendingPathComponent("readonly").path, 0o555), 0)
        defer {
            chmod(s.url.appendingPathComponent("src/closed").path, 0o755)
            chmod(s.url.appendingPathComponent("readonly").path, 0o755)
        }
        let run = try CLI.runUnprivileged(["src"], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("src/Locked.swift: error: permission denied"), run.stderr)
        XCTAssertTrue(run.stderr.contains("src/closed: error: cannot read directory: permission denied"), run.stderr)
        XCTAssertTrue(run.stdout.contains("src/A.swift:7:14"), run.stdout)

        for option in ["--output", "--write-baseline"] {
            let out = try CLI.runUnprivileged([option, "readonly/out.json", "src/A.swift"], in: s.url)
            XCTAssertEqual(out.status, 2, "\(option): \(out.stderr)")
            XCTAssertTrue(out.stderr.contains("cannot write 'readonly/out.json': permission denied"), "\(option): \(out.stderr)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: s.url.appendingPathComponent("readonly").path), ["keep.txt"])
        }
    }

    /// A 50 MB file is analysed whole: the finding after 50 MB of other lines has the right line.
    /// Another file removed after the walk listed it but before it was read is named on stderr,
    /// and the report of the rest still comes out whole.
    func testFiftyMegabyteFileAndFileDeletedDuringTheRun() throws {
        let s = try Scratch()
        // One block comment of fifty megabytes: the lexer steps through it byte by byte, so the one
        // worker is still busy with it when the other file goes (line comments end by `memchr`).
        let line = "   generated padding, a line of ordinary comment text to fill fifty megabytes\n"
        let lines = 50_000_000 / line.utf8.count + 1
        var big = Data(capacity: lines * line.utf8.count + 512)
        let lineData = Data(line.utf8)
        big.append(Data("/*".utf8))
        for _ in 0..<lines { big.append(lineData) }
        big.append(Data("*/\n".utf8))
        big.append(Data(Snippets.stateSheet.utf8))
        XCTAssertGreaterThan(big.count, 50_000_000)
        try s.write("A_Big.swift", big)
        try s.write("Z_Gone.swift", Snippets.stateSheet)
        try s.write("Z_Kept.swift", Snippets.stateSheet.replacingOccurrences(of: "Host", with: "Kept"))

        let (process, out, err) = try CLI.start(["--format", "json", "--jobs", "1", "."], in: s.url)
        // With one job the walk (milliseconds) ends before any file is read; the one worker then
        // spends well over a second on the big file, Z_Gone's turn comes after it.
        Thread.sleep(forTimeInterval: 0.5)
        try FileManager.default.removeItem(at: s.url.appendingPathComponent("Z_Gone.swift"))
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let report = try json(String(decoding: stdout, as: UTF8.self))
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let paths = findings.compactMap { $0["path"] as? String }
        let bigFinding = try XCTUnwrap(findings.first { ($0["path"] as? String) == "A_Big.swift" })
        XCTAssertEqual(bigFinding["line"] as? Int, lines + 8)
        XCTAssertTrue(paths.contains("Z_Kept.swift"), "\(paths)")
        XCTAssertFalse(paths.contains("Z_Gone.swift"))
        if process.terminationStatus == 2 {
            XCTAssertTrue(stderr.contains("Z_Gone.swift: error: no such file or directory"), stderr)
        } else {
            // The machine was slow enough that the walk ran after the removal: nothing to report.
            XCTAssertEqual(process.terminationStatus, 0, stderr)
            XCTAssertFalse(stderr.contains("error"), stderr)
        }
    }

    func testEmptyBOMAndCRLFFiles() throws {
        let s = try Scratch()
        try s.write("empty.swift", "")
        try s.write("bom.swift", Data([0xEF, 0xBB, 0xBF]) + Data(Snippets.stateSheet.utf8))
        try s.write("crlf.swift", Snippets.stateSheet.replacingOccurrences(of: "\n", with: "\r\n"))
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("bom.swift:7:14"), run.stdout)
        XCTAssertTrue(run.stdout.contains("crlf.swift:7:14"), run.stdout)
    }

    func testUnterminatedLiteralIsANoteNotAFailure() throws {
        let s = try Scratch()
        try s.write("broken.swift", "let a = \"unterminated\n" + Snippets.stateSheet)
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("broken.swift:1:22: warning: unterminated string literal"), run.stderr)
        XCTAssertTrue(run.stdout.contains("broken.swift:8:14"), run.stdout)
    }

    func testSymlinkLoopsAndLinksOutOfTheTreeAreNotFollowed() throws {
        let s = try Scratch()
        let outside = try Scratch()
        try outside.write("Outside.swift", Snippets.stateSheet)
        try s.write("src/A.swift", Snippets.clean)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("src/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("src/out").path, withDestinationPath: outside.url.path)
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// The text report is sized before it is written (and traps on a miscount): lines far longer
    /// than usual, two findings whose paths alone are over 400 bytes each, come out whole.
    func testTextReportOfLongLinesIsWhole() throws {
        let s = try Scratch()
        let deep = String(repeating: "d", count: 200) + "/" + String(repeating: "e", count: 200)
        try s.write(deep + "/Host.swift", Snippets.stateSheet)
        try s.write(deep + "/Host2.swift", Snippets.stateSheet)
        let run = try CLI.run(["-q", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let message = "warning: `.sheet` is driven by view-local `@State var showHelp: Bool`; "
            + "let a coordinator (an `@Observable` model) own this flag, or a case of its route, so other code can present it [state-bool-presentation]"
        XCTAssertEqual(run.stdout, "\(deep)/Host.swift:7:14: \(message)\n\(deep)/Host2.swift:7:14: \(message)\n")
    }

    /// Directory entries are walked in the byte order of their names (a name that is a prefix of
    /// another first), which is the order per-file problems reach stderr: stable on every machine
    /// and file system, whatever order the directory lists them in. Names are compared by their
    /// first 16 bytes as integers first: some here share 8 or 16 of them, or end within them.
    func testWalkVisitsNamesInByteOrder() throws {
        let s = try Scratch()
        let names = ["é.swift", "b.swift", "a.swift.swift", "B.swift", "ab.swift", "e.swift", "a.swift", "_x.swift", "a-b.swift", "Z.swift", "a b.swift",
                     "abcdefghijklmnop2.swift", "abcdefghijklmnop10.swift", "abcdefghijklmnoZ.swift", "abcdefgh.swift", "abcdefghijklmnop.swift"]
        for name in names { try s.write(name, Data([0x61, 0x00])) }
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 2, run.stderr)
        let reported = run.stderr.split(separator: "\n").filter { $0.contains("binary file") }.map { String($0.prefix { $0 != ":" }) }
        let expected = ["B.swift", "Z.swift", "_x.swift", "a b.swift", "a-b.swift", "a.swift", "a.swift.swift", "ab.swift", "abcdefgh.swift",
                        "abcdefghijklmnoZ.swift", "abcdefghijklmnop.swift", "abcdefghijklmnop10.swift", "abcdefghijklmnop2.swift",
                        "b.swift", "e.swift", "é.swift"]
        XCTAssertEqual(reported, expected)
    }

    func testDumpTokensUnreadableFile() throws {
        let s = try Scratch()
        try s.write("a.swift", "let x = 1\n")
        let run = try CLI.run(["dump-tokens", "a.swift", "missing.swift"], in: s.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "== a.swift\n1:1\tword\tlet\n1:5\tword\tx\n1:7\tpunct\t=\n1:9\tnum\t1\n")
        XCTAssertTrue(run.stderr.contains("missing.swift"), run.stderr)
    }

    #if os(Linux)
    /// A file larger than `stat` says (here a `/proc` file, which reports size 0) is still read
    /// to its end: the read buffer sized from `stat` grows and the reading goes on.
    func testFileLargerThanItsStatSizeIsReadWhole() throws {
        let path = "/proc/version"
        let expected = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertGreaterThan(expected.count, 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.size] as? NSNumber)?.intValue, 0, "the premise: stat reports no size")
        let run = try CLI.run(["dump-tokens", path], in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(run.status, 0, run.stderr)
        // The canonical stream names each token's line and column: the last one lies near the end.
        let lastLine = try XCTUnwrap(run.stdout.split(separator: "\n").last)
        let column = Int(lastLine.split(separator: "\t")[0].split(separator: ":")[1]) ?? 0
        XCTAssertGreaterThan(column, expected.count / 2, "tokens cover the whole file, not its first bytes")
    }
    #endif
}
