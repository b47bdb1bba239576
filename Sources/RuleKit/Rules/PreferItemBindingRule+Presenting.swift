/// What `PreferItemBindingRule` reads around one `isPresented:` site: the optional its raisers
/// select for the content, and the exemptions where `item:` would change what the view does.
extension PreferItemBindingRule {
    /// The optional found to be the content's selection, under its prefix (`"model."` for a
    /// model's), and how it is selected.
    struct Selected {
        var prefix: String
        var property: PropertyFact
        /// Set only in a `Task` or completion the raising action starts.
        var later: Bool
        /// A raiser may leave it nil.
        var possiblyNil: Bool
        var path: String { prefix + property.name }
    }

    /// One `isPresented:` site with what the rule reads around it: where the flag lives, what the
    /// content reads, the presenting type and the model, and every action raising the flag.
    struct Presenting {
        let site: PresentationSiteRef
        let source: FlagSource
        let enclosing: String
        let path: String
        let index: ProjectIndex
        let reads: ContentReads
        let presenterQualified: String
        let presenterTypes: [TypeFacts]
        let modelTypes: [TypeFacts]
        /// Where a selection may be made: the presenting type, and the owner of model state.
        let selectingTypes: [String]
        let modelIsObservableObject: Bool
        /// Every action that raises the flag, in the presenter's code and the model's.
        let raisers: [StateAction]

