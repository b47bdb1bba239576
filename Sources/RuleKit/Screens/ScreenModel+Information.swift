/// What makes a presented view information: it only shows, and the parts it shows only show.
extension ScreenModel {
    /// A view that only shows: no input control, no model or more than two values of its own, no
    /// change but to its own properties, not a UIKit screen, and the project views it shows only
    /// show too (followed two levels down).
    static func isInformation(_ typeName: String, path: String, _ index: ProjectIndex, depth: Int, why: inout [String]) -> Bool {
        guard let types = index.types(named: typeName, nearestTo: path), !types.isEmpty else { return depth > 0 }
        // A UIKit screen (a web view, a mail composer) is not known to only show; a UIKit part of
        // a screen that shows (a zooming image view) is.
        if types.contains(where: \.conformsToRepresentable) { why.append("representable \(typeName)"); return depth > 0 }
        let body = ProjectIndex.mergedSummary(types)
        let properties = types.flatMap(\.properties)
        let ownState = ownState(of: types)
        let ownsModel = ownState.contains { p in ownsModelThrough(p, index) }
        let displayState = displayProperties(types, isPart: false, index)
        // Stored preferences bound to what edits them, and list editing, are work, not reading (a
        // stored value only read or kept as bookkeeping is not: an about page's first-run flag,
        // the date a review was asked for). What it changes is not asked:
        // a view that reads changes its own values (what it loads, a live heading, a copy to the
        // pasteboard), and what it hands back goes through a binding or a callback (read above).
        let editsList = body.builtInViews.contains("EditButton")
        let bindsPreference = properties.contains { p in p.hasWrapper("AppStorage") && body.passedBindings.contains(where: { $0 == p.name }) }
        let works = depth == 0 && (editsList || bindsPreference)
        // (A part of the screen, below its top, may hold what it loads: an image view's loader.)
        // Values of its own beyond a few are a screen's workings, unless nothing the user does
        // there does work: what it loads as it appears and how it shows it (a mode, a font size)
        // are still reading.
        let holdsLittle = depth > 0 || ((ownState.count <= 2 || !userActionsWork(types, index)) && !ownsModel)
        // A screen showing the app's shared model (from the environment) with a navigation
        // container of its own: a screen of the app's, not a popup reading what it is handed.
        let showsAppModel = depth == 0 && properties.contains { $0.hasWrapper("EnvironmentObject") }
            && (BuiltInViews.navigationContainers + ["NavigationLink"]).contains { body.builtInViews.contains($0) }
        // A screen pushing pages of its own: a hub, such as a settings screen, not a page to read.
        let isHub = depth == 0 && pushesPages(body)
        // A screen querying the app's store itself (`@FetchRequest`, SwiftData's `@Query`): a
        // screen of the app's records, not a popup reading what it is handed.
        let queriesStore = depth == 0 && properties.contains { p in storeQueryWrappers.contains { p.hasWrapper($0) } }
        // Controls that only change how it shows what it shows (a zoom, a mode, a text size) leave
        // it a page to read.
        let showing = !hasInputControls(body) || controlsOnlyShow(types, body, isPart: depth > 0, index)
        guard showing, !works, holdsLittle, !showsAppModel, !isHub, !queriesStore else {
            why.append("\(typeName) edits or works")
            return false
        }
        // A shop or a paywall sells: a screen of its own, however little it holds.
        if sells(types, index) {
            why.append("\(typeName) sells")
            return false
        }
        guard depth < 2 else { return true }
        for v in body.views where !BuiltInViews.names.contains(v.typeName) {
            let name = String(v.typeName.lastDottedComponent)
            guard name != typeName, index.types(named: name).contains(where: { t in t.member(named: "body") != nil || t.conformsToRepresentable }) else { continue }
            // Steps handed a callback, or a binding they may write, by the screen: a flow it runs,
            // not a page to read. (A part that only shows a bound value reads it.)
            // (A toolbar item that only turns a binding off is a close button: `CloseToolbar(presenting:
            // $presenting)`. A step of the screen handed the flag is not.)
            let inToolbarOnly = body.withoutNavigationBar.map { shown in !shown.views.contains { $0.typeName == v.typeName } } ?? false
            // (A part handed the screen's own display state, where nothing the user does works, in
            // the screen or the part, only changes how the screen shows: `AliasText(fontScale:
            // $fontScale)`.)
            func onlyShows(_ bound: String) -> Bool {
                displayState.contains(String(bound.firstDottedComponent)) && !userActionsWork(types, index)
                    && index.types(named: name, nearestTo: path).map { !userActionsWork($0, index) } == true
            }
            let writesBinding = v.bindingArguments.contains { label, bound in
                (index.use(ofParameter: label, in: name, nearestTo: path).map { !$0.isDisjoint(with: [.writes, .unknown]) } ?? true)
                    && !(inToolbarOnly && onlyTurnsOff(label, in: name, path: path, index))
                    && !onlyShows(bound)
            }
            if depth == 0 && (writesBinding || !v.closureArguments.isEmpty) { why.append("runs \(name)"); return false }
            if !isInformation(name, path: path, index, depth: depth + 1, why: &why) { return false }
        }
        return true
    }

