extension ProjectIndex {
    /// The view types presented content shows, directly or through the views those show in turn
    /// (a router whose body switches over its route, the screens of a navigation stack in a
    /// sheet), each declaration visited once however many presentations reach it and however
    /// the views cycle: one walk over the project's views for all of a rule's presentations,
    /// linear in the project's size. A walk is kept for one run of a rule.
    public struct ShownViewWalk {
        /// The declarations visited, by name and the file of the declaration chosen.
        var visited: Set<Visit> = []
        /// The views waiting to be visited, with the file whose code shows them (kept between
        /// calls for its storage).
        var pending: [(name: String, path: String)] = []
        /// The built-in view names (`Text`, `List`) the project declares views of its own by.
        var declaredBuiltIns: BuiltInViewSet?
        /// (type, view): code of the type pushes the view as a navigation destination.
        var pushed: Set<Visit>?

        struct Visit: Hashable {
            var name: String
            var path: String
        }
        /// Enums whose members switch over `self` to make views, by member name: made when a
        /// presentation first shows a member of its route (see `routeMember`).
        var routeMakers: [String: [TypeFacts]]?

        public init() {}

        /// Visits the declarations of the views named (resolved near `path`) and of every view
        /// their code shows, calling `body` once with each declaration and its extensions. Views
        /// pushed as navigation destinations are screens of their own, and are not followed.
        public mutating func visit(views: [ViewReference], builtIns: BuiltInViewSet, shownBy owner: String?, from path: String, in index: ProjectIndex,
                                   _ body: ([TypeFacts]) -> Void) {
            if views.isEmpty && builtIns.isEmpty { return }
            if declaredBuiltIns == nil {
                var declared = BuiltInViewSet()
                let words = BuiltInViews.names.words
                for k in words.indices where index.isDeclared(words[k]) { declared.insert(position: k) }
                declaredBuiltIns = declared
                var pairs: Set<Visit> = []
                for f in index.files.indices { for p in index.files[f].pushedViews { pairs.insert(Visit(name: p.owner, path: p.view)) } }
                pushed = pairs
            }
            let declaredBuiltIns = declaredBuiltIns ?? BuiltInViewSet()
            let pushed = pushed ?? []
            /// Whether code of `type` shows `view` only by pushing it (the few types that push
            /// any view are asked; a type both showing and pushing a view counts as pushing it).
            func isPushed(_ view: String, by type: String?) -> Bool {
                guard !pushed.isEmpty, let type else { return false }
                return pushed.contains(Visit(name: type, path: view))
            }
            pending.removeAll(keepingCapacity: true)
            for v in views.indices where !isPushed(views[v].typeName, by: owner) { pending.append((views[v].typeName, path)) }
            // Built-in names too: a project may declare a view of the same name.
            builtIns.intersection(declaredBuiltIns).forEachName { pending.append(($0, path)) }
            while let next = pending.popLast() {
                guard let types = index.types(named: next.name, nearestTo: next.path), !types.isEmpty else { continue }
                let declaration = types.firstIndex { $0.kind != .extension } ?? 0
                guard visited.insert(Visit(name: next.name, path: types[declaration].path)).inserted else { continue }
                body(types)
                // By position: each view reference copied out retained its strings and arrays.
                for t in types.indices {
                    for m in types[t].members.indices {
                        let views = types[t].members[m].evidence.views
                        for v in views.indices where !isPushed(views[v].typeName, by: types[t].name) { pending.append((views[v].typeName, types[t].path)) }
                        let shown = types[t].members[m].evidence.builtInViews.intersection(declaredBuiltIns)
                        if !shown.isEmpty { shown.forEachName { pending.append(($0, types[t].path)) } }
                    }
                }
            }
        }

        /// The member of a presentation's route that makes its screen (`makeSheetView` in
        /// `.sheet(item: $route) { $0.makeSheetView() }`): a member of that name of the route's
        /// enum, found by the type of the presentation's binding when the index knows it, else
        /// among the enums that map their cases to views through a member of that name, the one
        /// nearest to `path`.
        public mutating func routeMember(_ name: String, bindingLabel: String?, binding: PresentationBinding?, owner: String?, path: String,
                                         in index: ProjectIndex) -> MemberFact? {
            if let types = index.itemTypes(bindingLabel: bindingLabel, binding: binding, owner: owner, path: path) {
                return ProjectIndex.member(name, in: types)
            }
            if routeMakers == nil { routeMakers = Self.routeMakers(index) }
            guard let candidates = routeMakers?[name], !candidates.isEmpty else { return nil }
            var best: TypeFacts?
            var bestShared = -1
            var tie = false
            for c in candidates {
                let shared = Self.sharedDirectories(c.path, path)
                if shared > bestShared { (best, bestShared, tie) = (c, shared, false) } else if shared == bestShared { tie = true }
            }
            guard let best, !tie else { return nil }
            return best.member(named: name)
        }

        static func routeMakers(_ index: ProjectIndex) -> [String: [TypeFacts]] {
            var table: [String: [TypeFacts]] = [:]
            for f in index.files.indices {
                let types = index.files[f].types
                for t in types.indices where types[t].kind == .enum && !types[t].caseViews.isEmpty {
                    for m in types[t].members where !m.evidence.views.isEmpty || !m.evidence.builtInViews.isEmpty {
                        table[m.name, default: []].append(types[t])
                    }
                }
            }
            return table
        }

        /// How many leading directories two paths share.
        static func sharedDirectories(_ a: String, _ b: String) -> Int {
            var shared = 0
            var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
            while let p = x.next(), let q = y.next(), p == q {
                if p == UInt8(ascii: "/") { shared += 1 }
            }
            return shared
        }
    }

    /// The declaration and extensions of the type an `item:` presentation's binding holds (its
    /// label, binding and presenting type given)
    /// (`$route` of the presenter, `$model.route` of a model it holds), when that type is an
    /// enum the index knows; nil otherwise.
    public func itemTypes(bindingLabel: String?, binding: PresentationBinding?, owner: String?, path: String) -> [TypeFacts]? {
        guard bindingLabel == "item", let owner else { return nil }
        var type: String?
        var model: String?
        switch binding {
        case let .property(name)?:
            type = property(name, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName)
        case let .member(base, name)?:
            guard !base.containsBytes(".") else { return nil }
            model = property(base, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName)
            guard let model else { return nil }
            type = property(name, of: model, preferring: path)?.type.map(TypeNames.bareTypeName)
        default:
            return nil
        }
        guard let type else { return nil }
        // A route nested in its model (`UIState.Route`) is meant before any other of its name.
        var types = model.map { self.types(qualified: $0 + "." + type) } ?? []
        if types.isEmpty { types = self.types(named: type.lastDottedComponent, nearestTo: path) ?? [] }
        return types.indices.contains(where: { types[$0].kind == .enum }) ? types : nil
    }
}
