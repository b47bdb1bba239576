import Dispatch

/// Questions over the presentation-state model (see `StateGraph.swift`): who writes what in which
/// action, and what a child does with the bindings and closures its parent hands it. Answered
/// from the merged facts; nothing here reads a file again.
extension ProjectIndex {
    /// The actions of a type (by qualified name, as `StateAction.owner` spells it), from every file.
    public func actions(of qualifiedType: String) -> [StateAction] {
        actionRefs(of: qualifiedType).map { files[Int($0.file)].actions[Int($0.action)] }
    }

    /// A type whose actions clear a value: set it off, toggle it, or give it a value that may be
    /// nil (see `clearings(of:)`).
    public struct Clearing: Hashable, Sendable {
        /// The type writing it (qualified, as `StateAction.owner` spells it).
        public var owner: String
        /// The owner has a property of the value's name: it may clear its own, not another
        /// object's (`reader.state = nil`).
        public var ownsProperty: Bool
        /// Written through another value (`reader.state = nil`): that value's declared type, bare
        /// (`Reader`), or `""` where the owner declares no property of the value's name (a
        /// local, a parameter). Nil for a write of the owner's own (`state = nil`).
        public var through: String? = nil
    }

    /// For each of `names`, the types whose actions clear a value of that name, in release code
    /// outside presented content (what content does to its own presentation is read from the
    /// content; a closure handed to a view there runs only if the view calls it). One pass over
    /// the actions, whatever the number of names.
    /// With `turningOff`, the writes that may turn a flag off count instead: off, a toggle, or a
    /// value the code computes (`showsIntro = isFirstLaunch`).
    public func clearings(of names: Set<String>, turningOff: Bool = false) -> [String: Set<Clearing>] {
        var found: [String: Set<Clearing>] = [:]
        guard !names.isEmpty else { return found }
        for name in names {
            for ref in writers(of: name) {
                let action = files[Int(ref.file)].actions[Int(ref.action)]
                for write in action.writes where write.name == name && (turningOff ? write.value != .on : write.clears)
                    && !write.isContentsOwn && !write.isDebugOnly {
                    let owner = String(action.owner.lastDottedComponent)
                    let owns = property(write.name, of: owner) != nil
                    var through: String?
                    if write.target.containsBytes(".") {
                        through = property(String(write.target.firstDottedComponent), of: owner)?.type.map { TypeNames.bareTypeName($0) } ?? ""
                    }
                    found[write.name, default: []].insert(Clearing(owner: action.owner, ownsProperty: owns, through: through))
                }
            }
        }
        return found
    }

    /// The actions of the code of `declarations` (a type and its extensions, as
    /// `types(named:nearestTo:)` gives them): another target may declare a type of the same name,
    /// whose actions are not these.
    public func actions(of declarations: [TypeFacts]) -> [StateAction] {
        var found: [StateAction] = []
        for name in Set(declarations.map(\.qualifiedName)).sorted() {
            for r in actionRefs(of: name) {
                let file = files[Int(r.file)]
                if declarations.contains(where: { $0.path == file.path && $0.qualifiedName == name }) { found.append(file.actions[Int(r.action)]) }
            }
        }
        return found
    }

    /// Where the actions writing a value named `name` (`flag`, or `route` of `model.route`) are in
    /// `files`.
    func writers(of name: String) -> [ActionRef] {
        writerTable.table {
            var writers: [String: [ActionRef]] = [:]
            for f in files.indices { Self.addWriters(of: files[f], at: f, to: &writers) }
            return writers
        }[name] ?? []
    }

    /// Adds the actions of `file` (at `position` in `files`) to a writer table, once per name each.
    static func addWriters(of file: FileFacts, at position: Int, to writers: inout [String: [ActionRef]]) {
        for a in file.actions.indices {
            var names: [String] = []
            for w in file.actions[a].writes where !names.contains(w.name) { names.append(w.name) }
            for name in names { writers[name, default: []].append(ActionRef(file: position, action: a)) }
        }
    }

    /// Where the actions of a type (by qualified name) are in `files`.
    func actionRefs(of qualifiedType: String) -> [ActionRef] {
        actionTable.table {
            var actions: [String: [ActionRef]] = [:]
            actions.reserveCapacity(files.reduce(0) { $0 + $1.actions.count })
            for f in files.indices { for a in files[f].actions.indices { actions[files[f].actions[a].owner, default: []].append(ActionRef(file: f, action: a)) } }
            return actions
        }[qualifiedType] ?? []
    }