    /// Whether the view `typeName` only ever turns its binding `label` off (`presenting = false`),
    /// itself or through the project views it hands it to: a way to close, not a value it edits.
    static func onlyTurnsOff(_ label: String, in typeName: String, path: String, _ index: ProjectIndex, depth: Int = 0) -> Bool {
        guard depth < 3, let types = index.types(named: typeName, nearestTo: path), !types.isEmpty else { return false }
        let code = ProjectIndex.mergedSummary(types)
        var turnsOff = false
        for change in code.stateChanges where change.target == label || change.target == "self." + label {
            guard change.value == .off else { return false }
            turnsOff = true
        }
        guard code.passedBindings.contains(label) else { return turnsOff }
        let receivers = code.views.filter { $0.bindingArguments.values.contains(label) }
        guard !receivers.isEmpty else { return false }
        for v in receivers {
            guard !BuiltInViews.names.contains(v.typeName) else { return false }
            for (handedAs, bound) in v.bindingArguments where bound == label {
                guard onlyTurnsOff(handedAs, in: v.typeName, path: path, index, depth: depth + 1) else { return false }
            }
        }
        return true
    }

    /// Whether the view's input controls only change how it shows what it shows: choosers and
    /// sliders (no text entry, no date or colour: those enter data), not laid out in a `Form`, each bound to the view's own
    /// `@State` that no change handler observes (or, in a part of a screen, to a binding it is
    /// handed: the screen's display state), and nothing the user does there works. A viewer's
    /// zoom, mode or text size, not a form's fields.
    static func controlsOnlyShow(_ types: [TypeFacts], _ body: ScopeSummary, isPart: Bool, _ index: ProjectIndex) -> Bool {
        let display = displayProperties(types, isPart: isPart, index)
        let controls = body.views.filter { inputControls.contains($0.typeName) }
        // Every control the body uses is a view control whose bindings are known.
        guard inputControls.allSatisfy({ name in !body.builtInViews.contains(name) || controls.contains { $0.typeName == name } }),
              !controls.isEmpty, controls.allSatisfy({ viewControls.contains($0.typeName) }),
              // Controls laid out in a `Form` are a form's fields or a settings page.
              !body.builtInViews.contains("Form"),
              controls.allSatisfy({ c in !c.bindingArguments.isEmpty && c.bindingArguments.values.allSatisfy { display.contains(String($0.firstDottedComponent)) } })
        else { return false }
        return !userActionsWork(types, index)
    }

    /// The properties holding how a view shows what it shows, when that is all its actions change:
    /// its own `@State` values (no model), or in a part of a screen the bindings it is handed too,
    /// that no change handler observes. Empty when an action writes anything else (a setting kept
    /// on Save: `Defaults.region = region`) but the system's own (`UIScreen.main.brightness`, as
    /// its calls serve: see `ActionWork`).
    static func displayProperties(_ types: [TypeFacts], isPart: Bool, _ index: ProjectIndex) -> Set<String> {
        let properties = types.flatMap(\.properties)
        let display = Set(properties.filter { p in
            (p.hasWrapper("State") && !ownsModelThrough(p, index)) || p.hasWrapper("Binding")
        }.map(\.name))
        let actions = index.actions(of: types)
        func changesOnlyTheView(_ write: StateWrite) -> Bool {
            let target = write.target.hasPrefix("self.") ? write.target.dropFirst(5) : Substring(write.target)
            let root = String(target.prefix { $0 != "." })
            return display.contains(root) || isSystemValue(root, index)
        }
        guard actions.allSatisfy({ $0.writes.allSatisfy(changesOnlyTheView) }) else { return [] }
        let observed = Set(actions.compactMap { $0.observed.map { String($0.firstDottedComponent) } })
        let handed = Set(properties.filter { $0.hasWrapper("Binding") }.map(\.name))
        return display.subtracting(observed).subtracting(isPart ? [] : handed)
    }

    /// Property wrappers through which a view queries the app's store of records.
    static let storeQueryWrappers: [String] = ["FetchRequest", "SectionedFetchRequest", "Query"]

    /// Input controls that can set how a view shows: a mode, a level, a page.
    static let viewControls: Set<String> = ["Toggle", "Picker", "Slider", "Stepper"]

    /// A type the project declares, not one it only extends (`extension UIScreen`): the project's
    /// types do the app's work, the system's serve it.
    static func isProjectType(_ name: String, _ index: ProjectIndex) -> Bool {
        index.types(named: name).contains { $0.kind != .extension }
    }

    /// A value of a system type's (`UIPasteboard.general.string`, `UIScreen.main.brightness`):
    /// writing it changes nothing of the app's.
    static func isSystemValue(_ target: String, _ index: ProjectIndex) -> Bool {
        guard let first = target.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return !isProjectType(String(target.firstDottedComponent), index)
    }
}
