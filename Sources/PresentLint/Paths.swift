#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few path and process facts the CLI needs, from the C library: the CLI links no Foundation,
/// so it starts faster and links statically without it.
enum Paths {
    /// The working directory as the system reports it ("." if it cannot).
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute (from the working directory) and normalized by its text: repeated
    /// and trailing slashes, `.` and `..` components removed. Links are not resolved, so the
    /// same spelling always gives the same result.
    static func standardized(_ path: String, currentDirectory: String = currentDirectory()) -> String {
        let full = path.utf8.first == UInt8(ascii: "/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { _ = parts.popLast(); continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The command line's arguments; one that is not valid UTF-8 shown as the walk shows such
    /// names (undecodable bytes as `\x{FF}`), with its bytes kept in `rawArguments`, so that a
    /// file named that way is opened by its real name.
    static func commandLineArguments() -> [String] {
        var arguments: [String] = []
        for i in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[i] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            let (text, valid) = FileSystem.displayName(bytes)
            if !valid { rawArguments[text] = Array(bytes) }
            arguments.append(text)
        }
        return arguments
    }

    /// Arguments that are not valid UTF-8, by how `commandLineArguments` shows them.
    nonisolated(unsafe) static var rawArguments: [String: [UInt8]] = [:]

    /// `path` as reports name it: `.` components, repeated and trailing slashes removed, `..`
    /// kept (it may pass through a link), so the same file is read: `./A.swift` is `A.swift`,
    /// `a/./b/` is `a/b`, `./` is `.`.
    static func clean(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let absolute = path.utf8.first == UInt8(ascii: "/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        if parts.isEmpty { return absolute ? "/" : "." }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// How baselines name a file, whatever its spelling: standardized (`.`, `..` and repeated
    /// slashes resolved by the text), relative to the working directory when inside it,
    /// absolute otherwise. `./A.swift`, `A.swift`, `dir/../A.swift` and `$PWD/A.swift` agree.
    static func baselineKey(_ path: String, currentDirectory: String) -> String {
        let absolute = standardized(path, currentDirectory: currentDirectory)
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if absolute.utf8.starts(with: prefix.utf8) { return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self) }
        return absolute
    }

    /// The path with every symbolic link resolved (`realpath`), or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The directory part of a standardized absolute path (`/` for a top-level name).
    static func parent(_ absolute: String) -> String {
        guard let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")), slash != absolute.utf8.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether anything (file, directory, …) is at `path`, following links.
    static func exists(_ path: String) -> Bool {
        FileSystem.kind(path, followLinks: true).0 != .missing
    }

    /// The nearest folder from `directory` up that holds `.git` (a folder, or a file as in a
    /// linked worktree or submodule): the repository's root, or nil outside any repository.
    static func repositoryRoot(containing directory: String) -> String? {
        var directory = standardized(directory)
        while true {
            var st = stat()
            if lstat(join(directory, ".git"), &st) == 0 { return directory }
            let parent = parent(directory)
            if parent == directory { return nil }
            directory = parent
        }
    }

    /// Whether the standardized absolute path `path` is `directory` or lies below it.
    static func isInside(_ path: String, _ directory: String) -> Bool {
        path == directory || directory == "/" || path.utf8.starts(with: (directory.hasSuffix("/") ? directory : directory + "/").utf8)
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
