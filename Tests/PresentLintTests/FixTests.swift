import Foundation
import XCTest

/// `--fix` rewrites only what the run reports, and only files that are still as they were read,
/// keeping what each file is (mode, links, owner) and leaving nothing behind when interrupted.
final class FixTests: XCTestCase {
    static let fixedLegacy = Snippets.legacy
        .replacingOccurrences(of: "\\.presentationMode) var presentationMode", with: "\\.dismiss) var dismiss")
        .replacingOccurrences(of: "presentationMode.wrappedValue.dismiss()", with: "dismiss()")

    func fileStat(_ url: URL) -> stat {
        var st = stat()
        XCTAssertEqual(lstat(url.path, &st), 0, url.path)
        return st
    }

    /// A suppressed or baselined `presentationMode` is not rewritten; the others in the run are.
    func testFixLeavesSuppressedAndBaselinedFindingsAlone() throws {
        let s = try Scratch()
        let suppressedDeclaration = Snippets.legacy.replacingOccurrences(
            of: "    @Environment(\\.presentationMode)", with: "    // presentlint:disable:next deprecated-presentation-api -- kept for iOS 14\n    @Environment(\\.presentationMode)")
        let suppressedCall = Snippets.legacy.replacingOccurrences(
            of: "presentationMode.wrappedValue.dismiss() }", with: "presentationMode.wrappedValue.dismiss() } // presentlint:disable:this deprecated-presentation-api")
        XCTAssertNotEqual(suppressedDeclaration, Snippets.legacy)
        XCTAssertNotEqual(suppressedCall, Snippets.legacy)
        try s.write("Declaration.swift", suppressedDeclaration)
        try s.write("Call.swift", suppressedCall)
        try s.write("Plain.swift", Snippets.legacy)
        let run = try CLI.run(["--fix", "."], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try s.read("Declaration.swift"), suppressedDeclaration)
        XCTAssertEqual(try s.read("Call.swift"), suppressedCall)
        XCTAssertEqual(try s.read("Plain.swift"), Self.fixedLegacy)

        let b = try Scratch()
        try b.write("Known.swift", Snippets.legacy)
        XCTAssertEqual(try CLI.run(["--write-baseline", "baseline.json", "Known.swift"], in: b.url).status, 0)
        try b.write("New.swift", Snippets.legacy.replacingOccurrences(of: "Legacy", with: "Fresh"))
        let dry = try CLI.run(["--fix", "--dry-run", "--baseline", "baseline.json", "."], in: b.url)
        XCTAssertFalse(dry.stdout.contains("Known.swift"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+++ b/New.swift"), dry.stdout)
        let fix = try CLI.run(["--fix", "--baseline", "baseline.json", "."], in: b.url)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(try b.read("Known.swift"), Snippets.legacy)
        XCTAssertTrue(try b.read("New.swift").contains("@Environment(\\.dismiss)"))
    }

    /// The findings `--fix` fixes are marked `[*]` in the text report and `fixable` in the JSON
    /// report, and counted in the summary; the others are not.
    func testFixableFindingsAreMarkedAndCounted() throws {
        let s = try Scratch()
        try s.write("Legacy.swift", Snippets.legacy)
        try s.write("Host.swift", Snippets.stateSheet)
        try s.write("Typed.swift", Snippets.legacy.replacingOccurrences(of: "Legacy", with: "Typed")
            .replacingOccurrences(of: "var presentationMode", with: "var presentationMode: Binding<PresentationMode>"))
        let run = try CLI.run(["--color", "never", "."], in: s.url)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, run.stdout)
        XCTAssertEqual(lines.filter { $0.hasSuffix("[deprecated-presentation-api] [*]") }.map { String($0.prefix { $0 != ":" }) }, ["Legacy.swift"], run.stdout)
        XCTAssertTrue(run.stderr.contains("[*] 1 fixable with --fix"), run.stderr)
        let json = try CLI.run(["--format", "json", "."], in: s.url)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["path"]!) \(($0["fixable"] as? Bool).map(String.init) ?? "missing")" }, ["Host.swift false", "Legacy.swift true", "Typed.swift false"])
        XCTAssertEqual((report["summary"] as? [String: Any])?["fixable"] as? Int, 1)
        // Nothing fixable: no mark, no count.
        let host = try CLI.run(["--color", "never", "Host.swift"], in: s.url)
        XCTAssertFalse(host.stdout.contains("[*]") || host.stderr.contains("fixable"), host.stdout + host.stderr)
    }

