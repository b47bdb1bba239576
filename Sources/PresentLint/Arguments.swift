import RuleKit

/// A usage error: printed on stderr with exit code 2.
struct UsageError: Error {
    var message: String
}

enum OutputFormat: String, CaseIterable {
    case text, json, sarif, github, checkstyle, junit
}

enum ColorMode: String, CaseIterable {
    case auto, always, never
}

/// The options of `presentlint [lint]`.
struct LintOptions {
    var paths: [String] = []
    var format: OutputFormat = .text
    var output: String?
    var configPath: String?
    var only: [String] = []
    var disabled: [String] = []
    var strict = false
    var maxWarnings: Int?
    var baseline: String?
    var writeBaseline: String?
    var jobs: Int?
    var quiet = false
    var color: ColorMode = .auto
    var statistics = false
    var stdinPath: String?
    var readStdin = false
    var reportUnusedSuppressions = false
    var fix = false
    var dryRun = false
    var unsafeFixes = false
    var forceExclude = false
    var project: String?
    var touch: String?
    /// Lets a report path inside the working tree lead (through links) outside it.
    var allowWriteOutside = false
}

enum Command {
    case lint(LintOptions)
    case rules(format: String)
    case explain(String, markdown: Bool)
    case dumpTokens([String])
    case languageServer
    case version
    case help(String?)
}

enum ArgumentParser {
    static let lintOptionsTakingValue = ["--format", "--output", "--config", "--only", "--disable", "--max-warnings", "--baseline",
                                         "--write-baseline", "--jobs", "--color", "--stdin-path", "--project", "--touch"]
    static let lintFlags = ["--strict", "--quiet", "--statistics", "--report-unused-suppressions", "--fix", "--unsafe-fixes", "--dry-run", "--force-exclude", "--allow-write-outside", "--help", "-h"]
    static let subcommands = ["lint", "rules", "explain", "dump-tokens", "help"]

