import Foundation
import XCTest

/// Runs the `presentlint` binary built next to the test bundle, in a scratch directory.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

final class Scratch {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("presentlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }
}

enum CLI {
    static var binary: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleDirectory, bundleDirectory.deletingLastPathComponent(), Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("presentlint")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundleDirectory.appendingPathComponent("presentlint")
    }

    /// Runs the binary as an unprivileged user, so permission bits apply even when the tests run as
    /// root (as CI containers do): a copy of the binary in `directory` is started through
    /// `setpriv` as uid/gid 65534. Without root the binary runs as the current user.
    static func runUnprivileged(_ arguments: [String], in directory: URL) throws -> CLIRun {
        guard geteuid() == 0 else { return try run(arguments, in: directory) }
        let copy = directory.appendingPathComponent(".presentlint-unprivileged")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try FileManager.default.copyItem(at: binary, to: copy)
            chmod(copy.path, 0o755)
        }
        chmod(directory.path, 0o755)
        return try run(["--reuid=65534", "--regid=65534", "--clear-groups", copy.path] + arguments, in: directory,
                       executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }

    static func start(_ arguments: [String], in directory: URL) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    static func run(_ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String] = [:],
                    executable: URL? = nil) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}

/// Source snippets the CLI tests lint.
enum Snippets {
    static let stateSheet = """
    import SwiftUI

    struct Host: View {
        @State private var showHelp = false
        var body: some View {
            Button("Help") { showHelp = true }
                .sheet(isPresented: $showHelp) { Text("Help") }
        }
    }

    """
    static let clean = """
    import SwiftUI

    struct Clean: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }

    """
    static let legacy = """
    import SwiftUI

    struct Legacy: View {
        @Environment(\\.presentationMode) var presentationMode
        var body: some View {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }

    """
}