    /// The actions of a type (by qualified name) that set `flag` on or toggle it, in file order.
    public func raisers(of flag: String, in qualifiedType: String) -> [StateAction] {
        var found: [StateAction] = []
        for r in actionRefs(of: qualifiedType) where files[Int(r.file)].actions[Int(r.action)].raises(flag) {
            found.append(files[Int(r.file)].actions[Int(r.action)])
        }
        return found
    }

    /// Whether code of another type sets `flag` on or toggles it through a reference it holds to a
    /// view of type `owner` (`parent?.showPicker = true` in a coordinator whose `var parent: Pager?`
    /// is the view): a view's copies share its `State` storage, so such a write shows what the flag
    /// presents. Asked only of flags nothing in their own type raises.
    public func isRaisedThroughReference(_ flag: String, of owner: String) -> Bool {
        for f in files.indices {
            for action in files[f].actions where action.owner != "" {
                for w in action.writes where w.name == flag && (w.setsOn || w.value == .toggle) && !w.isDebugOnly && w.target.containsBytes(".") {
                    let root = String(w.target.firstDottedComponent)
                    guard let declared = types(qualified: action.owner).lazy.compactMap({ $0.property(named: root)?.type }).first else { continue }
                    let held = declared.filter { $0 != "?" && $0 != "!" }
                    if held == owner || held.hasSuffix("." + owner) { return true }
                }
            }
        }
        return false
    }

    /// The actions of the types (by qualified name) that set `flag` on or toggle it, type by type.
    public func raisers(of flag: String, in qualifiedTypes: [String]) -> [StateAction] {
        guard qualifiedTypes.count > 1 else { return qualifiedTypes.first.map { self.raisers(of: flag, in: $0) } ?? [] }
        var found: [StateAction] = []
        for type in qualifiedTypes { found += raisers(of: flag, in: type) }
        return found
    }

    /// The view-local flag `name` of `owner` (the declaration code in `path` means) is only ever
    /// raised by copying an observed value into it (`.onChange(of: coordinator.showQueue) {
    /// showQueue = $0 }`): it mirrors presentation state that something else already owns, and is
    /// view-local in name only.
    /// A copy of the observed value made as the view appears (`.onAppear { flag = isGateActive }`
    /// beside `.onChange(of: isGateActive) { flag = $1 }`) is the mirror's first sync. A copy of
    /// the view's own `@State` is not a mirror of anything else.
    public func mirrorsObservedState(_ name: String, of owner: String, nearestTo path: String) -> Bool {
        // Most flags are raised by the view itself and mirror nothing: told by the changes alone,
        // the flag (a byte) tested before the name (a string comparison), in every declaration
        // of the name before the one nearest to `path` is picked out.
        let all = types(named: owner)
        guard Self.count(of: name, mirroring: true, in: all) > 0 else { return false }
        let types = self.types(named: owner, nearestTo: path) ?? all
        func count(mirroring: Bool) -> Int { Self.count(of: name, mirroring: mirroring, in: types) }
        guard count(mirroring: true) > 0 else { return false }
        let others = count(mirroring: false)
        var sources: [ObservedSource] = []
        for t in types.indices {
            let members = types[t].members
            for m in members.indices where !members[m].summary.observedSources.isEmpty {
                sources += members[m].summary.observedSources.filter { $0.target == name }
            }
        }
        // Copying the view's own `@State` (`flag = selection == nil`) keeps the state in the view.
        if sources.contains(where: { source in
            source.isMirror && types.contains { $0.property(named: String(source.path.firstDottedComponent))?.hasWrapper("State") == true }
        }) { return false }
        // The other changes must be copies made as the view appears, of a value a mirror observes.
        let observed = sources.filter(\.isMirror).map(\.path)
        let firstSyncs = sources.filter { !$0.isMirror && observed.contains($0.path) }.count
        return others <= firstSyncs
    }

    /// How many changes in the members of `types` set `name` to something other than off, copying
    /// an observed value (`mirroring`) or not.
    private static func count(of name: String, mirroring: Bool, in types: [TypeFacts]) -> Int {
        var n = 0
        for t in types.indices {
            let members = types[t].members
            for m in members.indices {
                let changes = members[m].summary.stateChanges
                for c in changes.indices where changes[c].mirrorsObservedValue == mirroring && changes[c].value != .off
                    && changes[c].target == name { n += 1 }
            }
        }
        return n
    }

