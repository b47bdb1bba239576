import Dispatch

/// The facts of every linted file, merged: types by name with their extensions from any file,
/// and which stored values something turns off.
public struct ProjectIndex: Sendable {
    public internal(set) var files: [FileFacts]
    /// The project's `Binding` extension methods that derive a flag from the optional they extend
    /// (`$x.mappedToBool()`), those going through an initialiser only when the project makes that
    /// initialiser so.
    public internal(set) var optionalFlagMappers: Set<String>
    /// The oldest systems each file's code supports (see `DeploymentTargetMap`).
    public internal(set) var deploymentTargets: DeploymentTargetMap
    /// The lookup tables, in one box: a copy of the index (a rule's closure capturing it) retains
    /// one object instead of each table.
    var tables: Tables

    final class Tables: @unchecked Sendable {
        /// Every type declaration and extension, by simple name.
        var typesByName: [String: [TypeFacts]]
        /// Last name components of values something sets off, toggles or sets to an unknown value.
        var namesTurnedOff: Set<String>
        /// Last name components of every value assigned anywhere.
        var namesAssigned: Set<String>
        /// Pairs of names set together in one body of a type: (type, a, b) with a < b.
        var selectedTogether: Set<NameKey>
        /// Bodies setting more than `largeSelection` names, numbered: (type, name) → the numbers of
        /// such bodies of that type setting the name, ascending. Their pairs would be quadratic in
        /// the body (a reset of thirty values), so two names count as set together there when their
        /// lists share a number.
        var largeSelectionBodies: [NameKey: [Int32]]
        /// (cleared, set): an action sets `cleared` off while setting `set` on.
        var clearedWhileSetting: Set<NameKey>
        /// (type, name): some action of the type sets `name` on and nothing else.
        var setAlone: Set<NameKey>
        /// (type, name, flag) → an action sets `flag` on and `name` to a value that may be nil,
        /// from the callees listed (nil: whatever it calls).
        var possiblyNilSelections: [NameKey: [String?]]
        /// (type, name, flag): an action raises `flag` at once and sets `name` in a `Task` or
        /// completion it starts.
        var deferredSelections: Set<NameKey>
        init(typesByName: [String: [TypeFacts]], namesTurnedOff: Set<String>, namesAssigned: Set<String>, selectedTogether: Set<NameKey>,
             largeSelectionBodies: [NameKey: [Int32]], clearedWhileSetting: Set<NameKey>, setAlone: Set<NameKey>,
             possiblyNilSelections: [NameKey: [String?]], deferredSelections: Set<NameKey>) {
            self.deferredSelections = deferredSelections
            self.typesByName = typesByName
            self.namesTurnedOff = namesTurnedOff
            self.namesAssigned = namesAssigned
            self.selectedTogether = selectedTogether
            self.largeSelectionBodies = largeSelectionBodies
            self.clearedWhileSetting = clearedWhileSetting
            self.setAlone = setAlone
            self.possiblyNilSelections = possiblyNilSelections
        }
    }
    /// Where each view type is shown, made on first use (see `callers(of:)`).
    var callerTable = LazyTable<[String: [ViewCaller]]>()
    /// Every action of the project, by the qualified name of the type whose code it is (where
    /// each is in `files`, in file order): made on first use (see `actions(of:)`).
    var actionTable = LazyTable<[String: [ActionRef]]>()
    /// The actions writing a value of each name (the last component of a write's target), once
    /// per action: made on first use (see `writers(of:)`).
    var writerTable = LazyTable<[String: [ActionRef]]>()
    /// How many presentations of each type read each path (see `presentationReads`).
    var presentationReadTable = LazyTable<[String: [String: Int]]>()
    /// The views each type's code hands a `$binding`, by type and bound name (see `viewsHanded`).
    var handingTable = LazyTable<[String: [String: [HandedView]]]>()

