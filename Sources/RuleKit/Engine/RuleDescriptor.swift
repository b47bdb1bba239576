/// A rule option's value, as configuration files and `rules.json` carry it.
public enum OptionValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case strings([String])
}

public struct RuleOptionDescriptor: Sendable {
    public var name: String
    public var summary: String
    public var defaultValue: OptionValue
    public init(name: String, summary: String, defaultValue: OptionValue) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// A public document a rule's explanation cites (Apple's documentation, the Human Interface
/// Guidelines): something every user can open.
public struct RuleReference: Sendable, Equatable {
    public var title: String
    public var url: String
    public init(_ title: String, _ url: String) {
        self.title = title
        self.url = url
    }
}

/// Everything a user (or `rules.json`, SARIF, `explain`, `docs/rules/`) needs to know about a rule.
public struct RuleDescriptor: Sendable {
    /// Stable kebab-case identifier used in configuration, suppressions and reports.
    public var id: String
    public var name: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    /// One line: what it finds.
    public var summary: String
    /// Why it matters. Cites public material only (see `references`), never internal files.
    public var rationale: String
    public var options: [RuleOptionDescriptor]
    /// A complete Swift file on which the rule fires, and its correction on which it does not
    /// (a test lints both exactly as written).
    public var badExample: String
    public var goodExample: String
    /// Fixture folders (relative to the repository root) with more cases.
    public var examples: [String]
    /// What it reports, a plain sentence per kind of site (empty when `summary` says it all).
    public var reports: [String]
    /// What it deliberately leaves alone by default, a plain sentence each, with why.
    public var leavesAlone: [String]
    /// What it cannot see, or reads one way where another could be argued. Empty when nothing is.
    public var limitations: String
    /// Public documentation behind the rationale.
    public var references: [RuleReference]
    /// What `--fix` changes, and when it does not; nil when the rule has no automatic fix.
    public var fix: String?
    /// Exactly what `--fix` rewrites, in a few words for the rules table (`` `presentationMode` →
    /// `dismiss` only ``), starting `unsafe:` when every fix of the rule is unsafe (applied with
    /// `--fix --unsafe-fixes` only); set whenever `fix` is.
    public var fixScope: String?
    public init(id: String, name: String, defaultSeverity: Severity, enabledByDefault: Bool, summary: String,
                rationale: String, options: [RuleOptionDescriptor], badExample: String, goodExample: String,
                examples: [String], reports: [String] = [], leavesAlone: [String] = [], limitations: String = "",
                references: [RuleReference] = [], fix: String? = nil, fixScope: String? = nil) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.options = options
        self.badExample = badExample
        self.goodExample = goodExample
        self.examples = examples
        self.reports = reports
        self.leavesAlone = leavesAlone
        self.limitations = limitations
        self.references = references
        self.fix = fix
        self.fixScope = fixScope
    }

    /// The rule's documentation page, relative to the repository root.
    public var documentationPath: String { "docs/rules/\(id).md" }
}

/// Effective settings of one rule after defaults and configuration are merged.
public struct RuleSettings: Sendable, Equatable {
    public var enabled: Bool
    public var severity: Severity
    public var options: [String: OptionValue]
    public init(enabled: Bool, severity: Severity, options: [String: OptionValue]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    public func strings(_ name: String) -> [String] {
        if case let .strings(v)? = options[name] { return v }
        return []
    }
    public func string(_ name: String) -> String? {
        if case let .string(v)? = options[name] { return v }
        return nil
    }
    public func int(_ name: String) -> Int? {
        if case let .int(v)? = options[name] { return v }
        return nil
    }
}

/// The rule set to run: every known rule with its effective settings.
public struct RuleConfiguration: Sendable {
    public var settings: [String: RuleSettings]
    /// The project's own presentation modifiers defined outside the linted files (`formSheet` →
    /// `sheet`): their calls are presentations of that kind for every rule.
    public var presentationWrappers: [String: String] = [:]
    /// The oldest systems the project supports, as the configuration names them: each platform
    /// named replaces what the project's manifests and build settings say.
    public var deploymentTargets = DeploymentTargets()

    public init(settings: [String: RuleSettings]) { self.settings = settings }

    /// Every rule at its defaults.
    public static var defaults: RuleConfiguration {
        var s: [String: RuleSettings] = [:]
        for d in RuleCatalog.descriptors {
            var options: [String: OptionValue] = [:]
            for o in d.options { options[o.name] = o.defaultValue }
            s[d.id] = RuleSettings(enabled: d.enabledByDefault, severity: d.defaultSeverity, options: options)
        }
        return RuleConfiguration(settings: s)
    }

    public func settings(for id: String) -> RuleSettings? { settings[id] }
}
