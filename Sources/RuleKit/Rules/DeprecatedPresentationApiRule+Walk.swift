/// The walk through the views presented content shows (`ProjectIndex.ShownViewWalk`), kept as a
/// graph: each declaration visited with the views its code shows and the `.navigationBarItems` it
/// applies, each presentation with the views it shows and the declarations first reached from it,
/// and where each shown name led (`resolutions`). A lint run makes it once from every file's part
/// (`join`). The language server keeps it between lints and, after an edit, works out again only
/// what the edit can change: the stale files' parts and presentations, the declarations of the
/// names they declare (before or after), and where those names lead from each place that shows
/// them. When none of that moves the walk (no view shows another than before, no name leads
/// elsewhere), the graph and what it reaches stay, and only the changed declarations'
/// `.navigationBarItems` are taken again; when it moves, the walk is made again. Either way the
/// findings are read from the graph by the same function.
extension DeprecatedPresentationApiRule {
    typealias Shown = ProjectIndex.ShownViewWalk.Visit

    struct Memo: Sendable {
        /// A declaration visited: its name, the file of its declaration, the place the walk first
        /// came to it from, the views its code shows (name and place, in the walk's order) and its
        /// `.navigationBarItems` uses.
        struct Node: Sendable {
            var key: Shown
            var from: String
            var edges: [Shown]
            var uses: [ModifierUse]
        }
        /// A presentation (or hosted screen): whether it shows its route's screen through a member
        /// (worked out again at every lint: it reads the route's declaration), that member's
        /// `.navigationBarItems`, the views it shows, and the declarations first reached from it, in order.
        struct Root: Sendable {
            var routed: Bool
            var makerUses: [ModifierUse]
            var entries: [Shown]
            var reached: [Int]
        }
        var parts: [Part] = []
        var presented: [[Root]] = []
        var hosted: [[Root]] = []
        var nodes: [Node] = []
        var nodeByKey: [Shown: Int] = [:]
        var nodesByName: [String: [Int]] = [:]
        /// For each shown name, and each place it was shown from, the declaration it led to (-1: none).
        var resolutions: [String: [String: Int]] = [:]
        /// Of each file: the type names it declares or extends, the views its types push, whether
        /// it has an enum making its cases' views (see `ShownViewWalk.routeMakers`).
        var declaredNames: [[String]] = []
        var pushed: [[Shown]] = []
        var makesRoutes: [Bool] = []
        var pushedSet: Set<Shown> = []
        var declaredBuiltIns = BuiltInViewSet()
        var routeMakers: [String: [TypeFacts]]?
        /// The files with a presentation showing its route's screen through a member.
        var routedFiles: Set<Int> = []
    }

    public func join(_ index: ProjectIndex, parts: [Part]) -> [Finding] {
        findings(index, build(index, parts: parts))
    }

    public func check(_ index: ProjectIndex, keeping kept: KeptState, changed files: [Int]?) -> (findings: [Finding], kept: (any Sendable)?) {
        guard let files, var memo = kept.take(as: Memo.self), memo.parts.count <= index.files.count else {
            let memo = build(index, parts: index.files.indices.map { part(index, file: $0) })
            return (findings(index, memo), memo)
        }
        let known = memo.parts.count
        let stale = files.filter { $0 < known } + Array(known..<index.files.count)
        if !update(&memo, index, stale: stale) { memo = build(index, parts: memo.parts) }
        return (findings(index, memo), memo)
    }

    /// The findings from the parts and the walk.
    func findings(_ index: ProjectIndex, _ memo: Memo) -> [Finding] {
        var findings = useFindings(index, parts: memo.parts)
        var seen: Set<String> = []
        func report(_ uses: [ModifierUse]) {
            for use in uses where Self.toolbarAvailable(index, use.path) {
                guard seen.insert("\(use.path):\(use.span.start)").inserted else { continue }
                findings.append(barItemsFinding(use))
            }
        }
        // Most presentations reach nothing new and most declarations apply no `.navigationBarItems`:
        // read in place.
        let nodes = memo.nodes
        func report(_ roots: [Memo.Root]) {
            for k in roots.indices {
                if !roots[k].makerUses.isEmpty { report(roots[k].makerUses) }
                if roots[k].reached.isEmpty { continue }
                for id in roots[k].reached where !nodes[id].uses.isEmpty { report(nodes[id].uses) }
            }
        }
        for f in memo.parts.indices {
            if !memo.parts[f].presentedBarItems.isEmpty { report(memo.parts[f].presentedBarItems) }
            if !memo.presented[f].isEmpty { report(memo.presented[f]) }
        }
        for f in memo.parts.indices {
            if !memo.parts[f].hostedBarItems.isEmpty { report(memo.parts[f].hostedBarItems) }
            if !memo.hosted[f].isEmpty { report(memo.hosted[f]) }
        }
        return findings
    }

