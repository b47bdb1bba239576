import Foundation
import PackagePlugin

/// `swift package presentlint [--fix] [--target T]… [OPTIONS]`: lints the Swift files of the
/// package's targets (all of them, or those named) in one run, so cross-file rules see them all.
/// Other options (`--strict`, `--format sarif`, …) are passed on to presentlint.
@main
struct PresentLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files: [String] = []
        var configuration: URL?
        for target in targets {
            guard let module = target as? SourceModuleTarget else { continue }
            let urls = module.sourceFiles(withSuffix: "swift").map(\.url)
            files += urls.map { $0.path(percentEncoded: false) }
            configuration = configuration ?? urls.first.flatMap { Self.configuration(from: $0.deletingLastPathComponent()) }
        }
        guard !files.isEmpty else {
            Diagnostics.warning("presentlint: no Swift files in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "PresentLint").url
        // The configuration presentlint would find from the targets' directories (the plugin's
        // working directory is not the package's).
        let remaining = extractor.remainingArguments
        let configArguments = remaining.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) ? []
            : configuration.map { ["--config", $0.path(percentEncoded: false)] } ?? []
        process.arguments = ["lint", "--force-exclude"] + configArguments + remaining + ["--"] + files
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("presentlint stopped on signal \(process.terminationStatus)")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("presentlint exited with status \(process.terminationStatus)")
        }
    }

    /// The nearest `.presentlint.json` from `directory` up to the repository's root (the folder
    /// holding `.git`), as presentlint itself finds it from its working directory: one that is not
    /// a regular file, or that a user other than this one, root or the owner of `directory` owns,
    /// is passed over (the plugin names the file with --config, which would trust it).
    static func configuration(from directory: URL) -> URL? {
        let manager = FileManager.default
        var current = directory.standardizedFileURL
        func owner(_ url: URL) -> UInt32? {
            ((try? manager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path(percentEncoded: false)))?[.ownerAccountID] as? NSNumber)?.uint32Value
        }
        let trusted: Set<UInt32?> = [getuid(), 0, owner(current)]
        while true {
            let candidate = current.appending(path: ".presentlint.json")
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path(percentEncoded: false), isDirectory: &isDirectory),
               !isDirectory.boolValue,
               (try? manager.attributesOfItem(atPath: candidate.resolvingSymlinksInPath().path(percentEncoded: false)))?[.type] as? FileAttributeType == .typeRegular,
               trusted.contains(owner(candidate)) {
                return candidate
            }
            if manager.fileExists(atPath: current.appending(path: ".git").path(percentEncoded: false)) { return nil }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path(percentEncoded: false) == current.path(percentEncoded: false) { return nil }
            current = parent
        }
    }
}