    /// `--fix` says how many findings it fixed, and why each other one stays: by rule for rules
    /// with no automatic fix, one line per finding of the rule that has one. It says so when it
    /// fixes none.
    func testFixSaysWhatItDidNotFixAndWhy() throws {
        let s = try Scratch()
        try s.write("Host.swift", Snippets.stateSheet)
        try s.write("Other.swift", Snippets.stateSheet.replacingOccurrences(of: "Host", with: "Other"))
        try s.write("Typed.swift", Snippets.legacy.replacingOccurrences(of: "var presentationMode", with: "var presentationMode: Binding<PresentationMode>"))
        let none = try CLI.run(["--fix", "."], in: s.url)
        XCTAssertTrue(none.stderr.contains("presentlint: --fix fixed 0 of 3 finding(s); 2 have no automatic fix (state-bool-presentation: 2)"), none.stderr)
        XCTAssertTrue(none.stderr.contains("presentlint: not fixed: Typed.swift:4:"), none.stderr)
        XCTAssertTrue(none.stderr.contains("[deprecated-presentation-api]: the property has a written type"), none.stderr)
        let dry = try CLI.run(["--fix", "--dry-run", "."], in: s.url)
        XCTAssertTrue(dry.stderr.contains("--fix would fix 0 of 3 finding(s)"), dry.stderr)

        try s.write("Legacy.swift", Snippets.legacy)
        let some = try CLI.run(["--fix", "."], in: s.url)
        XCTAssertTrue(some.stderr.contains("presentlint: --fix fixed 1 of 4 finding(s)"), some.stderr)
        let quiet = try CLI.run(["--fix", "-q", "."], in: s.url)
        XCTAssertFalse(quiet.stderr.contains("--fix"), quiet.stderr)
    }

    /// The declaration a `presentationMode` finding tells to use is the one `--fix` writes: its
    /// modifiers (`private`, or none) kept.
    func testFixWritesTheDeclarationItsMessageNames() throws {
        for modifiers in ["", "private ", "fileprivate "] {
            let s = try Scratch()
            let source = Snippets.legacy.replacingOccurrences(of: "var presentationMode", with: "\(modifiers)var presentationMode")
            try s.write("Legacy.swift", source)
            let json = try CLI.run(["--format", "json", "Legacy.swift"], in: s.url)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let message = try XCTUnwrap((report["findings"] as? [[String: Any]])?.first?["message"] as? String)
            let named = try XCTUnwrap(message.components(separatedBy: "use `").dropFirst().first?.components(separatedBy: "`").first, message)
            XCTAssertEqual(named, "@Environment(\\.dismiss) \(modifiers)var dismiss")
            XCTAssertEqual(try CLI.run(["--fix", "Legacy.swift"], in: s.url).status, 0)
            let fixed = try s.read("Legacy.swift")
            XCTAssertTrue(fixed.contains("    " + named + "\n"), "the fix does not write `\(named)`:\n" + fixed)
        }
    }

