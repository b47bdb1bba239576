import Foundation
import XCTest

/// Positions that agree across formats, and reports that describe the text that was linted.
final class PositionTrustTests: XCTestCase {
    /// A finding on line 1 of a file with a byte-order mark: every format gives the column the
    /// file without the mark gives (editors do not show the mark).
    func testByteOrderMarkIsNotCountedInLineOneColumns() throws {
        let s = try Scratch()
        // `é` before the site: the SARIF column (UTF-16) is one less than the byte column.
        let line = "struct V: View { @State var a = false; var body: some View { Text(\"é\").sheet(isPresented: $a) { Text(\"y\") } } }\n"
        try s.write("plain/V.swift", line)
        try s.write("bom/V.swift", Data([0xEF, 0xBB, 0xBF]) + Data(line.utf8))
        // Run from each folder, so that paths (and the fingerprints made from them) agree.
        for format in ["text", "json", "sarif", "github", "checkstyle", "junit"] {
            let plain = try CLI.run(["-q", "--format", format, "V.swift"], in: s.url.appendingPathComponent("plain"))
            let bom = try CLI.run(["-q", "--format", format, "V.swift"], in: s.url.appendingPathComponent("bom"))
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertEqual(bom.status, 0, bom.stderr)
            XCTAssertEqual(bom.stdout.replacingOccurrences(of: "/bom/", with: "/plain/"), plain.stdout, format)
        }
        let text = try CLI.run(["-q", "V.swift"], in: s.url.appendingPathComponent("bom"))
        let column = try XCTUnwrap(Array(line.utf8).firstRange(of: Array("sheet(".utf8))).lowerBound + 1
        XCTAssertTrue(text.stdout.hasPrefix("V.swift:1:\(column): "), text.stdout)
        let sarif = try CLI.run(["-q", "--format", "sarif", "V.swift"], in: s.url.appendingPathComponent("bom"))
        XCTAssertTrue(sarif.stdout.contains("\"startLine\": 1, \"startColumn\": \(column - 1)"), sarif.stdout)
    }
}

