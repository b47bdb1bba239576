import Dispatch

/// A whole project's facts held in memory and kept current one file at a time: what the language
/// server lints against. A file's new text is lexed, parsed and turned into facts on its own;
/// the project index takes the file's old contribution out and its new one in (`LiveIndex`), and
/// the rules run again for the files whose findings the change can reach. Findings are kept per
/// file, so an update tells which files' findings changed (those are the ones to report again).
public struct LiveProject: Sendable {
    public private(set) var configuration: RuleConfiguration
    /// The files, in the order they were added.
    public private(set) var paths: [String] = []
    private var slots: [String: Int] = [:]
    private var entries: [Entry] = []
    /// The index, kept current file by file once built (nil until the first lint after a load).
    private var live: LiveIndex?
    public var index: ProjectIndex { live?.index ?? ProjectIndex(files: []) }
    /// Where the last update's time went (see `Timing`).
    public private(set) var lastTiming = Timing()
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
    /// The parts each whole-project rule written as a join keeps of every file, by rule id (see
    /// `JoinedRule`): worked out again for the stale files only.
    private var keptParts: [String: any Sendable] = [:]
    /// An update since the last lint changed something every file's findings depend on.
    private var reachesAll = false
    /// Files forgotten since the last lint (their findings go; a path that came back is no longer here).
    private var forgotten: Set<String> = []
    /// Files whose problems (see `problems(in:)`) changed since the last lint: reported as changed too.
    private var problemsChanged: Set<String> = []

    /// Milliseconds spent in each step of the last update (or load), and how many files the
    /// file-by-file rules looked at: what `presentlint lsp` reports when asked for timings.
    public struct Timing: Sendable, CustomStringConvertible {
        public var analyse = 0.0, index = 0.0, fileByFileRules = 0.0, wholeProjectRules = 0.0, findings = 0.0
        public var filesRelinted = 0
        /// Each whole-project rule's own time (they run side by side), by rule id.
        public var wholeProjectRule: [(id: String, milliseconds: Double)] = []
        public var description: String {
            func ms(_ v: Double) -> String { String(Double(Int(v * 100)) / 100) }
            return "analyse \(ms(analyse)) ms, index \(ms(index)) ms, file-by-file rules \(ms(fileByFileRules)) ms (\(filesRelinted) files), "
                + "whole-project rules \(ms(wholeProjectRules)) ms (\(wholeProjectRule.map { "\($0.id) \(ms($0.milliseconds))" }.joined(separator: ", "))), "
                + "findings \(ms(findings)) ms"
        }
    }

