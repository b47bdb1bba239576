/// A project index kept current one file at a time: a file's old contribution to every table of
/// `ProjectIndex` is taken out and its new one put in, instead of building the index again from
/// every file's facts. The result answers every question as a fresh build of the same files does.
///
/// A file's contribution is the index of that file alone (`ProjectIndex(resolved: [file])`): the
/// same code that builds the whole index says what one file adds, so the two cannot drift apart.
/// Sets need counts to take a key out again: a key several files contribute stays until the
/// last of them goes. Only those keys are counted (`extra`); most keys come from one file.
///
/// `index.files[i]` is the file at position `i` of the project (a file that could not be
/// analysed is there with no facts), so rules address files by the project's own positions.
struct LiveIndex: Sendable {
    private(set) var index: ProjectIndex
    /// The wrappers the configuration names, and what the files' own say (see `WrapperResolution`).
    private let configuredWrappers: [String: String]
    private var wrappers: ProjectIndex.WrapperResolution
    /// The deployment targets the configuration and the Xcode projects give (package manifests
    /// among the files add theirs).
    private let configuredTargets: DeploymentTargets
    private var buildSettingTargets: [ScopedDeploymentTargets]
    /// For each set key contributed by more than one file: how many files beyond the first.
    private var extra = Extra()
    /// Numbers of the large-selection bodies (see `ProjectIndex.Tables.largeSelectionBodies`):
    /// each file's are numbered from its base, new ones after every number given so far, so each
    /// key's list stays ascending.
    private var bodyBase: [String: Int32] = [:]
    private var nextBody: Int32 = 0
    /// `optionalFlagInits` and `optionalFlagMappers` of every file, counted: the project's mappers
    /// follow from them.
    private var flagInits: [String: Int] = [:]
    private var mappers: [MapperKey: Int] = [:]

    struct Extra: Sendable {
        var turnedOff: [String: Int32] = [:]
        var assigned: [String: Int32] = [:]
        var selected: [ProjectIndex.NameKey: Int32] = [:]
        var cleared: [ProjectIndex.NameKey: Int32] = [:]
        var alone: [ProjectIndex.NameKey: Int32] = [:]
        var deferred: [ProjectIndex.NameKey: Int32] = [:]
    }

    struct MapperKey: Hashable, Sendable {
        var name: String
        var via: String?
    }

    /// Builds the index of `files` (unresolved facts, nil for a file that could not be analysed),
    /// in the project's order.
    init(files: [FileFacts?], paths: [String], configuration: RuleConfiguration, buildSettingTargets: [ScopedDeploymentTargets], jobs: Int) {
        configuredWrappers = configuration.presentationWrappers
        configuredTargets = configuration.deploymentTargets
        self.buildSettingTargets = buildSettingTargets
        let present = files.indices.map { files[$0] ?? FileFacts(path: paths[$0]) }
        wrappers = ProjectIndex.WrapperResolution(present, configured: configuredWrappers)
        var settled = present
        for f in settled.indices where settled[f].hasWrapperCalls { wrappers.resolve(&settled[f]) }
        let resolved = settled
        index = ProjectIndex(resolved: resolved, jobs: jobs,
                             deploymentTargets: ProjectIndex.deploymentTargetMap(resolved, configured: configuredTargets, buildSettingTargets: buildSettingTargets))
        // What each file contributes, to count the keys several files contribute.
        let contributions = Parallel.map(count: resolved.count, jobs: jobs) { f -> (ProjectIndex, Int32) in
            let one = Self.contribution(resolved[f])
            return (one, Self.bodyCount(one))
        }
        var counts = Counts()
        for (f, (one, bodies)) in contributions.enumerated() {
            counts.add(one.tables)
            if bodies > 0 {
                bodyBase[resolved[f].path] = nextBody
                nextBody += bodies
            }
        }
        extra = counts.extra()
        for f in present { count(f, by: 1) }
        // The full build numbered the bodies in this same order: file by file, from 0.
    }

    /// What one file contributes to each table: the index of that file alone.
    static func contribution(_ file: FileFacts) -> ProjectIndex {
        ProjectIndex(resolved: [file], jobs: 1, deploymentTargets: noTargets)
    }

    static let noTargets = DeploymentTargetMap(manifests: [], projects: [], configured: DeploymentTargets())

    /// How many large-selection bodies a one-file index numbers.
    static func bodyCount(_ one: ProjectIndex) -> Int32 {
        var top: Int32 = -1
        for (_, numbers) in one.tables.largeSelectionBodies { if let last = numbers.last, last > top { top = last } }
        return top + 1
    }

    /// Counts of every key, to find those several files contribute (only while building).
    private struct Counts {
        var turnedOff: [String: Int32] = [:], assigned: [String: Int32] = [:]
        var selected: [ProjectIndex.NameKey: Int32] = [:], cleared: [ProjectIndex.NameKey: Int32] = [:]
        var alone: [ProjectIndex.NameKey: Int32] = [:], deferred: [ProjectIndex.NameKey: Int32] = [:]