/// Where reports, baselines, stamps and fixes may be written, and which configuration is trusted.
final class WriteTrustTests: XCTestCase {
    func fileType(_ path: String) -> String {
        var st = stat()
        guard lstat(path, &st) == 0 else { return "missing" }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return "regular"
        case S_IFLNK: return "symlink"
        default: return "other"
        }
    }

    func inode(_ path: String) -> UInt64 {
        var st = stat()
        return stat(path, &st) == 0 ? UInt64(st.st_ino) : 0
    }

    /// Runs the binary with its standard output on `fd` (closed here afterwards).
    func run(_ arguments: [String], in directory: URL, stdout fd: Int32, environment: [String: String] = [:]) throws -> (Process, String) {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        let err = Pipe()
        process.standardError = err
        try process.run()
        // The child has its copy: a pipe's reader then sees the end when the child exits.
        close(fd)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process, stderr)
    }

    /// `--touch` refuses a file being linted as `-o` does, and any other Swift source too; a new
    /// file or an earlier stamp is written.
    func testTouchNeverOverwritesASource() throws {
        let s = try Scratch()
        try s.write("Screen.swift", Snippets.stateSheet)
        try s.write("Other.swift", Snippets.clean)
        let linted = try CLI.run(["--touch", "Screen.swift", "."], in: s.url)
        XCTAssertEqual(linted.status, 2, linted.stderr)
        XCTAssertTrue(linted.stderr.contains("refusing to write the stamp to 'Screen.swift': it is 'Screen.swift', one of the files being linted"), linted.stderr)
        XCTAssertEqual(try s.read("Screen.swift"), Snippets.stateSheet)
        let source = try CLI.run(["--touch", "Other.swift", "Screen.swift"], in: s.url)
        XCTAssertEqual(source.status, 2, source.stderr)
        XCTAssertTrue(source.stderr.contains("it is a Swift source, not a presentlint stamp"), source.stderr)
        XCTAssertEqual(try s.read("Other.swift"), Snippets.clean)
        // A new stamp, then an earlier one, are written.
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent("build"), withIntermediateDirectories: true)
        XCTAssertEqual(try CLI.run(["--touch", "build/App+PresentLint.swift", "Screen.swift"], in: s.url).status, 0)
        XCTAssertEqual(try CLI.run(["--touch", "build/App+PresentLint.swift", "Screen.swift"], in: s.url).status, 0)
        XCTAssertTrue(try s.read("build/App+PresentLint.swift").hasPrefix("// Linted by presentlint"))
    }

    /// `-o /dev/stdout` into a log opened for appending adds the report after the log's lines; into
    /// a pipe (standard output or `/dev/fd/N`) it writes the report there.
    func testReportThroughDescriptorsIsWrittenThrough() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        for name in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"] {
            let log = try s.write("run.log", "earlier line\n")
            let fd = open(log.path, O_WRONLY | O_APPEND)
            XCTAssertGreaterThanOrEqual(fd, 0)
            let (process, stderr) = try run(["-q", "-o", name, "A.swift"], in: s.url, stdout: fd)
            XCTAssertEqual(process.terminationStatus, 0, "\(name): \(stderr)")
            let text = try s.read("run.log")
            XCTAssertTrue(text.hasPrefix("earlier line\nA.swift:7:14: warning:"), "\(name): \(text)")
            XCTAssertEqual(fileType(log.path), "regular")
        }
        for name in ["/dev/stdout", "/dev/fd/1"] {
            let pipe = Pipe()
            let (process, stderr) = try run(["-q", "-o", name, "A.swift"], in: s.url, stdout: dup(pipe.fileHandleForWriting.fileDescriptor))
            try pipe.fileHandleForWriting.close()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(process.terminationStatus, 0, "\(name): \(stderr)")
            XCTAssertTrue(out.hasPrefix("A.swift:7:14: warning:"), "\(name): \(out)")
        }
        // A process substitution: a pipe on a descriptor other than 0, 1 and 2.
        let shell = try CLI.run(["-c", "\"$0\" -q -o /dev/fd/3 A.swift 3>&1 >/dev/null", CLI.binary.path], in: s.url,
                                executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(shell.status, 0, shell.stderr)
        XCTAssertTrue(shell.stdout.hasPrefix("A.swift:7:14: warning:"), shell.stdout)
    }

    /// A Unix-domain socket at the report's path is connected to and written, not replaced.
    func testReportToASocketIsWrittenIntoIt() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.stateSheet)
        let path = s.url.appendingPathComponent("report.sock").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 1), 0)
        let received = Data.Box()
        let reader = Thread {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(connection, &buffer, buffer.count)
                if n <= 0 { break }
                received.append(buffer[0..<n])
            }
            close(connection)
            received.done.signal()
        }
        reader.start()
        let run = try CLI.run(["-q", "-o", "report.sock", "A.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(received.done.wait(timeout: .now() + 10), .success)
        XCTAssertTrue(String(decoding: received.bytes, as: UTF8.self).hasPrefix("A.swift:7:14: warning:"))
        var st = stat()
        XCTAssertEqual(lstat(path, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFSOCK)
    }

    /// A link inside the working tree that leads outside it is not written through (a checkout
    /// could plant `report.sarif → ~/.bashrc`) unless --allow-write-outside says so; a link inside
    /// the tree is followed and its target replaced; a path named outside the tree is written.
    func testLinksOutOfTheWorkingTreeAreRefused() throws {
        let s = try Scratch(), outside = try Scratch()
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try s.write("Sources/A.swift", Snippets.stateSheet)
        let victim = try outside.write("bashrc", "precious\n")
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("presentlint.sarif").path, withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("out").path, withDestinationPath: outside.url.path)
        let sources = s.url.appendingPathComponent("Sources")
        let cases: [([String], URL)] = [
            (["-o", "presentlint.sarif", "Sources"], s.url),
            (["--write-baseline", "presentlint.sarif", "Sources"], s.url),
            (["--touch", "presentlint.sarif", "Sources"], s.url),
            (["-o", "out/bashrc", "Sources"], s.url),
            // From a folder below the repository's root, the tree is still the repository.
            (["-o", "../presentlint.sarif", "A.swift"], sources),
        ]
        for (arguments, directory) in cases {
            let run = try CLI.run(arguments, in: directory)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("outside the working tree"), "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("--allow-write-outside"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(try outside.read("bashrc"), "precious\n", "\(arguments)")
        }
        // Allowed explicitly: written through the link, the link kept.
        let allowed = try CLI.run(["--allow-write-outside", "-o", "presentlint.sarif", "Sources"], in: s.url)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(try outside.read("bashrc").hasPrefix("Sources/A.swift:7:14"))
        XCTAssertEqual(fileType(s.url.appendingPathComponent("presentlint.sarif").path), "symlink")
        // Named outside the tree: the user's own choice.
        let named = try CLI.run(["-o", outside.url.appendingPathComponent("report.txt").path, "Sources"], in: s.url)
        XCTAssertEqual(named.status, 0, named.stderr)
        // A link inside the tree: its target is replaced (a new file), the link stays.
        let real = try s.write("reports/real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("link.json").path, withDestinationPath: "reports/real.json")
        let before = inode(real.path)
        let inside = try CLI.run(["--format", "json", "-o", "link.json", "Sources"], in: s.url)
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertTrue(try s.read("reports/real.json").contains("state-bool-presentation"))
        XCTAssertNotEqual(inode(real.path), before, "replaced by a rename, not rewritten")
        XCTAssertEqual(fileType(s.url.appendingPathComponent("link.json").path), "symlink")
    }

    /// `--fix` leaves a read-only file as it is, with a note, as editors do.
    func testFixLeavesReadOnlyFilesAlone() throws {
        let s = try Scratch()
        let file = try s.write("L.swift", Snippets.legacy)
        XCTAssertEqual(chmod(file.path, 0o444), 0)
        let run = try CLI.run(["--fix", "L.swift"], in: s.url)
        XCTAssertNotEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("L.swift: warning: not fixed: the file is read-only; make it writable to fix it"), run.stderr)
        XCTAssertEqual(try s.read("L.swift"), Snippets.legacy)
        var st = stat()
        XCTAssertEqual(stat(file.path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o444)
    }

    /// A hard-linked file is fixed in place (both names see the fix); killed after the new text
    /// is written but before the file is cut, it holds the new text and blanks, never the new
    /// text followed by the old text's end.
    func testInPlaceFixKilledPartWayLeavesNoOldTail() throws {
        let s = try Scratch()
        try s.write("reference/L.swift", Snippets.legacy)
        XCTAssertEqual(try CLI.run(["-q", "--fix", "L.swift"], in: s.url.appendingPathComponent("reference")).status, 0)
        let fixed = try s.read("reference/L.swift")
        XCTAssertLessThan(fixed.utf8.count, Snippets.legacy.utf8.count, "the fix shortens the file")

        let file = try s.write("L.swift", Snippets.legacy)
        XCTAssertEqual(link(file.path, s.url.appendingPathComponent("Other name.swift").path), 0)
        let before = inode(file.path)
        let devNull = open("/dev/null", O_WRONLY)
        let (killed, _) = try run(["-q", "--fix", "L.swift"], in: s.url, stdout: devNull, environment: ["PRESENTLINT_TEST_KILL_AFTER": "written"])
        XCTAssertEqual(killed.terminationReason, .uncaughtSignal)
        XCTAssertEqual(killed.terminationStatus, SIGKILL)
        let left = try s.read("L.swift")
        XCTAssertEqual(left.utf8.count, Snippets.legacy.utf8.count)
        XCTAssertTrue(left.hasPrefix(fixed), left)
        XCTAssertTrue(left.dropFirst(fixed.count).allSatisfy { $0 == " " || $0 == "\n" }, left)

        // Run to the end: the file is the fixed text exactly, under both names, same inode.
        try s.write("L.swift", Snippets.legacy)
        XCTAssertEqual(try CLI.run(["-q", "--fix", "L.swift"], in: s.url).status, 0)
        XCTAssertEqual(try s.read("L.swift"), fixed)
        XCTAssertEqual(try s.read("Other name.swift"), fixed)
        XCTAssertEqual(inode(file.path), before)
    }

    /// The configuration search stops at the repository's root, passes over a file another user
    /// owns (unless --config names it) and anything that is not a regular file, with a note.
    func testConfigurationSearchStopsAtTheRepositoryAndTrustsOnlyItsOwner() throws {
        let s = try Scratch()
        let silence = "{ \"rules\": { \"state-bool-presentation\": false } }"
        // Above the repository: not the project's.
        try s.write(".presentlint.json", silence)
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try s.write("repo/A.swift", Snippets.stateSheet)
        let repo = try CLI.run(["--strict", "A.swift"], in: s.url.appendingPathComponent("repo"))
        XCTAssertEqual(repo.status, 1, repo.stderr)
        XCTAssertTrue(repo.stdout.contains("state-bool-presentation"), repo.stdout)
        // A `.git` file (a linked worktree) marks a root too.
        try s.write("worktree/.git", "gitdir: elsewhere\n")
        try s.write("worktree/A.swift", Snippets.stateSheet)
        XCTAssertEqual(try CLI.run(["--strict", "A.swift"], in: s.url.appendingPathComponent("worktree")).status, 1)

        // Owned by another user, in a parent folder: ignored with a note, used when named.
        let shared = try Scratch()
        let planted = try shared.write(".presentlint.json", silence)
        try shared.write("project/A.swift", Snippets.stateSheet)
        XCTAssertEqual(chown(planted.path, 65534, 65534), 0, "the tests run as root")
        let project = shared.url.appendingPathComponent("project")
        let foreign = try CLI.run(["--strict", "A.swift"], in: project)
        XCTAssertEqual(foreign.status, 1, foreign.stderr)
        XCTAssertTrue(foreign.stderr.contains(".presentlint.json is owned by another user (uid 65534); ignored (name it with --config to use it)"), foreign.stderr)
        XCTAssertEqual(try CLI.run(["--strict", "--config", planted.path, "A.swift"], in: project).status, 0)
        // Owned by whoever runs presentlint: used.
        XCTAssertEqual(chown(planted.path, geteuid(), getegid()), 0)
        XCTAssertEqual(try CLI.run(["--strict", "A.swift"], in: project).status, 0)

        // A folder or a FIFO of that name: skipped with a note, the search goes on.
        for kind in ["directory", "fifo"] {
            let t = try Scratch()
            try t.write("inner/A.swift", Snippets.stateSheet)
            let odd = t.url.appendingPathComponent("inner/.presentlint.json")
            if kind == "directory" {
                try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
            } else {
                XCTAssertEqual(mkfifo(odd.path, 0o644), 0)
            }
            try t.write(".presentlint.json", silence)
            let run = try CLI.run(["--strict", "A.swift"], in: t.url.appendingPathComponent("inner"))
            XCTAssertEqual(run.status, 0, "\(kind): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is not a regular file (a \(kind == "fifo" ? "FIFO" : "directory")); skipped"), run.stderr)
        }
    }
}

