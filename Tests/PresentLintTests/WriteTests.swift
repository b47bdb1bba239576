import Foundation
import XCTest

/// Reports and baselines are written without destroying what is there or being redirected.
final class WriteTests: XCTestCase {
    func mode(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    func fileType(_ url: URL) -> String {
        var st = stat()
        guard lstat(url.path, &st) == 0 else { return "missing" }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return "regular"
        case S_IFLNK: return "symlink"
        case S_IFIFO: return "fifo"
        case S_IFCHR: return "device"
        default: return "other"
        }
    }

    func temporaryLeftovers(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }

    /// `-o link` writes the file the link names, keeps the link, and keeps the file's mode.
    func testReportFollowsSymlinksAndKeepsTheTargetsMode() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let real = try s.write("reports/real.json", "old")
        XCTAssertEqual(chmod(real.path, 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("link.json").path, withDestinationPath: "reports/real.json")
        for option in ["--output", "--write-baseline"] {
            let run = try CLI.run(["--format", "json", option, "link.json", "A.swift"], in: s.url)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(fileType(s.url.appendingPathComponent("link.json")), "symlink", option)
            XCTAssertTrue(try s.read("reports/real.json").contains("state-bool-presentation"), option)
            XCTAssertEqual(try mode(real), 0o640, option)
            XCTAssertEqual(try temporaryLeftovers(s.url.appendingPathComponent("reports")), [])
        }
        // A new file gets the usual mode (0666 less the umask), not the temporary file's 0600.
        let fresh = try CLI.run(["-o", "new.txt", "A.swift"], in: s.url)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        let mask = umask(0o022)
        umask(mask)
        XCTAssertEqual(try mode(s.url.appendingPathComponent("new.txt")), 0o666 & ~Int(mask))
    }

    /// As root, the report replaces a file another user owns and keeps its owner and group.
    func testReportKeepsOwnerWhenRunAsRoot() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let target = try s.write("owned.txt", "old")
        guard geteuid() == 0 else {
            // Without root no file can be given to another user: the owner stays ours.
            XCTAssertEqual(try CLI.run(["-o", "owned.txt", "A.swift"], in: s.url).status, 0)
            return
        }
        XCTAssertEqual(chown(target.path, 65534, 65534), 0)
        XCTAssertEqual(chmod(target.path, 0o604), 0)
        let run = try CLI.run(["-o", "owned.txt", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        var st = stat()
        XCTAssertEqual(stat(target.path, &st), 0)
        XCTAssertEqual(st.st_uid, 65534)
        XCTAssertEqual(st.st_gid, 65534)
        XCTAssertEqual(Int(st.st_mode & 0o7777), 0o604)
        XCTAssertTrue(try s.read("owned.txt").contains("state-bool-presentation"))
    }

    /// A FIFO (like a device) is written as it is, never replaced by a regular file.
    func testReportToAFIFOIsWrittenIntoIt() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let fifo = s.url.appendingPathComponent("report.fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        // A reader first (non-blocking open, then blocking reads): the writer's open then succeeds.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        _ = fcntl(reader, F_SETFL, 0)
        let run = try CLI.run(["-o", "report.fifo", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(reader, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        XCTAssertTrue(String(decoding: received, as: UTF8.self).hasPrefix("A.swift:7:14: warning:"), String(decoding: received, as: UTF8.self))
        XCTAssertEqual(fileType(fifo), "fifo")
        XCTAssertEqual(try temporaryLeftovers(s.url), [])
    }

    /// `-o Keep.swift` (however spelled, through a link too) is refused when Keep.swift is linted.
    func testReportNeverOverwritesAFileBeingLinted() throws {
        let s = try Scratch()
        try s.write("Sources/Keep.swift", Snippets.stateSheet)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("alias.swift").path, withDestinationPath: "Sources/Keep.swift")
        let cases: [[String]] = [
            ["-o", "Sources/Keep.swift", "Sources/Keep.swift"],
            ["-o", "./Sources/Keep.swift", "."],
            ["--output", "alias.swift", "Sources"],
            ["--write-baseline", "Sources/../Sources/Keep.swift", "Sources"],
        ]
        for arguments in cases {
            let run = try CLI.run(arguments, in: s.url)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("one of the files being linted"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(try s.read("Sources/Keep.swift"), Snippets.stateSheet, "\(arguments)")
        }
        XCTAssertEqual(fileType(s.url.appendingPathComponent("alias.swift")), "symlink")
        // A Swift file that is not linted may still be written.
        try s.write("Other.swift", "// scratch\n")
        XCTAssertEqual(try CLI.run(["-o", "Other.swift", "Sources"], in: s.url).status, 0)
    }

    /// Temporary names are random and opened exclusively: links planted at the names a process id
    /// would give cannot redirect the write to another file.
    func testPlantedLinksAtTemporaryNamesAreNotFollowed() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let victim = try s.write("victim.txt", "precious")
        let last = try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
        let next = try XCTUnwrap(Int(last.trimmingCharacters(in: .whitespacesAndNewlines))) + 1
        for pid in next..<(next + 2000) {
            for name in ["report.txt", "baseline.json"] {
                try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent(".\(name).presentlint-\(pid).tmp").path,
                                                           withDestinationPath: victim.path)
            }
        }
        XCTAssertEqual(try CLI.run(["-o", "report.txt", "A.swift"], in: s.url).status, 0)
        XCTAssertEqual(try CLI.run(["--write-baseline", "baseline.json", "A.swift"], in: s.url).status, 0)
        XCTAssertEqual(try s.read("victim.txt"), "precious")
        XCTAssertEqual(fileType(s.url.appendingPathComponent("report.txt")), "regular")
        XCTAssertEqual(fileType(s.url.appendingPathComponent("baseline.json")), "regular")
    }

    /// A report that cannot be written to standard output (a full disk) is exit 2 with a message.
    func testFailedWriteToStandardOutputIsAnError() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        try s.write("L.swift", Snippets.legacy)
        for arguments in [["--format", "text", "A.swift"], ["--format", "json", "A.swift"], ["--fix", "--dry-run", "L.swift"],
                          ["rules"], ["explain", "state-bool-presentation"], ["--help"], ["--version"], ["dump-tokens", "A.swift"]] {
            let format = arguments.joined(separator: " ")
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.currentDirectoryURL = s.url
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "\(format): \(stderr)")
            XCTAssertTrue(stderr.contains("to standard output: no space left on device"), "\(format): \(stderr)")
        }
    }
}
