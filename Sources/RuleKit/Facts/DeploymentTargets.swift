#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system version: `14`, `14.0`, `10.15`, and the manifest's `v14`, `v10_15`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `14`, `14.0`, `14.0.1`, `v14`, `v10_15` (a leading `v` and `_` separators as in
    /// `SupportedPlatform` spellings); nil for anything else.
    public init?<S: Collection>(parsing text: S) where S.Element == UInt8 {
        var parts: [Int] = []
        var current: Int?
        var first = true
        for byte in text {
            defer { first = false }
            if first && byte == UInt8(ascii: "v") { continue }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value < 100_000 else { return nil }
                current = value
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") {
                guard let c = current else { return nil }
                parts.append(c)
                current = nil
            } else {
                return nil
            }
        }
        guard let last = current else { return nil }
        parts.append(last)
        self.init(parts[0], parts.count > 1 ? parts[1] : 0)
    }

    public init?(parsing text: String) { self.init(parsing: text.utf8) }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { "\(major).\(minor)" }
}

/// The platforms a deployment target is given for. Mac Catalyst is counted as iOS, whose
/// versions it shares for SwiftUI's APIs.
public enum DeploymentPlatform: Int, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public var name: String {
        switch self {
        case .iOS: return "iOS"
        case .macOS: return "macOS"
        case .tvOS: return "tvOS"
        case .watchOS: return "watchOS"
        case .visionOS: return "visionOS"
        }
    }

    /// `iOS`, `macOS`, … as a manifest, an availability list or the configuration spells them.
    public init?(name: some Collection<UInt8>) {
        func equals(_ s: StaticString) -> Bool { name.elementsEqual(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) }
        if equals("iOS") || equals("iPadOS") || equals("macCatalyst") { self = .iOS }
        else if equals("macOS") || equals("OSX") { self = .macOS }
        else if equals("tvOS") { self = .tvOS }
        else if equals("watchOS") { self = .watchOS }
        else if equals("visionOS") { self = .visionOS }
        else { return nil }
    }
}

/// The versions in which an API appeared, per platform (nil: not on that platform).
public struct APIAvailability: Sendable {
    public var introduced: [OSVersion?]

    public init(iOS: OSVersion?, macOS: OSVersion?, tvOS: OSVersion?, watchOS: OSVersion?, visionOS: OSVersion? = OSVersion(1)) {
        introduced = [iOS, macOS, tvOS, watchOS, visionOS]
    }

    /// `@Environment(\.dismiss)`, `.confirmationDialog`, `.alert(_:isPresented:actions:message:)`.
    public static let dismissAndModernAlerts = APIAvailability(iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15), watchOS: OSVersion(8))
    /// `.toolbar` with `ToolbarItem(placement: .cancellationAction)` and `.confirmationAction`.
    public static let toolbarItems = APIAvailability(iOS: OSVersion(14), macOS: OSVersion(11), tvOS: OSVersion(14), watchOS: OSVersion(7))
    /// `ToolbarItemPlacement.topBarLeading` and `.topBarTrailing`, as the SDKs that declare them
    /// (iOS 17, tvOS 17, watchOS 10) first make them available everywhere; not on macOS.
    public static let topBarPlacements = APIAvailability(iOS: OSVersion(17), macOS: nil, tvOS: OSVersion(17), watchOS: OSVersion(10))
}

/// The oldest system a project supports on each platform: from a `Package.swift` manifest's
/// `platforms:` list, the `*_DEPLOYMENT_TARGET` build settings of its Xcode projects, or the
/// configuration's `deploymentTargets`. Platforms nothing names are unknown (nil).
public struct DeploymentTargets: Sendable, Equatable {
    /// By `DeploymentPlatform.rawValue`.
    /// Every file's facts hold targets, nearly all of them none: they share this one array
    /// until one is set.
    public private(set) var minimums: [OSVersion?] = DeploymentTargets.none

    private static let none: [OSVersion?] = Array(repeating: nil, count: DeploymentPlatform.allCases.count)

    public init() {}

    public var isEmpty: Bool { minimums.allSatisfy { $0 == nil } }

