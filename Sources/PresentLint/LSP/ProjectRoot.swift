/// Where the language server's projects are: the folder of a project (the nearest holding a
/// project marker), and which folders it refuses to index as a whole (the file system's root, the
/// home folder, a folder in no project), so that an editor's root can never make it walk the disk.
enum ProjectRoot {
    static let markers = "Package.swift, an .xcodeproj, .git or \(ConfigurationFile.fileName)"

    /// Whether `folder` holds a project marker: `Package.swift`, an `.xcodeproj`, `.git` (a
    /// folder, or the file of a worktree) or a `.presentlint.json`.
    static func isMarked(_ folder: String) -> Bool {
        for name in ["Package.swift", ".git", ConfigurationFile.fileName] where Paths.exists(Paths.join(folder, name)) { return true }
        var listings: [String: EnclosingBuildSettings.Folder] = [:]
        return !EnclosingBuildSettings.folderListing(folder, &listings).projects.isEmpty
    }

    /// The home folder (resolved), when known.
    static var home: String? {
        guard let home = Paths.environment("HOME"), !home.isEmpty else { return nil }
        let standardized = Paths.standardized(home)
        return Paths.resolved(standardized) ?? standardized
    }

    /// The nearest folder at or above `folder` holding a project marker, never the root or the
    /// home folder (a dotfiles repository makes the home folder a repository).
    static func nearest(from folder: String) -> String? {
        let home = self.home
        var current = folder
        for _ in 0..<EnclosingBuildSettings.maxDepth {
            if current == "/" || current == home { return nil }
            if isMarked(current) { return current }
            current = Paths.parent(current)
        }
        return nil
    }

    /// Why a workspace folder is not indexed as a whole, or nil when it is: it is the root or the
    /// home folder, or neither it nor a folder above it (below the home folder) is a project.
    static func refusal(of root: String) -> String? {
        if root == "/" { return "it is the file system's root" }
        if root == home { return "it is the home folder" }
        if nearest(from: root) == nil { return "neither it nor a folder above it holds a project marker (\(markers))" }
        return nil
    }

    /// A path as the server keeps it: absolute, `.` and `..` resolved, and links resolved, so one
    /// file under two spellings (a `..` in a URI, a workspace opened through a link) is one file.
    /// A file that does not exist (yet) keeps its name in its folder's resolved path.
    static func identity(_ path: String) -> String {
        if let resolved = Paths.resolved(path) { return resolved }
        let standardized = Paths.standardized(path)
        let parent = Paths.parent(standardized)
        if let folder = Paths.resolved(parent), let slash = standardized.utf8.lastIndex(of: UInt8(ascii: "/")) {
            return Paths.join(folder, String(standardized[standardized.utf8.index(after: slash)...]))
        }
        return standardized
    }
}
