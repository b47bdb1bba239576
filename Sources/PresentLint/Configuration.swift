import RuleKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.presentlint.json`: include/exclude globs and per-rule settings, validated strictly.
struct ConfigurationFile {
    var path: String?
    /// The directory globs are relative to, each with a trailing `/`: as spelled, and with its
    /// symbolic links resolved when that differs, so that paths reaching the project through a
    /// link (or by its real path when the configuration was named through one) match too.
    let basePrefixes: [String]
    var include: [String] = []
    var exclude: [String] = []
    var rules = RuleConfiguration.defaults

    static let fileName = ".presentlint.json"

    init(path: String?, base: String) {
        self.path = path
        let spellings = [base] + (Paths.resolved(base).map { $0 == base ? [] : [$0] } ?? [])
        basePrefixes = spellings.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The nearest `.presentlint.json` walking up from `directory`, or nil. The search stops at
    /// the repository's root (the folder holding `.git`): a file above it is not the project's.
    /// A file owned by someone other than this user, root or the owner of `directory` is passed
    /// over (another user could plant one in a shared parent folder to silence every rule), and
    /// so is something that is not a regular file; `note` says why for each (`--config` names
    /// such a file to use it anyway).
    static func find(from directory: String, note: (String) -> Void = { _ in }) -> String? {
        var directory = Paths.standardized(directory)
        var start = stat()
        let startOwner: uid_t? = stat(directory, &start) == 0 ? start.st_uid : nil
        let trusted: (uid_t) -> Bool = { $0 == geteuid() || $0 == 0 || $0 == startOwner }
        while true {
            let candidate = Paths.join(directory, fileName)
            var st = stat(), link = stat()
            if stat(candidate, &st) == 0 {
                let isLink = lstat(candidate, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
                if st.st_mode & S_IFMT != S_IFREG {
                    note("\(candidate) is not a regular file (\(FileSystem.kindName(st.st_mode))); skipped")
                } else if !trusted(st.st_uid) || (isLink && !trusted(link.st_uid)) {
                    let owner = isLink && !trusted(link.st_uid) ? link.st_uid : st.st_uid
                    note("\(candidate) is owned by another user (uid \(owner)); ignored (name it with --config to use it)")
                } else {
                    return candidate
                }
            } else if lstat(candidate, &link) == 0 {
                note("\(candidate) is a link to nothing; skipped")
            }
            if lstat(Paths.join(directory, ".git"), &link) == 0 { return nil }
            let parent = Paths.parent(directory)
            if parent == directory { return nil }
            directory = parent
        }
    }

    static func load(_ path: String) throws -> ConfigurationFile {
        var config = ConfigurationFile(path: path, base: Paths.parent(Paths.standardized(path)))
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case let .success(b): bytes = b
        case let .failure(e): throw UsageError(message: "\(path): cannot read configuration: \(e.message)")
        }
        let top: JSONValue
        do {
            top = try JSONValue.parse(bytes)
        } catch let e as JSONValue.ParseError {
            throw UsageError(message: "\(path):\(e.line):\(e.column): not valid JSON: \(e.message)")
        }
        guard case let .object(pairs) = top else { throw UsageError(message: "\(path): the configuration must be a JSON object, not \(top.typeName)") }
        for (key, value) in pairs {
            switch key {
            case "include": config.include = try strings(value, "\(path): 'include'")
            case "exclude": config.exclude = try strings(value, "\(path): 'exclude'")
            case "rules":
                guard case let .object(rules) = value else { throw UsageError(message: "\(path): 'rules' must be an object keyed by rule id, not \(value.typeName)") }
                for (id, ruleValue) in rules { try config.apply(rule: id, value: ruleValue, file: path) }
            case "presentationWrappers":
                config.rules.presentationWrappers = try wrappers(value, path)
            case "deploymentTargets":
                config.rules.deploymentTargets = try deploymentTargets(value, path)
            default:
                let known = ["include", "exclude", "rules", "presentationWrappers", "deploymentTargets"]
                throw UsageError(message: "\(path): unknown key '\(key)'\(ArgumentParser.suggest(key, known)) (known: \(known.joined(separator: ", ")))")
            }
        }
        return config
    }

    /// `"presentationWrappers": { "formSheet": "sheet", "appCover": "fullScreenCover" }`: the
    /// project's own presentation modifiers defined outside the linted files, with the modifier each applies.
    static func wrappers(_ value: JSONValue, _ path: String) throws -> [String: String] {
        let kinds = ["sheet", "fullScreenCover", "popover"]
        guard case let .object(pairs) = value else {
            throw UsageError(message: "\(path): 'presentationWrappers' must be an object mapping a modifier's name to sheet, fullScreenCover or popover, not \(value.typeName)")
        }
        var wrappers: [String: String] = [:]
        for (name, kind) in pairs {
            guard case let .string(k) = kind, kinds.contains(k) else {
                throw UsageError(message: "\(path): 'presentationWrappers.\(name)' must be one of \(kinds.joined(separator: ", "))")
            }
            wrappers[name] = k
        }
        return wrappers
    }

    /// `"deploymentTargets": { "iOS": "14.0", "macOS": "11" }`: the oldest systems the project
    /// supports, for projects whose manifest or Xcode project does not say (or says otherwise).
    static func deploymentTargets(_ value: JSONValue, _ path: String) throws -> DeploymentTargets {
        let platforms = DeploymentPlatform.allCases.map(\.name)
        guard case let .object(pairs) = value else {
            throw UsageError(message: "\(path): 'deploymentTargets' must be an object mapping a platform (\(platforms.joined(separator: ", "))) to a version such as \"14.0\", not \(value.typeName)")
        }
        var targets = DeploymentTargets()
        for (name, version) in pairs {
            guard let platform = DeploymentPlatform(name: Array(name.utf8)), platforms.contains(name) else {
                throw UsageError(message: "\(path): 'deploymentTargets.\(name)' is not a platform\(ArgumentParser.suggest(name, platforms)) (known: \(platforms.joined(separator: ", ")))")
            }
            let parsed: OSVersion?
            switch version {
            case let .string(text): parsed = OSVersion(parsing: text)
            case let .number(d) where d >= 0 && d < 1000: parsed = OSVersion(parsing: String(d))
            default: parsed = nil
            }
            guard let parsed else {
                throw UsageError(message: "\(path): 'deploymentTargets.\(name)' must be a version such as \"14.0\"")
            }
            targets[platform] = parsed
        }
        return targets
    }

    mutating func apply(rule id: String, value: JSONValue, file: String) throws {
        guard let descriptor = RuleCatalog.descriptor(for: id), var settings = rules.settings[id] else {
            throw UsageError(message: "\(file): unknown rule '\(id)' in 'rules'\(ArgumentParser.suggest(id, RuleCatalog.descriptors.map(\.id)))")
        }
        if case let .bool(enabled) = value {
            settings.enabled = enabled
            rules.settings[id] = settings
            return
        }
        guard case let .object(pairs) = value else {
            throw UsageError(message: "\(file): rules.\(id) must be true, false or an object, not \(value.typeName)")
        }
        for (key, v) in pairs {
            let place = "\(file): rules.\(id).\(key)"
            switch key {
            case "enabled":
                guard case let .bool(b) = v else { throw UsageError(message: "\(place) must be true or false, not \(v.typeName)") }
                settings.enabled = b
            case "severity":
                guard case let .string(s) = v, let severity = Severity(rawValue: s) else {
                    throw UsageError(message: "\(place) must be \"warning\" or \"error\"")
                }
                settings.severity = severity
            default:
                guard let option = descriptor.options.first(where: { $0.name == key }) else {
                    let known = ["enabled", "severity"] + descriptor.options.map(\.name)
                    throw UsageError(message: "\(place): unknown key\(ArgumentParser.suggest(key, known)) (known: \(known.joined(separator: ", ")))")
                }
                switch option.defaultValue {
                case .strings: settings.options[key] = .strings(try Self.strings(v, place))
                case .int:
                    guard case let .number(d) = v, d == d.rounded(), abs(d) < 1e9 else { throw UsageError(message: "\(place) must be a whole number, not \(v.typeName)") }
                    if key == "threshold" && d < 2 { throw UsageError(message: "\(place) must be 2 or more") }
                    settings.options[key] = .int(Int(d))
                case .bool:
                    guard case let .bool(b) = v else { throw UsageError(message: "\(place) must be true or false, not \(v.typeName)") }
                    settings.options[key] = .bool(b)
                case .string:
                    guard case let .string(s) = v else { throw UsageError(message: "\(place) must be a string, not \(v.typeName)") }
                    if key == "report" && s != "destinations" && s != "all" {
                        throw UsageError(message: "\(place) must be \"destinations\" or \"all\", not \"\(s)\"")
                    }
                    settings.options[key] = .string(s)
                }
            }
        }
        rules.settings[id] = settings
    }

    static func strings(_ value: JSONValue, _ what: String) throws -> [String] {
        guard case let .array(items) = value else { throw UsageError(message: "\(what) must be an array of strings, not \(value.typeName)") }
        return try items.map {
            guard case let .string(s) = $0 else { throw UsageError(message: "\(what) must be an array of strings (found \($0.typeName))") }
            return s
        }
    }

    // MARK: Globs

    /// `path` relative to the configuration's directory (or as given when outside it), where
    /// `absolute` is its standardized form.
    func relative(absolute: String, given path: String) -> String {
        guard let prefix = basePrefixes.first(where: { absolute.utf8.starts(with: $0.utf8) }) else { return path }
        return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// Whether `absolute` is the configuration's directory or lies inside it (by either spelling).
    func contains(_ absolute: String) -> Bool {
        basePrefixes.contains { (absolute + "/").utf8.starts(with: $0.utf8) }
    }
}

/// The include/exclude decision for walked paths, matched relative to the configuration's
/// directory. The walk standardizes each root once and forms its entries' absolute paths from
/// their directory's (it never enters `.` or `..`); patterns are split once, and each path once
/// for all patterns, which are matched together (`GlobSet`), so thousands of them cost little more
/// than a few.
struct PathFilter {
    private let config: ConfigurationFile
    private let include: GlobSet, exclude: GlobSet

    init(_ config: ConfigurationFile) {
        self.config = config
        include = GlobSet(config.include)
        exclude = GlobSet(config.exclude)
    }

    /// Whether any pattern applies: without one the walk need not track absolute paths.
    var isActive: Bool { !include.isEmpty || !exclude.isEmpty }

    /// The standardized absolute form of a walk's root; its links resolved when only that form
    /// lies inside the configuration's directory.
    func absolute(_ root: String) -> String {
        guard isActive else { return "" }
        let absolute = Paths.standardized(root)
        if !config.contains(absolute), let resolved = Paths.resolved(root), config.contains(resolved) { return resolved }
        return absolute
    }

    /// `absolute` is the standardized form of `path`, as `absolute(_:)` and the walk form it.
    func excludes(_ path: String, absolute: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let components = Glob.components(config.relative(absolute: absolute, given: path))
        return exclude.matches(components)
    }

    func includes(_ path: String, absolute: String) -> Bool {
        guard !include.isEmpty else { return true }
        let components = Glob.components(config.relative(absolute: absolute, given: path))
        return include.matches(components)
    }
}