    public subscript(platform: DeploymentPlatform) -> OSVersion? {
        get { minimums[platform.rawValue] }
        set { minimums[platform.rawValue] = newValue }
    }

    /// Keeps the lower of the two targets for `platform`: a project with several apps or
    /// packages supports the oldest system any of them does.
    public mutating func lower(_ platform: DeploymentPlatform, to version: OSVersion) {
        if let known = self[platform], known <= version { return }
        self[platform] = version
    }

    public mutating func lower(with other: DeploymentTargets) {
        for p in DeploymentPlatform.allCases { if let v = other[p] { lower(p, to: v) } }
    }

    /// These targets, with each platform `configured` names replaced by its version there.
    public func overridden(by configured: DeploymentTargets) -> DeploymentTargets {
        var result = self
        for p in DeploymentPlatform.allCases { if let v = configured[p] { result[p] = v } }
        return result
    }

    /// The platforms whose target is older than the version `api` appeared in there, e.g.
    /// `[iOS 14.0]` for a project on iOS 14 and `dismiss`: where the API cannot be used unconditionally.
    public func predating(_ api: APIAvailability) -> [(platform: DeploymentPlatform, target: OSVersion)] {
        DeploymentPlatform.allCases.compactMap { p in
            guard let target = self[p], let introduced = api.introduced[p.rawValue], target < introduced else { return nil }
            return (p, target)
        }
    }

    /// `iOS 14.0`, `iOS 14.0 and macOS 11.0`: the targets `predating` gave, for a message.
    public static func describe(_ targets: [(platform: DeploymentPlatform, target: OSVersion)]) -> String {
        targets.map { "\($0.platform.name) \($0.target)" }.joined(separator: " and ")
    }

    // MARK: Reading them

