extension ProjectIndex {
    /// A walk through the views shown by presented content: from the views a presentation's
    /// content shows (`entries`), to the declarations of those views, to the views their code
    /// shows in turn, each declaration visited once in a walk however many presentations reach it
    /// and however the views cycle (`reach`). A view a type pushes (`NavigationLink(destination:)`,
    /// `.navigationDestination`) is a screen of its own, not shown in place, and is not followed.
    /// Also: the screen a route's own member makes (`routeMember`). A walk is made for one run of a
    /// rule and reads the index it was made on.
    struct ShownViewWalk {
        /// A view shown (by name) from a file, or a declaration visited (by name and the file
        /// of the declaration chosen).
        struct Visit: Hashable {
            var name: String
            var path: String
        }
        let index: ProjectIndex
        /// The built-in view names the project declares views of (its own `Label`, `Badge`).
        let declaredBuiltIns: BuiltInViewSet
        /// Every shown name followed so far, from the file it was shown from.
        var followed: Set<Visit> = []
        /// Every declaration visited so far.
        var visited: Set<Visit> = []
        /// Enums whose members switch over `self` to make views, by member name: made when a
        /// presentation first shows a member of its route (see `routeMember`).
        var routeMakers: [String: [TypeFacts]]?

        init(_ index: ProjectIndex) {
            self.index = index
            var declared = BuiltInViewSet()
            let words = BuiltInViews.names.words
            for k in words.indices where index.isDeclared(words[k]) { declared.insert(position: k) }
            declaredBuiltIns = declared
        }

        /// Where a walk starts from content in `path` of the type `owner` that shows `views` (and
        /// the built-in `builtInViews`): the project's views among them that the owner does not push.
        func entries(views: [ViewReference], builtInViews: BuiltInViewSet, path: String) -> [Visit] {
            var entries: [Visit] = []
            for v in views where !v.isPushed { entries.append(Visit(name: v.typeName, path: path)) }
            builtInViews.intersection(declaredBuiltIns).forEachName { entries.append(Visit(name: $0, path: path)) }
            return entries
        }

        /// The declarations (each with its extensions) first reached from content showing
        /// `entries`, in the order visited: the views shown, last first, and the views each
        /// visited declaration's code shows.
        mutating func reach(_ entries: [Visit]) -> [[TypeFacts]] {
            var reached: [[TypeFacts]] = []
            var pending = entries
            while let next = pending.popLast() {
                guard followed.insert(next).inserted, let types = index.types(named: next.name, nearestTo: next.path), !types.isEmpty else { continue }
                let declaration = types.firstIndex { $0.kind != .extension } ?? 0
                guard visited.insert(Visit(name: next.name, path: types[declaration].path)).inserted else { continue }
                reached.append(types)
                pending += shown(by: types)
            }
            return reached
        }

        /// The views a declaration's code shows (its members', in order), as places to follow.
        func shown(by types: [TypeFacts]) -> [Visit] {
            var shown: [Visit] = []
            for t in types.indices {
                for m in types[t].members.indices {
                    let summary = types[t].members[m].summary
                    shown += entries(views: summary.views, builtInViews: summary.builtInViews, path: types[t].path)
                }
            }
            return shown
        }

        /// The member of a presentation's route that makes its screen (`makeSheetView` in
        /// `.sheet(item: $route) { $0.makeSheetView() }`): a member of that name of the route's
        /// enum, found by the type of the presentation's binding when the index knows it, else
        /// among the enums that map their cases to views through a member of that name, the one
        /// nearest to `path`.
        mutating func routeMember(_ name: String, bindingLabel: String?, binding: PresentationBinding?, owner: String?, path: String) -> MemberFact? {
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
                    for m in types[t].members where !m.summary.views.isEmpty || !m.summary.builtInViews.isEmpty {
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