    /// What the view type `typeName` (the declaration code in `path` means) does with its parameter
    /// `name`: assigns it (itself, through a control such as `TextField`, or through a view of the
    /// project it hands `$name` to), calls it, or hands it somewhere the linted code does not show.
    /// Nil when the type is not in the linted files.
    public func use(ofParameter name: String, in typeName: String, nearestTo path: String) -> ParameterUse? {
        parameterUse(name, in: typeName, nearestTo: path, depth: 0)
    }

    /// Every place code shows the view (or applies the view modifier) `typeName`, with the type
    /// whose code does it and that code's file; previews left out. Worked out for the whole project
    /// on the first question, then kept.
    public func callers(of typeName: String) -> [ViewCaller] {
        callerTable.table { Self.makeCallers(self.files) }[typeName] ?? []
    }

    static func makeCallers(_ files: [FileFacts]) -> [String: [ViewCaller]] {
        var callers: [String: [ViewCaller]] = [:]
        for f in files.indices {
            let types = files[f].types, path = files[f].path
            for t in types.indices {
                let members = types[t].members
                // Most types show no view: told before the name and conformances are read.
                guard members.contains(where: { !$0.summary.views.isEmpty }) else { continue }
                if types[t].name.hasSuffix("_Previews") || types[t].inheritance.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) { continue }
                let qualifiedName = types[t].qualifiedName
                for m in members.indices {
                    let views = members[m].summary.views
                    for v in views.indices {
                        // A `View` extension method handing its own bindings on is no owner of
                        // them: its callers are (see `WrapperResolution.settleHandingCalls`).
                        if types[t].kind == .extension, files[f].presentationWrappers.contains(where: { w in
                            !w.handedBindings.isEmpty && w.name == members[m].name && w.via == views[v].typeName
                        }) { continue }
                        callers[views[v].typeName, default: []].append(ViewCaller(type: qualifiedName, path: path, reference: views[v]))
                    }
                }
            }
            // Views shown in presented content are that content's, not the presenter's members'.
            for s in files[f].presentations.indices where !files[f].presentations[s].isPreview {
                guard let type = files[f].presentations[s].enclosingQualifiedType else { continue }
                for v in files[f].presentations[s].content.views {
                    callers[v.typeName, default: []].append(ViewCaller(type: type, path: files[f].path, reference: v))
                }
            }
        }
        return callers
    }

    /// Settles the files' calls of presentation wrappers: a call of a wrapper the project
    /// defines (or `configured` names, with the modifier it applies) becomes a presentation of
    /// that kind, named by `PresentationSite.wrapper`; a call of anything else is no presentation.
    static func resolveWrappers(in files: inout [FileFacts], configured: [String: String]) {
        guard files.contains(where: \.hasWrapperCalls) else { return }
        let wrappers = WrapperResolution(files, configured: configured)
        for f in files.indices where files[f].hasWrapperCalls { wrappers.resolve(&files[f]) }
    }

    /// The detents a project wrapper gives the content it presents (see
    /// `PresentationWrapper.detents`), followed through the wrappers it applies, up to
    /// `WrapperResolution.viaDepth` deep; nil when it gives none.
    public func detents(ofWrapper name: String) -> String? {
        var wanted = FactExtractor.wrappedName(name)
        for _ in 0...WrapperResolution.viaDepth {
            var via: String?
            for f in files.indices where !files[f].presentationWrappers.isEmpty {
                for w in files[f].presentationWrappers where w.name == wanted {
                    if let detents = w.detents { return detents }
                    via = via ?? w.via
                }
            }
            guard let next = via else { return nil }
            wanted = FactExtractor.wrappedName(next)
        }
        return nil
    }

    /// What the project says of its presentation wrappers: the presentation each applies (those
    /// `configured` names, those the files define with the modifier they apply or through another
    /// wrapper), and how those taking their binding by position take it.
    struct WrapperResolution: Sendable, Equatable {
        var configured: [String: String]
        var kinds: [String: String]
        /// Wrappers taking their binding by position, with the kinds their overloads take.
        var positional: [String: Set<String>] = [:]
        /// Methods handing their `Binding` parameters to a presenting `ViewModifier` (see
        /// `PresentationWrapper.handedBindings`), with the type and its labels.
        var handing: [String: [Handing]] = [:]
        struct Handing: Sendable, Equatable {
            var type: String
            var labels: [String: String]
        }
        /// How many wrappers deep a wrapper applying another one is followed to the modifier.
        static let viaDepth = 4
        /// Wrappers whose presentation has a clear background (see `PresentationWrapper.clearsBackground`).
        var clearing: Set<String> = []

        init(_ files: [FileFacts], configured: [String: String]) {
            self.configured = configured
            var kinds = configured
            var via: [(name: String, type: String)] = []
            for f in files.indices {
                for w in files[f].presentationWrappers {
                    if let modifier = w.modifier { kinds[w.name] = kinds[w.name] ?? modifier } else if let type = w.via { via.append((w.name, type)) }
                }
            }
            // A wrapper of a wrapper of …: followed `viaDepth` wrappers deep.
            for _ in 0..<Self.viaDepth {
                var settled = false
                for (name, type) in via where kinds[name] == nil { if let kind = kinds[type] { kinds[name] = kind; settled = true } }
                if !settled { break }
            }
            self.kinds = kinds
            for f in files.indices {
                for w in files[f].presentationWrappers where !w.handedBindings.isEmpty {
                    guard let type = w.via, kinds[type] != nil else { continue }
                    handing[w.name, default: []].append(Handing(type: type, labels: w.handedBindings))
                }
            }
            for f in files.indices {
                for w in files[f].presentationWrappers {
                    if let label = w.positionalBinding { positional[w.name, default: []].insert(label) }
                    if w.clearsBackground { clearing.insert(w.name) }
                }
            }
        }

        /// The kind a wrapper call presents; for a `ViewModifier` applied directly
        /// (`modifier(FormSheet)`), the kind of the type it names.
        func kind(_ wrapper: String) -> String? {
            if let known = kinds[wrapper] { return known }
            guard wrapper.hasPrefix("modifier("), wrapper.hasSuffix(")") else { return nil }
            return kinds[String(wrapper.dropFirst(9).dropLast())]
        }

        /// Settles one file's wrapper calls.
        func resolve(_ file: inout FileFacts) {
            guard file.hasWrapperCalls else { return }
            // A binding handed by position is a flag or an item as the wrapper's parameter is, or
            // (with an overload of each) as the bound property is declared.
            for s in file.presentations.indices where file.presentations[s].bindingLabel == "_" {
                let site = file.presentations[s]
                // (A configured wrapper, defined elsewhere, may take either: as the property says.)
                guard let wrapper = site.wrapper, let labels = positional[wrapper] ?? (configured[wrapper] != nil ? ["isPresented", "item"] : nil) else { continue }
                if labels.count == 1 {
                    file.presentations[s].bindingLabel = labels.first
                } else if case let .property(name)? = site.binding, let owner = site.enclosingQualifiedType,
                          let type = file.types.first(where: { $0.qualifiedName == owner && $0.property(named: name) != nil })?.property(named: name) {
                    file.presentations[s].bindingLabel = type.type == "Bool" ? "isPresented" : type.isOptional ? "item" : nil
                }
            }
            settleHandingCalls(&file)
            file.presentations.removeAll { site in
                site.bindingLabel == "_" || site.bindingLabel == FactExtractor.handingLabel || (site.wrapper.map { kind($0) == nil } ?? false)
            }
            for s in file.presentations.indices {
                guard let wrapper = file.presentations[s].wrapper, let kind = kind(wrapper) else { continue }
                file.presentations[s].modifier = kind
                if clearing.contains(wrapper) { file.presentations[s].content.clearsPresentationBackground = true }
            }
        }

        /// A call handing `$binding`s to a method that hands them on to a presenting `ViewModifier`
        /// (`.playerSheets(showsQueue: $showsQueue)`) shows that type with those bindings, under its
        /// labels, in the member making the call: as `.modifier(PlayerSheets(isShowingQueue: $showsQueue))`.
        func settleHandingCalls(_ file: inout FileFacts) {
            for s in file.presentations.indices where file.presentations[s].bindingLabel == FactExtractor.handingLabel {
                let site = file.presentations[s]
                guard let wrapper = site.wrapper, let handings = handing[wrapper], let bound = site.content.views.first?.bindingArguments,
                      let owner = site.enclosingQualifiedType, let member = site.member,
                      let t = file.types.firstIndex(where: { $0.qualifiedName == owner && $0.members.contains { $0.name == member } }),
                      let m = file.types[t].members.firstIndex(where: { $0.name == member }) else { continue }
                for h in handings {
                    var arguments: [String: String] = [:]
                    for (label, path) in bound { if let theirs = h.labels[label] { arguments[theirs] = path } }
                    if !arguments.isEmpty { file.types[t].members[m].summary.views.append(ViewReference(typeName: h.type, bindingArguments: arguments)) }
                }
            }
        }
    }

    /// The standard library's methods that change a collection (an array, a set, a dictionary)
    /// in place.
    static let mutatingCollectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "move", "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "updateValue", "merge",
        "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    ]

    /// How deep `use(ofParameter:in:nearestTo:)` follows a binding from view to view.
    static let parameterFollowDepth = 4

    private func parameterUse(_ name: String, in typeName: String, nearestTo path: String, depth: Int) -> ParameterUse? {
        guard let types = types(named: typeName, nearestTo: path), !types.isEmpty else { return nil }
        var use: ParameterUse = []
        // A parameter of a memberwise initializer is a stored property; with another initializer
        // the label may name anything.
        if !types.indices.contains(where: { types[$0].property(named: name) != nil }) { use.insert(.unknown) }
        // A collection's mutating method called on it in an action (`domains.append(d)`,
        // `keys.remove(at: i)`): the value the binding holds is changed in place.
        for a in actions(of: types) {
            for c in a.calls where Self.mutatingCollectionMethods.contains(c.name) {
                guard let receiver = c.receiver, receiver == name || receiver.firstDottedComponent == name else { continue }
                use.insert(receiver == name ? .writes : [.writes, .writesPart])
            }
        }
        for t in types.indices {
            let members = types[t].members
            for m in members.indices {
                let e = members[m].summary
                if e.calledNames.contains(name) { use.insert(.calls) }
                for change in e.stateChanges where change.target == name || change.target.firstDottedComponent == name {
                    use.insert(change.target == name ? .writes : [.writes, .writesPart])
                }
                // A binding mapped from it (`$name.inverted()`, `.isNotNil($name)`): a control bound
                // to it edits it through the mapping; handed to another view, it is not followed.
                for v in e.views.indices where !e.views[v].derivedBindingArguments.isEmpty {
                    for d in e.views[v].derivedBindingArguments.values where d.mapper != nil
                        && d.nilTests.contains(where: { $0 == name || $0.firstDottedComponent == name }) {
                        use.insert(BuiltInViews.names.contains(e.views[v].typeName) ? .writes : .unknown)
                    }
                }
                // `$name`, or `$name.field` bound to a control (`Toggle(isOn: $filters.viaLora)`).
                guard e.passedBindings.contains(where: { $0 == name || $0.firstDottedComponent == name }) else { continue }
                var followed = false
                for v in e.views.indices {
                    for (label, bound) in e.views[v].bindingArguments where bound == name || bound.firstDottedComponent == name {
                        followed = true
                        let isPart = bound != name
                        if BuiltInViews.names.contains(e.views[v].typeName) {
                            use.insert(isPart ? [.writes, .writesPart] : .writes)   // a control edits what it is bound to
                        } else if depth < Self.parameterFollowDepth,
                                  var inner = parameterUse(label, in: e.views[v].typeName, nearestTo: types[t].path, depth: depth + 1) {
                            if isPart && inner.contains(.writes) { inner.insert(.writesPart) }
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

/// A place that shows a view: the type whose code does it (qualified), its file, and the reference.
public struct ViewCaller: Sendable {
    public var type: String
    public var path: String
    public var reference: ViewReference
}

/// A table worked out on first use and kept (see `ProjectIndex.callers(of:)`).
final class LazyTable<Table: Sendable>: @unchecked Sendable {
    var made: Table?
    private let lock = DispatchSemaphore(value: 1)

    init(made: Table? = nil) { self.made = made }

    /// A new table holding what this one has made, for a copy of the index about to change.
    func copied() -> LazyTable { LazyTable(made: made) }

    /// Changes the table in place when it has been made; one not made yet is made whole when asked.
    func updateIfMade(_ change: (inout Table) -> Void) {
        guard var table = made else { return }
        made = nil   // moved out, so that `change` edits the only copy
        change(&table)
        made = table
    }

    func table(_ make: () -> Table) -> Table {
        lock.wait()
        defer { lock.signal() }
        if let made { return made }
        let table = make()
        made = table
        return table
    }
}