    /// An action of the index's files: `files[file].actions[action]`.
    struct ActionRef: Sendable, Equatable {
        var file: Int32
        var action: Int32
        init(file: Int, action: Int) {
            self.file = Int32(truncatingIfNeeded: file)
            self.action = Int32(truncatingIfNeeded: action)
        }
    }

    /// For names declared more than once (not counting extensions): which of `typesByName[name]`
    /// are declarations, and for each the extensions nearer to it than to any other. Worked out
    /// on a rule's first lookup of the name: most such names
    /// (`CodingKeys`, `State`, `Action`) are declared hundreds of times and never looked up.
    var declarationsByName = DeclarationCache()

    final class DeclarationCache: @unchecked Sendable {
        var byName: [String: Declarations?] = [:]
        private let lock = DispatchSemaphore(value: 1)

        /// The cached value for `name`, or `make()`'s, kept. `make` runs outside the lock; two
        /// threads asking at once may both run it, for the same result.
        func declarations(of name: String, _ make: () -> Declarations?) -> Declarations? {
            lock.wait()
            if let cached = byName[name] {
                lock.signal()
                return cached
            }
            lock.signal()
            let made = make()
            lock.wait()
            byName[name] = made
            lock.signal()
            return made
        }
    }

    struct Declaration: Sendable {
        /// Positions in `typesByName[name]`.
        var primary: Int
        var extensions: [Int]
    }

    /// One name's declarations, with the tree of their directories that answers which is nearest.
    /// A class: handed out of the cache on every question, a struct retained each of its arrays.
    final class Declarations: Sendable {
        let list: [Declaration]
        let tree: DirectoryTree
        /// Each declaration's types (`types(named:nearestTo:)`'s answer), made once: made on each
        /// question, they copied each type.
        let types: [[TypeFacts]]
        init(list: [Declaration], tree: DirectoryTree, types: [[TypeFacts]]) {
            self.list = list
            self.tree = tree
            self.types = types
        }
    }

    /// The directories of some files as a tree, each node counting the files below it. The files
    /// sharing the most leading directories with a path are those below the deepest node on the
    /// path's own directories that has any: one walk down instead of a comparison with each file.
    struct DirectoryTree: Sendable {
        struct Node: Sendable {
            var count = 0
            /// The file's number when `count` is 1.
            var only = -1
            var children: [Substring: Int] = [:]
        }
        var nodes = [Node()]

