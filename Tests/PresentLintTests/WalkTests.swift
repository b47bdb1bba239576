import Foundation
import XCTest

/// Which files a run lints and how reports and baselines name them.
final class WalkTests: XCTestCase {
    func findings(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout, file: file, line: line)
        let list = try XCTUnwrap(object["findings"] as? [[String: Any]], file: file, line: line)
        return list.map { "\($0["path"] ?? ""):\($0["line"] ?? ""):\($0["ruleId"] ?? "")" }
    }

    func fileCount(_ run: CLIRun) throws -> Int {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap((object["summary"] as? [String: Any])?["files"] as? Int)
    }

    /// A file name made of raw bytes (not necessarily UTF-8).
    func createFile(_ directory: URL, _ name: [UInt8], _ contents: String) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        let bytes = Array(contents.utf8)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
        close(fd)
    }

    func makeDirectory(_ directory: URL, _ name: [UInt8]) {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        XCTAssertEqual(path.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) }, 0)
    }

    /// `dir ./dir`, `dir dir/sub`, a file named and walked: each file once, the findings of `dir`.
    func testOverlappingRootsLintEachFileOnce() throws {
        let s = try Scratch()
        try s.write("dir/A.swift", Snippets.stateSheet)
        try s.write("dir/sub/B.swift", Snippets.stateSheet)
        try s.write("dir/sub/C.swift", Snippets.legacy)
        let reference = try CLI.run(["--format", "json", "dir"], in: s.url)
        let expected = try findings(reference)
        XCTAssertEqual(expected.count, 3, reference.stdout)   // two sheets; C's property with its dismiss call
        XCTAssertEqual(try fileCount(reference), 3)
        let spellings: [[String]] = [
            ["dir", "./dir"], ["dir", "dir/"], ["dir", "dir/sub"], ["dir/sub", "dir"], ["dir", "dir/A.swift"],
            ["dir/A.swift", "dir"], ["dir", s.url.appendingPathComponent("dir").path], ["dir", "dir", "dir/./sub/B.swift"],
        ]
        for roots in spellings {
            let run = try CLI.run(["--format", "json"] + roots, in: s.url)
            XCTAssertEqual(run.status, 0, "\(roots): \(run.stderr)")
            XCTAssertEqual(try fileCount(run), 3, "\(roots)")
            XCTAssertEqual(try findings(run).count, expected.count, "\(roots): \(run.stdout)")
        }
        // Named twice by different spellings of the same file: once.
        let twice = try CLI.run(["--format", "json", "dir/A.swift", "./dir/A.swift", "dir/sub/../A.swift"], in: s.url)
        XCTAssertEqual(try fileCount(twice), 1)
        XCTAssertEqual(try findings(twice), ["dir/A.swift:7:state-bool-presentation"])
    }

    /// A symbolic link named `.swift` that the walk meets is named as skipped (a warning, not an
    /// error); named on the command line it is linted.
    func testSymlinkedSwiftFileFoundByTheWalkIsReportedAsSkipped() throws {
        let s = try Scratch()
        try s.write("src/Real.swift", Snippets.stateSheet)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("src/Link.swift").path, withDestinationPath: "Real.swift")
        let run = try CLI.run(["src"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        XCTAssertTrue(run.stderr.contains("src/Link.swift: warning: symbolic link, not followed by the directory walk; skipped"), run.stderr)
        XCTAssertEqual(try CLI.run(["-q", "src"], in: s.url).stderr, "")
        let named = try CLI.run(["src/Link.swift"], in: s.url)
        XCTAssertTrue(named.stdout.hasPrefix("src/Link.swift:7:14:"), named.stdout)
    }

    /// A file (or directory) name that is not valid UTF-8 is linted and named with escapes.
    func testNonUTF8FileNamesAreLintedAndNamedWithEscapes() throws {
        let s = try Scratch()
        try createFile(s.url, Array("bad".utf8) + [0xFF] + Array(".swift".utf8), Snippets.stateSheet)
        makeDirectory(s.url, [0x64, 0xC3, 0x28])
        try createFile(s.url, [0x64, 0xC3, 0x28, UInt8(ascii: "/")] + Array("Inner.swift".utf8), Snippets.stateSheet)
        let run = try CLI.run(["."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("no such file"), run.stderr)
        let lines = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(lines, ["bad\\x{FF}.swift:7:14:", "d\\x{C3}(/Inner.swift:7:14:"], run.stdout)
        let json = try CLI.run(["--format", "json", "."], in: s.url)
        XCTAssertEqual(try findings(json), ["bad\\x{FF}.swift:7:state-bool-presentation", "d\\x{C3}(/Inner.swift:7:state-bool-presentation"])
    }

    /// Runs the binary with arguments given as raw bytes (Foundation's Process takes only
    /// strings); stdout and stderr go to files in `directory`. (The working directory is the
    /// test's: paths are given absolute.)
    func runRaw(_ arguments: [[UInt8]], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let out = directory.appendingPathComponent("raw.out"), err = directory.appendingPathComponent("raw.err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let all = [Array(CLI.binary.path.utf8)] + arguments
        let pointers: [UnsafeMutablePointer<CChar>?] = all.map { bytes in
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
            p[bytes.count] = 0
            return p
        } + [nil]
        defer { for p in pointers { p?.deallocate() } }
        var pid: pid_t = 0
        XCTAssertEqual(posix_spawn(&pid, pointers[0]!, &actions, nil, pointers, environ), 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return ((status >> 8) & 0xFF, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    /// A file named on the command line by a name that is not valid UTF-8 is linted and named
    /// with escapes; a directory too.
    func testNonUTF8NamesOnTheCommandLineAreLinted() throws {
        let s = try Scratch()
        let file = Array("bad".utf8) + [0xFF] + Array(".swift".utf8)
        try createFile(s.url, file, Snippets.stateSheet)
        makeDirectory(s.url, [0x64, 0xC3, 0x28])
        try createFile(s.url, [0x64, 0xC3, 0x28, UInt8(ascii: "/")] + Array("Inner.swift".utf8), Snippets.stateSheet)
        let base = Array(s.url.path.utf8) + [UInt8(ascii: "/")]
        let run = try runRaw([base + file, base + [0x64, 0xC3, 0x28]], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("no such file"), run.stderr)
        let lines = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        XCTAssertEqual(lines, [s.url.path + "/bad\\x{FF}.swift:7:14:", s.url.path + "/d\\x{C3}(/Inner.swift:7:14:"], run.stdout)
    }

    /// No report names a file with `./` or `a/./`, whatever the roots' spelling.
    func testReportsNameFilesWithoutDotComponents() throws {
        let s = try Scratch()
        try s.write("Sources/App/A.swift", Snippets.stateSheet)
        for roots in [[], ["."], ["./"], ["./Sources/./App/"], ["Sources//App"], ["./Sources/App/A.swift"]] {
            // Every format for one spelling; the text report for the others.
            for format in roots == ["./Sources/./App/"] ? ["text", "json", "github", "checkstyle", "junit"] : ["text"] {
                let run = try CLI.run(["--format", format] + roots, in: s.url)
                XCTAssertEqual(run.status, 0, "\(roots) \(format): \(run.stderr)")
                XCTAssertTrue(run.stdout.contains("Sources/App/A.swift"), "\(roots) \(format): \(run.stdout)")
                XCTAssertFalse(run.stdout.contains("./"), "\(roots) \(format): \(run.stdout)")
                XCTAssertFalse(run.stdout.contains("//"), "\(roots) \(format): \(run.stdout)")
            }
        }
        _ = try CLI.run(["--write-baseline", "b.json", "./Sources/./App"], in: s.url)
        let baseline = try s.read("b.json")
        XCTAssertTrue(baseline.contains("\"path\": \"Sources/App/A.swift\""), baseline)
    }

    /// A baseline written by `presentlint --write-baseline` matches runs that name the files
    /// however they like, and baselines that recorded `./` paths still match.
    func testBaselineMatchesHoweverPathsAreSpelled() throws {
        let s = try Scratch()
        try s.write("X.swift", Snippets.stateSheet)
        try s.write("dir/Y.swift", Snippets.clean)
        let write = try CLI.run(["--write-baseline", "baseline.json"], in: s.url)
        XCTAssertEqual(write.status, 0, write.stderr)
        let spellings = [["X.swift"], ["./X.swift"], ["dir/../X.swift"], [s.url.appendingPathComponent("X.swift").path], ["."], []]
        for paths in spellings {
            let run = try CLI.run(["--baseline", "baseline.json"] + paths, in: s.url)
            XCTAssertEqual(run.stdout, "", "\(paths)")
            XCTAssertTrue(run.stderr.contains("1 hidden by the baseline"), "\(paths): \(run.stderr)")
        }
        // An older baseline spelled `./X.swift`.
        let old = try s.read("baseline.json").replacingOccurrences(of: "\"path\": \"X.swift\"", with: "\"path\": \"./X.swift\"")
        XCTAssertTrue(old.contains("./X.swift"))
        try s.write("old.json", old)
        XCTAssertEqual(try CLI.run(["--baseline", "old.json", "X.swift"], in: s.url).stdout, "")
        // Written from absolute paths, it names the file relative to the working directory.
        _ = try CLI.run(["--write-baseline", "abs.json", s.url.appendingPathComponent("X.swift").path], in: s.url)
        let absolute = try s.read("abs.json")
        XCTAssertTrue(absolute.contains("\"path\": \"X.swift\""), absolute)
    }
}