    /// Whether `path` is a Swift package manifest: `Package.swift` or `Package@swift-5.9.swift`.
    public static func isManifest(_ path: String) -> Bool {
        // Every linted file is asked, and few are named `Package…`: the name's first bytes, found
        // from the end of the path, settle most.
        let named = path.utf8.withContiguousStorageIfAvailable { b -> Bool in
            var start = b.count
            while start > 0 && b[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return b.count - start >= 13 && b.spells("Package", at: start, length: 7)
        } ?? true
        guard named else { return false }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        return name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    /// Whether `path` is a Tuist project manifest: a `Project.swift` that imports
    /// `ProjectDescription`, whose targets name their `deploymentTargets: .iOS("16.0")`.
    public static func isTuistProject(_ path: String, tokens t: [Token], bytes: [UInt8]) -> Bool {
        let name: StaticString = "Project.swift"
        let n = name.utf8CodeUnitCount
        let named = path.utf8.withContiguousStorageIfAvailable { b in
            b.count >= n && memcmp(b.baseAddress! + (b.count - n), name.utf8Start, n) == 0 && (b.count == n || b[b.count - n - 1] == UInt8(ascii: "/"))
        } ?? false
        guard named else { return false }
        var k = 0
        while k + 1 < t.count {
            defer { k += 1 }
            guard t[k].keyword == .import, t[k + 1].kind == .identifier else { continue }
            if bytes[Int(t[k + 1].start)..<Int(t[k + 1].end)].elementsEqual("ProjectDescription".utf8) { return true }
        }
        return false
    }

    /// The `path: "Sources/App"` arguments of a manifest's targets (not those of local package
    /// dependencies, `path: "../Models"`): folders its sources are in, relative to the manifest.
    public static func manifestSourcePaths(tokens t: [Token], bytes: [UInt8]) -> [String] {
        var paths: [String] = []
        var k = 0
        while k + 4 < t.count {
            defer { k += 1 }
            guard t[k].kind == .identifier, t[k].length == 4, bytes[Int(t[k].start)..<Int(t[k].end)].elementsEqual("path".utf8),
                  t[k + 1].kind == .colon, t[k + 2].kind == .stringBegin, t[k + 3].kind == .stringEnd else { continue }
            let value = bytes[Int(t[k + 2].end)..<Int(t[k + 3].start)]
            guard let first = value.first, first != UInt8(ascii: "."), first != UInt8(ascii: "/"), !value.contains(UInt8(ascii: "\\")) else { continue }
            paths.append(String(decoding: value, as: UTF8.self))
        }
        return paths
    }

    /// The `platforms:` of a manifest: `.iOS(.v14)`, `.macOS(.v10_15)`, `.iOS("14.0")`. Read on
    /// its tokens: `.` PLATFORM `(` then `.` VERSION or a string literal with no interpolation, then `)`.
    public static func manifest(tokens t: [Token], bytes: [UInt8]) -> DeploymentTargets {
        var targets = DeploymentTargets()
        var k = 0
        while k + 4 < t.count {
            defer { k += 1 }
            guard t[k].kind == .period, t[k + 1].kind == .identifier, t[k + 2].kind == .leftParen,
                  let platform = DeploymentPlatform(name: bytes[Int(t[k + 1].start)..<Int(t[k + 1].end)]) else { continue }
            var version: OSVersion?
            if t[k + 3].kind == .period, t[k + 4].kind == .identifier, k + 5 < t.count, t[k + 5].kind == .rightParen {
                version = OSVersion(parsing: bytes[Int(t[k + 4].start)..<Int(t[k + 4].end)])
            } else if t[k + 3].kind == .stringBegin, t[k + 4].kind == .stringEnd, k + 5 < t.count, t[k + 5].kind == .rightParen {
                // The literal's text lies between its delimiters (segments are kept apart from the tokens).
                version = OSVersion(parsing: bytes[Int(t[k + 3].end)..<Int(t[k + 4].start)])
            }
            if let version { targets.lower(platform, to: version) }
        }
        return targets
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET = 14.0;` (and the macOS, tvOS, watchOS and visionOS
    /// settings) of an Xcode project file (`project.pbxproj`), found by a scan of its bytes. The
    /// targets' own build configurations (those naming a product, bundle or Info.plist) count; the
    /// project-wide ones only for a platform no target sets, since a target's setting overrides
    /// them. A value that is not a plain version (`"$(inherited)"`) and a conditional setting
    /// (`"IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]"`) are passed over.
    public static func xcodeProject(_ bytes: [UInt8]) -> DeploymentTargets {
        var targetLevel = DeploymentTargets(), projectLevel = DeploymentTargets()
        bytes.withUnsafeBufferPointer { b in
            // Each configuration's settings run from its `buildSettings = {` to the next one.
            var starts = b.occurrences(of: "buildSettings = {")
            if starts.first != 0 { starts.insert(0, at: 0) }
            for (k, start) in starts.enumerated() {
                let end = k + 1 < starts.count ? starts[k + 1] : b.count
                let block = UnsafeBufferPointer(rebasing: b[start..<end])
                let namesProduct = !block.occurrences(of: "PRODUCT_NAME").isEmpty || !block.occurrences(of: "PRODUCT_BUNDLE_IDENTIFIER").isEmpty
                    || !block.occurrences(of: "INFOPLIST_FILE").isEmpty
                let found = settings(in: block)
                if namesProduct { targetLevel.lower(with: found) } else { projectLevel.lower(with: found) }
            }
        }
        var targets = targetLevel
        for p in DeploymentPlatform.allCases where targets[p] == nil { targets[p] = projectLevel[p] }
        return targets
    }

    /// The deployment-target settings of one stretch of a project file, the lowest of each.
    static func settings(in b: UnsafeBufferPointer<UInt8>) -> DeploymentTargets {
        var targets = DeploymentTargets()
        let keys: [(String, DeploymentPlatform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
            ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ]
        let suffixLength = "_DEPLOYMENT_TARGET".utf8.count
        let n = b.count
        // Every key ends in `_DEPLOYMENT_TARGET`: find that, then look at the word before it.
        for at in b.occurrences(of: "_DEPLOYMENT_TARGET") {
            var wordStart = at
            while wordStart > 0, b[wordStart - 1] >= UInt8(ascii: "A") && b[wordStart - 1] <= UInt8(ascii: "Z") { wordStart -= 1 }
            let key = b[wordStart..<(at + suffixLength)]
            guard let platform = keys.first(where: { key.elementsEqual($0.0.utf8) })?.1 else { continue }
            // ` = "14.0";` or ` = 14.0;`
            var j = at + suffixLength
            while j < n, b[j] == 0x20 || b[j] == 0x09 { j += 1 }
            guard j < n, b[j] == UInt8(ascii: "=") else { continue }
            j += 1
            while j < n, b[j] == 0x20 || b[j] == 0x09 || b[j] == UInt8(ascii: "\"") { j += 1 }
            var end = j
            while end < n, (b[end] >= UInt8(ascii: "0") && b[end] <= UInt8(ascii: "9")) || b[end] == UInt8(ascii: ".") { end += 1 }
            if end > j, let version = OSVersion(parsing: b[j..<end]) { targets.lower(platform, to: version) }
        }
        return targets
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Offsets of every occurrence of `word`, found with `memchr` on its first byte.
    func occurrences(of word: StaticString) -> [Int] {
        var found: [Int] = []
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard let base = baseAddress, let first = w.first else { return found }
        var i = 0
        while i + w.count <= count, let hit = memchr(base + i, Int32(first), count - i) {
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            guard at + w.count <= count else { break }
            if memcmp(base + at, w.baseAddress!, w.count) == 0 { found.append(at) }
            i = at + 1
        }
        return found
    }
}


/// Deployment targets that hold for the files under a folder: a package manifest's for its
/// package, an Xcode project's for the folder that holds the `.xcodeproj`.
public struct ScopedDeploymentTargets: Sendable {
    /// The folder, with a trailing `/` (empty for the current directory).
    public var directory: String
    public var targets: DeploymentTargets
    /// For an Xcode project: the targets of every platform it sets, those of its other platforms
    /// included (see `init(xcodeProjectFile:targets:)`), for code built only for those.
    public var everyPlatform: DeploymentTargets
    /// Found in the folders above a linted path rather than among the linted files (see
    /// `DeploymentTargetMap.enclosing`).
    public var isEnclosing = false

    public init(directory: String, targets: DeploymentTargets, everyPlatform: DeploymentTargets? = nil, isEnclosing: Bool = false) {
        self.directory = directory
        self.targets = targets
        self.everyPlatform = everyPlatform ?? targets
        self.isEnclosing = isEnclosing
    }

    /// For `MovieSwift/MovieSwift.xcodeproj/project.pbxproj`: the folder `MovieSwift/`, where the
    /// project's sources live. The file does not say which targets build which sources: when the
    /// project builds for iOS, only its iOS targets count, as its other platforms' settings are
    /// often project-wide defaults no app target uses (`MACOSX_DEPLOYMENT_TARGET = 10.12` in an iOS
    /// and tvOS app); a project without iOS targets keeps the others.
    public init(xcodeProjectFile path: String, targets: DeploymentTargets) {
        var kept = targets
        if let iOS = targets[.iOS] {
            kept = DeploymentTargets()
            kept[.iOS] = iOS
        }
        self.init(directory: Self.parent(Self.parent(path)), targets: kept, everyPlatform: targets)
    }

    /// For `Packages/UI/Package.swift`: the folders its targets' sources are in, `Packages/UI/Sources/`
    /// and `Packages/UI/Tests/` (SwiftPM's defaults) and each `path:` its targets name. Not the whole
    /// folder: an app's Xcode project beside a manifest builds the app's own folders. For a Tuist
    /// project's `Project.swift`: its folder.
    public static func manifest(_ path: String, targets: DeploymentTargets, sourcePaths: [String]) -> [ScopedDeploymentTargets] {
        let base = parent(path)
        // A Tuist project (`Project.swift`) builds the folder it is in, as an Xcode project does.
        if path == base + "Project.swift" { return [ScopedDeploymentTargets(directory: base, targets: targets)] }
        return (["Sources", "Tests"] + sourcePaths).map { sub in
            ScopedDeploymentTargets(directory: base + (sub.hasSuffix("/") ? sub : sub + "/"), targets: targets)
        }
    }

    /// `a/b/` for `a/b/c` (and `a/b/c/`); empty for a bare name.
    static func parent(_ path: String) -> String {
        var bytes = Array(path.utf8)
        if bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: bytes[...slash], as: UTF8.self)
    }

    func contains(_ path: String) -> Bool { directory.isEmpty || path.hasPrefix(directory) }
}

/// Which deployment targets hold for each file: those of the innermost package source folder (its
/// manifest's `platforms:`) or Xcode project folder holding it, else the lowest of all the Xcode
/// projects; the configuration's override every platform it names.
public struct DeploymentTargetMap: Sendable {
    let manifests: [ScopedDeploymentTargets]
    let projects: [ScopedDeploymentTargets]
    let configured: DeploymentTargets
    /// What holds for a linted path by the packages and projects *above* it (a build plugin or a
    /// user names a package's source folder, not the folder of its `Package.swift`), each scoped
    /// to the path as it is spelled: for files no package or project among the linted files holds.
    let enclosing: [ScopedDeploymentTargets]
    /// The lowest of all Xcode projects, for files outside every project folder.
    let lowestProject: DeploymentTargets

    public init(manifests: [ScopedDeploymentTargets] = [], projects: [ScopedDeploymentTargets] = [], enclosing: [ScopedDeploymentTargets] = [],
                configured: DeploymentTargets = DeploymentTargets()) {
        self.manifests = manifests.filter { !$0.targets.isEmpty }
        self.projects = projects.filter { !$0.targets.isEmpty }
        self.enclosing = enclosing.filter { !$0.targets.isEmpty }
        self.configured = configured
        var lowest = DeploymentTargets()
        for p in self.projects { lowest.lower(with: p.targets) }
        lowestProject = lowest
    }

    public func targets(for path: String) -> DeploymentTargets {
        let found = scope(for: path)?.targets ?? lowestProject
        return configured.isEmpty ? found : found.overridden(by: configured)
    }

    /// The innermost package or project folder holding `path`; a package's when both are the
    /// same folder. An app's project inside a package's folder (a testing app in `Tests/`) builds
    /// its own sources for its own targets.
    public func scope(for path: String) -> ScopedDeploymentTargets? {
        let manifest = innermost(manifests, path), project = innermost(projects, path)
        guard let manifest else { return project ?? innermost(enclosing, path) }
        guard let project else { return manifest }
        return project.directory.utf8.count > manifest.directory.utf8.count ? project : manifest
    }

    /// The targets that hold for code in `path` built only for `platforms`: an Xcode project's
    /// settings for its other platforms count for code that iOS never builds (a watch app's
    /// folder beside the iOS app's); platforms the code is not built for are left out.
    public func targets(for path: String, platforms: PlatformSet) -> DeploymentTargets {
        let iOS = DeclaredAvailability.platforms(.iOS)
        var found: DeploymentTargets
        if let scope = scope(for: path) {
            found = platforms.isDisjoint(with: iOS) ? scope.everyPlatform : scope.targets
        } else {
            found = lowestProject
        }
        if !configured.isEmpty { found = found.overridden(by: configured) }
        for p in DeploymentPlatform.allCases where platforms.isDisjoint(with: DeclaredAvailability.platforms(p)) { found[p] = nil }
        return found
    }

    func innermost(_ scopes: [ScopedDeploymentTargets], _ path: String) -> ScopedDeploymentTargets? {
        var best: ScopedDeploymentTargets?
        for s in scopes where s.contains(path) {
            guard let b = best else { best = s; continue }
            if s.directory.utf8.count > b.directory.utf8.count {
                best = s
            } else if s.directory.utf8.count == b.directory.utf8.count {
                // Two projects in one folder: the lower targets of both.
                var both = b.targets, every = b.everyPlatform
                both.lower(with: s.targets)
                every.lower(with: s.everyPlatform)
                best = ScopedDeploymentTargets(directory: b.directory, targets: both, everyPlatform: every)
            }
        }
        return best
    }
}

/// What the `@available` attributes of a declaration and of those around it say about where its
/// code runs: from which version on each platform (`@available(iOS 16, macOS 13, *)`, `@available(iOS,
/// introduced: 15)`), and on which platforms not at all (`@available(macOS, unavailable)`). The
/// oldest system code supports is then the later of the project's target and the declaration's.
public struct DeclaredAvailability: Sendable, Equatable {
    /// The versions the declarations ask for, per platform.
    public var minimums = DeploymentTargets()
    /// Platforms the code is not built for.
    public var unavailable: PlatformSet = []

    public init() {}

    public var isEmpty: Bool { minimums.isEmpty && unavailable.isEmpty }

    /// The platforms a deployment platform's code is built for (iOS code also runs as Mac Catalyst).
    static func platforms(_ p: DeploymentPlatform) -> PlatformSet {
        switch p {
        case .iOS: return [.iOS, .macCatalyst]
        case .macOS: return .macOS
        case .tvOS: return .tvOS
        case .watchOS: return .watchOS
        case .visionOS: return .visionOS
        }
    }

    /// Adds what one `@available(…)` says, its text between the parentheses (`iOS 16.0, macOS 13.0,
    /// *`, `macOS, unavailable`, `iOS, introduced: 15`). A platform-wide `*` form (`*, unavailable`,
    /// `*, deprecated`) and `swift` versions say nothing about platforms. Mac Catalyst and
    /// application-extension spellings are passed over: they do not change where iOS code runs.
    public mutating func add(arguments text: some Collection<UInt8>) {
        var parts: [[UInt8]] = [[]]
        for byte in text {
            if byte == UInt8(ascii: ",") { parts.append([]) } else if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { parts[parts.count - 1].append(byte) }
        }
        guard let first = parts.first, !first.isEmpty else { return }
        // `iOS 16.0, macOS 13.0, *`: each part is a platform and its version (spaces removed: `iOS16.0`).
        func split(_ part: [UInt8]) -> (DeploymentPlatform, OSVersion)? {
            guard let digit = part.firstIndex(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), digit > 0 else { return nil }
            let name = part[..<digit]
            if name.elementsEqual("macCatalyst".utf8) { return nil }
            guard let platform = DeploymentPlatform(name: name), let version = OSVersion(parsing: part[digit...]) else { return nil }
            return (platform, version)
        }
        if parts.count == 1 || parts.allSatisfy({ $0 == Array("*".utf8) || split($0) != nil }) {
            for part in parts { if let (p, v) = split(part) { raise(p, to: v) } }
            return
        }
        // `iOS, introduced: 15`, `macOS, unavailable`, `iOS, deprecated: 16, message: "…"`.
        guard !first.elementsEqual("macCatalyst".utf8), let platform = DeploymentPlatform(name: first) else { return }
        for part in parts.dropFirst() {
            if part.elementsEqual("unavailable".utf8) {
                unavailable.formUnion(platform == .iOS ? .iOS : Self.platforms(platform))
            } else if part.starts(with: "introduced:".utf8), let v = OSVersion(parsing: part.dropFirst("introduced:".utf8.count)) {
                raise(platform, to: v)
            }
        }
    }

    mutating func raise(_ platform: DeploymentPlatform, to version: OSVersion) {
        if let known = minimums[platform], known >= version { return }
        minimums[platform] = version
    }

    /// Both: the later version of each platform, and the platforms either leaves out.
    public mutating func formUnion(_ other: DeclaredAvailability) {
        for p in DeploymentPlatform.allCases { if let v = other.minimums[p] { raise(p, to: v) } }
        unavailable.formUnion(other.unavailable)
    }

    /// `targets` for code built for `platforms` under these attributes: each platform's target
    /// raised to the version asked for, and platforms the code is not built for dropped.
    public func applied(to targets: DeploymentTargets, platforms: PlatformSet) -> DeploymentTargets {
        var result = targets
        let built = platforms.subtracting(unavailable)
        for p in DeploymentPlatform.allCases {
            if built.isDisjoint(with: Self.platforms(p)) {
                result[p] = nil
            } else if let v = minimums[p], let t = result[p], t < v {
                result[p] = v
            }
        }
        return result
    }
}