    static func pushed(_ file: FileFacts) -> [Shown] { file.pushedViews.map { Shown(name: $0.owner, path: $0.view) } }

    static func makesRoutes(_ file: FileFacts) -> Bool { file.types.contains { $0.kind == .enum && !$0.caseViews.isEmpty } }

    /// The walk made anew over every file's part.
    func build(_ index: ProjectIndex, parts: [Part]) -> Memo {
        var memo = Memo()
        memo.parts = parts
        let files = index.files
        memo.declaredNames = files.map { $0.types.map(\.name) }
        memo.pushed = files.map(Self.pushed)
        memo.makesRoutes = files.map(Self.makesRoutes)
        var declared = BuiltInViewSet()
        let words = BuiltInViews.names.words
        for k in words.indices where index.isDeclared(words[k]) { declared.insert(position: k) }
        memo.declaredBuiltIns = declared
        for list in memo.pushed { memo.pushedSet.formUnion(list) }
        var walk = ProjectIndex.ShownViewWalk()
        for f in parts.indices {
            memo.presented.append(parts[f].presentedRoots.map { root in
                var r = Self.root(root, path: files[f].path, memo, &walk, index)
                r.reached = Self.reach(r.entries, &memo, index)
                return r
            })
        }
        for f in parts.indices {
            memo.hosted.append(parts[f].hostedRoots.map { root in
                var r = Self.root(root, path: files[f].path, memo, &walk, index)
                r.reached = Self.reach(r.entries, &memo, index)
                return r
            })
        }
        memo.routeMakers = walk.routeMakers
        for f in parts.indices where memo.presented[f].contains(where: \.routed) || memo.hosted[f].contains(where: \.routed) { memo.routedFiles.insert(f) }
        return memo
    }

    /// What a presentation shows (as `join` follows it), without the declarations it reaches.
    static func root(_ root: ShownRoot, path: String, _ memo: Memo, _ walk: inout ProjectIndex.ShownViewWalk, _ index: ProjectIndex) -> Memo.Root {
        var views = root.views
        var builtInViews = root.builtInViews
        var makerUses: [ModifierUse] = []
        if let name = root.routeMember,
           let maker = walk.routeMember(name, bindingLabel: root.bindingLabel, binding: root.binding, owner: root.owner, path: path, in: index) {
            makerUses = maker.evidence.modifierUses.filter { $0.name == "navigationBarItems" }
            views += maker.evidence.views
            builtInViews.formUnion(maker.evidence.builtInViews)
        }
        var entries: [Shown] = []
        if !views.isEmpty || !builtInViews.isEmpty {
            for v in views where !isPushed(v.typeName, by: root.owner, memo) { entries.append(Shown(name: v.typeName, path: path)) }
            builtInViews.intersection(memo.declaredBuiltIns).forEachName { entries.append(Shown(name: $0, path: path)) }
        }
        return Memo.Root(routed: root.routeMember != nil, makerUses: makerUses, entries: entries, reached: [])
    }

    static func isPushed(_ view: String, by type: String?, _ memo: Memo) -> Bool {
        guard !memo.pushedSet.isEmpty, let type else { return false }
        return memo.pushedSet.contains(Shown(name: type, path: view))
    }

    /// The declaration `name` shown from `from` leads to: its declaration and extensions, and its key.
    static func resolve(_ shown: Shown, _ index: ProjectIndex) -> (key: Shown, types: [TypeFacts])? {
        guard let types = index.types(named: shown.name, nearestTo: shown.path), !types.isEmpty else { return nil }
        let declaration = types.firstIndex { $0.kind != .extension } ?? 0
        return (Shown(name: shown.name, path: types[declaration].path), types)
    }

    /// The views a declaration's code shows, in the walk's order, and its `.navigationBarItems`.
    static func shows(_ types: [TypeFacts], _ memo: Memo) -> (edges: [Shown], uses: [ModifierUse]) {
        var edges: [Shown] = [], uses: [ModifierUse] = []
        for t in types.indices {
            for m in types[t].members.indices {
                for use in types[t].members[m].evidence.modifierUses where use.name == "navigationBarItems" { uses.append(use) }
            }
        }
        for t in types.indices {
            for m in types[t].members.indices {
                for v in types[t].members[m].evidence.views where !isPushed(v.typeName, by: types[t].name, memo) {
                    edges.append(Shown(name: v.typeName, path: types[t].path))
                }
                let shown = types[t].members[m].evidence.builtInViews.intersection(memo.declaredBuiltIns)
                if !shown.isEmpty { shown.forEachName { edges.append(Shown(name: $0, path: types[t].path)) } }
            }
        }
        return (edges, uses)
    }

