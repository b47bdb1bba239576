import Foundation
import XCTest

/// Text that comes from input (configuration keys, paths, file names, suppression comments,
/// arguments) never carries a control character into any output channel, stderr included.
final class MessageTests: XCTestCase {
    static let forged = "\u{1B}]0;pwned\u{07}\r\n::error file=App.swift,line=1::forged\u{1B}[2J"

    func assertNeutral(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }
        XCTAssertTrue(bad.isEmpty, "\(what): control characters \(bad.map { String($0.value, radix: 16) }) in \(text.debugDescription)", file: file, line: line)
        for l in text.split(separator: "\n") where l.hasPrefix("::error") && !l.hasPrefix("::error file=") {
            XCTFail("\(what): a forged workflow command: \(l)", file: file, line: line)
        }
        XCTAssertFalse(text.contains("\n::error file=App.swift,line=1::forged"), "\(what): \(text.debugDescription)", file: file, line: line)
    }

    func testConfigurationErrorsNeutralizeKeys() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let key = JSONSerialization.isValidJSONObject([Self.forged: 1]) ? Self.forged : "x"
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [key]), as: UTF8.self).dropFirst().dropLast()
        let configurations = [
            "{ \(quoted): true }",
            "{ \"rules\": { \(quoted): true } }",
            "{ \"rules\": { \"state-bool-presentation\": { \(quoted): 1 } } }",
            "{ \"rules\": { \"state-bool-presentation\": { \"severity\": \(quoted) } } }",
        ]
        for (i, configuration) in configurations.enumerated() {
            try s.write(".presentlint.json", configuration)
            for format in ["text", "github"] {
                let run = try CLI.run(["--format", format, "A.swift"], in: s.url)
                XCTAssertEqual(run.status, 2, "\(i): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains(".presentlint.json"), run.stderr)
                assertNeutral(run.stderr, "configuration \(i) stderr")
                assertNeutral(run.stdout, "configuration \(i) stdout")
            }
        }
    }

    func testArgumentErrorsNeutralizeWhatWasTyped() throws {
        let s = try Scratch()
        for arguments in [["--only", Self.forged], ["--format", Self.forged], ["explain", Self.forged], ["--\(Self.forged)"],
                          ["dump-tokens", "missing\(Self.forged).swift"]] {
            let run = try CLI.run(arguments, in: s.url)
            XCTAssertNotEqual(run.status, 0, "\(arguments)")
            XCTAssertFalse(run.stderr.isEmpty)
            assertNeutral(run.stderr, "\(arguments.first!) stderr")
        }
    }

    /// ESC and BEL in a file name and in a suppression comment reach no format.
    func testFileNamesAndSuppressionCommentsAreNeutralInEveryFormat() throws {
        let s = try Scratch()
        let name = "b\u{1B}]0;t\u{07}.swift"
        try s.write(name, "// presentlint:disable:next bogus\u{1B}[2J\u{07}\n" + Snippets.stateSheet)
        try s.write("c.swift", Snippets.legacy)
        for format in ["text", "github", "json", "sarif", "checkstyle", "junit"] {
            let run = try CLI.run(["--format", format, "--color", "never", "--report-unused-suppressions", "."], in: s.url)
            XCTAssertNotEqual(run.status, 2, "\(format): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("b\\u{1B}]0;t\\u{7}.swift") || run.stdout.contains("b\\u001b]0;t\\u0007.swift")
                          || run.stdout.contains("b%1B%5D0%3Bt%07.swift") || run.stdout.contains("b\u{FFFD}]0;t\u{FFFD}.swift"), "\(format): \(run.stdout)")
            assertNeutral(run.stdout, "\(format) stdout")
            assertNeutral(run.stderr, "\(format) stderr")
        }
        let github = try CLI.run(["--format", "github", "."], in: s.url)
        XCTAssertTrue(github.stdout.contains("names unknown rule 'bogus\\u{1B}[2J\\u{7}'"), github.stdout)
        let dry = try CLI.run(["--fix", "--dry-run", "."], in: s.url)
        assertNeutral(dry.stderr, "--fix --dry-run stderr")
        let write = try CLI.run(["--write-baseline", "base\(Self.forged).json", "."], in: s.url)
        assertNeutral(write.stderr, "--write-baseline stderr")
    }
}
