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

    /// Every editor set-up the user documentation shows. Neovim's Lua blocks run verbatim in a
    /// real Neovim: the README's set-up, with a relative and an absolute file name, in
    /// `scripts/nvim_lsp_check.sh`, and with docs/integrations.md's fix on save after it in
    /// `scripts/nvim_fix_check.sh` (steps of `.ci/run`; they need `nvim`); here the test checks
    /// that there are exactly those blocks and that the scripts and CI run them. VS Code, Helix and Zed cannot run here: their
    /// snippets are parsed (JSON, TOML) and the command and arguments they name are started as
    /// they name them, and must answer `initialize`.
    func testEditorSnippetsParseAndNameAServerThatAnswers() throws {
        var lua: [String: [String]] = [:], toml: [String] = [], editorJSON: [String] = []
        for file in Self.userDocs {
            let content = try text(file)
            lua[file] = blocks("lua", in: content)
            toml += blocks("toml", in: content)
            editorJSON += blocks("json", in: content).filter { $0.contains("\"lsp\"") }
        }
        XCTAssertEqual(lua.values.joined().count, 2, "two Neovim snippets, the ones scripts/nvim_lsp_check.sh and scripts/nvim_fix_check.sh run")
        XCTAssertEqual(lua["README.md"]?.count, 1)
        XCTAssertTrue(lua["README.md"]?.first?.contains("vim.lsp.start") ?? false)
        XCTAssertEqual(lua["docs/integrations.md"]?.count, 1)
        XCTAssertTrue(lua["docs/integrations.md"]?.first?.contains("source.fixAll.presentlint") ?? false)
        let script = try text("scripts/nvim_lsp_check.sh")
        XCTAssertTrue(script.contains("/^```lua$/") && script.contains("README.md"), "scripts/nvim_lsp_check.sh runs the README's Lua block")
        let fixScript = try text("scripts/nvim_fix_check.sh")
        XCTAssertTrue(fixScript.contains("/^```lua$/") && fixScript.contains("README.md") && fixScript.contains("docs/integrations.md"),
                      "scripts/nvim_fix_check.sh runs the README's Lua block and docs/integrations.md's")
        let ci = try text(".ci/run")
        XCTAssertTrue(ci.contains("scripts/nvim_lsp_check.sh") && ci.contains("scripts/nvim_fix_check.sh"), ".ci/run runs the Neovim checks")

        var servers: [(String, [String])] = []
        for snippet in editorJSON {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(snippet.utf8)) as? [String: Any], snippet)
            if let command = object["glspc.server.command"] as? String {
                // VS Code, Generic LSP Client (v2).
                servers.append((command, try XCTUnwrap(object["glspc.server.commandArguments"] as? [String])))
                XCTAssertEqual(object["glspc.server.languageId"] as? [String], ["swift"])
            } else if let binary = ((object["lsp"] as? [String: Any])?["presentlint"] as? [String: Any])?["binary"] as? [String: Any] {
                // Zed.
                servers.append((try XCTUnwrap(binary["path"] as? String), try XCTUnwrap(binary["arguments"] as? [String])))
                let swift = ((object["languages"] as? [String: Any])?["Swift"] as? [String: Any])?["language_servers"] as? [String]
                XCTAssertTrue(swift?.contains("presentlint") ?? false, snippet)
            } else {
                XCTFail("an editor snippet this test does not know how to check:\n\(snippet)")
            }
        }
        XCTAssertEqual(toml.count, 1, "Helix's languages.toml")
        for snippet in toml {
            // Helix.
            let entries = try Self.toml(snippet)
            let server = entries.filter { $0.table == "language-server.presentlint" }
            let command = try XCTUnwrap(server.first { $0.key == "command" }?.value.first, snippet)
            servers.append((command, try XCTUnwrap(server.first { $0.key == "args" }?.value, snippet)))
            XCTAssertTrue(entries.contains { $0.table == "language" && $0.key == "language-servers" && $0.value.contains("presentlint") }, snippet)
        }
        XCTAssertEqual(servers.count, 3, "VS Code, Zed and Helix")

        let s = try Scratch()
        try s.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        try s.write("Sources/App/Host.swift", Snippets.stateSheet)
        func framed(_ json: String) -> Data { Data("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }
        let session = framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"\#(s.url.standardizedFileURL.absoluteString)","capabilities":{}}}"#)
            + framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            + framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
            + framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        for (command, arguments) in servers {
            // The command the editor starts from PATH: this build's binary.
            XCTAssertEqual(command, "presentlint")
            let run = try CLI.run(arguments, in: s.url, stdin: session)
            XCTAssertEqual(run.status, 0, "\(command) \(arguments.joined(separator: " ")): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains(#""id":1"#) && run.stdout.contains(#""capabilities""#),
                          "\(command) \(arguments.joined(separator: " ")) did not answer initialize: \(run.stdout)")
        }
    }

    /// The TOML the docs show, strictly: `[table]` and `[[table]]` headers, `key = "string"` and
    /// `key = ["string", …]`; anything else is an error.
    static func toml(_ text: String) throws -> [(table: String, key: String, value: [String])] {
        struct BadTOML: Error, CustomStringConvertible { var description: String }
        var table = ""
        var entries: [(table: String, key: String, value: [String])] = []
        let string = try NSRegularExpression(pattern: #"^"([^"\\]*)"$"#)
        func strings(_ value: String, line: String) throws -> [String] {
            var items: [String]
            if value.hasPrefix("[") && value.hasSuffix("]") {
                items = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else {
                items = [value]
            }
            return try items.map { item in
                guard let m = string.firstMatch(in: item, range: NSRange(item.startIndex..., in: item)), let r = Range(m.range(at: 1), in: item) else {
                    throw BadTOML(description: "not a string or an array of strings: \(line)")
                }
                return String(item[r])
            }
        }
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[[") && line.hasSuffix("]]") {
                table = String(line.dropFirst(2).dropLast(2))
            } else if line.hasPrefix("[") && line.hasSuffix("]") {
                table = String(line.dropFirst().dropLast())
            } else if let eq = line.firstIndex(of: "=") {
                let key = line[..<eq].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                entries.append((table, key, try strings(value, line: line)))
            } else {
                throw BadTOML(description: "not TOML this test reads: \(line)")
            }
        }
        return entries
    }
}
