/// Questions over the presentation-state model (see `StateGraph.swift`): who writes what in which
/// action, and what a child does with the bindings and closures its parent hands it. Answered
/// from the merged facts; nothing here reads a file again.
extension ProjectIndex {
    /// The actions of a type (by qualified name, as `StateAction.owner` spells it), from every file.
    public func actions(of qualifiedType: String) -> [StateAction] { actionsByOwner[qualifiedType] ?? [] }

    /// What the view type `typeName` (the declaration code in `path` means) does with its parameter
    /// `name`: assigns it (itself, through a control such as `TextField`, or through a view of the
    /// project it hands `$name` to), calls it, or hands it somewhere the linted code does not show.
    /// Nil when the type is not in the linted files.
    public func use(ofParameter name: String, in typeName: String, nearestTo path: String) -> ParameterUse? {
        parameterUse(name, in: typeName, nearestTo: path, depth: 0)
    }

    /// How deep `use(ofParameter:in:nearestTo:)` follows a binding from view to view.
    static let parameterFollowDepth = 4

    private func parameterUse(_ name: String, in typeName: String, nearestTo path: String, depth: Int) -> ParameterUse? {
        guard let types = types(named: typeName, nearestTo: path), !types.isEmpty else { return nil }
        var use: ParameterUse = []
        // A parameter of a memberwise initializer is a stored property; with another initializer
        // the label may name anything.
        if !types.indices.contains(where: { types[$0].property(named: name) != nil }) { use.insert(.unknown) }
        for t in types.indices {
            let members = types[t].members
            for m in members.indices {
                let e = members[m].evidence
                if e.calledNames.contains(name) { use.insert(.calls) }
                if e.stateChanges.contains(where: { $0.target == name || $0.target.firstDottedComponent == name }) { use.insert(.writes) }
                guard e.passedBindings.contains(name) else { continue }
                var followed = false
                for v in e.views.indices {
                    for (label, bound) in e.views[v].bindingArguments where bound == name || bound.firstDottedComponent == name {
                        followed = true
                        if PresentationVocabulary.builtInViews.contains(e.views[v].typeName) {
                            use.insert(.writes)   // a control edits what it is bound to
                        } else if depth < Self.parameterFollowDepth,
                                  let inner = parameterUse(label, in: e.views[v].typeName, nearestTo: types[t].path, depth: depth + 1) {
                            use.formUnion(inner)
                        } else {
                            use.insert(.unknown)
                        }
                    }
                }
                // Handed to a modifier or a function (`.focused($x)`, `picker($x)`): not followed.
                if !followed { use.insert(.unknown) }
            }
        }
        return use
    }
}
