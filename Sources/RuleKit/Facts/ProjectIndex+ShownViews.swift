extension ProjectIndex {
    /// What a walk through the views presented content shows needs of the index besides its
    /// lookups: the screen a route's own member makes (`routeMember`). The walk itself, each
    /// declaration visited once however many presentations reach it and however the views
    /// cycle, is the rule's that follows it (`DeprecatedPresentationApiRule+Walk.swift`). A walk
    /// is kept for one run of a rule.
    public struct ShownViewWalk {
        /// A view shown (by name) from a file, or a declaration visited (by name and the file
        /// of the declaration chosen).
        struct Visit: Hashable {
            var name: String
            var path: String
        }
        /// Enums whose members switch over `self` to make views, by member name: made when a
        /// presentation first shows a member of its route (see `routeMember`).
        var routeMakers: [String: [TypeFacts]]?

        public init() {}

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
