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

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