        init(site: PresentationSiteRef, source: FlagSource, enclosing: String, path: String, rule: PreferItemBindingRule, _ index: ProjectIndex) {
            self.site = site
            self.source = source
            self.enclosing = enclosing
            self.path = path
            self.index = index
            reads = rule.contentReads(of: site, ownedByPresenter: source.owner == enclosing, enclosing: enclosing, path: path, index)
            presenterQualified = site.enclosingQualifiedType ?? enclosing
            presenterTypes = site.enclosingQualifiedType.map { index.types(qualified: $0) } ?? []
            var modelTypes = source.owner == enclosing ? [] : (index.types(named: source.owner, nearestTo: path) ?? [])
            // A model class inherits its base classes' state (`final class Detail: BaseModel`): the
            // project's base classes, a few levels up, are the model too.
            if !modelTypes.isEmpty { modelTypes += PreferItemBindingRule.baseClasses(of: modelTypes, path: path, index) }
            self.modelTypes = modelTypes
            var selectingTypes = [presenterQualified]
            for t in modelTypes.indices { selectingTypes.append(modelTypes[t].qualifiedName) }
            self.selectingTypes = selectingTypes
            modelIsObservableObject = modelTypes.indices.contains { modelTypes[$0].inheritance.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" } }
            raisers = source.flag.map { index.raisers(of: $0, in: selectingTypes) } ?? []
        }

        /// The presenter's declarations: those of its qualified name, or those of its name nearest the file.
        var presenterDeclarations: [TypeFacts] {
            presenterTypes.isEmpty ? (index.types(named: enclosing, nearestTo: path) ?? []) : presenterTypes
        }

        /// The flag's path (`flag`, `model.flag`); nil for a binding made by hand from an optional.
        var flagPath: String? { source.flag.map { source.prefix + $0 } }

        // MARK: Which facts: the selection

        /// The optional the content is about: the model's (for `$model.flag`) or the presenter's
        /// own, first in declaration order, that is a `selection`.
        func selectedOptional() -> Selected? {
            let candidates: [(types: [TypeFacts], prefix: String)] = source.prefix.isEmpty
                ? [(presenterDeclarations, "")]
                : [(modelTypes, source.prefix), (presenterTypes, "")]
            for c in candidates.indices {
                let types = candidates[c].types
                for t in types.indices {
                    let properties = types[t].properties
                    for p in properties.indices where PreferItemBindingRule.mayHoldSelection(properties[p]) {
                        let answer = selection(properties[p], prefix: candidates[c].prefix)
                        if answer.isSelection {
                            return Selected(prefix: candidates[c].prefix, property: properties[p], later: answer.later, possiblyNil: answer.possiblyNil)
                        }
                    }
                }
            }
            return nil
        }

        /// The optional `p` (one that `mayHoldSelection`; a property of the model when `prefix` is
        /// not empty) as the content's selection, and whether that selection is made only in work
        /// an action starts.
        func selection(_ p: PropertyFact, prefix: String) -> (isSelection: Bool, later: Bool, possiblyNil: Bool) {
            let no = (false, false, false)
            guard !p.wrappers.contains(where: PreferItemBindingRule.excludedWrappers.contains) else { return no }
            if !prefix.isEmpty && !isBindableFromView(p) { return no }
            let optionalPath = prefix + p.name
            guard isReadAsValue(optionalPath) else { return no }
            let kind = PreferItemBindingRule.kind(of: p.declaredType ?? p.inferredType, index)
            if kind.collaborator { return no }
            guard let flag = source.flag else {
                // A binding made by hand from this optional: the flag is derived from it.
                if kind.view && !(p.declaredType.map(PreferItemBindingRule.isViewType) ?? false) { return no }
                return (optionalPath == source.derivedFrom, false, false)
            }
            guard isSelectedForPresentation(p, flag: flag, optionalPath: optionalPath) else { return no }
            // A raiser may leave it nil (`try?`, a failable initializer): then the sheet shows what
            // the content makes of nil. Content that gives nil a meaning (a placeholder, an
            // `else`) would change behaviour under `item:`; content that needs the value shows an
            // empty sheet (or stops), which `item:` avoids by not presenting.
            let possiblyNil = index.isSelectedPossiblyNil(p.name, flag, in: selectingTypes)
            if possiblyNil && !reads.needsValue(optionalPath) { return no }
            if someRaiserSelectsNothing(p, flag: flag) { return no }
            // A view kept as a value, or any other type the linter keeps apart, counts only when
            // every raiser selects it: then it is what the sheet is about.
            if kind.view {
                guard !raisers.isEmpty, raisers.allSatisfy({ $0.selects(p.name) }), p.declaredType.map(PreferItemBindingRule.isViewType) ?? false else { return no }
            }
            return (true, index.isSelectedLater(p.name, flag, in: selectingTypes), possiblyNil)
        }

        /// Another type's `private(set)` optional cannot be bound from the view: `$vm.x` does not
        /// compile. An `ObservableObject`'s optional that is not `@Published` can be bound, but
        /// setting it alone would not update the view: `item:` would never present.
        func isBindableFromView(_ p: PropertyFact) -> Bool {
            !(p.hasPrivateSetter || (!p.wrappers.contains("Published") && modelIsObservableObject))
        }

        /// The content reads the optional as a value: it unwraps it or passes it on, or hands
        /// `$x` only to views that read it. One that writes it (a picker's output) fills it in,
        /// and a flag mapped from it by an unknown mapper may write it: then it is no selection.
        func isReadAsValue(_ optionalPath: String) -> Bool {
            let boundReadOnly = readsThroughReadOnlyBinding(optionalPath)
            if reads.bindings.contains(optionalPath) && !boundReadOnly { return false }
            // A flag mapped from it (`.isNotNil($x)`) handed to a view closes the presentation
            // as `item:` would, when the project's mapper only clears; another mapper may write.
            if handsOnThroughUnknownMapper(optionalPath) { return false }
            return reads.unwrapped.contains(optionalPath) || reads.passed.contains(optionalPath) || boundReadOnly
        }

        /// Selected for this presentation: set in the action that raises the flag, in the
        /// presenter's code, through a child it hands `$flag` and the optional to, or the flag
        /// is raised only as the optional changes (`.onChange(of: x)`); and not cleared as it is raised.
        func isSelectedForPresentation(_ p: PropertyFact, flag: String, optionalPath: String) -> Bool {
            let observedOnly = !raisers.isEmpty && raisers.allSatisfy { $0.observed.map { $0.hasLastDottedComponent(p.name) } ?? false }
            let together = index.areSelectedTogether(p.name, flag, in: selectingTypes) || observedOnly
                || selectedThroughChild(p.name, flag: source.prefix + flag, optionalPath: optionalPath)
            return together && !index.isCleared(p.name, whileSetting: flag)
        }

        /// A raiser that sets the flag and nothing else presents with no selection made (a
        /// toggle too, unless it sits in presented content, where it closes).
        func someRaiserSelectsNothing(_ p: PropertyFact, flag: String) -> Bool {
            raisers.contains(where: { a in
                a.setsOnNothingBut(flag) && !(a.observed.map { $0.hasLastDottedComponent(p.name) } ?? false)
                    && (a.selects(flag) || !a.isInPresentedContent)
            })
        }

        /// `$p` handed to a view as a flag made by a `Binding` extension method the project does
        /// not define as a clearing flag (`OptionalFlagMapper`).
        func handsOnThroughUnknownMapper(_ optionalPath: String) -> Bool {
            reads.views.contains { v in
                !v.derivedBindingArguments.isEmpty && v.derivedBindingArguments.values.contains { d in
                    guard let mapper = d.mapper else { return false }
                    return d.nilTests.contains(optionalPath) && !index.optionalFlagMappers.contains(mapper)
                }
            }
        }

        /// `$p` handed to a view of the project that never writes it (a web view taking `Binding<URL?>`): a value.
        func readsThroughReadOnlyBinding(_ optionalPath: String) -> Bool {
            guard reads.bindings.contains(optionalPath) else { return false }
            var receivers = 0
            for v in reads.views.indices {
                for (label, bound) in reads.views[v].bindingArguments where bound == optionalPath {
                    guard let use = index.use(ofParameter: label, in: reads.views[v].typeName, nearestTo: path), use.isEmpty else { return false }
                    receivers += 1
                }
            }
            return receivers > 0
        }

        /// The presenter hands `$flag` and the optional (`$x`, or a binding made by hand whose
        /// setter assigns it) to a child view whose own action sets both parameters.
        func selectedThroughChild(_ name: String, flag: String, optionalPath: String) -> Bool {
            guard !presenterTypes.isEmpty else { return false }
            for handed in index.viewsHanded(flag, in: presenterQualified) {
                let view = handed.view
                guard let flagLabel = view.bindingArguments.first(where: { $0.value == flag })?.key else { continue }
                var optionalLabels = view.bindingArguments.filter { $0.value == optionalPath }.map(\.key)
                for (label, d) in view.derivedBindingArguments where d.writes.contains(where: { $0.target == optionalPath && $0.value != .off }) {
                    optionalLabels.append(label)
                }
                guard !optionalLabels.isEmpty, let child = index.types(named: view.typeName, nearestTo: handed.path) else { continue }
                for c in child.indices {
                    for a in index.raisers(of: flagLabel, in: child[c].qualifiedName) where optionalLabels.contains(where: a.selects) {
                        return true
                    }
                }
            }
            return false
        }

        // MARK: Exemptions

        /// The content changes the optional while it stays up: it moves on to another step
        /// (`step = .crop`), or clears a one-time seed without closing (`query = nil`). With
        /// `item:` the first would present anew and the second would close the sheet.
        func contentChangesSelection(_ selected: Selected) -> Bool {
            let selectedPath = selected.path
            if reads.changes.contains(where: { $0.target == selectedPath && $0.value != .off }) { return true }
            if let flagPath, reads.changes.contains(where: { $0.target == selectedPath && $0.value == .off })
                && !reads.changes.contains(where: { $0.target == flagPath && ($0.value == .off || $0.value == .toggle) }) { return true }
            return false
        }

        /// Another object's optional may also be changed by the views the content shows, under
        /// whatever name they hold that object (a details screen whose Cancel puts back the
        /// theme it started from: `themeModel.detailsTheme = original`).
        func shownViewsChangeSelection(_ selected: Selected) -> Bool {
            let selectedName = selected.property.name
            return !selected.prefix.isEmpty && site.content.views.contains(where: { view in
                guard !BuiltInViews.names.contains(view.typeName),
                      let shown = index.summary(of: view.typeName, nearestTo: path) else { return false }
                return shown.stateChanges.contains { $0.value != .off && $0.target.containsBytes(".") && $0.targetEnds(with: selectedName) }
            })
        }

        /// A selection the presenter binds to a control (`List(selection: $selected)`, a
        /// `Picker`) is that control's state too: `item:` would present on every pick and
        /// clear the control's selection as the sheet closes. (Content handing it to a view that
        /// only reads it is a value. A flag derived from the optional presents on every pick and
        /// clears it as it closes already, as `item:` would.)
        func selectionIsControlState(_ selected: Selected) -> Bool {
            let selectedPath = selected.path
            for t in presenterTypes.indices where source.flag != nil {
                let members = presenterTypes[t].members
                for m in members.indices where members[m].summary.passedBindings.contains(selectedPath) {
                    // The views the member shows, and those of this content (kept apart from the
                    // member's own when the content is presented).
                    let views = members[m].summary.views + reads.views
                    let onlyReaders = views.indices.allSatisfy { v in
                        views[v].bindingArguments.allSatisfy { label, bound in
                            bound != selectedPath || index.use(ofParameter: label, in: views[v].typeName, nearestTo: path)?.isEmpty == true
                        }
                    }
                    let receivers = views.indices.contains { v in views[v].bindingArguments.values.contains(selectedPath) }
                    if !(onlyReaders && receivers) { return true }
                }
            }
            return false
        }

        /// The presenter uses the selection beyond the presentation (a row's spinner while the
        /// chosen item activates): `item:` would clear it as the sheet closes. Helpers the
        /// content shows or calls, and theirs, are the presentation's own code. (A binding made
        /// by hand clears it as the sheet closes already.)
        func selectionUsedBeyondPresentation(_ selected: Selected) -> Bool {
            guard source.flag != nil else { return false }
            let selectedPath = selected.path
            var outside: [(path: String, member: String?)] = []
            for t in presenterTypes.indices {
                let all = presenterTypes[t].pathsReadOutsidePresentations
                for r in all.indices where all[r].path == selectedPath { outside.append(all[r]) }
            }
            guard !outside.isEmpty else { return false }
            let contentMembers = presentationMembers()
            return outside.contains(where: { read in !(read.member.map(contentMembers.contains) ?? false) })
        }

        /// The presenter's members the content shows or calls, and theirs (up to 64 names).
        func presentationMembers() -> NameSet {
            var contentMembers = site.content.memberRefs.union(site.content.calledNames)
            var pending = Array(contentMembers)
            while let name = pending.popLast(), contentMembers.count < 64 {
                guard let member = ProjectIndex.member(name, in: presenterTypes) else { continue }
                for next in member.summary.memberRefs.union(member.summary.calledNames) where contentMembers.insert(next).inserted {
                    pending.append(next)
                }
            }
            return contentMembers
        }

        /// The same selection read by another presentation of the view, in any of its files (a
        /// menu sheet whose actions open a report sheet about the same item, a delete
        /// confirmation whose action selects the same row): `item:` on this one would present it
        /// whenever that other one's action selects the value, and clear the value as it closes,
        /// under the presentation that comes next. (Counted once per type: asking every other
        /// site, for each site, was quadratic in a generated file of screens.)
        func selectionReadByAnotherPresentation(_ selected: Selected) -> Bool {
            let selectedPath = selected.path
            let readsItself = site.content.unwrappedPaths.contains(selectedPath) || site.content.passedPaths.contains(selectedPath)
                || site.content.passedBindings.contains(selectedPath)
            let readers = presenterTypes.isEmpty
                ? presenterDeclarations.reduce(0) { n, t in n + t.pathsReadByPresentations.filter { $0 == selectedPath }.count }
                : index.presentationReads(of: selectedPath, in: presenterQualified)
            return readers > (readsItself ? 1 : 0)
        }
    }
}
