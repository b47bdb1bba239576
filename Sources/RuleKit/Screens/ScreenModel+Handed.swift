/// What a presented view is handed by its presenter: values, bindings, records it edits.
extension ScreenModel {
    /// The first value of the presenter that `screen` is handed as a plain value (`viewModel.email`,
    /// `self.meeting`, the `subject` of its form): a stored property of the presenter's instance,
    /// what it holds and shows. Not a constant it declares with its value (`let supportAddress =
    /// "…"`), not text it computes for the occasion (`var emailSubject: String { "Help with
    /// \(appVersion)" }`, a support mail's), and not a binding.
    static func presenterValue(handedTo screen: ViewReference, presenter: String, path: String, _ index: ProjectIndex) -> String? {
        for (_, value) in screen.valueArguments.sorted(by: { $0.key < $1.key }) {
            let written = value.hasPrefix("self.") ? String(value.dropFirst(5)) : value
            let root = String(written.firstDottedComponent)
            guard let p = index.property(root, of: presenter, preferring: path), !p.isStatic, !p.isComputed, !p.isFunctionType else { continue }
            // A `let` whose type is inferred has its value where it is declared: a constant.
            if p.isLet && p.declaredType == nil { continue }
            return written
        }
        return nil
    }

    /// How many bindings of the presenter's state (other than the flag) `screen` is handed, and how
    /// many of them it writes: `$filters`, or a binding made by hand whose setter writes the
    /// presenter's state (`filters: Binding(get: { model.filters }, set: { model.filters = $0 })`).
    static func presenterBindings(handedTo screen: ViewReference, typeName: String, presenter: String, flag: String?, path: String,
                                  _ index: ProjectIndex) -> (count: Int, written: Int) {
        var count = 0, written = 0
        func isPresenterState(_ bound: String) -> Bool { Self.isPresenterState(bound, presenter: presenter, path: path, index) }
        func handed(_ label: String) {
            count += 1
            if let use = index.use(ofParameter: label, in: typeName, nearestTo: path), use.contains(.writes) { written += 1 }
        }
        for (label, bound) in screen.bindingArguments.sorted(by: { $0.key < $1.key }) where bound != flag {
            if isPresenterState(bound) { handed(label) }
        }
        for (label, derived) in screen.derivedBindingArguments.sorted(by: { $0.key < $1.key }) {
            let roots = derived.writes.map { String($0.target.firstDottedComponent) }.filter { $0 != flag }
            if roots.contains(where: isPresenterState) {
                handed(label)
            } else if derived.writes.isEmpty, derived.helper == nil, derived.mapper == nil,
                      index.use(ofParameter: label, in: typeName, nearestTo: path)?.contains(.writes) == true {
                // A setter that writes nothing of the kind but hands the value on to the presenter's
                // code (`set: { draft in store.insert(draft) }`), which the view writes: it hands back.
                count += 1
                written += 1
            }
        }
        return (count, written)
    }

    /// The presenter's record (a stored value of an `Identifiable` type of the project, `movie` of
    /// `@State var movie: Movie`) handed to `screen` as a `$binding` whose fields the view edits
    /// (`TextField("Title", text: $movie.title)`, `movie.monitored = true`), itself or through the
    /// views it hands them to: a form editing that record. A picker writes a chosen value whole
    /// (`selection = category`); a filter or an options panel edits the fields of a value that
    /// identifies nothing.
    static func editedRecord(handedTo screen: ViewReference, typeName: String, presenter: String, flag: String?, path: String,
                             _ index: ProjectIndex) -> String? {
        for (label, bound) in screen.bindingArguments.sorted(by: { $0.key < $1.key }) where bound != flag && !bound.containsBytes(".") {
            guard let p = index.property(bound, of: presenter, preferring: path), !p.isStatic, !p.isComputed, let type = p.type,
                  index.isIdentifiable(type) == true,
                  index.use(ofParameter: label, in: typeName, nearestTo: path)?.contains(.writesPart) == true else { continue }
            return bound
        }
        return nil
    }
}