        mutating func add(_ t: ProjectIndex.Tables) {
            for k in t.namesTurnedOff { turnedOff[k, default: 0] += 1 }
            for k in t.namesAssigned { assigned[k, default: 0] += 1 }
            for k in t.selectedTogether { selected[k, default: 0] += 1 }
            for k in t.clearedWhileSetting { cleared[k, default: 0] += 1 }
            for k in t.setAlone { alone[k, default: 0] += 1 }
            for k in t.deferredSelections { deferred[k, default: 0] += 1 }
        }

        func extra() -> Extra {
            func beyondFirst<K>(_ c: [K: Int32]) -> [K: Int32] { c.compactMapValues { $0 > 1 ? $0 - 1 : nil } }
            return Extra(turnedOff: beyondFirst(turnedOff), assigned: beyondFirst(assigned), selected: beyondFirst(selected),
                         cleared: beyondFirst(cleared), alone: beyondFirst(alone), deferred: beyondFirst(deferred))
        }
    }

    var files: [FileFacts] { index.files }

    // MARK: Changes

    /// What the project tells the index about its files: the unresolved facts of the file at a
    /// position (needed when a change alters which modifiers are presentation wrappers: every file
    /// calling one is settled again), and the position of a file by path.
    struct Project {
        var unresolved: (Int) -> FileFacts?
        var position: (String) -> Int?
    }

    /// Replaces the facts of the file at `position` (nil: it can no longer be analysed). Returns
    /// true when the change reaches every file: it changed which modifiers are presentation
    /// wrappers (every file calling one is settled again) or a package's deployment targets.
    @discardableResult
    mutating func replace(at position: Int, with facts: FileFacts?, _ project: Project) -> Bool {
        let unresolved = project.unresolved
        let path = index.files[position].path
        let new = facts ?? FileFacts(path: path)
        let old = index.files[position]
        var reachesAll = false
        if !old.presentationWrappers.isEmpty || !new.presentationWrappers.isEmpty {
            var all = (0..<index.files.count).map { unresolved($0) ?? FileFacts(path: index.files[$0].path) }
            all[position] = new
            let now = ProjectIndex.WrapperResolution(all, configured: configuredWrappers)
            if now != wrappers {
                wrappers = now
                reachesAll = true
                for f in all.indices where f != position && all[f].hasWrapperCalls {
                    var resolved = all[f]
                    now.resolve(&resolved)
                    take(at: f)
                    put(resolved, at: f, project)
                }
            }
        }
        var resolved = new
        wrappers.resolve(&resolved)
        take(at: position)
        put(resolved, at: position, project)
        if !old.deploymentTargets.isEmpty || !new.deploymentTargets.isEmpty {
            index.deploymentTargets = ProjectIndex.deploymentTargetMap(index.files, configured: configuredTargets, buildSettingTargets: buildSettingTargets)
            reachesAll = true
        }
        return reachesAll
    }

    /// New deployment targets of the Xcode projects (a `project.pbxproj` changed): the map of
    /// every file's targets is worked out again; the files and tables stay.
    mutating func setBuildSettingTargets(_ targets: [ScopedDeploymentTargets]) {
        buildSettingTargets = targets
        index.deploymentTargets = ProjectIndex.deploymentTargetMap(index.files, configured: configuredTargets, buildSettingTargets: targets)
    }

    /// Adds a file at the end of the project.
    @discardableResult
    mutating func append(_ facts: FileFacts?, path: String, _ project: Project) -> Bool {
        index.files.append(FileFacts(path: path))
        return replace(at: index.files.count - 1, with: facts, project)
    }

    /// Forgets the file at `position`; the files after it move up one place.
    @discardableResult
    mutating func remove(at position: Int, _ project: Project) -> Bool {
        let reachesAll = replace(at: position, with: nil, project)
        bodyBase[index.files[position].path] = nil
        index.files.remove(at: position)
        // The actions of the files after it are one place nearer the start.
        index.actionTable.updateIfMade { Self.moveUp(&$0, after: position) }
        index.writerTable.updateIfMade { Self.moveUp(&$0, after: position) }
        if !reachesAll { return false }
        // The map was worked out with the file still there.
        index.deploymentTargets = ProjectIndex.deploymentTargetMap(index.files, configured: configuredTargets, buildSettingTargets: buildSettingTargets)
        return true
    }

    /// Moves the references to actions of the files after `position` one file nearer the start.
    static func moveUp(_ table: inout [String: [ProjectIndex.ActionRef]], after position: Int) {
        let number = Int32(truncatingIfNeeded: position)
        var i = table.values.startIndex
        while i != table.values.endIndex {
            for k in table.values[i].indices where table.values[i][k].file > number { table.values[i][k].file -= 1 }
            table.values.formIndex(after: &i)
        }
    }

