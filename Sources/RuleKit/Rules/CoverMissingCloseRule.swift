/// A full-screen cover (or a sheet that disables swipe-to-dismiss) whose content offers no way out.
public struct CoverMissingCloseRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "cover-missing-close",
        name: "Full-screen cover without a way out",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A full-screen cover, or a sheet with interactive dismissal disabled, whose content (or one of the screens it shows by branch or route case) has no close button, no `dismiss()` and nothing that turns its state off.",
        rationale: """
        A full-screen cover has no swipe-to-dismiss gesture, and a sheet with `.interactiveDismissDisabled()` \
        loses it too: unless the content offers an explicit way out, the user is stuck. Apple's Human \
        Interface Guidelines describe a modal view as one that requires an explicit action to dismiss; the \
        content should offer that action as a visible Close, Done or Cancel button that calls `dismiss()` from \
        the environment (or the coordinator's dismiss method).

        Each screen is judged on its own. A closure the presenter hands to the content \
        (`OnboardingView(onContinue: { show = false })`) is a way out only if that view calls it (or hands it on); \
        a `$binding` to the state is one only if the view it is handed to writes it, and a binding to some other \
        value never is. A close button or `dismiss()` inside a sheet or cover that the content presents itself \
        closes that inner presentation, not this one. When the content shows different screens by branch (each \
        case of a `switch` over an `item:` route, each branch of an `if … else` or `if #available(…)`), a screen \
        with no way out is reported at the modifier, by its case or branch, even when the others have one. State \
        owned by a model (`$model.isPlayerOpen`) is closed by any view that sets that property off or calls the \
        model's dismiss or close method.
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct TrailerRow: View {
            @Binding var showPlayer: Bool
            var body: some View {
                Button("Play trailer") { showPlayer = true }
                    .fullScreenCover(isPresented: $showPlayer) {
                        PlayerView()
                    }
            }
        }

        struct PlayerView: View {
            var body: some View {
                Text("Now playing")   // no close button, no dismiss(): the user is stuck
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct TrailerRow: View {
            @Binding var showPlayer: Bool
            var body: some View {
                Button("Play trailer") { showPlayer = true }
                    .fullScreenCover(isPresented: $showPlayer) {
                        PlayerView()
                    }
            }
        }

        struct PlayerView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("Now playing")
                    .overlay(alignment: .topLeading) {
                        Button("Close", systemImage: "xmark") { dismiss() }
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/cover-missing-close"],
        limitations: """
        A sheet that keeps the screen behind it usable (`.presentationBackgroundInteraction(.enabled)`) is a \
        persistent panel, not a trap, and a cover that zooms in from its source \
        (`.navigationTransition(.zoom(…))`) can be swiped away; neither is reported. Nor are presentations \
        built only for watchOS or tvOS (by their `#if os(…)`, their file's `WatchKit`/`TVUIKit` import, or a \
        watch or TV app target's folder): there the system closes them (the watch's Cancel button, the \
        remote's Menu button). A branch only debug builds compile counts neither way, and one that only \
        shows a `ProgressView` (a loading state) gives way to another screen by itself. Content the rule cannot read, such as a view from another module, is not \
        reported. Where the code supports systems older than `@Environment(\\.dismiss)` (iOS 14; see \
        `deploymentTargets`), the advice names `presentationMode.wrappedValue.dismiss()` instead.
        """,
        references: [.fullScreenCoverIsPresented, .interactiveDismissDisabled, .dismissAction, .higModality])

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            index.forEachPresentation(inFile: f) { site in
                if let finding = check(site, path: path, index) { findings.append(finding) }
            }
        }
        return findings
    }

    /// A cover (or a sheet that cannot be swiped away) is reported when nothing in its content
    /// closes it, or when one of the screens it shows by branch or route case has no way out while
    /// others have one.
    func check(_ site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> Finding? {
        guard !site.isDebugOnly, !site.isPreview, !site.isForWatchOrTVOnly,
              site.modifier == "fullScreenCover" || site.modifier == "sheet" else { return nil }
        let isCover = site.modifier == "fullScreenCover"
        guard isCover || disablesInteractiveDismiss(site, index, path) else { return nil }
        guard let stateNames = stateNames(of: site) else { return nil }
        if isCover && zoomsAndSwipes(site, index, path) { return nil }
        // Something other than the content may close it: code elsewhere turns the state off.
        if case .constant? = site.binding {
            if stateNames.contains(where: { index.isAssignedSomewhere($0) }) { return nil }
        } else if stateNames.contains(where: { index.isTurnedOffSomewhere($0) }) {
            return nil
        }
        // A computed flag (`get { route != nil }`) is turned off through other state: unknown.
        let stateProperty = statePropertyOf(site, path, index)
        if stateProperty?.isComputed ?? false { return nil }
        // Derived or persisted state (`.constant(!done)`, `@AppStorage`) may be flipped by any
        // write in the content, even under another property name for the same key.
        let persisted = stateProperty.map { $0.hasWrapper("AppStorage") || $0.hasWrapper("SceneStorage") } ?? false
        var isConstant = false
        if case .constant? = site.binding { isConstant = true }
        // The presenter's own `@State` (or `@Binding`) reaches other views only through the
        // bindings and closures passed to them; a model's property is reachable from any view.
        let ownState = stateProperty.map { $0.hasWrapper("State") || $0.hasWrapper("Binding") } ?? false
        let scope = WayOutSearch.Scope(anyWriteCounts: isConstant || persisted, namesReachEveryType: !ownState)
        let names = Set(stateNames)
        var state: String { stateNames.first.map { "nothing sets `\($0)` back" } ?? "nothing turns it off" }

        var whole = WayOutSearch(scope)
        switch whole.evaluate(site.content, in: site.enclosingType, at: path, names: names, index) {
        case .unknown:
            return nil
        case .none:
            let what = Self.shownView(site.content).map { "`\($0)`" } ?? "its content"
            let call = Self.dismissAdvice(for: path, index)
            let message: FindingMessage = isCover
                ? "`.fullScreenCover` presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Close button that \(call)"
                : "`.sheet` disables interactive dismissal but presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Cancel or Done button that \(call)"
            return factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)
        case .wayOut:
            break
        }
        // Each branch or route case is a screen of its own: the way out may be on some of them only.
        guard let split = site.screens else { return nil }
        var sharedSearch = WayOutSearch(scope)
        guard sharedSearch.evaluate(split.shared, in: site.enclosingType, at: path, names: names, index) == .none else { return nil }
        var trapped: [String] = []
        for screen in split.screens where Self.isScreen(screen.evidence) {
            var evidence = split.shared
            evidence.merge(screen.evidence)
            var search = WayOutSearch(scope)
            guard search.evaluate(evidence, in: site.enclosingType, at: path, names: names, index) == .none else { continue }
            trapped.append(screen.name + (Self.shownView(screen.evidence).map { " (`\($0)`)" } ?? ""))
        }
        guard !trapped.isEmpty else { return nil }
        let which = trapped.count == 1 ? "its screen for \(trapped[0]) has" : "its screens for \(Self.list(trapped)) have"
        let kind = isCover ? "`.fullScreenCover`" : "`.sheet` disables interactive dismissal and"
        let message: FindingMessage = "\(kind) shows a screen per branch, and \(which) no way out while the others have one: no close button, no `dismiss()` call and \(state); add a Close button that \(Self.dismissAdvice(for: path, index)) there"
        return factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)
    }

    /// How the advice closes the screen: `dismiss()` where the file's code may use it, the
    /// presentation mode's `dismiss()` where it supports systems older than the dismiss action
    /// (iOS 14: `@Environment(\.dismiss)` came with iOS 15).
    static func dismissAdvice(for path: String, _ index: ProjectIndex) -> FindingMessage {
        let older = index.deploymentTargets.targets(for: path).predating(.dismissAndModernAlerts)
        guard !older.isEmpty else { return "calls `dismiss()`" }
        return "calls `presentationMode.wrappedValue.dismiss()` (`@Environment(\\.dismiss)` needs iOS 15; the code supports \(DeploymentTargets.describe(older)))"
    }

    /// The first project view (or helper) content shows: what a message names.
    static func shownView(_ content: borrowing Evidence) -> String? {
        content.views.first { !BuiltInViews.names.contains($0.typeName) }?.typeName ?? content.memberRefs.sorted().first
    }

    /// A branch that only shows progress (`ProgressView()` while loading) gives way to another
    /// screen by itself; any other branch is a screen the user may be left on.
    static func isScreen(_ evidence: borrowing Evidence) -> Bool {
        shownView(evidence) != nil || !evidence.builtInViews.contains("ProgressView")
    }

    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// A cover whose content zooms in from its source (`.navigationTransition(.zoom(…))`) can be
    /// swiped or pinched away, as long as interactive dismissal is not disabled.
    func zoomsAndSwipes(_ site: PresentationSiteRef, _ index: ProjectIndex, _ path: String) -> Bool {
        anyEvidence(site, index, path) { $0.usesZoomTransition } && !anyEvidence(site, index, path) { $0.disablesInteractiveDismiss }
    }

    /// A sheet that cannot be swiped away and blocks the screen behind it. With background
    /// interaction enabled it is a persistent panel (a maps-style drawer): the user is not stuck.
    func disablesInteractiveDismiss(_ site: PresentationSiteRef, _ index: ProjectIndex, _ path: String) -> Bool {
        anyEvidence(site, index, path) { $0.disablesInteractiveDismiss } && !anyEvidence(site, index, path) { $0.keepsBackgroundInteractive }
    }

    /// Whether the content, or a member of any view type it presents (all declarations of the
    /// name: a modifier any of them applies counts), shows `flag`.
    func anyEvidence(_ site: PresentationSiteRef, _ index: ProjectIndex, _ path: String, _ flag: (borrowing Evidence) -> Bool) -> Bool {
        if flag(site.content) { return true }
        // A project type may share a built-in view's name: those names are followed too.
        func typeShows(_ name: String) -> Bool { index.anyMemberEvidence(of: name, where: flag) }
        return site.content.views.contains { typeShows($0.typeName) } || site.content.builtInViews.containsName(where: typeShows)
    }

    /// The property behind `$name` (of the enclosing type) or `$base.name` (of base's type).
    func statePropertyOf(_ site: PresentationSiteRef, _ path: String, _ index: ProjectIndex) -> PropertyFact? {
        guard let owner = site.enclosingType else { return nil }
        switch site.binding {
        case let .property(name)?:
            return index.property(name, of: owner, preferring: path)
        case let .member(base, name)? where !base.containsBytes("."):
            guard let baseType = index.property(base, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName) else { return nil }
            return index.property(name, of: baseType)
        default:
            return nil
        }
    }

    /// Names of the state the presentation is bound to; nil when it is driven by something opaque.
    func stateNames(of site: PresentationSiteRef) -> [String]? {
        switch site.binding {
        case let .property(name)?: return [name]
        case let .member(_, name)?: return [name]
        case let .constant(names)?: return names.map(\.lastDottedComponent)
        case .other?, nil: return nil
        }
    }
}

/// Follows presented content through helpers and view types declared in the linted files,
/// looking for any way out. Unknown content (another module, opaque views) ends the search as
/// `.unknown`, so the rule stays silent. A name several targets declare (each app's `SettingsView`)
/// means the declaration nearest to the code that names it; when none is nearest, it is unknown.
///
/// A way out is a close control, a `dismiss()` (or a closing method), or turning the state off.
/// A view the content shows reaches the presenter's own state only through what is passed to it:
/// a `$binding` counts when that view writes it, a closure when that view calls it.
struct WayOutSearch {
    enum Outcome: Equatable { case wayOut, unknown, none }

    struct Scope {
        /// Any state change in the content counts as a way out.
        let anyWriteCounts: Bool
        /// The state is a model's (or of unknown kind), so code of any type can turn it off by
        /// name; otherwise only the presenter's code can, and other views through what it passes.
        let namesReachEveryType: Bool
    }

    let scope: Scope
    var visited: Set<String> = []
    static let maxDepth = 4

    init(_ scope: Scope) { self.scope = scope }

    /// `evidence` is code of type `typeName` (when known) in the file at `path`, where the
    /// presentation's state goes by `names`.
    mutating func evaluate(_ evidence: borrowing Evidence, in typeName: String?, at path: String, names: Set<String>, depth: Int = 0, _ index: ProjectIndex) -> Outcome {
        if evidence.hasCloseAffordance { return .wayOut }
        if !evidence.closingMethods.isEmpty || evidence.calledNames.contains(where: Evidence.isClosingName) { return .wayOut }
        // The declaration (and extensions) of the enclosing type that this code belongs to.
        let declarations = typeName.flatMap { index.types(named: $0, nearestTo: path) }
        if let declarations, !evidence.calledNames.isEmpty {
            for t in declarations.indices {
                let properties = declarations[t].properties
                for p in properties.indices where properties[p].environmentKey == "dismiss" || properties[p].environmentKey == "presentationMode" {
                    if evidence.calledNames.contains(properties[p].name) { return .wayOut }
                }
            }
        }
        if evidence.stateChanges.contains(where: { change in change.value != .on && names.contains { change.targetEnds(with: $0) } }) { return .wayOut }
        if scope.anyWriteCounts && !evidence.stateChanges.isEmpty { return .wayOut }
        // The state handed on as a `$binding` to something other than a project view (a helper,
        // a `Toggle`): it may be written there.
        for binding in evidence.passedBindings where names.contains(binding.lastDottedComponent) {
            let toProjectViews = evidence.views.filter { $0.bindingArguments.values.contains(binding) }
            if toProjectViews.isEmpty || toProjectViews.contains(where: { BuiltInViews.names.contains($0.typeName) }) { return .wayOut }
        }
        // A flag mapped from it (`.isNotNil($x)`, `$x.mappedToBool()`) handed to a view: its
        // setter clears the state, so the view may close with it.
        for v in evidence.views.indices where !evidence.views[v].derivedBindingArguments.isEmpty {
            for d in evidence.views[v].derivedBindingArguments.values where d.mapper != nil {
                if d.nilTests.contains(where: { names.contains($0.lastDottedComponent) }) { return .wayOut }
            }
        }

        var outcome: Outcome = evidence.hasOpaqueContent ? .unknown : .none
        func note(_ result: Outcome) -> Bool {
            if result == .wayOut { return true }
            if result == .unknown { outcome = .unknown }
            return false
        }
        // Helpers of the enclosing type: view helpers must resolve, called functions may.
        for name in evidence.memberRefs.sorted() + evidence.calledNames.sorted() {
            let mustResolve = evidence.memberRefs.contains(name)
            guard let typeName, let declarations, let member = ProjectIndex.member(name, in: declarations) else {
                if mustResolve { outcome = .unknown }
                continue
            }
            guard visited.insert(typeName + "." + name).inserted else { continue }
            if note(evaluate(member.evidence, in: typeName, at: path, names: names, depth: depth, index)) { return .wayOut }
        }
        for view in evidence.views where !BuiltInViews.names.contains(view.typeName) {
            guard index.isDeclared(view.typeName), depth < Self.maxDepth,
                  let viewDeclarations = index.types(named: view.typeName, nearestTo: path) else { outcome = .unknown; continue }
            if viewDeclarations.indices.contains(where: { viewDeclarations[$0].conformsToRepresentable }) { outcome = .unknown; continue }
            // In the view's code the state goes by the labels of the bindings passed to it.
            var viewNames: Set<String> = scope.namesReachEveryType ? names : []
            for (label, binding) in view.bindingArguments where names.contains(binding.lastDottedComponent) { viewNames.insert(label) }
            // A closure handed to it runs when it calls the parameter (or hands it on).
            for argument in view.closureArguments {
                guard let use = index.use(ofParameter: argument.label, in: view.typeName, nearestTo: path), !use.isEmpty else { continue }
                var handed = Evidence()
                handed.stateChanges = argument.writes
                handed.calledNames = NameSet(argument.calls)
                if note(evaluate(handed, in: typeName, at: path, names: names, depth: depth, index)) { return .wayOut }
            }
            guard visited.insert(view.typeName + ":" + viewNames.sorted().joined(separator: ",")).inserted else { continue }
            // The view's own code is read from its declaration's file onward.
            let viewPath = viewDeclarations.indices.first(where: { viewDeclarations[$0].kind != .extension }).map { viewDeclarations[$0].path } ?? viewDeclarations[0].path
            if note(evaluate(ProjectIndex.mergedEvidence(viewDeclarations), in: view.typeName, at: viewPath, names: viewNames, depth: depth + 1, index)) { return .wayOut }
        }
        return outcome
    }
}
