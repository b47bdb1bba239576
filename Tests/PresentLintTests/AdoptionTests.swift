import Foundation
import XCTest

/// What hooks, plugins, CI and code scanning rely on: named files obeying the configuration, a
/// project indexed around the named files, consumer-facing exit codes, and SARIF details.
final class AdoptionTests: XCTestCase {
    func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], file: file, line: line)
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A full-screen cover whose content type lives in another file: `cover-missing-close` can
    /// only judge it with both files analysed.
    static let coverHost = """
    import SwiftUI

    struct Host: View {
        @State private var showEditor = false
        var body: some View {
            Button("Edit") { showEditor = true }
                .fullScreenCover(isPresented: $showEditor) { EditorScreen() }
        }
    }

    """
    static let coverContent = """
    import SwiftUI

    struct EditorScreen: View {
        var body: some View { Text("Editing") }
    }

    """

    // MARK: --force-exclude and --project (the pre-commit hook and the plugins)

    func testForceExcludeAppliesTheConfigurationToNamedFiles() throws {
        let s = try Scratch()
        try s.write(".presentlint.json", #"{ "exclude": ["Generated"], "include": ["**/*.swift"] }"#)
        try s.write("Generated/Model.swift", Snippets.stateSheet)
        try s.write("App/A.swift", Snippets.stateSheet)
        // Without the flag a named file is linted whatever the configuration says.
        XCTAssertEqual(try CLI.run(["--strict", "Generated/Model.swift"], in: s.url).status, 1)
        let forced = try CLI.run(["--strict", "--force-exclude", "Generated/Model.swift", "App/A.swift"], in: s.url)
        XCTAssertEqual(forced.status, 1)
        XCTAssertFalse(forced.stdout.contains("Generated"), forced.stdout)
        XCTAssertTrue(forced.stdout.contains("App/A.swift:7:14"), forced.stdout)
        // Only excluded files named: nothing to lint is not an error here (a commit of generated code).
        let onlyExcluded = try CLI.run(["--strict", "--force-exclude", "Generated/Model.swift"], in: s.url)
        XCTAssertEqual(onlyExcluded.status, 0, onlyExcluded.stderr)
        XCTAssertEqual(onlyExcluded.stdout, "")
        XCTAssertTrue(onlyExcluded.stderr.contains("1 named file(s) skipped, excluded by the configuration"), onlyExcluded.stderr)
        // The same through another spelling of the path.
        XCTAssertEqual(try CLI.run(["--strict", "--force-exclude", "./Generated/../Generated/Model.swift"], in: s.url).status, 0)
    }

    func testProjectAnalysesOtherFilesButReportsOnlyTheNamedOnes() throws {
        let s = try Scratch()
        try s.write("Host.swift", Self.coverHost)
        try s.write("EditorScreen.swift", Self.coverContent)
        try s.write("Other.swift", Snippets.stateSheet)
        // Alone, the host file cannot tell whether the cover's content has a way out.
        let alone = try CLI.run(["Host.swift"], in: s.url)
        XCTAssertFalse(alone.stdout.contains("cover-missing-close"), alone.stdout)
        let project = try CLI.run(["--project", ".", "Host.swift"], in: s.url)
        XCTAssertEqual(project.status, 0, project.stderr)
        XCTAssertTrue(project.stdout.contains("Host.swift:7:14: warning: `.fullScreenCover` presents `EditorScreen` with no way out"), project.stdout)
        // Other.swift's finding is not reported: it was not named.
        XCTAssertFalse(project.stdout.contains("Other.swift"), project.stdout)
        XCTAssertTrue(project.stderr.contains("in 1 file(s)"), project.stderr)
        // A context file that cannot be read does not fail a run about other files.
        try s.write("Broken.swift", Data([0x00, 0x01]))
        XCTAssertEqual(try CLI.run(["--project", ".", "Host.swift"], in: s.url).status, 0)
        // Standard input stands in for the file it names.
        let stdin = try CLI.run(["--project", ".", "--stdin-path", "Host.swift"], in: s.url, stdin: Data(Self.coverHost.utf8))
        XCTAssertEqual(stdin.stdout.components(separatedBy: "cover-missing-close").count, 2, stdin.stdout)
    }

    /// The pre-commit hook names the staged files: a presented view that lost its Close button
    /// makes a finding at its presenter, in a file that was not staged. That finding is the
    /// change's doing and is reported, marked so; the other files' own findings are not.
    func testProjectReportsWhatTheNamedFilesCauseElsewhere() throws {
        let s = try Scratch()
        try s.write("Host.swift", Self.coverHost)
        try s.write("EditorScreen.swift", Self.coverContent)
        try s.write("Other.swift", Snippets.stateSheet)
        let staged = try CLI.run(["--strict", "--project", ".", "EditorScreen.swift"], in: s.url)
        XCTAssertEqual(staged.status, 1, staged.stdout + staged.stderr)
        XCTAssertTrue(staged.stdout.contains("Host.swift:7:14: warning: `.fullScreenCover` presents `EditorScreen` with no way out"), staged.stdout)
        XCTAssertTrue(staged.stdout.contains("(caused by a change to EditorScreen.swift) [cover-missing-close]"), staged.stdout)
        XCTAssertFalse(staged.stdout.contains("Other.swift"), staged.stdout)
        XCTAssertFalse(staged.stdout.contains("state-bool-presentation"), staged.stdout)
        // The same in JSON, and nothing once the view has its way out again.
        let json = try CLI.run(["--format", "json", "--project", ".", "EditorScreen.swift"], in: s.url)
        XCTAssertTrue(json.stdout.contains("caused by a change to EditorScreen.swift"), json.stdout)
        try s.write("EditorScreen.swift", Self.coverContent.replacingOccurrences(of: "Text(\"Editing\")", with: "Button(\"Close\") { dismiss() }")
            .replacingOccurrences(of: "struct EditorScreen: View {", with: "struct EditorScreen: View {\n    @Environment(\\.dismiss) private var dismiss"))
        let fixed = try CLI.run(["--strict", "--project", ".", "EditorScreen.swift"], in: s.url)
        // Host.swift's and Other.swift's own findings (state-bool-presentation) do not depend on it.
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertEqual(fixed.stdout, "")
    }

    func testTouchWritesTheStampOnlyAfterARunWithoutFileErrors() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        XCTAssertEqual(try CLI.run(["--touch", "stamp", "A.swift"], in: s.url).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("stamp").path))
        XCTAssertEqual(try CLI.run(["--touch", "stamp2", "missing.swift"], in: s.url).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("stamp2").path))
    }

    // MARK: Arguments

    func testShortJobsWithAttachedValue() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let attached = try CLI.run(["-j1", "A.swift"], in: s.url)
        XCTAssertEqual(attached.status, 0, attached.stderr)
        XCTAssertEqual(attached.stdout, try CLI.run(["-j", "1", "A.swift"], in: s.url).stdout)
        XCTAssertTrue(attached.stdout.contains("A.swift:7:14"))
        let bad = try CLI.run(["-j0", "A.swift"], in: s.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--jobs takes a whole number from 1 to 1024, not '0'"), bad.stderr)
    }

    func testMistypedSubcommandGetsDidYouMean() throws {
        let s = try Scratch()
        let run = try CLI.run(["rule"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("unknown command 'rule'; did you mean 'rules'?"), run.stderr)
        XCTAssertFalse(run.stderr.contains("no such file"), run.stderr)
        XCTAssertTrue(try CLI.run(["explian", "x"], in: s.url).stderr.contains("did you mean 'explain'?"))
        // A directory that happens to be spelled like a command is a path.
        try s.write("rule/A.swift", Snippets.stateSheet)
        XCTAssertTrue(try CLI.run(["rule"], in: s.url).stdout.contains("rule/A.swift:7:14"))
    }

    func testPathWithoutSwiftFilesIsReported() throws {
        let s = try Scratch()
        try s.write("docs/readme.md", "text")
        try s.write("A.swift", Snippets.stateSheet)
        let none = try CLI.run(["docs"], in: s.url)
        XCTAssertEqual(none.status, 2, "nothing at all was linted")
        XCTAssertTrue(none.stderr.contains("docs: error: no Swift files here"), none.stderr)
        let some = try CLI.run(["docs", "A.swift"], in: s.url)
        XCTAssertEqual(some.status, 0)
        XCTAssertTrue(some.stderr.contains("docs: warning: no Swift files here"), some.stderr)
        try s.write(".presentlint.json", #"{ "exclude": ["Gen"] }"#)
        try s.write("Gen/B.swift", Snippets.stateSheet)
        let excluded = try CLI.run(["Gen"], in: s.url)
        XCTAssertEqual(excluded.status, 2)
        XCTAssertTrue(excluded.stderr.contains("no Swift files here (after the configuration's include/exclude)"), excluded.stderr)
    }

    // MARK: --fix

    func testFixDryRunExitsOneWhenFixesArePending() throws {
        let s = try Scratch()
        try s.write("Legacy.swift", Snippets.legacy)
        try s.write("Clean.swift", Snippets.clean)
        let pending = try CLI.run(["--fix", "--dry-run", "Legacy.swift"], in: s.url)
        XCTAssertEqual(pending.status, 1, pending.stderr)
        XCTAssertTrue(pending.stdout.contains("+++ b/Legacy.swift"), pending.stdout)
        XCTAssertEqual(try s.read("Legacy.swift"), Snippets.legacy, "a dry run changes nothing")
        XCTAssertEqual(try CLI.run(["--fix", "--dry-run", "Clean.swift"], in: s.url).status, 0)
    }

    func testFixOnStandardInputPrintsTheFixedSource() throws {
        let s = try Scratch()
        let run = try CLI.run(["--fix", "-"], in: s.url, stdin: Data(Snippets.legacy.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("@Environment(\\.dismiss)"), run.stdout)
        XCTAssertFalse(run.stdout.contains("presentationMode"), run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("import SwiftUI\n"), "only the source on standard output: \(run.stdout)")
        // Remaining findings go to standard error, not into the source.
        let mixed = try CLI.run(["--fix", "--stdin-path", "M.swift"], in: s.url, stdin: Data((Snippets.legacy + Snippets.stateSheet.replacingOccurrences(of: "import SwiftUI\n", with: "")).utf8))
        XCTAssertFalse(mixed.stdout.contains("[state-bool-presentation]"), mixed.stdout)
        XCTAssertTrue(mixed.stderr.contains("M.swift:"), mixed.stderr)
        XCTAssertTrue(mixed.stderr.contains("[state-bool-presentation]"), mixed.stderr)
        let dry = try CLI.run(["--fix", "--dry-run", "-"], in: s.url, stdin: Data(Snippets.legacy.utf8))
        XCTAssertEqual(dry.status, 1)
        XCTAssertTrue(dry.stdout.contains("+    @Environment(\\.dismiss)"), dry.stdout)
    }

    // MARK: Output details

    func testStatisticsSurviveQuiet() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let text = try CLI.run(["-q", "--statistics", "A.swift"], in: s.url)
        XCTAssertTrue(text.stdout.contains("1  state-bool-presentation"), text.stdout)
        let json = try CLI.run(["-q", "--statistics", "--format", "json", "A.swift"], in: s.url)
        XCTAssertTrue(json.stderr.contains("1  state-bool-presentation"), json.stderr)
        _ = try self.json(json.stdout)
    }

    func testGitHubAnnotationsForSuppressionNotesCarryTheirLine() throws {
        let s = try Scratch()
        try s.write("A.swift", "import SwiftUI\n\n// presentlint:disable:next state-bool-presentaton\nstruct A {}\n")
        let run = try CLI.run(["--format", "github", "A.swift"], in: s.url)
        let note = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.contains("state-bool-presentaton") }, run.stdout)
        XCTAssertTrue(note.hasPrefix("::warning file=A.swift,line=3,col="), String(note))
    }

    func testConfigurationErrorNamesTheFileAndStopsBeforeAnyReport() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write(".presentlint.json", #"{ "exclude": ["x"], "rulez": {} }"#)
        let run = try CLI.run(["--format", "json", "-o", "report.json", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".presentlint.json: unknown key 'rulez'; did you mean 'rules'?"), run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.appendingPathComponent("report.json").path), "no report after a configuration error")
        try s.write(".presentlint.json", "{ \"exclude\": [\n  1 ] }")
        let typed = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(typed.status, 2)
        XCTAssertEqual(typed.stdout, "")
        XCTAssertTrue(typed.stderr.contains(".presentlint.json"), typed.stderr)
        // The help says so and describes the keys.
        let help = try CLI.run(["--help"], in: s.url).stdout
        for key in [".presentlint.json", "\"include\"", "\"exclude\"", "\"rules\"", "\"severity\"", "stops", "--force-exclude", "--project"] {
            XCTAssertTrue(help.contains(key), "help lacks \(key)")
        }
    }

    // MARK: SARIF

    func testSARIFColumnsAreUTF16CodeUnitsAndRulesLinkTheirDocumentation() throws {
        let s = try Scratch()
        // Multi-byte text before the finding: `é` is 2 UTF-8 bytes and 1 UTF-16 unit, `🙂` is 4
        // bytes and 2 units, so `sheet` at byte column 46 is at UTF-16 column 43.
        let source = """
        import SwiftUI

        struct Host: View {
            @State private var showHelp = false
            var body: some View {
                Button("é🙂") { showHelp = true }.sheet(isPresented: $showHelp) { Text("Help") }
            }
        }

        """
        try s.write("A.swift", source)
        let text = try CLI.run(["A.swift"], in: s.url)
        XCTAssertTrue(text.stdout.hasPrefix("A.swift:6:46:"), "text columns count UTF-8 bytes: \(text.stdout)")
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)[5]
        let byteColumn = 46
        let expected = String(decoding: Array(line.utf8.prefix(byteColumn - 1)), as: UTF8.self).utf16.count + 1
        XCTAssertEqual(expected, 43)
        let run = try CLI.run(["--format", "sarif", "A.swift"], in: s.url)
        let sarif = try json(run.stdout)
        let theRun = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(theRun["columnKind"] as? String, "utf16CodeUnits")
        let result = try XCTUnwrap((theRun["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try XCTUnwrap(location["region"] as? [String: Any])
        XCTAssertEqual(region["startColumn"] as? Int, expected)
        XCTAssertEqual(region["startLine"] as? Int, 6)
        // The region ends after `.sheet` on the same line: its end converts too.
        let endColumn = try XCTUnwrap(region["endColumn"] as? Int)
        XCTAssertGreaterThan(endColumn, expected)
        XCTAssertLessThanOrEqual(endColumn, line.utf16.count + 1)

        let driver = try XCTUnwrap((theRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertFalse(rules.isEmpty)
        let version = try XCTUnwrap(driver["version"] as? String)
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            let help = try XCTUnwrap(rule["helpUri"] as? String, "\(id) has no helpUri")
            XCTAssertTrue(help.hasSuffix("/blob/v\(version)/docs/rules/\(id).md"), help)
            XCTAssertTrue(help.hasPrefix("https://"), help)
            // The page it names is in the repository.
            let page = Self.repositoryRoot.appendingPathComponent("docs/rules/\(id).md")
            XCTAssertTrue(FileManager.default.fileExists(atPath: page.path), "no \(page.path) for \(id)'s helpUri")
        }
    }

    // MARK: Release

    /// The version is spelled once (`presentlint --version`); the CHANGELOG's latest release names it.
    func testVersionMatchesTheChangelog() throws {
        let s = try Scratch()
        let version = try CLI.run(["--version"], in: s.url).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let changelog = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = try XCTUnwrap(changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        let number = released.dropFirst(4).prefix { $0 != "]" }
        XCTAssertEqual(version, "presentlint \(number)")
        XCTAssertTrue(number.split(separator: ".").count == 3 && number.split(separator: ".").allSatisfy { Int($0) != nil }, "semantic version: \(number)")
    }

    /// The Install, Xcode & SwiftPM, pre-commit and GitHub Actions sections of the README and of
    /// docs/integrations.md show the commands the integration checks run (scripts/*_check.sh in CI):
    /// every line of their code blocks appears in those scripts, the repository's address and the
    /// version aside.
    func testREADMEIntegrationSnippetsAreTheTestedOnes() throws {
        let root = Self.repositoryRoot
        let scripts = try ["scripts/plugin_check.sh", "scripts/precommit_check.sh", "scripts/action_check.sh", "scripts/release_check.sh"].map {
            try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        var lines: [String] = []
        let documents = [
            ("README.md", ["## Install", "### Xcode & SwiftPM plugins", "### pre-commit", "### GitHub Actions"]),
            ("docs/integrations.md", ["## Xcode & SwiftPM plugins", "## pre-commit", "## GitHub Actions"]),
        ]
        for (file, headings) in documents {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for heading in headings {
                let start = try XCTUnwrap(text.range(of: "\n\(heading)\n"), "\(file) has no \(heading) section")
                let section = text[start.upperBound...].components(separatedBy: "\n#")[0]
                let blocks = section.components(separatedBy: "```")
                XCTAssertGreaterThan(blocks.count, 2, "\(file): \(heading) has no code block")
                for (i, block) in blocks.enumerated() where i % 2 == 1 {
                    lines += block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                }
            }
        }
        XCTAssertGreaterThan(lines.count, 30)
        for line in lines {
            var pattern = NSRegularExpression.escapedPattern(for: line)
            pattern = pattern.replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "https://github.com/OWNER/presentlint"), with: "\\S+")
            pattern = pattern.replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "0.1.0"), with: "(?:\\$version|0\\.1\\.0)")
            pattern = pattern.replacingOccurrences(of: NSRegularExpression.escapedPattern(for: "/usr/local"), with: "(?:/usr/local|\"\\$work/prefix(?:-make)?\")")
            let regex = try NSRegularExpression(pattern: pattern)
            XCTAssertNotNil(regex.firstMatch(in: scripts, range: NSRange(scripts.startIndex..., in: scripts)),
                            "README or docs/integrations.md line not run by any integration check: \(line)")
        }
    }
}
