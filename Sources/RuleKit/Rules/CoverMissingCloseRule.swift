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
        reports: [
            "A full-screen cover whose content, followed into the project's own views, has no button or gesture that dismisses, turns its state off or calls a closing method; a sheet likewise where `.interactiveDismissDisabled()` takes the swipe away.",
            "Each screen on its own: a case of a `switch` over an `item:` route, or a branch of an `if … else` in the content, is reported at the modifier when it has no way out while the others have one; a presented view whose `body` branches on what the presenter hands it (`if mode == .web { … } else { … }`) is reported once, at the trapping branch, naming the covers that present it. In a sheet, a screen is judged only where swiping is disabled: `.interactiveDismissDisabled()` on one case leaves the others swipeable.",
            "A cover whose only way out is a toolbar button with no `NavigationStack` (or `NavigationView`, or a project view showing one) around the screen: on iOS a toolbar shows only inside a navigation container, so the advice is to wrap the content or move the button out of the toolbar.",
            "Ways out: a close button or `dismiss()`; the screen's `dismiss()` in an alert's or a confirmation dialog's button (their buttons run in the view that shows them: `Button(\"Leave now\") { dismiss() }` after \"Leave without saving?\"); a closure the presenter hands a view that calls it, unless it takes a value (`ArtworkSearch { artwork in …; searching = false }` closes only once something is chosen); a `$binding` to the state that the view it is handed to writes; a view of another module that is the whole screen (a web or mail controller brings its own Done) or is handed a binding, a closure or one of the presenter's functions; a project's presentation wrapper that puts a way out around its content (a tap outside, a drag handle).",
            "Not ways out: a close button inside a sheet or alert the content presents itself (it closes that presentation, as an alert's `Cancel` does), what `.onDisappear` calls (it runs after the cover is gone), a button whose action is written empty (`Button(\"Cancel\") {}`), a destructive button's `dismiss()` (`Button(\"Block\", role: .destructive) { …; dismiss() }` leaves only by destroying something), a button titled in other words (`Label(\"Decline\", systemImage: \"xmark\")` declines), an `xmark` that hands something to a function that does not close (`remove(tag)`), and a function of the view that does not close whatever its name (a `dismissHint()` hiding a hint).",
            "Inside the cover, a pushed screen (`.navigationDestination`, a `NavigationLink`) is a page of its navigation stack: its close button and `dismiss()` pop it, so there only turning the state off (through a binding or closure the presenter hands on) leaves the cover.",
            "What is read as code: a local view (`let footer = Footer().padding()`), a helper named like a type (`var CloseButton: some View`), what a view shows from the closure it is handed (`CachedImage(url: url) { image in … }`) and what a `switch` over it binds (`case .success(let image)`), read where the view is declared, and a view handed as `AnyView(…)`, read where the receiving view shows it (on its screen, or inside an alert it presents). A view of another module beside other content (an image, an animation) and a stored value handed to a modifier (`.background(surfaceColor)`) or shown unwrapped (`if let code { code.resizable() }`) cannot act, and count neither way.",
        ],
        leavesAlone: [
            "A sheet that keeps the screen behind it usable (`.presentationBackgroundInteraction(.enabled)`) and a cover that zooms in from its source (`.navigationTransition(.zoom(…))`): both can be left.",
            "Presentations built only for watchOS or tvOS (by `#if os(…)`, a `WatchKit`/`TVUIKit` import, or a watch or TV target's folder): the system closes them there.",
            "State that code elsewhere turns off (a model dismissing a blocking screen when the network returns). Giving an `item:` route a new value (`scanResult = study`) is not turning it off: it shows another screen; clearing it (`= nil`, or a value that may be nil) is. A view's own `@State` flag, or a flag of a model it holds (`$library.showsSearch`), is turned off only by that view's code, the model's, or code writing it through a value of the model's type (or of a type not known): another view's flag of the same name is not it.",
            "A branch only debug builds compile, and one that only shows a `ProgressView` (a loading state).",
            "The `else` of an `if let` that cannot show: the view's own `@State` flag is raised only by its own actions, each where the optional holds a value (inside `if let` of it, after a `guard let`) or selecting one with the flag, and no other view is handed the flag.",
            "A fallback for older systems (the `else` of `if #available(…)`) that shows none of the project's views, only a message that the feature needs a newer system: the way to the feature is, in practice, offered only where it exists. A fallback that is a screen of its own (a legacy player) is judged.",
            "A view's branches that follow its own state (`@State`, an observed model): they change by themselves.",
        ],
        limitations: """
        - Content it cannot read is not reported: a view from another module that is the whole screen or may \
        act, a stored closure or generic content, a view another value holds (`{ coordinator.content }`), an \
        unresolved helper.
        - In a project that wraps screens in navigation through a modifier of its own (a `View` extension \
        showing a `NavigationStack`, itself or through a `ViewModifier` it applies), where it is applied cannot \
        be seen, so a toolbar's way out counts there; so it does beside a view from another module (it may be \
        a library's navigation stack), and in sheets that cannot be swiped away (on macOS a sheet shows its \
        toolbar).
        - Where the code supports systems older than `@Environment(\\.dismiss)` (iOS 14; see \
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
            findings += checkBodyBranches(inFile: f, index)
        }
        return findings
    }

    /// What the search for a way out needs to know of a presentation that may trap the user: nil
    /// when it cannot (a plain sheet, a zoomed cover, state something else turns off).
    struct Context {
        let isCover: Bool
        let stateNames: [String]
        let scope: WayOutSearch.Scope
        var names: Set<String> { Set(stateNames) }
    }

    /// With `closedElsewhere`, what counts as code elsewhere turning the state off (by default,
    /// any change of a value of its name that is not a raise; for an `item:` route, clearing it
    /// where `isClosedElsewhere` looks).
    func context(_ site: PresentationSiteRef, path: String, _ index: ProjectIndex,
                 closedElsewhere: ((String) -> Bool)? = nil) -> Context? {
        guard !site.isDebugOnly, !site.isPreview, !site.isForWatchOrTVOnly,
              site.modifier == "fullScreenCover" || site.modifier == "sheet" else { return nil }
        let isCover = site.modifier == "fullScreenCover"
        guard isCover || disablesInteractiveDismiss(site, index, path) else { return nil }
        guard let stateNames = stateNames(of: site) else { return nil }
        if isCover && zoomsAndSwipes(site, index, path) { return nil }
        // Something other than the content may close it: code elsewhere turns the state off.
        if case .constant? = site.binding {
            if stateNames.contains(where: { index.isAssignedSomewhere($0) }) { return nil }
        } else if stateNames.contains(where: closedElsewhere ?? { name in
            // An `item:` route given a new value (`scanResult = study`) shows another screen: only
            // clearing it closes. A flag given a value it computes (`showsIntro = isFirstLaunch`)
            // may turn it off.
            site.bindingLabel == "item" ? Self.isClosedElsewhere(name, site, path, index) : Self.isTurnedOffElsewhere(name, site, path, index)
        }) {
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
        // A cover is an iOS presentation, where a toolbar shows only inside a navigation container.
        return Context(isCover: isCover, stateNames: stateNames,
                       scope: WayOutSearch.Scope(anyWriteCounts: isConstant || persisted, namesReachEveryType: !ownState,
                                                 toolbarsNeedNavigation: isCover))
    }

    /// What the search finds in `summary` (code of `typeName` in `path`): a way out, none, or
    /// nothing it can tell. With `toolbarsOnly`, the only way out is in a toolbar no navigation
    /// container shows. A project that wraps views in navigation through a modifier of its own
    /// (see `wrapsInNavigationThroughModifiers`) keeps its toolbars counted: where the modifier is
    /// applied cannot be seen.
    static func search(_ summary: ScopeSummary, _ scope: WayOutSearch.Scope, in typeName: String?, at path: String, names: Set<String>,
                       _ index: ProjectIndex, replacing replaced: [String: ScopeSummary] = [:]) -> (outcome: WayOutSearch.Outcome, toolbarsOnly: Bool) {
        var search = WayOutSearch(scope)
        search.replacedSummary = replaced
        let outcome = search.evaluate(summary, in: typeName, at: path, names: names, index)
        guard outcome == .none, scope.toolbarsNeedNavigation else { return (outcome, false) }
        var shownScope = scope
        shownScope.toolbarsNeedNavigation = false
        var shown = WayOutSearch(shownScope)
        shown.replacedSummary = replaced
        guard shown.evaluate(summary, in: typeName, at: path, names: names, index) == .wayOut else { return (.none, false) }
        return wrapsInNavigationThroughModifiers(index) ? (.wayOut, false) : (.none, true)
    }

    /// Whether the project declares a `View` extension method that shows a navigation container
    /// (`func embedInNavigation() -> some View { NavigationStack { self } }`, or through a
    /// `ViewModifier` it applies): applied to a screen, it shows the screen's toolbar.
    static func wrapsInNavigationThroughModifiers(_ index: ProjectIndex) -> Bool {
        for f in index.files.indices {
            let path = index.files[f].path
            for t in index.files[f].types where t.kind == .extension && (t.name == "View" || t.name == "SwiftUI.View") {
                if t.members.contains(where: { WayOutSearch.isInNavigation($0.summary, at: path, index) }) { return true }
            }
        }
        return false
    }

    /// A cover (or a sheet that cannot be swiped away) is reported when nothing in its content
    /// closes it, or when one of the screens it shows by branch or route case has no way out while
    /// others have one.
    func check(_ site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> Finding? {
        guard let context = context(site, path: path, index) else { return nil }
        // A project's wrapper (`.appCover(isPresented:) { … }`) may put its own way out around
        // the content it is handed (a drag handle, a tap outside): then every call has one.
        if let wrapper = site.wrapper, Self.wrapperHasWayOut(wrapper, index) { return nil }
        let (isCover, stateNames, scope) = (context.isCover, context.stateNames, context.scope)
        let names = context.names
        let state = Self.whatTurnsItOff(site.content, stateNames: stateNames, names: names)

        let whole = Self.search(site.content, scope, in: site.enclosingType, at: path, names: names, index)
        switch whole.outcome {
        case .unknown:
            return nil
        case .none:
            let what = Self.shownView(site.content).map { "`\($0)`" } ?? "its content"
            let call = Self.dismissAdvice(for: path, index)
            let message: FindingMessage
            if whole.toolbarsOnly {
                message = "`.fullScreenCover` presents \(what) with no navigation container, so its toolbar, where its only way out is, never shows: wrap the content in a `NavigationStack`, or add a Close button that \(call) outside the toolbar"
            } else if isCover {
                message = "`.fullScreenCover` presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Close button that \(call)"
            } else {
                message = "`.sheet` disables interactive dismissal but presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Cancel or Done button that \(call)"
            }
            return factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)
        case .wayOut:
            break
        }
        // Each branch or route case is a screen of its own: the way out may be on some of them only.
        guard let split = site.screens else { return nil }
        guard Self.search(split.shared, scope, in: site.enclosingType, at: path, names: names, index).outcome == .none else { return nil }
        var trapped: [String] = []
        for screen in split.screens where Self.isScreen(screen.summary) && !Self.saysUnavailable(screen)
            && !Self.cannotShow(screen, site, path: path, index) {
            var summary = split.shared
            summary.merge(screen.summary)
            // A sheet's screen that can still be swiped away (the modifier disabling it is on
            // another branch only) is not a trap.
            if !isCover && !shows(summary, index, { $0.disablesInteractiveDismiss }) { continue }
            guard Self.search(summary, scope, in: site.enclosingType, at: path, names: names, index).outcome == .none else { continue }
            trapped.append(screen.name + (Self.shownView(screen.summary).map { " (`\($0)`)" } ?? ""))
        }
        guard !trapped.isEmpty else { return nil }
        let which = trapped.count == 1 ? "its screen for \(trapped[0]) has" : "its screens for \(Self.list(trapped)) have"
        let kind = isCover ? "`.fullScreenCover`" : "`.sheet` disables interactive dismissal and"
        let message: FindingMessage = "\(kind) shows a screen per branch, and \(which) no way out while the others have one: no close button, no `dismiss()` call and \(state); add a Close button that \(Self.dismissAdvice(for: path, index)) there"
        return factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)
    }

    /// What the message says of the state: nothing sets it back, or only choosing something does
    /// (a callback taking the choice turns it off).
    static func whatTurnsItOff(_ content: ScopeSummary, stateNames: [String], names: Set<String>) -> String {
        guard let name = stateNames.first else { return "nothing turns it off" }
        let choosing = WayOutSearch.choices(in: content).contains { WayOutSearch.setsOff($0, names) }
        return choosing ? "only choosing something sets `\(name)` back" : "nothing sets `\(name)` back"
    }

    /// Whether the presentation a wrapper makes (in its method, or in the `ViewModifier` it
    /// applies) shows a way out of its own around the content its callers hand it.
    static func wrapperHasWayOut(_ wrapper: String, _ index: ProjectIndex) -> Bool {
        var types: Set<String> = []
        for f in index.files.indices {
            for w in index.files[f].presentationWrappers where w.name == wrapper { if let via = w.via { types.insert(via) } }
        }
        var found = false
        index.forEachPresentation { own, path in
            guard !found, own.wrapper == nil, own.modifier == "fullScreenCover" || own.modifier == "sheet" else { return }
            let applies = (own.member == wrapper && (own.enclosingType == "View" || own.enclosingType == "SwiftUI.View"))
                || own.enclosingType.map { types.contains($0) || $0 == wrapper } ?? false
            guard applies else { return }
            var names: Set<String> = []
            if case let .property(name)? = own.binding { names.insert(name) }
            let scope = WayOutSearch.Scope(anyWriteCounts: false, namesReachEveryType: false, toolbarsNeedNavigation: own.modifier == "fullScreenCover")
            found = search(own.content, scope, in: own.enclosingType, at: path, names: names, index).outcome == .wayOut
        }
        return found
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
    static func shownView(_ content: ScopeSummary) -> String? {
        content.views.first { !BuiltInViews.names.contains($0.typeName) }?.typeName ?? content.memberRefs.sorted().first
    }

    /// A fallback for older systems that shows none of the project's views (`else { Text("Needs
    /// iOS 17") }`): it says the feature is not there, and the way to the feature is, in practice,
    /// offered only where it is. A fallback that is a screen of its own (a legacy player) is judged.
    static func saysUnavailable(_ screen: ContentScreen) -> Bool {
        screen.isSystemFallback && shownView(screen.summary) == nil
    }

    /// The `else` of an `if let` in the content (`if let study = model.study { … } else { … }`)
    /// that cannot show: the presenter's `@State` flag is raised only by its own actions, each
    /// where the optional holds a value (inside `if let study = model.study`, after a `guard let`)
    /// or selecting one with it (`model.study = study; showsStudy = true`), and no other view is
    /// handed the flag.
    static func cannotShow(_ screen: ContentScreen, _ site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> Bool {
        guard !screen.shownWhileAbsent.isEmpty, site.bindingLabel == "isPresented", case let .property(flag)? = site.binding,
              let owner = site.enclosingType, let qualified = site.enclosingQualifiedType,
              index.property(flag, of: owner, preferring: path)?.hasWrapper("State") == true,
              let summary = index.summary(of: owner, nearestTo: path),
              !summary.passedBindings.contains(where: { $0 == flag || $0.firstDottedComponent == flag }) else { return false }
        let raisers = index.raisers(of: flag, in: qualified)
        return !raisers.isEmpty && raisers.allSatisfy { action in
            action.writes.filter { $0.target == flag && ($0.setsOn || $0.value == .toggle) }.allSatisfy { raise in
                screen.shownWhileAbsent.allSatisfy { optional in
                    raise.whilePresent.contains(optional)
                        || action.writes.contains { $0.target == optional && $0.setsOn && !$0.mayBeNil && !$0.isDeferred }
                }
            }
        }
    }

    /// A branch that only shows progress (`ProgressView()` while loading) gives way to another
    /// screen by itself; any other branch is a screen the user may be left on.
    static func isScreen(_ summary: ScopeSummary) -> Bool {
        shownView(summary) != nil || !summary.builtInViews.contains("ProgressView")
    }

    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// A cover whose content zooms in from its source (`.navigationTransition(.zoom(…))`) can be
    /// swiped or pinched away, as long as interactive dismissal is not disabled.
    func zoomsAndSwipes(_ site: PresentationSiteRef, _ index: ProjectIndex, _ path: String) -> Bool {
        shows(site.content, index) { $0.usesZoomTransition } && !shows(site.content, index) { $0.disablesInteractiveDismiss }
    }

    /// A sheet that cannot be swiped away and blocks the screen behind it. With background
    /// interaction enabled it is a persistent panel (a maps-style drawer): the user is not stuck.
    func disablesInteractiveDismiss(_ site: PresentationSiteRef, _ index: ProjectIndex, _ path: String) -> Bool {
        shows(site.content, index) { $0.disablesInteractiveDismiss } && !shows(site.content, index) { $0.keepsBackgroundInteractive }
    }

    /// Whether `code` (the content, or one of its screens), or a member of any view type it shows
    /// (all declarations of the name: a modifier any of them applies counts), shows `flag`.
    func shows(_ code: ScopeSummary, _ index: ProjectIndex, _ flag: (ScopeSummary) -> Bool) -> Bool {
        if flag(code) { return true }
        // A project type may share a built-in view's name: those names are followed too.
        func typeShows(_ name: String) -> Bool { index.anyMemberSummary(of: name, where: flag) }
        return code.views.contains { typeShows($0.typeName) } || code.builtInViews.containsName(where: typeShows)
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
        /// What a toolbar shows counts only where a navigation container is around it (an iOS
        /// cover); otherwise it always counts.
        var toolbarsNeedNavigation = false
    }

    /// Whether the code shows a navigation container of SwiftUI's.
    static func showsNavigationContainer(_ summary: ScopeSummary) -> Bool {
        BuiltInViews.navigationContainers.contains { summary.builtInViews.contains($0) }
    }

    /// Whether what the code shows may sit in a navigation container: one of SwiftUI's, a view of
    /// the project whose `body` shows one (a `SmartNavigationView { … }` wrapper, or the screen
    /// itself), or a view from another module, which may be one (a library's navigation stack).
    static func isInNavigation(_ summary: ScopeSummary, at path: String, _ index: ProjectIndex) -> Bool {
        if showsNavigationContainer(summary) { return true }
        return summary.views.contains { view in
            guard !BuiltInViews.names.contains(view.typeName) else { return false }
            guard index.isDeclared(view.typeName) else { return true }
            return index.types(named: view.typeName, nearestTo: path).map { showsNavigationContainer(screenCode($0)) } ?? false
        }
    }

    let scope: Scope
    var visited: Set<String> = []
    /// Code read for a view type instead of its declarations' (one branch of its `body`: see
    /// `CoverMissingCloseRule.checkBodyBranches`).
    var replacedSummary: [String: ScopeSummary] = [:]
    static let maxDepth = 8

    init(_ scope: Scope) { self.scope = scope }

    /// A view from another module that shows part of a screen and cannot close it: an image, an
    /// animation, a chart handed plain values (`LottieView(name: "confetti")`), beside other
    /// content. One handed a `$binding`, a closure or one of the type's functions may act (a
    /// scanner calling back, a mail composer given the flag); one that is all the screen shows
    /// (a web or mail controller) brings its own Done button.
    static func isDecoration(_ view: ViewReference, in summary: ScopeSummary, _ declarations: [TypeFacts]?) -> Bool {
        guard view.bindingArguments.isEmpty, view.closureArguments.isEmpty, view.derivedBindingArguments.isEmpty else { return false }
        for value in view.valueArguments.values where !value.containsBytes(".") {
            if let declarations, ProjectIndex.member(value, in: declarations) != nil { return false }
        }
        if summary.views.contains(where: { $0.typeName != view.typeName }) { return true }
        return summary.builtInViews.containsName { !Self.layoutOnlyViews.contains($0) }
    }

    /// Built-in views that only arrange or fill: beside them alone, another view is the screen.
    static let layoutOnlyViews: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "ZStack", "VStack", "HStack", "ScrollView",
        "GeometryReader", "Spacer", "Color", "EmptyView", "LazyVStack", "LazyHStack", "Divider", "AnyView", "TupleView",
    ]

    /// The code a view shows as its screen: its `body` (a view modifier's `body(content:)`), whose
    /// helpers and called functions the search follows by name; a member nothing there names is
    /// not read. (Helpers named inside a presentation the view makes itself, as an alert's
    /// actions, are that presentation's: `presentedRefs`.) A type without a `body` (its code in
    /// files not linted) is read whole.
    static func screenCode(_ declarations: [TypeFacts]) -> ScopeSummary {
        ProjectIndex.member("body", in: declarations)?.summary ?? ProjectIndex.mergedSummary(declarations)
    }

    enum Place { case screen, presentation }

    /// Where the type's code shows its member `name`: on its screen (its `body` names it, or a
    /// helper the body shows does), inside a presentation it makes (an alert's actions), or not
    /// at all (nil).
    static func place(ofMember name: String, _ declarations: [TypeFacts]) -> Place? {
        var pending = ["body"], seen: Set<String> = [], presented = false
        while let member = pending.popLast() {
            guard seen.insert(member).inserted, let summary = ProjectIndex.member(member, in: declarations)?.summary else { continue }
            if summary.memberRefs.contains(name) { return .screen }
            if summary.presentedRefs.contains(name) { presented = true }
            pending += summary.memberRefs.sorted()
        }
        return presented ? .presentation : nil
    }

    /// A stored property of the type (`declarations`) that holds no view: one with a wrapper
    /// (`@StateObject var model`, `@State var color`) or a declared type not named like a view.
    static func isStoredNonView(_ name: String, _ declarations: [TypeFacts]) -> Bool {
        for t in declarations.indices {
            guard let p = declarations[t].property(named: name), !p.isComputed else { continue }
            if !p.wrappers.isEmpty { return true }
            return p.type.map(isNonViewType) ?? false
        }
        return false
    }

    /// A value the project declares at a file's top level whose type holds no view
    /// (`let accentBlue: Color = …`): shown as content (a color), it cannot act.
    static func isTopLevelNonView(_ name: String, _ index: ProjectIndex) -> Bool {
        for f in index.files.indices {
            for value in index.files[f].topLevelValues where value.name == name { return value.type.map(isNonViewType) ?? false }
        }
        return false
    }

    /// A plain type name that does not name a view: not a closure or generic that may build one.
    static func isNonViewType(_ text: String) -> Bool {
        let type = text.filter { $0 != " " }
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        return !(bare.hasSuffix("View") || bare.hasPrefix("some") || bare.hasPrefix("any") || bare.hasSuffix("Content") || bare.count == 1
                 || bare.hasSuffix("Controller") || bare.hasSuffix("Builder"))
    }

    /// Whether the code closes what shows it: a close button, a closing call (`dismiss()`,
    /// `presentationMode.wrappedValue.dismiss()`, `onClose()`), or a call of the type's
    /// environment dismiss action under another name. A function the type declares is what its
    /// body does, whatever its name (`dismissDrawer()` may only hide a drawer): the search follows it.
    static func closes(_ summary: ScopeSummary, _ declarations: [TypeFacts]?) -> Bool {
        if summary.hasCloseAffordance || !summary.closingMethods.isEmpty { return true }
        func isDeclaredFunction(_ name: String) -> Bool {
            declarations.map { ProjectIndex.member(name, in: $0)?.isFunction ?? false } ?? false
        }
        if summary.calledNames.contains(where: { ScopeSummary.isClosingName($0) && !isDeclaredFunction($0) }) { return true }
        guard let declarations, !summary.calledNames.isEmpty else { return false }
        for t in declarations.indices {
            let properties = declarations[t].properties
            for p in properties.indices where properties[p].environmentKey == "dismiss" || properties[p].environmentKey == "presentationMode" {
                if summary.calledNames.contains(properties[p].name) { return true }
            }
        }
        return false
    }

    /// A stored property of the type (`declarations`) holding content its caller hands it: a
    /// closure (`let content: () -> Content`), a generic view (`let label: Label`) or a type-erased
    /// one (`var reportSheet: AnyView`, handed `AnyView(reportSheet)`). What the caller hands is
    /// code at the call site, read there with the caller's code.
    static func holdsCallersContent(_ name: String, _ declarations: [TypeFacts]) -> Bool {
        for t in declarations.indices {
            guard let p = declarations[t].property(named: name), !p.isComputed else { continue }
            guard p.wrappers.isEmpty || p.hasWrapper("ViewBuilder"), let type = p.type?.filter({ $0 != " " }) else { return false }
            if type.containsBytes("->") { return true }
            return type.count == 1 || type == "AnyView" || type == "SwiftUI.AnyView"
                || ((type.hasSuffix("Content") || type == "Label") && type.first?.isUppercase == true && !type.contains("."))
        }
        return false
    }

    /// Whether the code turns the state off (any write, when any counts). What a callback taking a
    /// value changes (`ArtworkSearch { artwork in …; searching = false }`) changes once something is
    /// chosen: leaving by choosing is no way out for a user who wants to back out.
    func turnsOff(_ summary: ScopeSummary, names: Set<String>) -> Bool {
        let choices = Self.choices(in: summary)
        let changes = choices.isEmpty ? summary.stateChanges : summary.stateChanges.filter { !choices.contains($0) }
        if changes.contains(where: { Self.setsOff($0, names) }) { return true }
        return scope.anyWriteCounts && !changes.isEmpty
    }

    /// What the callbacks taking a value that the code hands its views change.
    static func choices(in summary: ScopeSummary) -> Set<StateWrite> {
        Set(summary.views.flatMap { $0.closureArguments.filter(\.takesValue).flatMap(\.writes) })
    }

    /// Whether the write sets the state (named by `names`) anything but on.
    static func setsOff(_ write: StateWrite, _ names: Set<String>) -> Bool {
        write.value != .on && names.contains { write.targetEnds(with: $0) }
    }

    /// A helper of a type, read once in or outside a navigation container, on screen or as a page.
    static func helperKey(_ typeName: String, _ name: String, inNavigation: Bool, pushed: Bool) -> String {
        typeName + "." + name + (inNavigation ? "" : ":bare") + (pushed ? ":pushed" : "")
    }

    /// Whether the code itself is a way out: a close button or `dismiss()` (not on a pushed page),
    /// a write turning the state off, or the state handed to something that may write it.
    func leaves(_ summary: ScopeSummary, _ declarations: [TypeFacts]?, names: Set<String>, pushed: Bool) -> Bool {
        if !pushed, Self.closes(summary, declarations) { return true }
        if turnsOff(summary, names: names) { return true }
        // The state handed on as a `$binding` to something other than a project view (a helper,
        // a `Toggle`): it may be written there.
        for binding in summary.passedBindings where names.contains(binding.lastDottedComponent) {
            let toProjectViews = summary.views.filter { $0.bindingArguments.values.contains(binding) }
            if toProjectViews.isEmpty || toProjectViews.contains(where: { BuiltInViews.names.contains($0.typeName) }) { return true }
        }
        // A flag mapped from it (`.isNotNil($x)`, `$x.mappedToBool()`) handed to a view: its
        // setter clears the state, so the view may close with it.
        for v in summary.views.indices where !summary.views[v].derivedBindingArguments.isEmpty {
            for d in summary.views[v].derivedBindingArguments.values where d.mapper != nil {
                if d.nilTests.contains(where: { names.contains($0.lastDottedComponent) }) { return true }
            }
        }
        return false
    }

    /// `summary` is code of type `typeName` (when known) in the file at `path`, where the
    /// presentation's state goes by `names`. With `pushed`, the code is a screen pushed onto a
    /// navigation stack inside the presentation: its close buttons and `dismiss()` pop it, and only
    /// turning the state off (or a closure the presenter handed on) closes the presentation.
    mutating func evaluate(_ code: ScopeSummary, in typeName: String?, at path: String, names: Set<String>, depth: Int = 0,
                           inNavigation: Bool = false, pushed: Bool = false, _ index: ProjectIndex) -> Outcome {
        // Outside a navigation container, what its toolbars show is not on screen.
        let inNavigation = inNavigation || !scope.toolbarsNeedNavigation || Self.isInNavigation(code, at: path, index)
        let summary = inNavigation ? code : (code.withoutNavigationBar ?? code)
        // The declaration (and extensions) of the enclosing type that this code belongs to.
        let declarations = typeName.flatMap { index.types(named: $0, nearestTo: path) }
        if leaves(summary, declarations, names: names, pushed: pushed) { return .wayOut }

        var outcome: Outcome = summary.hasOpaqueContent ? .unknown : .none
        func note(_ result: Outcome) -> Bool {
            if result == .wayOut { return true }
            if result == .unknown { outcome = .unknown }
            return false
        }
        // Helpers of the enclosing type: view helpers must resolve, called functions may.
        for name in summary.memberRefs.sorted() + summary.calledNames.sorted() {
            let mustResolve = summary.memberRefs.contains(name)
            guard let typeName, let declarations, let member = ProjectIndex.member(name, in: declarations) else {
                // A stored value of the type that is not a view (`.background(surfaceColor)`, a
                // model handed on) shows nothing of its own that could act.
                // So does what the caller of a view hands it (`content`, read with the caller's
                // code), and a value declared at a file's top level (a color).
                let readable = declarations.map { Self.isStoredNonView(name, $0) || (depth > 0 && Self.holdsCallersContent(name, $0)) } ?? false
                if mustResolve && !readable && !Self.isTopLevelNonView(name, index) { outcome = .unknown }
                continue
            }
            guard visited.insert(Self.helperKey(typeName, name, inNavigation: inNavigation, pushed: pushed)).inserted else { continue }
            if note(evaluate(member.summary, in: typeName, at: path, names: names, depth: depth, inNavigation: inNavigation, pushed: pushed, index)) {
                return .wayOut
            }
        }
        // Helpers shown inside presentations the code makes (an alert's actions): their close
        // buttons and `dismiss()` close that presentation; what turns the state off still counts.
        for name in summary.presentedRefs.sorted() {
            guard let typeName, let declarations, let member = ProjectIndex.member(name, in: declarations),
                  visited.insert(Self.helperKey(typeName, name, inNavigation: inNavigation, pushed: true)).inserted else { continue }
            if note(evaluate(member.summary, in: typeName, at: path, names: names, depth: depth, inNavigation: inNavigation, pushed: true, index)) {
                return .wayOut
            }
        }
        for view in summary.views where !BuiltInViews.names.contains(view.typeName) {
            guard index.isDeclared(view.typeName) else {
                // A view from another module: unknown when it may act (it is the whole screen, or
                // is handed a binding, a closure or a function), a decoration otherwise.
                if !Self.isDecoration(view, in: summary, declarations) { outcome = .unknown }
                continue
            }
            guard depth < Self.maxDepth, let viewDeclarations = index.types(named: view.typeName, nearestTo: path) else { outcome = .unknown; continue }
            if viewDeclarations.indices.contains(where: { viewDeclarations[$0].conformsToRepresentable }) { outcome = .unknown; continue }
            // In the view's code the state goes by the labels of the bindings passed to it.
            var viewNames: Set<String> = scope.namesReachEveryType ? names : []
            for (label, binding) in view.bindingArguments where names.contains(binding.lastDottedComponent) { viewNames.insert(label) }
            // A closure handed to it runs when it calls the parameter (or hands it on).
            for argument in view.closureArguments where !argument.takesValue {
                guard let use = index.use(ofParameter: argument.label, in: view.typeName, nearestTo: path), !use.isEmpty else { continue }
                var handed = ScopeSummary()
                handed.stateChanges = argument.writes
                handed.calledNames = NameSet(argument.calls)
                if note(evaluate(handed, in: typeName, at: path, names: names, depth: depth, pushed: pushed, index)) { return .wayOut }
            }
            // A view handed to it is on screen where its code shows that parameter; inside a
            // presentation of its own (an alert's actions) its close buttons close that one.
            for argument in view.viewArguments {
                guard let place = Self.place(ofMember: argument.label, viewDeclarations) else { continue }
                if note(evaluate(argument.content, in: typeName, at: path, names: names, depth: depth, inNavigation: inNavigation,
                                 pushed: pushed || place == .presentation, index)) { return .wayOut }
            }
            // A pushed screen's close button pops it: only what reaches the presenter's state counts.
            let viewPushed = pushed || view.isPushed
            guard visited.insert(view.typeName + ":" + viewNames.sorted().joined(separator: ",") + (inNavigation ? "" : ":bare")
                                 + (viewPushed ? ":pushed" : "")).inserted else { continue }
            // The view's own code is read from its declaration's file onward.
            let viewPath = viewDeclarations.indices.first(where: { viewDeclarations[$0].kind != .extension }).map { viewDeclarations[$0].path } ?? viewDeclarations[0].path
            if note(evaluate(replacedSummary[view.typeName] ?? Self.screenCode(viewDeclarations), in: view.typeName, at: viewPath, names: viewNames,
                             depth: depth + 1, inNavigation: inNavigation, pushed: viewPushed, index)) { return .wayOut }
        }
        return outcome
    }
}