    static func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 }

    /// The deployment targets of the project's Xcode projects (see `LintEngine.buildSettingTargets`).
    public private(set) var buildSettingTargets: [ScopedDeploymentTargets]

    public init(configuration: RuleConfiguration = .defaults, buildSettingTargets: [ScopedDeploymentTargets] = [], jobs: Int = ProcessorCount.active) {
        self.configuration = configuration
        self.buildSettingTargets = buildSettingTargets
        self.jobs = max(1, jobs)
    }

    public var fileCount: Int { paths.count }
    public func contains(_ path: String) -> Bool { slots[path] != nil }
    public func findings(in path: String) -> [Finding] { findingsByPath[path] ?? [] }
    /// Problems analysing the file (unreadable, not UTF-8, lexical), as `LintEngine` reports them.
    public func problems(in path: String) -> [FileProblem] { slots[path].map { entries[$0].problems } ?? [] }
    /// The facts of one file, when it could be analysed.
    public func facts(of path: String) -> FileFacts? { slots[path].flatMap { entries[$0].facts } }

    /// Every file's findings (after suppressions), files in no particular order.
    public var allFindings: [Finding] { findingsByPath.values.flatMap { $0 } }
    /// Every file's problems analysing it.
    public var allProblems: [FileProblem] { entries.flatMap(\.problems) }

    /// The project linted with some files' text replaced, this value left as it is: a copy takes
    /// the change as an edit would (the files it reaches are linted again; the index and the
    /// rules' kept state are copied where they change). What a fix is checked against.
    public func linted(replacing texts: [String: [UInt8]]) -> FixRounds.Lint {
        var copy = self
        if !texts.isEmpty {
            copy.apply(updating: texts.keys.sorted().map { LintInput(path: $0, bytes: texts[$0]!) }, removing: [])
        }
        return FixRounds.Lint(outcome: (copy.allFindings, copy.allProblems), index: copy.index)
    }

    /// Analyses `count` files in parallel (`load` runs on the worker analysing the file) and lints
    /// the project; returns the paths whose findings changed.
    @discardableResult
    public mutating func load(count: Int, _ load: @escaping @Sendable (Int) -> LintInput) -> [String] {
        add(count: count, load)
        return lint()
    }

    /// Analyses `count` files in parallel without linting yet (`lint()` does): indexing in steps.
    public mutating func add(count: Int, _ load: @escaping @Sendable (Int) -> LintInput) {
        let outcomes = Parallel.map(count: count, jobs: jobs) { i -> (String, Entry) in
            let input = load(i)
            return (input.path, Self.analyse(input))
        }
        live = nil
        for (path, entry) in outcomes { store(path, entry) }
        stale = nil
    }

    /// Runs the rules; returns the paths whose findings changed.
    @discardableResult
    public mutating func lint() -> [String] {
        var timing = Timing()
        return relint(&timing)
    }

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
        let started = DispatchTime.now().uptimeNanoseconds
        let outcomes = inputs.count == 1 ? [Self.analyse(inputs[0])] : Parallel.map(count: inputs.count, jobs: jobs) { Self.analyse(inputs[$0]) }
        let analysed = DispatchTime.now().uptimeNanoseconds
        let gone = Set(removed).filter { slots[$0] != nil }
        // Files spelling a value whose project-wide answers change are reached too: the answers
        // about the values the old and new texts change, before and after.
        var values: Set<String> = []
        if live != nil && stale != nil {
            for (input, entry) in zip(inputs, outcomes) {
                values.formUnion(Self.changedValues(entry.facts))
                let old = slots[input.path].flatMap { entries[$0].facts }
                values.formUnion(Self.changedValues(old))
                values.formUnion(Self.movedProperties(old, entry.facts))
            }
            for path in gone {
                values.formUnion(Self.changedValues(entries[slots[path]!].facts))
                values.formUnion(Self.movedProperties(entries[slots[path]!].facts, nil))
            }
        }
        let before = ValueAnswers(values, index)
        if !gone.isEmpty { forget(gone) }
        for (input, entry) in zip(inputs, outcomes) { store(input.path, entry) }
        // A change of which modifiers are wrappers, or of deployment targets, reaches every file.
        if reachesAll {
            stale = nil
            reachesAll = false
        }
        if live != nil && stale != nil && !values.isEmpty {
            markReached(from: nil, names: before.moved(ValueAnswers(values, index)).map(Self.hash))
        }
        var timing = Timing()
        timing.analyse = Double(analysed - started) / 1_000_000
        timing.index = Self.milliseconds(since: analysed)
        return relint(&timing)
    }

    /// The project-wide answers about some values: set off somewhere, assigned somewhere, cleared
    /// while another is set, and which types clear them (for up to 200 values; beyond, every value
    /// counts as changed).
    struct ValueAnswers {
        var values: [String]
        var answers: [Bool] = []
        var clearings: [String: Set<ProjectIndex.Clearing>] = [:]
        var turningsOff: [String: Set<ProjectIndex.Clearing>] = [:]
        init(_ values: Set<String>, _ index: ProjectIndex) {
            self.values = values.sorted()
            guard values.count <= 200 else { return }
            clearings = index.clearings(of: values)
            turningsOff = index.clearings(of: values, turningOff: true)
            for n in self.values {
                answers.append(index.isTurnedOffSomewhere(n))
                answers.append(index.isAssignedSomewhere(n))
                for m in self.values where m != n { answers.append(index.isCleared(n, whileSetting: m)) }
            }
        }

        /// The values whose answers differ in `after` (the same values' answers after a change).
        func moved(_ after: ValueAnswers) -> [String] {
            guard values.count <= 200 else { return values }
            var moved: Set<String> = []
            var i = 0
            for n in values {
                if answers[i] != after.answers[i] || answers[i + 1] != after.answers[i + 1] || clearings[n] != after.clearings[n]
                    || turningsOff[n] != after.turningsOff[n] { moved.insert(n) }
                i += 2
                for m in values where m != n {
                    if answers[i] != after.answers[i] { moved.insert(n); moved.insert(m) }
                    i += 1
                }
            }
            return moved.sorted()
        }
    }

    /// Forgets files: the files their declarations reach are marked, their contributions leave the
    /// index, and the files after them move up.
    private mutating func forget(_ gone: Set<String>) {
        let goneSlots = gone.compactMap { slots[$0] }.sorted()
        for slot in goneSlots { markReached(from: slot, names: Self.declaredNames(entries[slot].facts)) }
        markDeclaring(shownBy: goneSlots.map { entries[$0].facts })
        for slot in goneSlots.reversed() {
            updateIndex { live, project in live.remove(at: slot, project) }
            for name in entries[slot].mentions { unmention(name, slot) }
            entries.remove(at: slot)
            forgotten.insert(paths[slot])
            slots[paths.remove(at: slot)] = nil
            for i in slot..<paths.count { slots[paths[i]] = i }
        }
        // Slots after a removed one moved up: the name table and the stale files follow; the
        // rules' kept parts are worked out again.
        keptParts = [:]
        func moved(_ old: Int) -> Int { old - goneSlots.prefix { $0 < old }.count }
        for (name, list) in filesMentioning { filesMentioning[name] = list.map(moved) }
        if let marked = stale { stale = Set(marked.filter { !goneSlots.contains($0) }.map(moved)) }
    }

    /// Runs `body` on the live index (when there is one) with what it needs to know of the files;
    /// `body` says whether the change reaches every file.
    private mutating func updateIndex(_ body: (inout LiveIndex, LiveIndex.Project) -> Bool) {
        guard var index = live else { return }
        live = nil
        let entries = self.entries, slots = self.slots
        if body(&index, LiveIndex.Project(unresolved: { entries[$0].facts }, position: { slots[$0] })) { reachesAll = true }
        live = index
    }

    /// New rule settings (the configuration file changed); returns the paths whose findings changed.
    @discardableResult
    public mutating func reconfigure(_ configuration: RuleConfiguration, buildSettingTargets: [ScopedDeploymentTargets]? = nil) -> [String] {
        self.configuration = configuration
        if let buildSettingTargets { self.buildSettingTargets = buildSettingTargets }
        live = nil
        keptParts = [:]
        stale = nil
        var timing = Timing()
        return relint(&timing)
    }

    /// New deployment targets of the project's Xcode projects (a `project.pbxproj` changed, was
    /// added or deleted): the files whose targets moved, and the files those reach, are linted
    /// again without analysing any file; returns the paths whose findings changed.
    @discardableResult
    public mutating func updateBuildSettingTargets(_ targets: [ScopedDeploymentTargets]) -> [String] {
        buildSettingTargets = targets
        guard live != nil, stale != nil else {
            // Not linted since a load or a change reaching every file: the next lint builds anew.
            live = nil
            return lint()
        }
        let before = index.deploymentTargets
        updateIndex { live, _ in
            live.setBuildSettingTargets(targets)
            return false
        }
        let after = index.deploymentTargets
        for slot in paths.indices where before.targets(for: paths[slot]) != after.targets(for: paths[slot]) {
            markReached(from: slot, names: Self.declaredNames(entries[slot].facts))
        }
        return lint()
    }

    static func analyse(_ input: LintInput) -> Entry {
        let outcome = LintEngine.analyse(input)
        var problems = outcome.problems
        // Suppression comments naming rules that do not exist, as `LintEngine` reports them.
        if outcome.facts != nil && !outcome.suppressions.directives.isEmpty {
            problems += LintEngine.unknownRuleProblems(path: input.path, outcome.suppressions, known: LintEngine.knownRules)
        }
        return Entry(facts: outcome.facts, suppressions: outcome.suppressions, problems: problems,
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
    /// declares or extends (content is followed into them; actions are kept by their type), its
    /// top-level values (a color shown as content) and the presentation wrappers it declares (what
    /// a wrapper shows around its callers' content).
    static func declaredNames(_ facts: FileFacts?) -> [UInt64] {
        guard let facts else { return [] }
        return facts.types.map { hash($0.name) } + facts.topLevelValues.map { hash($0.name) } + facts.presentationWrappers.map { hash($0.name) }
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

    /// The names of the properties a file's change declares or takes away, type by type: whether
    /// a type has a property of a value's name decides whose value its writes clear (see
    /// `ProjectIndex.Clearing.ownsProperty`).
    static func movedProperties(_ old: FileFacts?, _ new: FileFacts?) -> Set<String> {
        // Most edits change no declaration: told without building the sets.
        if let old, let new, old.types.count == new.types.count, zip(old.types, new.types).allSatisfy({ a, b in
            a.name == b.name && a.properties.count == b.properties.count && zip(a.properties, b.properties).allSatisfy { $0.name == $1.name }
        }) {
            return []
        }
        func declared(_ facts: FileFacts?) -> Set<String> {
            var found = Set<String>()
            for t in facts?.types ?? [] { for p in t.properties { found.insert(t.name + "." + p.name) } }
            return found
        }
        return Set(declared(old).symmetricDifference(declared(new)).map { String($0.lastDottedComponent) })
    }

    /// The project's view types a file's code shows (what `ProjectIndex.callers(of:)` answers
    /// from): a finding about such a view can depend on who shows it and what it is handed (a
    /// `$binding` whose source is the caller's `@State`, a cover presenting it).
    static func shownTypeNames(_ facts: FileFacts?) -> Set<String> {
        guard let facts else { return [] }
        var names = Set<String>()
        for t in facts.types { for m in t.members { for v in m.summary.views { names.insert(v.typeName) } } }
        for site in facts.presentations { for v in site.content.views { names.insert(v.typeName) } }
        return names
    }

    /// Marks the files declaring the view types a file shows (see `shownTypeNames`), as its code
    /// was before and after a change: the views it shows, not the views those show in turn.
    private mutating func markDeclaring(shownBy facts: [FileFacts?]) {
        guard stale != nil, live != nil else { return }
        var names = Set<String>()
        for f in facts { names.formUnion(Self.shownTypeNames(f)) }
        guard !names.isEmpty else { return }
        let index = self.index
        for name in names {
            for t in index.types(named: name) { if let slot = slots[t.path] { stale!.insert(slot) } }
        }
    }

    private mutating func store(_ path: String, _ entry: Entry) {
        if let slot = slots[path] {
            let old = entries[slot]
            for name in old.mentions { unmention(name, slot) }
            for name in entry.mentions { filesMentioning[name, default: []].append(slot) }
            if old.problems != entry.problems { problemsChanged.insert(path) }
            entries[slot] = entry
            markDeclaring(shownBy: [old.facts, entry.facts])
            markReached(from: slot, names: Self.declaredNames(old.facts) + Self.declaredNames(entry.facts))
            updateIndex { live, project in live.replace(at: slot, with: entry.facts, project) }
        } else {
            let slot = paths.count
            slots[path] = slot
            paths.append(path)
            entries.append(entry)
            if !entry.problems.isEmpty { problemsChanged.insert(path) }
            for name in entry.mentions { filesMentioning[name, default: []].append(slot) }
            markReached(from: slot, names: Self.declaredNames(entry.facts))
            updateIndex { live, project in live.append(entry.facts, path: path, project) }
            markDeclaring(shownBy: [entry.facts])
        }
    }

    /// Takes a file out of a name's list; a name no file spells any more is forgotten (files
    /// opened and closed unsaved, each spelling names of its own, must not leave them behind).
    private mutating func unmention(_ name: UInt64, _ slot: Int) {
        guard var list = filesMentioning.removeValue(forKey: name) else { return }
        list.removeAll { $0 == slot }
        if !list.isEmpty { filesMentioning[name] = list }
    }

    /// Names some file spells (what the table of mentions holds).
    var mentionedNameCount: Int { filesMentioning.count }

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

    /// Runs the rules over the current index (built first when there is none); returns the paths
    /// whose findings changed. Rules that report file by file run for the stale files only (all of
    /// them after a load); the others run over the whole project, and every file's findings from
    /// them are compared.
    private mutating func relint(_ timing: inout Timing) -> [String] {
        if live == nil {
            let started = DispatchTime.now().uptimeNanoseconds
            live = LiveIndex(files: entries.map(\.facts), paths: paths, configuration: configuration, buildSettingTargets: buildSettingTargets, jobs: jobs)
            stale = nil
            timing.index += Self.milliseconds(since: started)
        }
        let index = self.index
        let (fileByFile, whole) = RuleRunner.enabledRules(configuration)
        // The stale files' positions (the index holds every file at its slot), in runs.
        var ranges: [Range<Int>] = []
        var relinted: [String] = []
        let reached = stale.map { $0.sorted() }
        for slot in reached ?? Array(paths.indices) {
            relinted.append(paths[slot])
            if let last = ranges.last, last.upperBound == slot { ranges[ranges.count - 1] = last.lowerBound..<(slot + 1) } else { ranges.append(slot..<(slot + 1)) }
        }
        stale = []
        timing.filesRelinted = relinted.count
        var started = DispatchTime.now().uptimeNanoseconds
        let byFile = Self.grouped(RuleRunner.runFileByFile(fileByFile, index, files: ranges, jobs: jobs))
        timing.fileByFileRules = Self.milliseconds(since: started)
        started = DispatchTime.now().uptimeNanoseconds
        // A rule written as a join works out the parts of the stale files only, and joins (a
        // grouped one only the groups those parts bear on).
        // Each rule's kept state is handed to it alone (and given back below).
        let kept = whole.map { KeptState(keptParts.removeValue(forKey: type(of: $0).descriptor.id)) }
        let ran = Parallel.map(count: whole.count, jobs: jobs) { r -> ([Finding], Double, (any Sendable)?) in
            let start = DispatchTime.now().uptimeNanoseconds
            let (findings, state) = whole[r].check(index, keeping: kept[r], changed: reached)
            return (findings, Self.milliseconds(since: start), state)
        }
        for r in whole.indices { keptParts[type(of: whole[r]).descriptor.id] = ran[r].2 }
        timing.wholeProjectRule = whole.indices.map { (type(of: whole[$0]).descriptor.id, ran[$0].1) }
        let byWhole = Self.grouped(ran.flatMap(\.0))
        timing.wholeProjectRules = Self.milliseconds(since: started)
        started = DispatchTime.now().uptimeNanoseconds
        defer {
            timing.findings = Self.milliseconds(since: started)
            lastTiming = timing
        }
        var changed = problemsChanged.filter { slots[$0] != nil }
        problemsChanged = []
        // The files whose findings may have changed: those linted again, those whose findings from
        // the whole-project rules differ, those listing a place in a file linted again (its
        // suppressions may have changed), and those gone.
        var candidates = Set(relinted)
        let again = candidates
        for (path, now) in byWhole where wholeFindings[path] != now || now.contains(where: { $0.related.contains { again.contains($0.path) } }) {
            candidates.insert(path)
        }
        for path in wholeFindings.keys where byWhole[path] == nil { candidates.insert(path) }
        // Only files forgotten since the last lint can have findings kept under a path that is gone.
        let gone = forgotten.filter { slots[$0] == nil }
        forgotten = []
        candidates.formUnion(gone.filter { findingsByPath[$0] != nil })
        for path in relinted { fileByFileFindings[path] = byFile[path] }
        for path in gone { fileByFileFindings[path] = nil }
        wholeFindings = byWhole
        for path in candidates {
            var findings = (fileByFileFindings[path] ?? []) + (wholeFindings[path] ?? [])
            // The steps `LintEngine` takes (the directives' use is not tracked here: a copy of
            // each set answers).
            PostRuleSteps.settle(&findings, anySuppressions: true) { ruleID, path, line in
                guard let slot = slots[path], !entries[slot].suppressions.directives.isEmpty else { return false }
                var suppressions = entries[slot].suppressions
                return suppressions.suppresses(ruleID: ruleID, line: line)
            }
            let now: [Finding]? = findings.isEmpty ? nil : findings
            if findingsByPath[path] != now {
                findingsByPath[path] = now
                changed.insert(path)
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