        mutating func insert(_ path: String, as number: Int) {
            var node = 0
            nodes[0].count += 1
            nodes[0].only = number
            Self.forEachDirectory(of: path) { component in
                if let child = nodes[node].children[component] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].children[component] = nodes.count - 1
                    node = nodes.count - 1
                }
                nodes[node].count += 1
                nodes[node].only = number
                return true
            }
        }

        /// The number of the one file sharing the most leading directories with `path`; nil when
        /// several share as many.
        func nearest(to path: String) -> Int? {
            var node = 0
            Self.forEachDirectory(of: path) { component in
                guard let child = nodes[node].children[component], nodes[child].count > 0 else { return false }
                node = child
                return true
            }
            return nodes[node].count == 1 ? nodes[node].only : nil
        }

        /// Calls `body` with each directory component of `path` (runs between slashes, empty ones
        /// skipped, the last component being the file's name) until it returns false.
        static func forEachDirectory(of path: String, _ body: (Substring) -> Bool) {
            let u = path.utf8
            let slash = UInt8(ascii: "/")
            var end = u.endIndex
            while end > u.startIndex, u[u.index(before: end)] == slash { end = u.index(before: end) }
            while end > u.startIndex, u[u.index(before: end)] != slash { end = u.index(before: end) }
            var i = u.startIndex
            while i < end {
                if u[i] == slash { i = u.index(after: i); continue }
                var j = i
                while u[j] != slash { j = u.index(after: j) }
                guard body(path[i..<j]) else { return }
                i = j
            }
        }
    }
    /// Bodies setting more than this many names are kept as `Tables.largeSelectionBodies`.
    static let largeSelection = 3

    /// Up to three names as one key, compared by their UTF-8 bytes, as Swift compares identifiers
    /// (two spellings of `é` are two names), and hashed by them in one pass: a `String`'s own
    /// hash runs the standard hasher over each name and checks its normalization.
    struct NameKey: Hashable, Sendable {
        var first: String, second: String, third: String
        init(_ first: String, _ second: String, _ third: String = "") {
            self.first = first; self.second = second; self.third = third
        }

        static func == (a: NameKey, b: NameKey) -> Bool {
            a.first.utf8Equals(b.first) && a.second.utf8Equals(b.second) && a.third.utf8Equals(b.third)
        }

        func hash(into hasher: inout Hasher) {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            Self.mix(first, into: &h)
            Self.mix(second, into: &h)
            Self.mix(third, into: &h)
            hasher.combine(h)
        }

        /// FNV-1a over the name's bytes and a separator.
        static func mix(_ name: String, into h: inout UInt64) {
            var hash = h
            name.utf8.withBytes { bytes in
                for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            }
            h = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
    }

    /// Builds the index; its four independent parts (types, pairs, names assigned, names turned
    /// off) are built on up to `jobs` threads.
    /// `files` is taken over: passed as the last use of the caller's array (`consume`), the
    /// wrappers are settled in it in place instead of in a copy of every file's facts.
    public init(files: consuming [FileFacts], jobs: Int = 1, presentationWrappers configured: [String: String] = [:],
                deploymentTargets configuredTargets: DeploymentTargets = DeploymentTargets(), buildSettingTargets: [ScopedDeploymentTargets] = []) {
        Self.resolveWrappers(in: &files, configured: configured)
        self.init(resolved: files, jobs: jobs, deploymentTargets: Self.deploymentTargetMap(files, configured: configuredTargets, buildSettingTargets: buildSettingTargets))
    }

    /// The deployment targets of each file: from the package manifests among `files`, the Xcode
    /// projects' build settings, and the configuration.
    static func deploymentTargetMap(_ files: [FileFacts], configured: DeploymentTargets, buildSettingTargets: [ScopedDeploymentTargets]) -> DeploymentTargetMap {
        var manifests: [ScopedDeploymentTargets] = []
        for f in files.indices where !files[f].deploymentTargets.isEmpty {
            manifests += ScopedDeploymentTargets.manifest(files[f].path, targets: files[f].deploymentTargets, sourcePaths: files[f].packageSourcePaths)
        }
        return DeploymentTargetMap(manifests: manifests, projects: buildSettingTargets.filter { !$0.isEnclosing },
                                   enclosing: buildSettingTargets.filter(\.isEnclosing), configured: configured)
    }

    /// Builds the index of files whose wrapper calls are settled already (see `resolveWrappers`).
    init(resolved files: [FileFacts], jobs: Int, deploymentTargets: DeploymentTargetMap) {
        self.files = files
        self.deploymentTargets = deploymentTargets
        var flagInits: Set<String> = [], mappers: Set<String> = []
        for f in files.indices { flagInits.formUnion(files[f].optionalFlagInits) }
        for f in files.indices {
            for m in files[f].optionalFlagMappers where m.via.map(flagInits.contains) ?? true { mappers.insert(m.name) }
        }
        self.optionalFlagMappers = mappers
        enum Part: Sendable {
            case types([String: [TypeFacts]])
            case pairs(selected: Set<NameKey>, large: [NameKey: [Int32]], cleared: Set<NameKey>, possiblyNil: [NameKey: [String?]], alone: Set<NameKey>, deferred: Set<NameKey>,
                       actions: [String: [ActionRef]])
            case assigned(Set<String>)
            case turnedOff(Set<String>)
        }
        let parts = Parallel.map(count: 4, jobs: jobs) { part -> Part in
            switch part {
            case 0:
                var types: [String: [TypeFacts]] = [:]
                types.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
                for f in files.indices {
                    let own = files[f].types
                    guard !own.isEmpty else { continue }
                    // A file whose types all share one name (one type, or a type and its
                    // extensions) adds them in one lookup; its own array becomes the name's
                    // list, shared, not copied, when no file before it has the name.
                    let name = own[0].name
                    var t = 1
                    while t < own.count && own[t].name == name { t += 1 }
                    if t == own.count {
                        Self.adopt(own, into: &types[name, default: []])
                        continue
                    }
                    for t in own.indices { types[own[t].name, default: []].append(own[t]) }
                }
                return .types(types)
            case 1:
                // Answers about who sets what together, from each file's actions; and the
                // actions of each type (see `actionRefs(of:)`), made in the same walk while the
                // actions are at hand.
                var selected: Set<NameKey> = [], cleared: Set<NameKey> = []
                var large: [NameKey: [Int32]] = [:]
                var possiblyNil: [NameKey: [String?]] = [:]
                var alone: Set<NameKey> = [], deferred: Set<NameKey> = []
                var byOwner: [String: [ActionRef]] = [:]
                var body: Int32 = 0
                // Sized once (most actions set a pair): growing rehashed every key several times.
                let actionCount = files.reduce(0) { $0 + $1.actions.count }
                selected.reserveCapacity(actionCount)
                byOwner.reserveCapacity(actionCount)
                var on: [String] = []
                for f in files.indices {
                    files[f].actions.withUnsafeBufferPointer { actions in
                    // Actions of one type come one after another: each run of them is added to
                    // the actions table in one lookup.
                    var run = 0
                    for a in actions.indices {
                        if a > run && actions[a].owner != actions[run].owner {
                            Self.addRun(actions[run].owner, file: f, run..<a, to: &byOwner)
                            run = a
                        }
                        let writes = actions[a].writes
                        StateAction.namesSetOn(writes, into: &on)
                        guard !on.isEmpty else { continue }
                        let type = actions[a].owner
                        if on.count == 1 {
                            alone.insert(NameKey(type, on[0]))
                        } else if on.count > Self.largeSelection {
                            for n in on.indices { large[NameKey(type, on[n]), default: []].append(body) }
                            body += 1
                        } else {
                            for i in on.indices { for j in on.indices where on[i] < on[j] { selected.insert(NameKey(type, on[i], on[j])) } }
                        }
                        for w in writes.indices {
                            // `selected = nil; showEditor = true`: presenting with no value is intended ("new item").
                            if writes[w].value == .off {
                                for n in on.indices where on[n] != writes[w].name { cleared.insert(NameKey(writes[w].name, on[n])) }
                            } else if writes[w].mayBeNil {
                                for n in on.indices where on[n] != writes[w].name { possiblyNil[NameKey(type, writes[w].name, on[n]), default: []].append(writes[w].callee) }
                            }
                            // Selected in a `Task` or completion the action starts, while the flag goes on at once.
                            if writes[w].isDeferred && writes[w].setsOn {
                                for g in writes.indices where writes[g].setsOn && !writes[g].isDeferred && writes[g].name != writes[w].name {
                                    deferred.insert(NameKey(type, writes[w].name, writes[g].name))
                                }
                            }
                        }
                    }
                    if !actions.isEmpty { Self.addRun(actions[run].owner, file: f, run..<actions.count, to: &byOwner) }
                    }
                }
                return .pairs(selected: selected, large: large, cleared: cleared, possiblyNil: possiblyNil, alone: alone, deferred: deferred, actions: byOwner)
            default:
                // Every name assigned (part 2), or those turned off (part 3): the largest part,
                // split in two for balance.
                var names: Set<String> = []
                // Sized once: growing by doubling rehashed every name several times.
                names.reserveCapacity(files.reduce(0) { $0 + (part == 2 ? $1.assignedNames.count : $1.turnedOffNames.count) })
                for f in files.indices {
                    for name in part == 2 ? files[f].assignedNames : files[f].turnedOffNames { names.insert(name) }
                }
                return part == 2 ? .assigned(names) : .turnedOff(names)
            }
        }
        var typesByName: [String: [TypeFacts]] = [:]
        var namesTurnedOff: Set<String> = [], namesAssigned: Set<String> = []
        var selectedTogether: Set<NameKey> = [], clearedWhileSetting: Set<NameKey> = [], setAlone: Set<NameKey> = []
        var largeSelectionBodies: [NameKey: [Int32]] = [:]
        var possiblyNilSelections: [NameKey: [String?]] = [:]
        var deferredSelections: Set<NameKey> = []
        var actionsByOwner: [String: [ActionRef]] = [:]
        for part in parts {
            switch part {
            case let .types(t): typesByName = t
            case let .pairs(selected, large, cleared, possiblyNil, alone, deferred, actions):
                actionsByOwner = actions
                deferredSelections = deferred
                selectedTogether = selected
                largeSelectionBodies = large
                clearedWhileSetting = cleared
                possiblyNilSelections = possiblyNil
                setAlone = alone
            case let .assigned(names): namesAssigned = names
            case let .turnedOff(names): namesTurnedOff = names
            }
        }
        tables = Tables(typesByName: typesByName, namesTurnedOff: namesTurnedOff, namesAssigned: namesAssigned, selectedTogether: selectedTogether,
                        largeSelectionBodies: largeSelectionBodies, clearedWhileSetting: clearedWhileSetting, setAlone: setAlone,
                        possiblyNilSelections: possiblyNilSelections, deferredSelections: deferredSelections)
        actionTable = LazyTable(made: actionsByOwner)
    }

    /// The actions `run` of file `file`, all of `owner`, added to its list.
    static func addRun(_ owner: String, file: Int, _ run: Range<Int>, to table: inout [String: [ActionRef]]) {
        table[owner, default: []].append(contentsOf: run.lazy.map { ActionRef(file: file, action: $0) })
    }

    /// `own` added to `list`: `own` itself (shared) when `list` is empty.
    static func adopt(_ own: [TypeFacts], into list: inout [TypeFacts]) {
        if list.isEmpty { list = own } else { list.append(contentsOf: own) }
    }

    /// The declaration and extensions of a type (by simple name); empty when not in the linted files.
    public func types(named name: String) -> [TypeFacts] { tables.typesByName[name] ?? [] }

    /// The declaration and extensions of exactly this type, by qualified name (`History.RootView`).
    public func types(qualified name: String) -> [TypeFacts] {
        let all = types(named: name.lastDottedComponent)
        // Usually every type of the simple name is this one: then the stored list itself.
        guard all.indices.contains(where: { all[$0].qualifiedName != name }) else { return all }
        var matching: [TypeFacts] = []
        for i in all.indices where all[i].qualifiedName == name { matching.append(all[i]) }
        return matching
    }

    public func isDeclared(_ name: String) -> Bool { tables.typesByName[name] != nil }

    public func property(_ name: String, of typeName: String) -> PropertyFact? {
        let all = types(named: typeName)
        for t in all.indices { if let p = all[t].property(named: name) { return p } }
        return nil
    }

    /// Like `property(_:of:)`, but when several types share the name (an app and its widget both
    /// declaring `ContentView`), the declaration in `path` wins over the others.
    public func property(_ name: String, of typeName: String, preferring path: String) -> PropertyFact? {
        let candidates = types(named: typeName)
        if let local = candidates.indices.first(where: { candidates[$0].path == path && candidates[$0].kind != .extension }) {
            if let p = candidates[local].property(named: name) { return p }
            for t in candidates.indices where candidates[t].path == path { if let p = candidates[t].property(named: name) { return p } }
            return nil
        }
        for t in candidates.indices { if let p = candidates[t].property(named: name) { return p } }
        return nil
    }

    public func member(_ name: String, of typeName: String) -> MemberFact? { Self.member(name, in: types(named: typeName)) }

    public func properties(of typeName: String) -> [PropertyFact] {
        types(named: typeName).flatMap(\.properties)
    }

    /// The declaration and extensions of `name` that code in `path` means when several targets of
    /// one repository declare the same name (an app's `AppView` and a sample's `AppView`): the
    /// declaration whose file shares the most leading directories with `path`, with the extensions
    /// nearer to it than to any other declaration. Nil when two declarations are equally near, so
    /// rules that report from what they find stay silent rather than mix two types up.
    public func types(named name: String, nearestTo path: String) -> [TypeFacts]? {
        let all = types(named: name)
        guard all.count > 1, let declarations = declarationsByName.declarations(of: name, { Self.declarations(all) }) else { return all }
        // A declaration in the file itself is the one its code means, however near the others are.
        let inFile = declarations.list.indices.filter { all[declarations.list[$0].primary].path == path }
        guard let chosen = inFile.count == 1 ? inFile[0] : declarations.tree.nearest(to: path) else {
            // Every declaration in one file: variants of one type for different platforms or builds
            // (a `UIViewRepresentable` under `#if os(iOS)`, an `NSViewRepresentable` under `#else`).
            let file = all[declarations.list[0].primary].path
            return declarations.list.allSatisfy({ all[$0.primary].path == file }) ? declarations.types.flatMap { $0 } : nil
        }
        return declarations.types[chosen]
    }

    /// The declarations among `all` (one name's types) with the extensions nearest to each: an
    /// extension goes with the declaration whose file shares the most leading directories with
    /// its own, and with none when two are equally near. Nil when there are fewer than two
    /// declarations. Depends on the files only, so it is worked out once per name.
    static func declarations(_ all: [TypeFacts]) -> Declarations? {
        let primaries = all.indices.filter { all[$0].kind != .extension }
        guard primaries.count > 1 else { return nil }
        var list = primaries.map { Declaration(primary: $0, extensions: []) }
        var tree = DirectoryTree()
        for (number, p) in primaries.enumerated() { tree.insert(all[p].path, as: number) }
        for e in all.indices where all[e].kind == .extension {
            if let owner = tree.nearest(to: all[e].path) { list[owner].extensions.append(e) }
        }
        let types = list.map { d in [all[d.primary]] + d.extensions.map { all[$0] } }
        return Declarations(list: list, tree: tree, types: types)
    }

    /// The summary of the declaration of `typeName` that code in `path` means (see `types(named:nearestTo:)`).
    public func summary(of typeName: String, nearestTo path: String) -> ScopeSummary? {
        types(named: typeName, nearestTo: path).map(Self.mergedSummary)
    }

    public func member(_ name: String, of typeName: String, nearestTo path: String) -> MemberFact? {
        Self.member(name, in: types(named: typeName, nearestTo: path) ?? [])
    }

    /// Every summary of a type: body, helpers, functions, from the declaration and its extensions.
    public func summary(of typeName: String) -> ScopeSummary { Self.mergedSummary(types(named: typeName)) }

    static func mergedSummary(_ types: [TypeFacts]) -> ScopeSummary {
        var e = ScopeSummary()
        for t in types.indices { for m in types[t].members.indices { e.merge(types[t].members[m].summary) } }
        return e
    }

    static func member(_ name: String, in types: [TypeFacts]) -> MemberFact? {
        for t in types.indices { if let m = types[t].member(named: name) { return m } }
        return nil
    }

    public func conforms(_ typeName: String, where predicate: (String) -> Bool) -> Bool {
        let all = types(named: typeName)
        return all.indices.contains { all[$0].inheritance.contains(where: predicate) }
    }

    /// Standard protocols that do not make a type `Identifiable`.
    static let nonIdentifyingProtocols: WordSet = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Sendable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "AnyObject",
    ]

    /// Whether the type (`Movie`, `Movie?`) is `Identifiable`, as the project declares it: true when
    /// it, an extension or a project protocol it adopts (read in turn) says so; false when every
    /// declaration is read and adopts nothing else that might (a standard protocol that does not
    /// identify is no such thing); nil when the project does not declare the type, or it adopts
    /// something from elsewhere (a superclass, another module's protocol) that might.
    public func isIdentifiable(_ type: String) -> Bool? {
        var pending = [TypeNames.bareTypeName(type).lastDottedComponent], seen: Set<String> = []
        var mayBe = false
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            let declarations = types(named: name)
            if declarations.isEmpty { mayBe = true }
            for inherited in declarations.flatMap(\.inheritance) {
                let bare = TypeNames.bareTypeName(inherited).lastDottedComponent
                if bare == "Identifiable" { return true }
                if Self.nonIdentifyingProtocols.contains(bare) { continue }
                if types(named: bare).contains(where: { $0.kind == .protocol }) { pending.append(bare) } else { mayBe = true }
            }
        }
        return mayBe ? nil : false
    }

    /// True when some code anywhere sets a value of this name off (`= false`, `= nil`, `.toggle()`,
    /// or an unknown value).
    public func isTurnedOffSomewhere(_ name: String) -> Bool { tables.namesTurnedOff.contains(name) }

    /// True when code of one of `typeNames` (qualified names) sets `a` and `b` in one body.
    public func areSelectedTogether(_ a: String, _ b: String, in typeNames: [String]) -> Bool {
        if a == b { return true }
        let (low, high) = a < b ? (a, b) : (b, a)
        if typeNames.contains(where: { tables.selectedTogether.contains(NameKey($0, low, high)) }) { return true }
        guard !tables.largeSelectionBodies.isEmpty else { return false }
        return typeNames.contains { type in
            guard let x = tables.largeSelectionBodies[NameKey(type, a)], let y = tables.largeSelectionBodies[NameKey(type, b)] else { return false }
            // Both ascending: walk them together looking for a shared body.
            var i = 0, j = 0
            while i < x.count && j < y.count {
                if x[i] == y[j] { return true }
                if x[i] < y[j] { i += 1 } else { j += 1 }
            }
            return false
        }
    }

    /// True when code of one of `typeNames` (qualified names) sets `name` on in a body that sets
    /// nothing else (`Button("Pick") { picking = true }`).
    public func isSetAlone(_ name: String, in typeNames: [String]) -> Bool {
        typeNames.contains { tables.setAlone.contains(NameKey($0, name)) }
    }

    /// True when one action somewhere clears `cleared` while setting `set` on.
    public func isCleared(_ cleared: String, whileSetting set: String) -> Bool {
        tables.clearedWhileSetting.contains(NameKey(cleared, set))
    }

    /// True when code of one of `typeNames` (qualified names) sets `name` to a value that may be nil
    /// in a body that sets `flag` on: `try? …`, `as? …`, or a call of one of its own functions
    /// declared to return an optional.
    public func isSelectedPossiblyNil(_ name: String, _ flag: String, in typeNames: [String]) -> Bool {
        for typeName in typeNames {
            guard let callees = tables.possiblyNilSelections[NameKey(typeName, name, flag)] else { continue }
            let declarations = types(qualified: typeName)
            for callee in callees {
                guard let callee else { return true }
                if declarations.contains(where: { $0.members.contains { $0.isFunction && $0.name == callee && $0.returnsOptional } }) { return true }
            }
        }
        return false
    }

    /// True when an action of one of `typeNames` raises `flag` at once and sets `name` only in a
    /// `Task` or completion handler it starts: the content is shown before the value arrives.
    public func isSelectedLater(_ name: String, _ flag: String, in typeNames: [String]) -> Bool {
        typeNames.contains { tables.deferredSelections.contains(NameKey($0, name, flag)) }
    }

    /// True when some code anywhere assigns a value of this name.
    public func isAssignedSomewhere(_ name: String) -> Bool { tables.namesAssigned.contains(name) }
}