    /// `pathExists` tells a mistyped subcommand from a path (the CLI asks the file system).
    static func parse(_ arguments: [String], pathExists: (String) -> Bool) throws -> Command {
        var args = arguments[...]
        guard let first = args.first else { return .lint(LintOptions()) }
        switch first {
        case "--version", "-V":
            return .version
        case "--help", "-h", "help":
            args.removeFirst()
            return .help(args.first)
        case "rules":
            args.removeFirst()
            var format = "text"
            while let a = args.popFirst() {
                if a == "--help" || a == "-h" { return .help("rules") }
                let (name, inline) = split(a)
                guard name == "--format" else { throw UsageError(message: "unknown option '\(a)' for 'rules'\(suggest(name, ["--format"]))") }
                format = try inline ?? value(after: name, &args)
                guard format == "text" || format == "json" else { throw UsageError(message: "'rules --format' takes text or json, not '\(format)'") }
            }
            return .rules(format: format)
        case "explain":
            args.removeFirst()
            if args.first == "--help" || args.first == "-h" { return .help("explain") }
            var rule: String?
            var format = "text"
            while let a = args.popFirst() {
                if a == "--help" || a == "-h" { return .help("explain") }
                let (name, inline) = split(a)
                if name == "--format" {
                    format = try inline ?? value(after: name, &args)
                    guard format == "text" || format == "markdown" else {
                        throw UsageError(message: "'explain --format' takes text or markdown, not '\(format)'\(suggest(format, ["text", "markdown"]))")
                    }
                } else if a.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(a)' for 'explain'\(suggest(name, ["--format"]))")
                } else if rule == nil {
                    rule = a
                } else {
                    throw UsageError(message: "unexpected argument '\(a)' for 'explain'")
                }
            }
            guard let rule else { throw UsageError(message: "'explain' needs a rule id; see 'presentlint rules'") }
            return .explain(rule, markdown: format == "markdown")
        case "dump-tokens":
            args.removeFirst()
            if args.first == "--help" || args.first == "-h" { return .help("dump-tokens") }
            if args.first == "--" { args.removeFirst() }
            guard !args.isEmpty else { throw UsageError(message: "'dump-tokens' needs at least one file") }
            return .dumpTokens(Array(args))
        case "lsp":
            args.removeFirst()
            if args.first == "--help" || args.first == "-h" { return .help("lsp") }
            // `--stdio` is what several editors pass to every server; standard I/O is the only transport.
            if args.first == "--stdio" { args.removeFirst() }
            if let extra = args.first { throw UsageError(message: "unexpected argument '\(extra)' for 'lsp'") }
            return .languageServer
        case "lint":
            args.removeFirst()
        default:
            // A mistyped subcommand (`presentlint rule`) is not a path that does not exist.
            if !first.hasPrefix("-") && !first.contains("/") && !first.hasSuffix(".swift") && !pathExists(first),
               let command = DidYouMean.suggestion(for: first, among: subcommands) {
                throw UsageError(message: "unknown command '\(first)'; did you mean '\(command)'? (no file or directory '\(first)' exists either)")
            }
        }
        return .lint(try parseLint(&args))
    }

    static func parseLint(_ args: inout ArraySlice<String>) throws -> LintOptions {
        var o = LintOptions()
        var onlyPaths = false
        while let a = args.popFirst() {
            if onlyPaths || a == "-" || !a.hasPrefix("-") {
                if a == "-" && !onlyPaths { o.readStdin = true } else { o.paths.append(a) }
                continue
            }
            if a == "--" { onlyPaths = true; continue }
            var (name, inline) = split(a)
            // Short options with their value attached, as `-j1` or `-oreport.txt`.
            if inline == nil, !a.hasPrefix("--"), a.utf8.count > 2, a.hasPrefix("-j") || a.hasPrefix("-o") {
                name = String(a.prefix(2))
                inline = String(a.dropFirst(2))
            }
            if lintFlags.contains(name) && inline != nil { throw UsageError(message: "option '\(name)' takes no value") }
            switch name {
            case "--help", "-h": throw HelpRequested()
            case "--strict": o.strict = true
            case "--quiet", "-q": o.quiet = true
            case "--statistics": o.statistics = true
            case "--report-unused-suppressions": o.reportUnusedSuppressions = true
            case "--fix": o.fix = true
            case "--dry-run": o.dryRun = true
            case "--unsafe-fixes": o.unsafeFixes = true
            case "--force-exclude": o.forceExclude = true
            case "--allow-write-outside": o.allowWriteOutside = true
            case "--project": o.project = try inline ?? value(after: name, &args)
            case "--touch": o.touch = try inline ?? value(after: name, &args)
            case "--format":
                let v = try inline ?? value(after: name, &args)
                guard let f = OutputFormat(rawValue: v) else {
                    throw UsageError(message: "unknown format '\(v)'; choose one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))\(suggest(v, OutputFormat.allCases.map(\.rawValue)))")
                }
                o.format = f
            case "--output", "-o": o.output = try inline ?? value(after: name, &args)
            case "--config": o.configPath = try inline ?? value(after: name, &args)
            case "--only": o.only += try ruleList(name, try inline ?? value(after: name, &args))
            case "--disable": o.disabled += try ruleList(name, try inline ?? value(after: name, &args))
            case "--baseline": o.baseline = try inline ?? value(after: name, &args)
            case "--write-baseline": o.writeBaseline = try inline ?? value(after: name, &args)
            case "--stdin-path": o.stdinPath = try inline ?? value(after: name, &args); o.readStdin = true
            case "--max-warnings":
                let v = try inline ?? value(after: name, &args)
                guard let n = Int(v), n >= 0 else { throw UsageError(message: "--max-warnings takes a whole number ≥ 0, not '\(v)'") }
                o.maxWarnings = n
            case "--jobs", "-j":
                let v = try inline ?? value(after: name, &args)
                guard let n = Int(v), n >= 1, n <= 1024 else { throw UsageError(message: "--jobs takes a whole number from 1 to 1024, not '\(v)'") }
                o.jobs = n
            case "--color":
                let v = try inline ?? value(after: name, &args)
                guard let c = ColorMode(rawValue: v) else { throw UsageError(message: "--color takes auto, always or never, not '\(v)'") }
                o.color = c
            default:
                throw UsageError(message: "unknown option '\(name)'\(suggest(name, lintOptionsTakingValue + lintFlags))")
            }
        }
        for rule in o.only + o.disabled where RuleCatalog.descriptor(for: rule) == nil {
            throw UsageError(message: "unknown rule '\(rule)'\(suggest(rule, RuleCatalog.descriptors.map(\.id))); see 'presentlint rules'")
        }
        if o.dryRun && !o.fix { throw UsageError(message: "--dry-run goes with --fix") }
        return o
    }

    /// `a,b` or `a, b` (as in suppression comments) is two rules; an empty item is dropped, but
    /// an empty list is an error (`--only ""` from an unset variable must not mean every rule).
    static func ruleList(_ option: String, _ value: String) throws -> [String] {
        let rules = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        if rules.isEmpty { throw UsageError(message: "\(option) takes a rule id (see 'presentlint rules'), not '\(value)'") }
        return rules
    }

    struct HelpRequested: Error {}

    static func split(_ a: String) -> (String, String?) {
        guard a.hasPrefix("--"), let eq = a.firstIndex(of: "=") else { return (a, nil) }
        return (String(a[..<eq]), String(a[a.index(after: eq)...]))
    }

    static func value(after name: String, _ args: inout ArraySlice<String>) throws -> String {
        guard let v = args.popFirst() else { throw UsageError(message: "option '\(name)' needs a value") }
        return v
    }

    static func suggest(_ word: String, _ candidates: [String]) -> String {
        DidYouMean.suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
