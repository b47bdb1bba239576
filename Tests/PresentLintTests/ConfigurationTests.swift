import Foundation
import XCTest

/// `.presentlint.json`, suppression comments, baselines and `--fix`.
final class ConfigurationTests: XCTestCase {
    func testConfigurationSeverityOptionsAndExcludes() throws {
        let s = try Scratch()
        try s.write("Sources/A.swift", Snippets.stateSheet)
        try s.write("Generated/G.swift", Snippets.stateSheet)
        try s.write(".presentlint.json", """
        { "exclude": ["Generated/**"],
          "rules": { "state-bool-presentation": { "severity": "error" }, "scattered-modal-state": false } }
        """)
        let run = try CLI.run([], in: s.url)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stdout.contains("error: `.sheet`"), run.stdout)
        // Found by walking up from a subdirectory.
        XCTAssertEqual(try CLI.run(["A.swift"], in: s.url.appendingPathComponent("Sources")).status, 1)
        // Options: `modifiers` without sheet turns the finding off.
        try s.write(".presentlint.json", #"{ "rules": { "state-bool-presentation": { "modifiers": ["fullScreenCover"] } } }"#)
        XCTAssertEqual(try CLI.run(["Sources"], in: s.url).stdout, "")
    }

    /// Globs are matched against paths relative to the configuration's directory, however the
    /// walk was started: from the root, from a subdirectory, with `.`, a relative or an absolute path.
    func testIncludeAndExcludeGlobsWhereverTheWalkStarts() throws {
        let s = try Scratch()
        let files = ["Sources/App/A.swift", "Sources/App/Generated/G.swift", "Sources/Gen.generated.swift",
                     "Sources/App/Deep/Deeper/D.swift", "Tests/T.swift", "Vendor/Lib/L.swift"]
        for f in files { try s.write(f, Snippets.stateSheet) }
        func reported(_ config: String, _ arguments: [String], in directory: String = "") throws -> [String] {
            try s.write(".presentlint.json", config)
            let cwd = directory.isEmpty ? s.url : s.url.appendingPathComponent(directory)
            let run = try CLI.run(["-q", "--only", "state-bool-presentation"] + arguments, in: cwd)
            // Exit 2 only when the globs left nothing at all to lint, which the run says.
            XCTAssertTrue(run.status != 2 || (run.stdout.isEmpty && run.stderr.contains("no Swift files here")), run.stderr)
            return Set(run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }.split(separator: "/").last ?? "") }).sorted()
        }
        let cases: [(String, [String])] = [
            (#"{}"#, ["A.swift", "D.swift", "G.swift", "Gen.generated.swift", "L.swift", "T.swift"]),
            (#"{ "exclude": ["Generated"] }"#, ["A.swift", "D.swift", "Gen.generated.swift", "L.swift", "T.swift"]),
            (#"{ "exclude": ["*.generated.swift", "Vendor/**"] }"#, ["A.swift", "D.swift", "G.swift", "T.swift"]),
            (#"{ "exclude": ["Sources/App"] }"#, ["Gen.generated.swift", "L.swift", "T.swift"]),
            (#"{ "exclude": ["**/Deeper/*.swift", "S?urces/*/A.swift"] }"#, ["G.swift", "Gen.generated.swift", "L.swift", "T.swift"]),
            (#"{ "include": ["Sources/**"], "exclude": ["./Sources/App/Generated/**"] }"#, ["A.swift", "D.swift", "Gen.generated.swift"]),
            (#"{ "include": ["Tests", "Vendor/Lib/*.swift"] }"#, ["L.swift", "T.swift"]),
        ]
        for (config, expected) in cases {
            XCTAssertEqual(try reported(config, []), expected, config)
            XCTAssertEqual(try reported(config, ["."]), expected, config)
            XCTAssertEqual(try reported(config, [s.url.path]), expected, config)
            XCTAssertEqual(try reported(config, [s.url.path + "/"]), expected, config)
            XCTAssertEqual(try reported(config, ["Sources", "Tests", "Vendor"]), expected, config)
            // Spelled with `.`, `..` and doubled slashes: the same paths once normalized.
            XCTAssertEqual(try reported(config, ["./Sources/../Sources", "Tests//", "Vendor/."]), expected, config)
            // From a subdirectory the configuration is found by walking up; paths stay relative to it.
            XCTAssertEqual(try reported(config, ["."], in: "Sources"), expected.filter { !["L.swift", "T.swift"].contains($0) }, config)
            XCTAssertEqual(try reported(config, ["../Tests", "App"], in: "Sources"),
                           expected.filter { ["A.swift", "D.swift", "G.swift", "T.swift"].contains($0) }, config)
        }
    }

    /// A project reached through a symbolic link (macOS's `/tmp`, a linked checkout) is the same
    /// project: globs still match relative to the configuration, whichever spelling finds it.
    func testGlobsMatchThroughALinkedPath() throws {
        let s = try Scratch()
        try s.write("Sources/A.swift", Snippets.stateSheet)
        try s.write("Generated/G.swift", Snippets.stateSheet)
        try s.write(".presentlint.json", #"{ "exclude": ["Generated/**"] }"#)
        let links = try Scratch()
        let link = links.url.appendingPathComponent("project").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: s.url.path)
        func files(_ arguments: [String], in directory: URL) throws -> [String] {
            let run = try CLI.run(["-q", "--only", "state-bool-presentation"] + arguments, in: directory)
            XCTAssertNotEqual(run.status, 2, run.stderr)
            return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }.split(separator: "/").last ?? "") }.sorted()
        }
        // Run inside the project, handed the linked spelling of it.
        XCTAssertEqual(try files([link], in: s.url), ["A.swift"])
        XCTAssertEqual(try files([link + "/Generated", link + "/Sources"], in: s.url), ["A.swift"])
        // Run elsewhere with the configuration named through the link, the project by its real path.
        XCTAssertEqual(try files(["--config", link + "/.presentlint.json", s.url.path], in: links.url), ["A.swift"])
    }

    func testConfigurationErrorsNameFileAndKey() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let cases: [(String, String)] = [
            (#"{ "exlude": [] }"#, "unknown key 'exlude'; did you mean 'exclude'?"),
            (#"{ "rules": { "state-bool-presentaton": true } }"#, "did you mean 'state-bool-presentation'?"),
            (#"{ "rules": { "settings-in-cover": { "severity": "fatal" } } }"#, "rules.settings-in-cover.severity must be \"warning\" or \"error\""),
            (#"{ "rules": { "settings-in-cover": { "paterns": [] } } }"#, "rules.settings-in-cover.paterns: unknown key; did you mean 'patterns'?"),
            (#"{ "rules": { "scattered-modal-state": { "threshold": "two" } } }"#, "rules.scattered-modal-state.threshold must be a whole number"),
            (#"{ "rules": { "state-bool-presentation": { "report": "destination" } } }"#,
             "rules.state-bool-presentation.report must be \"destinations\" or \"all\""),
            (#"{ "rules": { "state-bool-presentation": { "report": 1 } } }"#, "rules.state-bool-presentation.report must be a string"),
            (#"{ "include": "Sources" }"#, "'include' must be an array of strings"),
            (#"{ "rules": { "#, "not valid JSON"),
            ("", "not valid JSON"),
            ("[1, 2]", "must be a JSON object"),
        ]
        for (text, message) in cases {
            try s.write(".presentlint.json", text)
            let run = try CLI.run(["A.swift"], in: s.url)
            XCTAssertEqual(run.status, 2, text)
            XCTAssertTrue(run.stderr.contains(".presentlint.json"), "\(text): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(text): \(run.stderr)")
        }
        // --config names another file.
        try s.write("other.json", #"{ "rules": { "state-bool-presentation": false } }"#)
        XCTAssertEqual(try CLI.run(["--config", "other.json", "A.swift"], in: s.url).stdout, "")
        XCTAssertEqual(try CLI.run(["--config", "missing.json", "A.swift"], in: s.url).status, 2)
    }

    func testSuppressionComments() throws {
        let s = try Scratch()
        let text = Snippets.stateSheet.replacingOccurrences(of: "            Button(\"Help\")", with: "            // presentlint:disable:next state-bool-presentation\n            Button(\"Help\")")
        // The finding is on the `.sheet` line, not the next line after the comment: still reported.
        try s.write("A.swift", text)
        XCTAssertEqual(try CLI.run(["A.swift"], in: s.url).stdout.split(separator: "\n").count, 1)
        let this = Snippets.stateSheet.replacingOccurrences(of: "{ Text(\"Help\") }", with: "{ Text(\"Help\") } // presentlint:disable:this state-bool-presentation")
        try s.write("A.swift", this)
        XCTAssertEqual(try CLI.run(["A.swift"], in: s.url).stdout, "")
        let region = "// presentlint:disable all\n" + Snippets.stateSheet + "// presentlint:enable all\n"
        try s.write("A.swift", region)
        XCTAssertEqual(try CLI.run(["A.swift"], in: s.url).stdout, "")
        let unknown = "// presentlint:disable state-bool-presentaton\n" + Snippets.stateSheet
        try s.write("A.swift", unknown)
        let run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertTrue(run.stderr.contains("unknown rule 'state-bool-presentaton'; did you mean 'state-bool-presentation'?"), run.stderr)
        let unused = "// presentlint:disable:next cover-missing-close\nlet x = 1\n"
        try s.write("B.swift", unused)
        let report = try CLI.run(["--report-unused-suppressions", "B.swift"], in: s.url)
        XCTAssertTrue(report.stdout.contains("B.swift:1:1: warning: `presentlint:disable:next cover-missing-close` suppresses nothing; remove it [unused-suppression]"), report.stdout)
    }

    func testBaselineHidesKnownFindingsAcrossShiftedLines() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let write = try CLI.run(["--write-baseline", "baseline.json", "A.swift"], in: s.url)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(try s.read("baseline.json").contains("\"lineText\": \".sheet(isPresented: $showHelp) { Text(\\\"Help\\\") }\""))
        try s.write("A.swift", "// shifted\n\n" + Snippets.stateSheet + Snippets.legacy)
        let run = try CLI.run(["--baseline", "baseline.json", "A.swift"], in: s.url)
        XCTAssertFalse(run.stdout.contains("state-bool-presentation"), run.stdout)
        XCTAssertTrue(run.stdout.contains("deprecated-presentation-api"), run.stdout)
        XCTAssertTrue(run.stderr.contains("1 hidden by the baseline"), run.stderr)
        try s.write("corrupt.json", "{ \"version\": 1, \"findings\": [ {} ] }")
        let corrupt = try CLI.run(["--baseline", "corrupt.json", "A.swift"], in: s.url)
        XCTAssertEqual(corrupt.status, 2)
        XCTAssertTrue(corrupt.stderr.contains("corrupt.json: findings[0] needs"), corrupt.stderr)
        try s.write("garbage.json", "not json")
        XCTAssertEqual(try CLI.run(["--baseline", "garbage.json", "A.swift"], in: s.url).status, 2)
    }

    func testFixDryRunThenFixThenIdempotent() throws {
        let s = try Scratch()
        try s.write("L.swift", Snippets.legacy)
        let dry = try CLI.run(["--fix", "--dry-run", "L.swift"], in: s.url)
        XCTAssertEqual(dry.status, 1, "fixes are pending")
        XCTAssertTrue(dry.stdout.contains("-    @Environment(\\.presentationMode) var presentationMode\n+    @Environment(\\.dismiss) var dismiss\n"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+        Button(\"Close\") { dismiss() }"), dry.stdout)
        XCTAssertEqual(try s.read("L.swift"), Snippets.legacy, "dry run changes nothing")
        let fix = try CLI.run(["--fix", "L.swift"], in: s.url)
        XCTAssertEqual(fix.status, 0)
        XCTAssertEqual(fix.stdout, "", "nothing left to report after the fix")
        let fixed = try s.read("L.swift")
        XCTAssertEqual(fixed, Snippets.legacy.replacingOccurrences(of: "\\.presentationMode) var presentationMode", with: "\\.dismiss) var dismiss")
            .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()"))
        let again = try CLI.run(["--fix", "--dry-run", "L.swift"], in: s.url)
        XCTAssertEqual(again.stdout, "", "fixing twice changes nothing")
        XCTAssertEqual(again.status, 0, "no fixes pending")
    }

    func testFixLeavesOtherUsesAlone() throws {
        let s = try Scratch()
        let text = Snippets.legacy.replacingOccurrences(of: "Button(\"Close\")", with: "Text(presentationMode.wrappedValue.isPresented ? \"a\" : \"b\")\n        Button(\"Close\")")
        try s.write("L.swift", text)
        XCTAssertEqual(try CLI.run(["--fix", "--dry-run", "L.swift"], in: s.url).stdout, "")
        _ = try CLI.run(["--fix", "L.swift"], in: s.url)
        XCTAssertEqual(try s.read("L.swift"), text)
    }

    /// A view marked unavailable keeps its old API: nothing is reported there, so nothing is fixed.
    func testFixSkipsDeprecatedDeclarations() throws {
        let s = try Scratch()
        let text = Snippets.legacy.replacingOccurrences(of: "struct Legacy", with: "@available(*, unavailable)\nstruct Legacy")
        try s.write("Shim.swift", text)
        let run = try CLI.run(["--fix", "Shim.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try s.read("Shim.swift"), text)
        try s.write("Plain.swift", Snippets.legacy)
        _ = try CLI.run(["--fix", "Plain.swift"], in: s.url)
        XCTAssertTrue(try s.read("Plain.swift").contains("@Environment(\\.dismiss)"))
    }
}
