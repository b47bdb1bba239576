/// A view presented in a cover whose `body` shows a screen per branch of what the presenter hands
/// it (`if readingMode.isPanelMode { … } else if … { … } else { Text("Placeholder") }`): each
/// branch is judged on its own, as branches written in the cover's closure are.
///
/// The trapping branch is reported once, where it is written in the view, not at each cover that
/// presents the view: that is where the close button goes, one finding stays one finding however
/// many presenters there are, and a presenter added or removed does not move it.
extension CoverMissingCloseRule {
    func checkBodyBranches(inFile f: Int, _ index: ProjectIndex) -> [Finding] {
        guard !index.files[f].bodyScreens.isEmpty else { return [] }
        let path = index.files[f].path
        var findings: [Finding] = []
        for body in index.files[f].bodyScreens where Self.followsWhatIsHandedIn(body, index) {
            var trapped = Set<Int>()
            var presenters: [String] = []
            var inCover = false
            index.forEachPresentation { site, sitePath in
                guard site.content.views.contains(where: { $0.typeName == body.typeName }),
                      let declarations = index.types(named: body.typeName, nearestTo: sitePath),
                      declarations.contains(where: { $0.path == path && $0.qualifiedName == body.qualifiedTypeName }),
                      let context = context(site, path: sitePath, index, closedElsewhere: { Self.isClosedElsewhere($0, site, sitePath, index) }) else { return }
                // The cover's own code around the view (its screen that shows it, if it has several).
                var summary: ScopeSummary
                if let split = site.screens, let screen = split.screens.first(where: { s in s.summary.views.contains { $0.typeName == body.typeName } }) {
                    summary = split.shared
                    summary.merge(screen.summary)
                } else {
                    summary = site.content
                }
                let names = context.names
                // No way out at all is the cover's own finding; one it cannot read, none.
                guard Self.search(summary, context.scope, in: site.enclosingType, at: sitePath, names: names, index).outcome == .wayOut else { return }
                var found = false
                for k in body.split.screens.indices where Self.isBranchScreen(body.split.screens[k].summary) && !Self.saysUnavailable(body.split.screens[k]) {
                    let replaced = [body.typeName: Self.branchSummary(body, k, declarations)]
                    if Self.search(summary, context.scope, in: site.enclosingType, at: sitePath, names: names, index, replacing: replaced).outcome == .none {
                        trapped.insert(k)
                        found = true
                    }
                }
                if found {
                    presenters.append(site.enclosingQualifiedType ?? sitePath)
                    inCover = inCover || context.isCover
                }
            }
            guard !trapped.isEmpty else { continue }
            let shownBy = Set(presenters).sorted()
            let by = shownBy.count == 1 ? "`\(shownBy[0])`" : "`\(shownBy[0])` and \(shownBy.count - 1) more"
            let kind = inCover ? "a full-screen cover" : "a sheet that cannot be swiped away"
            for k in trapped.sorted() {
                let name = body.split.screens[k].name
                let message: FindingMessage = "`\(body.typeName)` is presented in \(kind) (by \(by)), and its screen for \(name) has no way out while its other branches have one: no close button, no `dismiss()` call and nothing that turns the presentation off; add a Close button that \(Self.dismissAdvice(for: path, index)) there"
                findings.append(factory.make(message, path: path, span: body.spans[k], enclosingType: body.typeName))
            }
        }
        return findings
    }

    /// Whether code outside the content closes the presentation bound to `name`: an action sets
    /// it off (`= nil`, `= false`, a toggle, a value that may be nil) in the presenter, or in a
    /// type with no property of that name (so through another object: `reader.state = nil`).
    /// A type's own property of the same name (`selection = nil` in an unrelated list) is not it,
    /// nor is a new value given to an `item:` route (`readerState = state`), which replaces the
    /// screen rather than closing it. Writes only debug builds make, and those in presented content
    /// (its own way out, or a closure handed to a view there), are judged from the content (see
    /// `ProjectIndex.clearings(of:)`).
    static func isClosedElsewhere(_ name: String, _ site: PresentationSiteRef, _ sitePath: String, _ index: ProjectIndex) -> Bool {
        let presenter = site.enclosingQualifiedType ?? ""
        var model: String?
        if case let .member(base, _)? = site.binding, let owner = site.enclosingType,
           let type = index.property(base.lastDottedComponent, of: owner, preferring: sitePath)?.type {
            model = TypeNames.bareTypeName(type)
        }
        for clearing in index.clearings(of: [name])[name] ?? [] {
            if clearing.owner == presenter || clearing.owner.lastDottedComponent == model || !clearing.ownsProperty { return true }
        }
        return false
    }

