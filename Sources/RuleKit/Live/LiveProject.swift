import Dispatch

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
        /// Every name the file spells (hashed, sorted, each once): which files a change can reach.
        var mentions: [UInt64]
    }
    /// For each name (hashed), the slots of the files that spell it.
    private var filesMentioning: [UInt64: [Int]] = [:]
    /// Files whose findings the next lint must work out again (nil: all of them).
    private var stale: Set<Int>? = nil
    /// Findings (unsuppressed) of the rules that report file by file, and of the others, by file.
    private var fileByFileFindings: [String: [Finding]] = [:]
    private var wholeFindings: [String: [Finding]] = [:]
    /// Values the files updated since the last lint change (see `changedValues`).
    private var valuesToCompare: Set<String> = []

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
        let outcomes = Parallel.map(count: count, jobs: jobs) { i -> (String, Entry) in
            let input = load(i)
            return (input.path, Self.analyse(input))
        }
        for (path, entry) in outcomes { store(path, entry) }
        stale = nil
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
            // Slots moved: the name table is made again, and every file is linted again.
            filesMentioning = [:]
            for (slot, entry) in entries.enumerated() { for name in entry.mentions { filesMentioning[name, default: []].append(slot) } }
            stale = nil
        }
        if inputs.count == 1 {
            store(inputs[0].path, Self.analyse(inputs[0]))
        } else if !inputs.isEmpty {
            let outcomes = Parallel.map(count: inputs.count, jobs: jobs) { Self.analyse(inputs[$0]) }
            for (input, entry) in zip(inputs, outcomes) { store(input.path, entry) }
        }
        return relint()
    }

    /// New rule settings (the configuration file changed); returns the paths whose findings changed.
    @discardableResult
    public mutating func reconfigure(_ configuration: RuleConfiguration) -> [String] {
        self.configuration = configuration
        stale = nil
        return relint()
    }

    static func analyse(_ input: LintInput) -> Entry {
        let outcome = LintEngine.analyse(input)
        return Entry(facts: outcome.facts, suppressions: outcome.suppressions, problems: outcome.problems,
                     mentions: outcome.facts == nil ? [] : Self.mentions(input.bytes ?? []))
    }

    /// The names a file spells: its identifiers, without a `$` or `_` prefix or backticks.
    static func mentions(_ bytes: [UInt8]) -> [UInt64] {
        let stream = Lexer.tokenize(bytes)
        var names: [UInt64] = []
        names.reserveCapacity(stream.tokens.count / 4)
        for token in stream.tokens where token.kind == .identifier || token.kind == .backtickIdentifier {
            var start = Int(token.start), end = Int(token.end)
            if token.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
            if start < end, bytes[start] == UInt8(ascii: "$") { start += 1 }
            names.append(Self.hash(bytes[start..<end]))
            if start < end, bytes[start] == UInt8(ascii: "_") { names.append(Self.hash(bytes[(start + 1)..<end])) }
        }
        names.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(names.count)
        for n in names where unique.last != n { unique.append(n) }
        return unique
    }

    static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    static func hash(_ name: String) -> UInt64 { hash(name.utf8) }

    /// The names through which a file's facts reach other files' findings by lookups: the types it
    /// declares or extends (content is followed into them; actions are kept by their type).
    static func declaredNames(_ facts: FileFacts?) -> [UInt64] {
        facts?.types.map { hash($0.name) } ?? []
    }

    /// The values a file's code changes: through the project-wide answers about them ("is it set
    /// off anywhere", "is it cleared while that is set") the file reaches every file spelling them,
    /// but only when those answers change.
    static func changedValues(_ facts: FileFacts?) -> Set<String> {
        guard let facts else { return [] }
        var names = Set(facts.assignedNames)
        names.formUnion(facts.turnedOffNames)
        for action in facts.actions { for write in action.writes { names.insert(write.name) } }
        return names
    }

    private mutating func store(_ path: String, _ entry: Entry) {
        if let slot = slots[path] {
            let old = entries[slot]
            for name in old.mentions { filesMentioning[name]?.removeAll { $0 == slot } }
            for name in entry.mentions { filesMentioning[name, default: []].append(slot) }
            entries[slot] = entry
            markReached(from: slot, names: Self.declaredNames(old.facts) + Self.declaredNames(entry.facts))
            valuesToCompare.formUnion(Self.changedValues(old.facts))
            valuesToCompare.formUnion(Self.changedValues(entry.facts))
        } else {
            let slot = paths.count
            slots[path] = slot
            paths.append(path)
            entries.append(entry)
            for name in entry.mentions { filesMentioning[name, default: []].append(slot) }
            markReached(from: slot, names: Self.declaredNames(entry.facts))
            valuesToCompare.formUnion(Self.changedValues(entry.facts))
        }
    }

    /// Marks the file, and every file whose findings its change can reach, for the next lint: the
    /// files spelling a name it declares or assigns, then (as following content goes from view
    /// to view) the files spelling a type those files declare, and so on.
    private mutating func markReached(from slot: Int?, names: [UInt64]) {
        guard stale != nil else { return }
        var queue = names
        var seenNames = Set<UInt64>()
        if let slot { stale!.insert(slot) }
        while let name = queue.popLast() {
            guard seenNames.insert(name).inserted else { continue }
            for other in filesMentioning[name] ?? [] where stale!.insert(other).inserted {
                if let facts = entries[other].facts { queue += facts.types.map { Self.hash($0.name) } }
            }
            if stale!.count == entries.count { return }
        }
    }

    /// Runs the rules over the current index; returns the paths whose findings changed. Rules that
    /// report file by file run for the stale files only (all of them after a reload); the others
    /// run over the whole project, and every file's findings from them are compared.
    private mutating func relint() -> [String] {
        // The old index is freed on another thread: releasing its tables took as long as a rule.
        let retired = index
        index = ProjectIndex(files: entries.compactMap(\.facts), jobs: jobs)
        // Files spelling a value whose project-wide answers changed are reached too.
        if stale != nil && !valuesToCompare.isEmpty {
            let values = Array(valuesToCompare)
            let pairs = values.count <= 200
            let moved = values.filter { n in
                retired.isTurnedOffSomewhere(n) != index.isTurnedOffSomewhere(n) || retired.isAssignedSomewhere(n) != index.isAssignedSomewhere(n)
                    || !pairs || values.contains { m in
                        retired.isCleared(n, whileSetting: m) != index.isCleared(n, whileSetting: m)
                            || retired.isCleared(m, whileSetting: n) != index.isCleared(m, whileSetting: n)
                    }
            }
            markReached(from: nil, names: moved.map(Self.hash))
        }
        valuesToCompare = []
        DispatchQueue.global().async { withExtendedLifetime(retired) {} }
        let (fileByFile, whole) = RuleRunner.enabledRules(configuration)
        // Positions in `index.files` of the stale files (files without facts are not there).
        var ranges: [Range<Int>] = []
        var relinted: [String] = []
        var position = 0
        for (slot, entry) in entries.enumerated() {
            if stale?.contains(slot) ?? true {
                relinted.append(paths[slot])
                if entry.facts != nil { ranges.append(position..<(position + 1)) }
            }
            if entry.facts != nil { position += 1 }
        }
        if stale == nil { ranges = [0..<position] }
        stale = []
        let byFile = Self.grouped(RuleRunner.runFileByFile(fileByFile, index, files: ranges, jobs: jobs))
        let byWhole = Self.grouped(RuleRunner.runWhole(whole, index, jobs: jobs))
        var candidates = Set(relinted)
        candidates.formUnion(wholeFindings.keys)
        candidates.formUnion(byWhole.keys)
        candidates.formUnion(findingsByPath.keys.filter { slots[$0] == nil })
        for path in relinted { fileByFileFindings[path] = byFile[path] }
        for path in fileByFileFindings.keys where slots[path] == nil { fileByFileFindings[path] = nil }
        wholeFindings = byWhole
        var changed: [String] = []
        for path in candidates {
            var findings = (fileByFileFindings[path] ?? []) + (wholeFindings[path] ?? [])
            // Suppressed as `LintEngine` does: findings on their line, and the places a finding
            // lists on theirs; then the findings at one site (always in one file) are coordinated.
            if let slot = slots[path], !entries[slot].suppressions.directives.isEmpty {
                var suppressions = entries[slot].suppressions
                findings.removeAll { suppressions.suppresses($0) }
            }
            for i in findings.indices where !findings[i].related.isEmpty {
                let ruleID = findings[i].ruleID
                findings[i].removeRelated { r in
                    guard let slot = slots[r.path], !entries[slot].suppressions.directives.isEmpty else { return false }
                    var suppressions = entries[slot].suppressions
                    return suppressions.suppresses(ruleID: ruleID, line: r.start.line)
                }
            }
            FindingCoordination.coordinate(&findings)
            Finding.sortForReport(&findings)
            let now: [Finding]? = findings.isEmpty ? nil : findings
            if findingsByPath[path] != now {
                findingsByPath[path] = now
                changed.append(path)
            }
        }
        return changed.sorted()
    }

    static func grouped(_ findings: [Finding]) -> [String: [Finding]] {
        var byPath: [String: [Finding]] = [:]
        for finding in findings { byPath[finding.path, default: []].append(finding) }
        return byPath
    }
}