    /// Walks from a presentation's views (last first, as `ShownViewWalk.visit` does), adding the
    /// declarations not visited before; returns them in the order visited.
    static func reach(_ entries: [Shown], _ memo: inout Memo, _ index: ProjectIndex) -> [Int] {
        var reached: [Int] = []
        var pending = entries
        while let next = pending.popLast() {
            if memo.resolutions[next.name]?[next.path] != nil { continue }
            guard let (key, types) = resolve(next, index) else {
                memo.resolutions[next.name, default: [:]][next.path] = -1
                continue
            }
            if let id = memo.nodeByKey[key] {
                memo.resolutions[next.name, default: [:]][next.path] = id
                continue
            }
            let id = memo.nodes.count
            let (edges, uses) = shows(types, memo)
            memo.nodes.append(Memo.Node(key: key, from: next.path, edges: edges, uses: uses))
            memo.nodeByKey[key] = id
            memo.nodesByName[key.name, default: []].append(id)
            memo.resolutions[next.name, default: [:]][next.path] = id
            reached.append(id)
            pending += edges
        }
        return reached
    }

    /// Brings the kept parts and walk up to date with the stale files (ascending; those past the
    /// kept parts are new); false when the walk itself moved and must be made again (the parts
    /// are current then).
    func update(_ memo: inout Memo, _ index: ProjectIndex, stale: [Int]) -> Bool {
        let files = index.files
        let known = memo.parts.count
        var names: Set<String> = []
        var moved = false
        for f in stale {
            let declared = files[f].types.map(\.name), pushed = Self.pushed(files[f]), routes = Self.makesRoutes(files[f])
            names.formUnion(declared)
            if f < known {
                names.formUnion(memo.declaredNames[f])
                if memo.pushed[f] != pushed { moved = true }
                if memo.makesRoutes[f] || routes { memo.routeMakers = nil }
                // Written only when changed (cheap either way when the kept state is not shared).
                if memo.declaredNames[f] != declared { memo.declaredNames[f] = declared }
                if moved { memo.pushed[f] = pushed }
                if memo.makesRoutes[f] != routes { memo.makesRoutes[f] = routes }
                memo.parts[f] = part(index, file: f)
            } else {
                if !pushed.isEmpty { moved = true }
                if routes { memo.routeMakers = nil }
                memo.declaredNames.append(declared)
                memo.pushed.append(pushed)
                memo.makesRoutes.append(routes)
                memo.parts.append(part(index, file: f))
                memo.presented.append([])
                memo.hosted.append([])
            }
        }
        if moved { return false }
        // Which built-in names the project declares views of.
        let words = BuiltInViews.names.words
        if words.contains(where: names.contains) { return false }
        // Where each name the stale files declare leads, from every place it was shown from.
        for name in names {
            for (from, id) in memo.resolutions[name] ?? [:] {
                let now = Self.resolve(Shown(name: name, path: from), index)?.key
                if id < 0 ? now != nil : now != memo.nodes[id].key { return false }
            }
        }
        // The declarations of those names: the views they show, their `.navigationBarItems`.
        for name in names {
            for id in memo.nodesByName[name] ?? [] {
                guard let (_, types) = Self.resolve(Shown(name: name, path: memo.nodes[id].from), index) else { return false }
                let (edges, uses) = Self.shows(types, memo)
                if edges != memo.nodes[id].edges { return false }
                memo.nodes[id].uses = uses
            }
        }
        // The presentations of the stale files, and those showing a route's screen.
        var walk = ProjectIndex.ShownViewWalk()
        walk.routeMakers = memo.routeMakers
        var again = memo.routedFiles
        again.formUnion(stale)
        for f in again.sorted() {
            for hosted in [false, true] {
                let roots = hosted ? memo.parts[f].hostedRoots : memo.parts[f].presentedRoots
                let kept = hosted ? memo.hosted[f] : memo.presented[f]
                guard roots.count == kept.count else { return false }
                let fresh = f >= known || stale.contains(f)
                for k in roots.indices where fresh || kept[k].routed {
                    let now = Self.root(roots[k], path: files[f].path, memo, &walk, index)
                    if now.entries != kept[k].entries || now.routed != kept[k].routed { return false }
                    if !Self.same(now.makerUses, kept[k].makerUses) {
                        if hosted { memo.hosted[f][k].makerUses = now.makerUses } else { memo.presented[f][k].makerUses = now.makerUses }
                    }
                }
            }
        }
        memo.routeMakers = walk.routeMakers
        return true
    }

    static func same(_ a: [ModifierUse], _ b: [ModifierUse]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.path == $1.path && $0.span == $1.span && $0.enclosingType == $1.enclosingType && $0.name == $1.name }
    }
}