    /// Whether code outside the content may turn the flag `name` off. A flag of the presenter's
    /// own `@State`, or of a model it holds (`$model.showsSearch`), is turned off only by that
    /// holder's code, the presenter's, or code writing it through a value of the holder's type (or
    /// one whose type is not known): another type's own flag of the same name (`showsSearch =
    /// false` in an unrelated view), or another model's (`gamesModel.showsSearch = false`), is
    /// not it. Any other flag (a `@Binding`, a path the model cannot type) is turned off by a
    /// write of its name anywhere.
    static func isTurnedOffElsewhere(_ name: String, _ site: PresentationSiteRef, _ sitePath: String, _ index: ProjectIndex) -> Bool {
        guard let owner = site.enclosingType, let presenter = site.enclosingQualifiedType else { return index.isTurnedOffSomewhere(name) }
        let holder: String
        switch site.binding {
        case let .property(flag)? where index.property(flag, of: owner, preferring: sitePath)?.hasWrapper("State") == true:
            holder = owner
        case let .member(base, _)? where !base.containsBytes("."):
            guard let type = index.property(base, of: owner, preferring: sitePath)?.type else { return index.isTurnedOffSomewhere(name) }
            holder = TypeNames.bareTypeName(type)
        default:
            return index.isTurnedOffSomewhere(name)
        }
        return (index.clearings(of: [name], turningOff: true)[name] ?? []).contains { write in
            if write.owner == presenter || write.owner.lastDottedComponent == holder { return true }
            guard let through = write.through else { return false }
            return through.isEmpty || through == holder || through.lastDottedComponent == holder
        }
    }

    /// A branch the user may be left on: not one that only shows progress (a loading state) or
    /// nothing at all.
    static func isBranchScreen(_ summary: ScopeSummary) -> Bool {
        guard isScreen(summary) else { return false }
        return shownView(summary) != nil || summary.builtInViews.names.contains { $0 != "EmptyView" && $0 != "ProgressView" }
    }

    /// Whether the branches follow what the presenter hands in: their conditions read a stored
    /// property with no wrapper (an initializer's parameter) and no state of the view's own
    /// (`@State`, an observed model, storage), which may change while the screen is shown and
    /// lead to another branch by itself.
    static func followsWhatIsHandedIn(_ body: BodyScreens, _ index: ProjectIndex) -> Bool {
        let declarations = index.types(qualified: body.qualifiedTypeName)
        var handedIn = false
        for name in Set(body.conditionNames) {
            guard let property = declarations.lazy.compactMap({ $0.property(named: name) }).first else { continue }
            if property.isStatic || property.isComputed { continue }
            if !property.wrappers.isEmpty { return false }
            handedIn = true
        }
        return handedIn
    }

    /// The view's code when it shows branch `k`: what its body shares and that branch, with its
    /// other members except those only the other branches use.
    static func branchSummary(_ body: BodyScreens, _ k: Int, _ declarations: [TypeFacts]) -> ScopeSummary {
        var summary = body.split.shared
        summary.merge(body.split.screens[k].summary)
        var onlyOthers = Set<String>()
        for j in body.split.screens.indices where j != k {
            onlyOthers.formUnion(body.split.screens[j].summary.memberRefs.sorted())
            onlyOthers.formUnion(body.split.screens[j].summary.calledNames.sorted())
        }
        onlyOthers.subtract(summary.memberRefs.sorted())
        onlyOthers.subtract(summary.calledNames.sorted())
        for t in declarations.indices {
            for m in declarations[t].members.indices where declarations[t].members[m].name != "body" && !onlyOthers.contains(declarations[t].members[m].name) {
                summary.merge(declarations[t].members[m].summary)
            }
        }
        return summary
    }
}
