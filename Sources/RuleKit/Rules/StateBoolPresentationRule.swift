/// `.sheet(isPresented: $x)` / `.fullScreenCover(isPresented: $x)` where `x` is the view's own
/// `@State` Boolean: presentation state that nothing outside the view can drive or test.
public struct StateBoolPresentationRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "state-bool-presentation",
        name: "View-local Boolean drives a presentation",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A sheet or full-screen cover is driven by a view-local `@State` Bool (directly, through a hand-made binding, or handed down as a `@Binding`) instead of coordinator-owned state.",
        rationale: """
        A presentation toggled by a private `@State` Boolean can only be triggered by that one view: a deep \
        link, a push notification or a coordinator cannot present it, a test cannot observe it, and several \
        such flags in one view drift apart. Owning presentation state in a coordinator (an `@Observable` \
        object with an optional route) keeps one source of truth, and `.sheet(item:)` or \
        `.fullScreenCover(item:)` binds to that route: SwiftUI presents while it is non-nil and sets it back \
        to nil when the user dismisses. Not every sheet needs that: a picker that hands a value back or a \
        popup that only shows something belongs to the screen presenting it, so by default the rule reports \
        only screens other code could want to present.
        """,
        options: [
            RuleOptionDescriptor(name: "modifiers", summary: "Presentation modifiers to check (add alert, confirmationDialog or popover to widen).",
                                 defaultValue: .strings(["sheet", "fullScreenCover"])),
            RuleOptionDescriptor(name: "report", summary: "`destinations` (default): only presentations whose content is a screen of its own; `all`: every view-local Bool-driven presentation.",
                                 defaultValue: .string("destinations")),
        ],
        badExample: """
        import SwiftUI

        struct OrderView: View {
            @State private var showRefund = false
            var body: some View {
                Button("Refund") { showRefund = true }
                    .sheet(isPresented: $showRefund) { RefundForm() }
            }
        }

        struct RefundForm: View {
            @State private var reason = ""
            var body: some View {
                Form { TextField("Reason", text: $reason) }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        enum OrderRoute: String, Identifiable {
            case refund
            var id: String { rawValue }
        }

        @Observable final class OrderCoordinator {
            var sheet: OrderRoute?
            func present(_ route: OrderRoute) { sheet = route }
        }

        struct OrderView: View {
            @Environment(OrderCoordinator.self) private var coordinator
            var body: some View {
                @Bindable var coordinator = coordinator
                Button("Refund") { coordinator.present(.refund) }
                    .sheet(item: $coordinator.sheet) { route in
                        switch route {
                        case .refund: RefundForm()
                        }
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/state-bool-presentation"],
        reports: [
            "A `.sheet` or `.fullScreenCover` whose flag is the view's own `@State` Bool: bound as `$flag`, through a hand-made `Binding(get:set:)` whose setter changes only that flag, or as a `@Binding` that every caller in the linted code feeds from its own `@State` (reported once, where the child presents, naming those callers).",
            "By default (`\"report\": \"destinations\"`) only when the content is a screen of its own, one a deep link or a coordinator would present: a form that creates or edits, a flow, a detail screen, a shop or paywall (however small its sheet), a screen that makes its own model (`@StateObject`, or `@State` of a class it creates) or queries the app's store (`@FetchRequest`, `@Query`), a screen with its own navigation showing the app's shared model.",
            "Content the linter cannot read may be such a screen, and is reported: a view of another module handed only plain values, a view declared in a file not linted, built-in views written in place that do more than show and close.",
            "A presentation nothing opens (its flag starts `false`, no code sets it on, no view is handed `$flag`) is dead code whatever it shows; it is reported in either mode, with the advice to remove it.",
            "The advice is a case of a coordinator's route; `item:` is named only when the action raising the flag also selects a value the content reads.",
        ],
        leavesAlone: [
            "Pickers: content that hands a value back through a `$binding` of the presenter's state or a callback (a document, camera, date or contact picker; a search returning what the user chose). A form that saves through a model or a service and closes, one that edits the fields of a record the presenter holds (`MovieForm(movie: $movie)`), or one that binds four or more fields of its own is still a screen.",
            "Information: text, images and links with a way to close, whatever it loads as it appears, where what the user does only closes it or changes how it shows (a mode picker, a text-size slider). A button that saves through a model, or two or more pages it pushes (a settings hub), make it a screen.",
            "Controls of the presenting screen: the presenter's own model edited in place, and sheets whose detents all stop below `.large` (given by the content, the view it shows, or a project wrapper that sizes its sheet itself), unless a control there saves and closes (a small create form).",
            "The system's share sheet, web pages, previews and pickers wrapped in a representable, and its mail, message and calendar-event composers addressed with the presenter's values.",
            "A library view handed a binding of the presenter's state, a closure taking a value or one of the presenter's functions (a scanner, a photo picker), and a presentation wrapper's closure that is handed a value and shows nothing.",
            "Content written in place that only shows and closes (it may remember it was seen, or copy what it shows), rows written in place that set a value of the presenter's and close, and the presenter's own view shown again, larger (a video player's full-screen mode).",
            "A view only the presenter's file can name (`private`, `fileprivate`, or inside a type or extension that is): no coordinator elsewhere could make it. A private view with no state or input control that only frames another view of the project is judged as that view.",
            "Content with nothing to read: a wrapper's own content, a view the presenter stores (`let detailsView: AnyView`) or a closure it was handed that makes a view of a type the project does not declare (`let pickerSheet: () -> PickerContent`), `EmptyView()`. Content built in a helper (`{ optionsSheet }`) is judged by what the helper shows; toolbar content and drawings behind a screen are never the screen.",
            "With `\"report\": \"all\"` none of this applies: every view-local Bool-driven presentation is reported.",
        ],
        limitations: """
        - State of an `App` or `Scene` is not reported: it is already the top-level owner, and what it presents \
        follows the system (a privacy cover on scene-phase changes). Nor is a `@Binding` flag whose source is \
        an `App`'s state, a model's property, a constant, or a caller the linter does not see.
        - A flag whose binding its owner publishes in the environment (`.environment(\\.presentBugReport, \
        $isPresented)`), or that the view only ever raises by copying an observed value into it \
        (`.onChange(of: coordinator.showsQueue) { showsQueue = $0 }`), already has an owner and is not reported.
        - A hand-made binding whose getter reads other state and whose setter only sets the flag on (written \
        at the site or made by a member of the view) remembers a dismissal of a presentation that state drives: \
        the presentation is not view-local, and is not reported in either mode.
        - Previews, `#if DEBUG` code, types or folders named as debug or developer tooling (`DebugMenuView`, \
        `Debug/`), screens only debug builds can open, and files of a test harness (among their last four \
        folders one of several words ending in tests or a tester, or starting with testing or e2e: \
        `AppUITests`, `PaywallsTester`, `TestingApps`) are skipped: they are not the product's design (a test \
        harness presents each screen apart on purpose).
        - Alerts, confirmation dialogs and popovers are checked only when the `modifiers` option names them.
        - How many places present a view says nothing either way: help popups and pickers are shared too.
        - A small self-saving editor or action form that shows none of the signals above (a report, mute or \
        block form; an avatar uploader with input controls) is reported as a destination; so are a \
        representable making a controller of the project, and a composer handed none of the presenter's \
        stored values (a "contact us" mail to a constant address).
        - A bare `Text` written in place with no way out stands for a screen in a sketch, and is reported.
        """,
        references: [.sheetItem, .fullScreenCoverItem, .modalPresentations])

    let factory: FindingFactory
    let modifiers: Set<String>
    /// Report only destinations (`"report": "destinations"`), or every site (`"all"`).
    let destinationsOnly: Bool

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        modifiers = Set(settings.strings("modifiers"))
        destinationsOnly = settings.string("report") != "all"
    }

    static func isSceneProtocol(_ name: String) -> Bool {
        name == "App" || name == "SwiftUI.App" || name == "Scene" || name == "SwiftUI.Scene"
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            // A debug tooling folder holds no product design: none of its file's sites counts.
            if PresentationVocabulary.isDebugToolingFolder(path) { continue }
            // Nor does a test harness's (an app exercising the product), unless every flag is asked for.
            if destinationsOnly && PresentationVocabulary.isTestHarnessFolder(path) { continue }
            index.forEachPresentation(inFile: f) { site in
                if let finding = finding(for: site, path: path, index) { findings.append(finding) }
            }
        }
        return findings
    }

    /// Whether the code of `owner` hands `$flag` to `.environment(…)`.
    static func publishesInEnvironment(_ flag: String, of owner: String, path: String, _ index: ProjectIndex) -> Bool {
        index.anyMemberSummary(of: owner, nearestTo: path) { summary in
            summary.modifierUses.contains { use in use.name == "environment" && spellsIdentifier(use.arguments, "$" + flag) }
        }
    }

    /// Whether `text` spells `name` as a whole word (not `$flagged` for `$flag`).
    static func spellsIdentifier(_ text: String, _ name: String) -> Bool {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }).contains { $0 == name }
    }

    /// The view-local flag behind a site: `$flag`, or a binding made by hand over it
    /// (`Binding(get: { showPicker && !compact }, set: { showPicker = $0 })`).
    func flagName(of site: PresentationSiteRef, owner: String, path: String, _ index: ProjectIndex) -> String? {
        if case let .property(name)? = site.binding { return name }
        // `$x.mappedToBool()` is derived from an optional, never a view-local flag.
        guard var derived = site.derivedBinding, derived.mapper == nil else { return nil }
        if let helper = derived.helper {
            guard let made = index.member(helper, of: owner, nearestTo: path)?.derivedBinding, made.helper == nil else { return nil }
            derived = made
        }
        // The setter changes one flag, which the getter reads.
        guard let first = derived.writes.first, derived.writes.allSatisfy({ $0.target == first.target }),
              !first.target.containsBytes("."), derived.reads.contains(first.target) else { return nil }
        return first.target
    }

    func finding(for site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> Finding? {
        // Which sites: sheets and covers (as configured) of a type, outside previews and debug tooling.
        guard site.bindingLabel == "isPresented", modifiers.contains(site.modifier), let owner = site.enclosingType, !site.isPreview,
              !site.isDebugOnly, !PresentationVocabulary.isDebugTooling(typeName: owner),
              let name = flagName(of: site, owner: owner, path: path, index),
              let property = index.property(name, of: owner, preferring: path),
              !property.isStatic, !property.isComputed, property.type == "Bool" else { return nil }
        // An `App` (or `Scene`) is already the top-level owner: its flags follow the system
        // (a privacy cover on scene-phase changes), not a view's taps.
        if index.conforms(owner, where: Self.isSceneProtocol) { return nil }
        // Published in the environment (`.environment(\.presentBugReport, $isPresented)`), the flag is
        // shared: every view below the owner can present it, as from a coordinator.
        if Self.publishesInEnvironment(name, of: owner, path: path, index) { return nil }
        // A presentation nothing opens is dead code, whatever it shows: the advice is to remove it.
        if property.hasWrapper("State") && Self.isNeverRaised(site, property: property, flag: name, owner: owner, path: path, index) {
            let message: FindingMessage = "`.\(site.wrapper ?? site.modifier)` is driven by view-local `@State var \(name): Bool`, which nothing sets on, so it never shows; remove it, or present its content from where it is needed"
            return factory.make(message, path: path, span: site.span, enclosingType: owner)
        }
        // A latch: the Bool only remembers that the user closed a presentation model state drives.
        // The presentation is the model's, in either mode.
        if Self.isDismissalLatch(site, flag: name, owner: owner, path: path, index) { return nil }
        var advice = Self.advice(for: site)
        if destinationsOnly {
            // A screen only debug builds can open is a debug screen, as those in debug folders.
            if Self.isRaisedOnlyInDebugBuilds(site, flag: name, owner: owner, path: path, index) { return nil }
            let reading = ScreenModel.read(site, presenter: owner, flag: name, path: path, index)
            guard reading.role == .destination || reading.role == .unknown, !PresentationVocabulary.isDebugTooling(typeName: reading.screenType) else { return nil }
            // A screen only its own file can name is a part of the presenter: no other code could present it.
            if Self.isFilePrivateScreen(reading.screenType, path: path, index) { return nil }
            advice = Self.destinationAdvice(for: site, flag: name, owner: owner, path: path, index)
        }
        if property.hasWrapper("State") {
            if index.mirrorsObservedState(name, of: owner, nearestTo: path) { return nil }
            let message: FindingMessage = "`.\(site.wrapper ?? site.modifier)` is driven by view-local `@State var \(name): Bool`; \(advice)"
            return factory.make(message, path: path, span: site.span, enclosingType: owner)
        }
        // A `@Binding` flag whose every caller hands it its own `@State` Bool: the state is still
        // view-local, one level up. Reported here, where it presents, naming the owners.
        guard property.hasWrapper("Binding"), let owners = Self.localOwners(of: name, in: owner, index) else { return nil }
        let message: FindingMessage = "`.\(site.wrapper ?? site.modifier)` is driven by `@Binding var \(name): Bool`, whose source is view-local `@State` of \(owners); \(advice)"
        return factory.make(message, path: path, span: site.span, enclosingType: owner)
    }

    /// What to do instead: for content about some value, an owner whose route or item it binds;
    /// for a sheet with no payload, an owner of the flag (or of a route case).
    static func advice(for site: PresentationSiteRef) -> FindingMessage {
        let hasPayload = !site.content.passedPaths.isEmpty || !site.content.unwrappedPaths.isEmpty
        let modifier = site.modifier
        return hasPayload
            ? "move presentation state to a coordinator and bind `.\(modifier)(item:)` to it"
            : "let a coordinator (an `@Observable` model) own this flag, or a case of its route, so other code can present it"
    }

    /// A hand-made binding whose getter shows the presentation from other state (`model.needsSetup
    /// && !dismissedSetup`) and whose setter only turns the flag *on*: the flag is a latch that
    /// remembers a dismissal, not the presentation's state, which the model owns.
    /// (The binding may be made by a member of the presenter: `isPresented: staleDeviceBinding`.)
    static func isDismissalLatch(_ site: PresentationSiteRef, flag: String, owner: String, path: String, _ index: ProjectIndex) -> Bool {
        guard var derived = site.derivedBinding else { return false }
        if let helper = derived.helper {
            guard let made = index.member(helper, of: owner, nearestTo: path)?.derivedBinding, made.helper == nil else { return false }
            derived = made
        }
        guard !derived.writes.isEmpty, derived.writes.allSatisfy({ $0.target == flag && $0.value == .on }) else { return false }
        return derived.reads.contains { $0 != flag }
    }

    /// Every action that raises the flag is compiled only in debug builds (in `#if DEBUG`, as a
    /// debug menu's button is), and the flag is handed to no other view that could raise it.
    static func isRaisedOnlyInDebugBuilds(_ site: PresentationSiteRef, flag: String, owner: String, path: String, _ index: ProjectIndex) -> Bool {
        guard let qualified = site.enclosingQualifiedType, index.summary(of: owner, nearestTo: path)?.passedBindings.contains(flag) != true
        else { return false }
        let raisers = index.raisers(of: flag, in: qualified)
        return !raisers.isEmpty && raisers.allSatisfy { action in
            action.writes.allSatisfy { $0.name != flag || !($0.setsOn || $0.value == .toggle) || $0.isDebugOnly }
        }
    }

    /// Nothing can show the presentation: its flag starts `false`, no action of the presenter sets
    /// it on or toggles it (nor its `State` in an initializer), no view is handed `$flag` or a
    /// binding made by hand that writes it, and no other type sets it on through a reference to
    /// the view it holds (a coordinator's `parent?.flag = true`).
    static func isNeverRaised(_ site: PresentationSiteRef, property: PropertyFact, flag: String, owner: String, path: String,
                              _ index: ProjectIndex) -> Bool {
        guard property.startsFalse, let qualified = site.enclosingQualifiedType, index.raisers(of: flag, in: qualified).isEmpty,
              !index.actions(of: qualified).contains(where: { $0.writes.contains { $0.name == "_" + flag } }),
              let summary = index.summary(of: owner, nearestTo: path) else { return false }
        if summary.passedBindings.contains(where: { $0 == flag || $0.firstDottedComponent == flag }) { return false }
        if summary.views.contains(where: { view in view.derivedBindingArguments.values.contains { $0.writes.contains { $0.target == flag } } }) {
            return false
        }
        return !index.isRaisedThroughReference(flag, of: owner)
    }

    /// The screen is a view of the project declared `private` or `fileprivate` (or inside a type
    /// that is) in the presenter's file: a coordinator elsewhere could not make it. One that only
    /// frames another view of the project (no state or input control of its own around
    /// `SettingsView()`, a navigation stack and a Done button) is that view's frame: the screen
    /// is the view it shows, which other code can make.
    static func isFilePrivateScreen(_ screenType: String?, path: String, _ index: ProjectIndex, depth: Int = 0) -> Bool {
        guard let screenType, depth < 3 else { return false }
        let name = String(screenType.lastDottedComponent)
        guard let types = index.types(named: name, nearestTo: path) else { return false }
        let declarations = types.filter { $0.kind != .extension }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.isFilePrivate && $0.path == path }) else { return false }
        guard ScreenModel.ownState(of: types).isEmpty, let body = index.summary(of: name, nearestTo: path), !ScreenModel.hasInputControls(body),
              let shown = ScreenModel.primaryView(of: body, index), !shown.isPushed else { return true }
        return isFilePrivateScreen(shown.typeName, path: path, index, depth: depth + 1)
    }

    /// The advice for a destination: a route case on a coordinator; `item:` only when the action
    /// raising the flag also selects a value the content reads, named.
    static func destinationAdvice(for site: PresentationSiteRef, flag: String, owner: String, path: String, _ index: ProjectIndex) -> FindingMessage {
        if let value = selectedValue(for: site, flag: flag, owner: owner, path: path, index) {
            return "present it through a coordinator's route case carrying `\(value)` (selected where the flag is raised), bound with `.\(site.modifier)(item:)`"
        }
        return "make it a case of a coordinator's route (an `@Observable` model) so other code can present it"
    }

    /// A stored property of the presenter that an action raising `flag` sets to a value in the same
    /// action (not later), and that the content reads: the presentation's payload.
    static func selectedValue(for site: PresentationSiteRef, flag: String, owner: String, path: String, _ index: ProjectIndex) -> String? {
        let content = site.content
        func isRead(_ name: String) -> Bool {
            func matches(_ p: String) -> Bool { p == name || p.firstDottedComponent == name }
            return content.passedPaths.contains(where: matches) || content.unwrappedPaths.contains(where: matches)
                || content.views.contains { v in v.valueArguments.values.contains(where: matches) || v.bindingArguments.values.contains(where: matches) }
        }
        var found: [String] = []
        for action in index.raisers(of: flag, in: site.enclosingQualifiedType ?? owner) {
            for w in action.writes where w.name != flag && w.setsOn && !w.isDeferred && !found.contains(w.name) {
                guard let p = index.property(w.name, of: owner, preferring: path), !p.isStatic, !p.isComputed, isRead(w.name) else { continue }
                found.append(w.name)
            }
        }
        return found.sorted().first
    }

    /// The types (as `` `Parent.show` ``, joined) whose own `@State` Bool every place showing `child`
    /// hands to its `label` parameter; nil when some caller hands something else (a model's flag,
    /// its own `@Binding`, a constant) or there is no caller in sight.
    static func localOwners(of label: String, in child: String, _ index: ProjectIndex) -> FindingMessage? {
        let callers = index.callers(of: child)
        guard !callers.isEmpty else { return nil }
        var owners: [String] = []
        for caller in callers {
            guard let bound = caller.reference.bindingArguments[label], !bound.containsBytes("."),
                  let parent = index.types(qualified: caller.type).first,
                  !index.conforms(parent.name, where: isSceneProtocol),
                  let source = index.property(bound, of: parent.name, preferring: caller.path),
                  source.hasWrapper("State"), !source.isStatic, source.type == "Bool" else { return nil }
            let owner = "`\(parent.name).\(bound)`"
            if !owners.contains(owner) { owners.append(owner) }
        }
        return FindingMessage(stringLiteral: owners.sorted().joined(separator: ", "))
    }
}
