import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build. presentlint prints findings as
/// `path:line:column: warning: …`, which SwiftPM and Xcode show as compiler diagnostics.
///
/// A build command, not a prebuild command: prebuild commands may only run prebuilt binaries
/// (this tool is built from source here) and run on every build, whereas a build command lists
/// its inputs (the Swift files and the configuration) and an output (a stamp file that presentlint
/// writes after reporting: a Swift file holding a comment), so the build system runs it again only when an input changed.
@main
struct PresentLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            tool: context.tool(named: "PresentLint").url,
            files: files,
            configuration: files.first.flatMap { Self.configuration(from: $0.deletingLastPathComponent()) },
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        )
    }

    static func commands(tool: URL, files: [URL], configuration: URL?, workDirectory: URL, name: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        // A Swift file holding one comment: an output of another kind would be bundled with the
        // target as a resource.
        let stamp = workDirectory.appending(path: "\(name)+PresentLint.swift")
        // The files are named explicitly, so --force-exclude applies the configuration's
        // include/exclude to them as a directory walk would.
        var arguments = ["lint", "--force-exclude", "--quiet", "--color", "never", "--touch", stamp.path(percentEncoded: false)]
        var inputs = files
        if let configuration {
            arguments += ["--config", configuration.path(percentEncoded: false)]
            inputs.append(configuration)
        }
        arguments += ["--"] + files.map { $0.path(percentEncoded: false) }
        return [.buildCommand(
            displayName: "presentlint \(name)", executable: tool, arguments: arguments,
            inputFiles: inputs, outputFiles: [stamp]
        )]
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PresentLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(
            tool: context.tool(named: "PresentLint").url,
            files: files,
            configuration: Self.configuration(from: context.xcodeProject.directoryURL),
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        )
    }
}
#endif
