/// A whole project's facts held in memory and kept current one file at a time: what the language
/// server lints against. A file's new text is lexed, parsed and turned into facts on its own;
/// the project index takes the new facts, and the rules run again. Findings are kept per file,
/// so an update tells which files' findings changed (those are the ones to report again).
public struct LiveProject: Sendable {
    public private(set) var configuration: RuleConfiguration
    /// The files, in the order they were added.
    public private(set) var paths: [String] = []
    private var slots: [String: Int] = [:]
    private var entries: [Entry] = []
    public private(set) var index = ProjectIndex(files: [])
    /// Findings after suppressions, by file, in report order; files without any are absent.
    public private(set) var findingsByPath: [String: [Finding]] = [:]
    public var jobs: Int

    struct Entry: Sendable {
        var facts: FileFacts?
        var suppressions: SuppressionSet
        var problems: [FileProblem]
    }

    public init(configuration: RuleConfiguration = .defaults, jobs: Int = ProcessorCount.active) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    public var fileCount: Int { paths.count }
    public func contains(_ path: String) -> Bool { slots[path] != nil }
    public func findings(in path: String) -> [Finding] { findingsByPath[path] ?? [] }
    /// Problems analysing the file (unreadable, not UTF-8, lexical), as `LintEngine` reports them.
    public func problems(in path: String) -> [FileProblem] { slots[path].map { entries[$0].problems } ?? [] }
    /// The facts of one file, when it could be analysed.
    public func facts(of path: String) -> FileFacts? { slots[path].flatMap { entries[$0].facts } }

    /// Analyses `count` files in parallel (`load` runs on the worker analysing the file) and lints
    /// the project; returns the paths whose findings changed.
    @discardableResult
    public mutating func load(count: Int, _ load: @escaping @Sendable (Int) -> LintInput) -> [String] {
        add(count: count, load)
        return relint()
    }

    /// Analyses `count` files in parallel without linting yet (`lint()` does): indexing in steps.
    public mutating func add(count: Int, _ load: @escaping @Sendable (Int) -> LintInput) {
        let outcomes = Parallel.map(count: count, jobs: jobs) { i -> (String, LintEngine.FileOutcome) in
            let input = load(i)
            return (input.path, LintEngine.analyse(input))
        }
        for (path, outcome) in outcomes { store(path, outcome) }
    }

    /// Runs the rules; returns the paths whose findings changed.
    @discardableResult
    public mutating func lint() -> [String] { relint() }

    /// Replaces (or adds) one file's text; returns the paths whose findings changed.
    @discardableResult
    public mutating func update(_ input: LintInput) -> [String] { apply(updating: [input], removing: []) }

    /// Forgets files (deleted, or no longer linted); returns the paths whose findings changed.
    @discardableResult
    public mutating func remove(_ removed: [String]) -> [String] { apply(updating: [], removing: removed) }

    /// Replaces (or adds) the texts of some files and forgets others, then lints once; returns
    /// the paths whose findings changed.
    @discardableResult
    public mutating func apply(updating inputs: [LintInput], removing removed: [String]) -> [String] {
        let gone = Set(removed)
        if paths.contains(where: gone.contains) {
            var kept: [String] = [], keptEntries: [Entry] = []
            for (i, path) in paths.enumerated() where !gone.contains(path) {
                kept.append(path)
                keptEntries.append(entries[i])
            }
            paths = kept
            entries = keptEntries
            slots = [:]
            for (i, path) in paths.enumerated() { slots[path] = i }
        }
        if inputs.count == 1 {
            store(inputs[0].path, LintEngine.analyse(inputs[0]))
        } else if !inputs.isEmpty {
            let outcomes = Parallel.map(count: inputs.count, jobs: jobs) { LintEngine.analyse(inputs[$0]) }
            for (input, outcome) in zip(inputs, outcomes) { store(input.path, outcome) }
        }
        return relint()
    }

    /// New rule settings (the configuration file changed); returns the paths whose findings changed.
    @discardableResult
    public mutating func reconfigure(_ configuration: RuleConfiguration) -> [String] {
        self.configuration = configuration
        return relint()
    }

    private mutating func store(_ path: String, _ outcome: LintEngine.FileOutcome) {
        let entry = Entry(facts: outcome.facts, suppressions: outcome.suppressions, problems: outcome.problems)
        if let slot = slots[path] {
            entries[slot] = entry
        } else {
            slots[path] = paths.count
            paths.append(path)
            entries.append(entry)
        }
    }

    /// Runs the rules over the current index; returns the paths whose findings changed.
    private mutating func relint() -> [String] {
        index = ProjectIndex(files: entries.compactMap(\.facts), jobs: jobs)
        let all = RuleRunner.run(index, configuration: configuration, jobs: jobs)
        // Suppressed as `LintEngine` does: findings on their line, and the places a finding lists
        // on theirs; then the findings at one site are coordinated.
        func suppressed(_ ruleID: String, _ path: String, _ line: Int) -> Bool {
            guard let slot = slots[path], !entries[slot].suppressions.directives.isEmpty else { return false }
            var suppressions = entries[slot].suppressions
            return suppressions.suppresses(ruleID: ruleID, line: line)
        }
        var kept: [Finding] = []
        for var finding in all where !suppressed(finding.ruleID, finding.path, finding.start.line) {
            let ruleID = finding.ruleID
            if !finding.related.isEmpty { finding.related.removeAll { suppressed(ruleID, $0.path, $0.start.line) } }
            kept.append(finding)
        }
        FindingCoordination.coordinate(&kept)
        var byPath: [String: [Finding]] = [:]
        for finding in kept { byPath[finding.path, default: []].append(finding) }
        for path in byPath.keys { Finding.sortForReport(&byPath[path]!) }
        var changed: [String] = []
        for (path, findings) in byPath where findingsByPath[path] != findings { changed.append(path) }
        for path in findingsByPath.keys where byPath[path] == nil { changed.append(path) }
        findingsByPath = byPath
        return changed.sorted()
    }
}
