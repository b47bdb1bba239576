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

    /// The nearest `.presentlint.json` from `directory` upwards.
    static func configuration(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appending(path: ".presentlint.json")
            if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path(percentEncoded: false) == current.path(percentEncoded: false) { return nil }
            current = parent
        }
    }
}