    /// Takes the contribution of `index.files[position]` out (the file stays, with its facts, until `put`).
    private mutating func take(at position: Int) {
        let file = index.files[position]
        let one = Self.contribution(file)
        ensureUnique()
        count(file, by: -1)
        let t = one.tables
        let path = file.path
        let tables = index.tables
        for (name, _) in t.typesByName {
            tables.typesByName[name]?.removeAll { $0.path == path }
            if tables.typesByName[name]?.isEmpty ?? false { tables.typesByName[name] = nil }
            index.declarationsByName.byName[name] = nil
        }
        Self.remove(t.namesTurnedOff, from: &tables.namesTurnedOff, extra: &extra.turnedOff)
        Self.remove(t.namesAssigned, from: &tables.namesAssigned, extra: &extra.assigned)
        Self.remove(t.selectedTogether, from: &tables.selectedTogether, extra: &extra.selected)
        Self.remove(t.clearedWhileSetting, from: &tables.clearedWhileSetting, extra: &extra.cleared)
        Self.remove(t.setAlone, from: &tables.setAlone, extra: &extra.alone)
        Self.remove(t.deferredSelections, from: &tables.deferredSelections, extra: &extra.deferred)
        if let base = bodyBase[path] {
            for (key, numbers) in t.largeSelectionBodies {
                let global = Set(numbers.map { base + $0 })
                tables.largeSelectionBodies[key]?.removeAll { global.contains($0) }
                if tables.largeSelectionBodies[key]?.isEmpty ?? false { tables.largeSelectionBodies[key] = nil }
            }
        }
        for (key, callees) in t.possiblyNilSelections {
            Self.removeEach(callees, from: &tables.possiblyNilSelections[key])
        }
        if var callers = index.callerTable.made {
            index.callerTable.made = nil
            for (name, _) in ProjectIndex.makeCallers([file]) {
                callers[name]?.removeAll { $0.path == path }
                if callers[name]?.isEmpty ?? false { callers[name] = nil }
            }
            index.callerTable.made = callers
        }
        if var actions = index.actionTable.made {
            index.actionTable.made = nil
            let number = Int32(truncatingIfNeeded: position)
            for a in file.actions.indices {
                let owner = file.actions[a].owner
                actions[owner]?.removeAll { $0.file == number }
                if actions[owner]?.isEmpty ?? false { actions[owner] = nil }
            }
            index.actionTable.made = actions
        }
        index.writerTable.updateIfMade { writers in
            let number = Int32(truncatingIfNeeded: position)
            for a in file.actions.indices {
                for w in file.actions[a].writes {
                    writers[w.name]?.removeAll { $0.file == number }
                    if writers[w.name]?.isEmpty ?? false { writers[w.name] = nil }
                }
            }
        }
        index.handingTable.updateIfMade { ProjectIndex.removeHandings(of: file, from: &$0) }
        index.presentationReadTable.updateIfMade { ProjectIndex.countPresentationReads(of: file, by: -1, in: &$0) }
    }

    /// Puts the contribution of `file` in at `position` (replacing what the files hold there).
    private mutating func put(_ file: FileFacts, at position: Int, _ project: Project) {
        let one = Self.contribution(file)
        ensureUnique()
        index.files[position] = file
        count(file, by: 1)
        let t = one.tables
        let tables = index.tables
        let path = file.path
        // Lists of things with a file keep the project's order: a file's run goes after the
        // runs of the files before it.
        func place(of other: String) -> Int { other == path ? position : project.position(other) ?? Int.max }
        for (name, types) in t.typesByName {
            var list = tables.typesByName[name] ?? []
            let at = Self.insertionPoint(in: list, for: position) { place(of: $0.path) }
            list.insert(contentsOf: types, at: at)
            tables.typesByName[name] = list
            index.declarationsByName.byName[name] = nil
        }
        Self.insert(t.namesTurnedOff, into: &tables.namesTurnedOff, extra: &extra.turnedOff)
        Self.insert(t.namesAssigned, into: &tables.namesAssigned, extra: &extra.assigned)
        Self.insert(t.selectedTogether, into: &tables.selectedTogether, extra: &extra.selected)
        Self.insert(t.clearedWhileSetting, into: &tables.clearedWhileSetting, extra: &extra.cleared)
        Self.insert(t.setAlone, into: &tables.setAlone, extra: &extra.alone)
        Self.insert(t.deferredSelections, into: &tables.deferredSelections, extra: &extra.deferred)
        let bodies = Self.bodyCount(one)
        if bodies > 0 {
            let base = nextBody
            nextBody += bodies
            bodyBase[path] = base
            for (key, numbers) in t.largeSelectionBodies { tables.largeSelectionBodies[key, default: []] += numbers.map { base + $0 } }
        } else {
            bodyBase[path] = nil
        }
        for (key, callees) in t.possiblyNilSelections { tables.possiblyNilSelections[key, default: []] += callees }
        if var callers = index.callerTable.made {
            index.callerTable.made = nil
            for (name, added) in ProjectIndex.makeCallers([file]) {
                var list = callers[name] ?? []
                let at = Self.insertionPoint(in: list, for: position) { place(of: $0.path) }
                list.insert(contentsOf: added, at: at)
                callers[name] = list
            }
            index.callerTable.made = callers
        }
        if var actions = index.actionTable.made {
            index.actionTable.made = nil
            for a in file.actions.indices { actions[file.actions[a].owner, default: []].append(ProjectIndex.ActionRef(file: position, action: a)) }
            index.actionTable.made = actions
        }
        index.writerTable.updateIfMade { ProjectIndex.addWriters(of: file, at: position, to: &$0) }
        index.handingTable.updateIfMade { ProjectIndex.addHandings(of: file, to: &$0) }
        index.presentationReadTable.updateIfMade { ProjectIndex.countPresentationReads(of: file, by: 1, in: &$0) }
    }

