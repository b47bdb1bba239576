import RuleKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The deployment targets set in the folders *above* the linted paths. A build plugin, an editor
/// or a user names a package's or an app's files (`presentlint Sources/App`), not the folder that
/// holds its `Package.swift` or `.xcodeproj`; the rules must still know which systems the code
/// supports, as they do when the whole folder is linted. From each named path upwards, up to the
/// repository's root (a folder holding `.git`) or the file system's root, every folder is looked
/// at for an `.xcodeproj`, a `Package.swift` (or `Package@swift-….swift`) and a Tuist `Project.swift`.
///
/// The innermost package source folder or project folder holding the named path wins, a
/// package's over a project's as deep, as `DeploymentTargetMap` decides for the folders a walk
/// meets. What is found is scoped to the named path as it is spelled, and holds for the files
/// under it that no package or project the walk meets holds.
enum EnclosingBuildSettings {
    /// Folders looked at above one path, at most: deeper trees are not real projects.
    static let maxDepth = 64

    static func find(above roots: [String], cwd: String) -> [ScopedDeploymentTargets] {
        var listings: [String: Folder] = [:]
        var found: [ScopedDeploymentTargets] = []
        var scopes: Set<String> = []
        for root in roots {
            let isDirectory = FileSystem.kind(root, followLinks: true).0 == .directory
            // The spelling the files under `root` start with, as the walk names them.
            let scope = isDirectory ? directoryPrefix(root) : lexicalDirectory(Paths.clean(root))
            guard scopes.insert(scope).inserted else { continue }
            let absolute = Paths.standardized(root, currentDirectory: cwd)
            // A named folder is walked itself: its projects are met by the walk.
            if isDirectory, folderListing(absolute, &listings).isRepositoryRoot { continue }
            if let s = nearest(above: absolute, from: Paths.parent(absolute), &listings) {
                found.append(ScopedDeploymentTargets(directory: scope, targets: s.targets, everyPlatform: s.everyPlatform, isEnclosing: true))
            }
        }
        return found
    }

    /// The settings that hold for `path` among the packages and projects in `start` and the
    /// folders above it, decided as for the folders a walk meets (`DeploymentTargetMap.scope`).
    static func nearest(above path: String, from start: String, _ listings: inout [String: Folder]) -> ScopedDeploymentTargets? {
        var packages: [ScopedDeploymentTargets] = [], projects: [ScopedDeploymentTargets] = []
        var folder = start
        for _ in 0..<maxDepth {
            let listing = folderListing(folder, &listings)
            for manifest in listing.manifests {
                let file = Paths.join(folder, manifest)
                let (targets, sourcePaths) = readManifest(file)
                packages += ScopedDeploymentTargets.manifest(file, targets: targets, sourcePaths: sourcePaths)
            }
            for name in listing.projects {
                let file = Paths.join(folder, name + "/project.pbxproj")
                guard case let .success(bytes) = FileSystem.read(file) else { continue }
                projects.append(ScopedDeploymentTargets(xcodeProjectFile: file, targets: DeploymentTargets.xcodeProject(bytes)))
            }
            if listing.isRepositoryRoot || folder == "/" { break }
            folder = Paths.parent(folder)
        }
        // A named folder's own path, with the slash its scopes end with.
        return DeploymentTargetMap(manifests: packages, projects: projects).scope(for: path + "/")
    }

    struct Folder {
        var projects: [String] = []
        var manifests: [String] = []
        var isRepositoryRoot = false
    }

    static func folderListing(_ folder: String, _ listings: inout [String: Folder]) -> Folder {
        if let known = listings[folder] { return known }
        var listing = Folder()
        if let dir = opendir(folder) {
            while let entry = readdir(dir) {
                // The name in place: the entry is only as long as its name, so copying the
                // whole `d_name` field would read past the end of the directory's buffer.
                let field = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
                let name = String(cString: field.assumingMemoryBound(to: CChar.self))
                if name == ".git" {
                    listing.isRepositoryRoot = true
                } else if name.hasSuffix(".xcodeproj") {
                    listing.projects.append(name)
                } else if DeploymentTargets.isManifest(name) || name == "Project.swift" {
                    listing.manifests.append(name)
                }
            }
            closedir(dir)
        }
        listing.projects.sort()
        listing.manifests.sort()
        listings[folder] = listing
        return listing
    }

    /// A package manifest's `platforms:` and source folders, or a Tuist project's targets.
    static func readManifest(_ path: String) -> (DeploymentTargets, [String]) {
        guard case let .success(bytes) = FileSystem.read(path) else { return (DeploymentTargets(), []) }
        let tokens = Lexer.tokenize(bytes).tokens
        if DeploymentTargets.isManifest(path) {
            return (DeploymentTargets.manifest(tokens: tokens, bytes: bytes), DeploymentTargets.manifestSourcePaths(tokens: tokens, bytes: bytes))
        }
        guard DeploymentTargets.isTuistProject(path, tokens: tokens, bytes: bytes) else { return (DeploymentTargets(), []) }
        return (DeploymentTargets.manifest(tokens: tokens, bytes: bytes), [])
    }

    /// `Sources/App/` for the named folder `Sources/App`; empty for `.`.
    static func directoryPrefix(_ path: String) -> String {
        let clean = Paths.clean(path)
        if clean == "." { return "" }
        return clean.hasSuffix("/") ? clean : clean + "/"
    }

    /// `Sources/App/` for the named file `Sources/App/A.swift` (as it is spelled); empty for `A.swift`.
    static func lexicalDirectory(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
    }
}