    /// A dismissal reported on its own (through a representable's `parent`) names the declaration
    /// `--fix` writes for the file's property, its modifiers kept; with no property in the file,
    /// it advises one and `--fix` writes nothing.
    func testFixWritesTheDeclarationADismissalMessageNames() throws {
        for modifiers in ["", "private ", "fileprivate "] {
            let s = try Scratch()
            try s.write("Picker.swift", """
            import SwiftUI

            struct Picker: UIViewControllerRepresentable {
                @Environment(\\.presentationMode) \(modifiers)var presentationMode
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                final class Coordinator {
                    let parent: Picker
                    init(parent: Picker) { self.parent = parent }
                    func finished() { parent.presentationMode.wrappedValue.dismiss() }
                }
            }

            """)
            let json = try CLI.run(["--format", "json", "Picker.swift"], in: s.url)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let messages = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
            let message = try XCTUnwrap(messages.first { $0.hasPrefix("`parent.presentationMode") }, "\(messages)")
            let named = try XCTUnwrap(message.components(separatedBy: "read `").dropFirst().first?.components(separatedBy: "`").first, message)
            XCTAssertEqual(named, "@Environment(\\.dismiss) \(modifiers)var dismiss")
            XCTAssertEqual(try CLI.run(["--fix", "Picker.swift"], in: s.url).status, 0)
            let fixed = try s.read("Picker.swift")
            XCTAssertTrue(fixed.contains("    " + named + "\n"), "the fix does not write `\(named)`:\n" + fixed)
            XCTAssertTrue(fixed.contains("parent.dismiss()"), fixed)
        }
        // No property in the file: the advice, and no fix.
        let s = try Scratch()
        let card = """
        import SwiftUI

        struct Card: View {
            var presentationMode: Binding<PresentationMode>
            var body: some View {
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }

        """
        try s.write("Card.swift", card)
        let run = try CLI.run(["--color", "never", "Card.swift"], in: s.url)
        XCTAssertTrue(run.stdout.contains("read `@Environment(\\.dismiss) private var dismiss` and call `dismiss()`"), run.stdout)
        let fix = try CLI.run(["--fix", "Card.swift"], in: s.url)
        XCTAssertTrue(fix.stderr.contains("the `presentationMode` it goes through is not declared in this file"), fix.stderr)
        XCTAssertEqual(try s.read("Card.swift"), card)
    }