    /// Where a run of the file at `position` goes in `list` (ordered by file): after every
    /// element of a file before it. Elements of one file are together, so a binary search works.
    static func insertionPoint<T>(in list: [T], for position: Int, place: (T) -> Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if place(list[mid]) < position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    static func remove<K: Hashable>(_ keys: Set<K>, from set: inout Set<K>, extra: inout [K: Int32]) {
        for k in keys {
            if let more = extra[k] {
                extra[k] = more > 1 ? more - 1 : nil
            } else {
                set.remove(k)
            }
        }
    }

    static func insert<K: Hashable>(_ keys: Set<K>, into set: inout Set<K>, extra: inout [K: Int32]) {
        for k in keys where !set.insert(k).inserted { extra[k, default: 0] += 1 }
    }

    /// Removes one element equal to each of `elements` (lists whose order says nothing).
    static func removeEach<T: Equatable>(_ elements: [T], from list: inout [T]?) {
        guard list != nil else { return }
        for e in elements { if let i = list!.firstIndex(of: e) { list!.remove(at: i) } }
        if list!.isEmpty { list = nil }
    }

    /// The optional-flag inits and mappers of a file counted in (`by: 1`) or out (`-1`); the
    /// project's mappers worked out again when they change.
    private mutating func count(_ file: FileFacts, by delta: Int) {
        guard !file.optionalFlagInits.isEmpty || !file.optionalFlagMappers.isEmpty else { return }
        for i in file.optionalFlagInits {
            let n = flagInits[i, default: 0] + delta
            flagInits[i] = n > 0 ? n : nil
        }
        for m in file.optionalFlagMappers {
            let key = MapperKey(name: m.name, via: m.via)
            let n = mappers[key, default: 0] + delta
            mappers[key] = n > 0 ? n : nil
        }
        var set: Set<String> = []
        for (m, _) in mappers where m.via.map({ flagInits[$0] != nil }) ?? true { set.insert(m.name) }
        index.optionalFlagMappers = set
    }

    /// The index's tables and caches made its own before they change: a copy of the index
    /// (a snapshot someone kept) keeps answering as before.
    private mutating func ensureUnique() {
        if !isKnownUniquelyReferenced(&index.tables) {
            let t = index.tables
            index.tables = ProjectIndex.Tables(typesByName: t.typesByName, namesTurnedOff: t.namesTurnedOff, namesAssigned: t.namesAssigned,
                                               selectedTogether: t.selectedTogether, largeSelectionBodies: t.largeSelectionBodies,
                                               clearedWhileSetting: t.clearedWhileSetting, setAlone: t.setAlone,
                                               possiblyNilSelections: t.possiblyNilSelections, deferredSelections: t.deferredSelections)
        }
        if !isKnownUniquelyReferenced(&index.declarationsByName) {
            let copy = ProjectIndex.DeclarationCache()
            copy.byName = index.declarationsByName.byName
            index.declarationsByName = copy
        }
        if !isKnownUniquelyReferenced(&index.callerTable) { index.callerTable = index.callerTable.copied() }
        if !isKnownUniquelyReferenced(&index.actionTable) { index.actionTable = index.actionTable.copied() }
        if !isKnownUniquelyReferenced(&index.writerTable) { index.writerTable = index.writerTable.copied() }
        if !isKnownUniquelyReferenced(&index.handingTable) { index.handingTable = index.handingTable.copied() }
        if !isKnownUniquelyReferenced(&index.presentationReadTable) { index.presentationReadTable = index.presentationReadTable.copied() }
    }
}