extension Data {
    /// Bytes a reader thread collects, and a signal when it is done.
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        func append(_ bytes: ArraySlice<UInt8>) { lock.lock(); collected += bytes; lock.unlock() }
        var bytes: [UInt8] { lock.lock(); defer { lock.unlock() }; return collected }
        private var finished = false
        func finish() { lock.lock(); finished = true; lock.unlock() }
        var isDone: Bool { lock.lock(); defer { lock.unlock() }; return finished }
    }
}

/// SARIF columns come from the text that was linted, not from files read again after the run.
final class SARIFSourceTests: XCTestCase {
    /// Files are replaced over and over with one of two versions of the same byte layout (a
    /// finding at the same byte column) while presentlint runs: `é` before the site in one, `e`
    /// twice in the other, so their UTF-16 columns differ by the number of `é`s. Each result's
    /// fingerprint (made from the linted line) tells which version was linted; its column must be
    /// that version's. Reading the files again for the columns mixed the two.
    func testColumnsMatchTheLintedVersionWhileFilesChange() throws {
        let s = try Scratch()
        @Sendable func version(_ i: Int, accented: Bool) -> String {
            """
            import SwiftUI

            struct V\(i): View {
                @State private var a = false
                var body: some View {
                    Text("\(accented ? "éééé" : "eeeeeeee")").sheet(isPresented: $a) { Text("y") }
                }
            }

            """
        }
        let files = 12
        func results(_ run: CLIRun) throws -> [(path: String, fingerprint: String, column: Int)] {
            let top = try XCTUnwrap(JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any], run.stderr)
            let runs = try XCTUnwrap(top["runs"] as? [[String: Any]])
            let list = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
            return try list.map { r in
                let location = try XCTUnwrap((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                let path = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
                let column = try XCTUnwrap((location["region"] as? [String: Any])?["startColumn"] as? Int)
                let fingerprint = try XCTUnwrap((r["partialFingerprints"] as? [String: String])?["presentlint/v1"])
                return (path, fingerprint, column)
            }
        }
        // The column each version gives, by fingerprint, from runs on files that stay put.
        var expected: [String: Int] = [:]
        for accented in [true, false] {
            for i in 0..<files { try s.write("V\(i).swift", version(i, accented: accented)) }
            for r in try results(try CLI.run(["-q", "--format", "sarif", "."], in: s.url)) { expected[r.fingerprint] = r.column }
        }
        XCTAssertEqual(expected.count, 2 * files)
        let stop = Data.Box()
        let directory = s.url
        let flipper = Thread {
            var n = 0
            while !stop.isDone {
                let i = n % files
                try? Data(version(i, accented: (n / files) % 2 == 0).utf8).write(to: directory.appendingPathComponent("V\(i).swift"), options: .atomic)
                n += 1
            }
            stop.done.signal()
        }
        flipper.start()
        defer {
            stop.finish()
            _ = stop.done.wait(timeout: .now() + 10)
        }
        for _ in 0..<4 {
            let run = try CLI.run(["-q", "--format", "sarif", "-j", "1", "."], in: s.url)
            let found = try results(run)
            XCTAssertEqual(found.count, files, run.stderr)
            for r in found {
                XCTAssertEqual(r.column, expected[r.fingerprint], "\(r.path): the column of the version linted")
            }
        }
    }
}