    /// Mode, symbolic links, hard links and (as root) the owner survive a fix.
    func testFixKeepsModeLinksAndOwner() throws {
        let s = try Scratch()
        let privateFile = try s.write("Private.swift", Snippets.legacy)
        XCTAssertEqual(chmod(privateFile.path, 0o600), 0)
        let readOnly = try s.write("ReadOnly.swift", Snippets.legacy)
        XCTAssertEqual(chmod(readOnly.path, 0o444), 0)
        let target = try s.write("real/Target.swift", Snippets.legacy)
        try FileManager.default.createSymbolicLink(atPath: s.url.appendingPathComponent("Link.swift").path, withDestinationPath: "real/Target.swift")
        let hard = try s.write("Hard.swift", Snippets.legacy)
        XCTAssertEqual(link(hard.path, s.url.appendingPathComponent("real/HardToo.swift").path), 0)
        let owned = try s.write("Owned.swift", Snippets.legacy)
        if geteuid() == 0 { XCTAssertEqual(chown(owned.path, 65534, 65534), 0) }
        let ownedBefore = fileStat(owned)

        let run = try CLI.run(["--fix", "Private.swift", "ReadOnly.swift", "Link.swift", "Hard.swift", "Owned.swift"], in: s.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        for name in ["Private.swift", "real/Target.swift", "Hard.swift", "real/HardToo.swift", "Owned.swift"] {
            XCTAssertEqual(try s.read(name), Self.fixedLegacy, name)
        }
        // A read-only file is left alone, with a note, as editors do.
        XCTAssertEqual(try s.read("ReadOnly.swift"), Snippets.legacy)
        XCTAssertTrue(run.stderr.contains("ReadOnly.swift: warning: not fixed: the file is read-only"), run.stderr)
        XCTAssertEqual(fileStat(privateFile).st_mode & 0o7777, 0o600)
        XCTAssertEqual(fileStat(readOnly).st_mode & 0o7777, 0o444)
        XCTAssertEqual(fileStat(s.url.appendingPathComponent("Link.swift")).st_mode & S_IFMT, S_IFLNK)
        XCTAssertEqual(fileStat(target).st_mode & S_IFMT, S_IFREG)
        let hardAfter = fileStat(hard)
        XCTAssertEqual(hardAfter.st_nlink, 2)
        XCTAssertEqual(hardAfter.st_ino, fileStat(s.url.appendingPathComponent("real/HardToo.swift")).st_ino)
        let ownedAfter = fileStat(owned)
        XCTAssertEqual(ownedAfter.st_uid, ownedBefore.st_uid)
        XCTAssertEqual(ownedAfter.st_gid, ownedBefore.st_gid)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: s.url.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// A file that cannot be written is named and the others are still fixed.
    func testAFileThatCannotBeWrittenDoesNotStopTheOthers() throws {
        let s = try Scratch()
        let locked = try s.write("A/L.swift", Snippets.legacy)
        let open = try s.write("B/L.swift", Snippets.legacy)
        // Writable, in a directory that is not: rewritten in place.
        let inPlace = try s.write("C/L.swift", Snippets.legacy)
        XCTAssertEqual(chmod(inPlace.path, 0o666), 0)
        // Owned by the user the run is made as (a file of someone else's is written in place anyway).
        if geteuid() == 0 { XCTAssertEqual(chown(inPlace.path, 65534, 65534), 0) }
        XCTAssertEqual(chmod(s.url.appendingPathComponent("C").path, 0o555), 0)
        defer { chmod(s.url.appendingPathComponent("C").path, 0o755) }
        XCTAssertEqual(chmod(locked.path, 0o444), 0)
        XCTAssertEqual(chmod(s.url.appendingPathComponent("A").path, 0o555), 0)
        XCTAssertEqual(chmod(open.path, 0o666), 0)
        XCTAssertEqual(chmod(s.url.appendingPathComponent("B").path, 0o777), 0)
        defer { chmod(s.url.appendingPathComponent("A").path, 0o755) }
        let run = try CLI.runUnprivileged(["--fix", "A", "B", "C"], in: s.url)
        // Read-only (for this user): left alone with a note, as editors do.
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("A/L.swift: warning: not fixed: the file is read-only; make it writable to fix it"), run.stderr)
        XCTAssertEqual(try s.read("A/L.swift"), Snippets.legacy)
        XCTAssertEqual(try s.read("B/L.swift"), Self.fixedLegacy)
        XCTAssertEqual(try s.read("C/L.swift"), Self.fixedLegacy)
        XCTAssertFalse(run.stderr.contains("C/L.swift"), run.stderr)
    }

    /// A file saved by someone else after presentlint read it is left as they saved it.
    func testFixDoesNotOverwriteAFileChangedSinceItWasRead() throws {
        let s = try Scratch()
        // Many files fixed before the last one, so that it can be changed while the run goes on.
        let padding = String(repeating: "// padding line to make the file take a moment to write\n", count: 1000)
        for i in 0..<150 { try s.write(String(format: "A%03d.swift", i), Snippets.legacy + padding) }
        try s.write("Z.swift", Snippets.legacy)
        let edited = Snippets.legacy + "// saved by the editor meanwhile\n"
        for _ in 0..<3 {
            let (process, _, _) = try CLI.start(["--fix", "-q", "--jobs", "1", "."], in: s.url)
            // Once the first file is fixed, the run has read every file: change the last one.
            let first = s.url.appendingPathComponent("A000.swift")
            while process.isRunning, (try? String(contentsOf: first, encoding: .utf8))?.contains("@Environment(\\.dismiss)") != true { usleep(500) }
            let changedInTime = process.isRunning
            try s.write("Z.swift", edited)
            process.waitUntilExit()
            guard changedInTime else {
                // The run ended before the change: start again from the old text.
                for i in 0..<150 { try s.write(String(format: "A%03d.swift", i), Snippets.legacy + padding) }
                try s.write("Z.swift", Snippets.legacy)
                continue
            }
            XCTAssertEqual(try s.read("Z.swift"), edited, "the editor's change was overwritten")
            return
        }
        XCTFail("the run always ended before the file could be changed")
    }

    /// SIGTERM or SIGINT while fixes are written leaves no temporary file behind.
    func testInterruptedFixLeavesNoTemporaryFiles() throws {
        for signal in [SIGTERM, SIGINT] {
            let s = try Scratch()
            let padding = String(repeating: "// padding line to make the file take a moment to write\n", count: 4000)
            for i in 0..<60 { try s.write(String(format: "A%03d.swift", i), Snippets.legacy + padding) }
            let (process, _, _) = try CLI.start(["--fix", "-q", "--jobs", "1", "."], in: s.url)
            // Wait until a temporary file exists, then interrupt.
            var sawTemporary = false
            while process.isRunning && !sawTemporary {
                sawTemporary = (try? FileManager.default.contentsOfDirectory(atPath: s.url.path))?.contains { $0.hasSuffix(".tmp") } ?? false
            }
            if sawTemporary { kill(process.processIdentifier, signal) }
            process.waitUntilExit()
            XCTAssertTrue(sawTemporary, "no temporary file was seen while the run went on")
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(signal)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.url.path).filter { $0.hasSuffix(".tmp") }
            XCTAssertEqual(leftovers, [], "signal \(signal)")
        }
    }
}
