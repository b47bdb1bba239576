/// What a presentation's content *is*, read from what it does rather than what it is called.
///
/// A presented screen is one of:
/// - a **destination**: a screen of its own that other code (a deep link, a notification, a
///   coordinator) could want to present — a form that creates or edits, a flow, a detail screen;
/// - a **value picker**: content whose job is to hand a value back to the presenter — it is given a
///   `$binding` of the presenter's state (other than the flag) and writes it, or a callback that
///   writes the presenter's state;
/// - **information**: content that only shows text, images and links, and a way to close;
/// - a **control panel**: controls of the presenting screen itself — the content is handed the
///   presenter's own model (or several bindings of its state) and edits it in place, or it is a
///   small sheet (every detent below `.large`);
/// - a **share sheet**: the system's share sheet for what the presenter shows, or a system
///   composer (a mail, a message, a calendar event) addressed with what it shows: an action on its
///   content rather than a screen of its own.
///
/// The signals, strongest first:
/// 1. Detents at the site (or in the presented view) that all stop below `.large`: a small sheet
///    over the screen, a control panel or a picker, never a destination of its own, unless it
///    sells (a paywall, however small) or a control there saves and closes.
/// 2. A system controller wrapped in a representable, read from the controller its make function
///    declares: the share sheet, a picker, a web page or file preview (information), a composer:
///    handed values of the presenter (the customer's address, the form's draft, the meeting shown),
///    it sends or files what the presenter shows (a share sheet); handed none of them (a "contact
///    us" mail with the address inside), it is a screen of its own (a destination).
/// 3. What the presented project view is handed: the presenter's model, which it edits → control
///    panel; a `$binding` of the presenter's state (or a `Binding(get:set:)` whose setter writes it)
///    that it writes (a control bound through a mapping of it, `$showAgain.inverted()`, writes it), or hands on with no input control of its own (a form that only reads the
///    record it edits is not a picker, nor is one editing the fields of a record the presenter holds,
///    `$movie` of an `Identifiable` `Movie`: an edit form), a callback that writes the presenter's state, or a
///    callback taking a value (a closure literal naming its parameters, or a stored non-optional
///    `(URL) -> Void` the view cannot be made without, or one taking a value handed to the model the
///    view is made with, `RateList(model: .init(onChoose: { rate in … }))`) → value picker (two or more such bindings,
///    with input controls bound to them → control panel); a form of four or more fields of its
///    own (values it binds to the views on its screen, `$title`, `$form.date`; a search's query,
///    results and loading flags are not fields) is still a destination, and so is a form handed a binding whose control saves through a
///    model or a service and closes in one action (an edit form handed the record).
///    How many places present the same view says nothing either way (help popups and pickers are
///    shared too).
/// 4. What its body holds: no input control, no stored preference it hands on to be edited (one
///    it only reads or keeps as bookkeeping is no sign), no list editing, little state of its own,
///    nothing it sells (StoreKit's store views, a call that purchases) and no callback →
///    information (a toolbar item of its own that only turns the flag off is a close button);
///    its own `@StateObject`/`@State` model, the app's shared model shown in a navigation
///    container of its own, a query of the app's store (`@FetchRequest`, `@Query`), input controls
///    bound to its own state, work it starts → destination
///    (choosers and sliders that only set how it shows, bound to its own state that nothing
///    stores or observes, where nothing the user does works, leave it information).
/// A presentation wrapper's closure that is handed a value and shows nothing (`{ code in … }` of a
/// scanning wrapper) is no content: it is the callback of what the wrapper presents (a value picker).
/// Content built in a helper of the presenter (`{ optionsSheet }`) is read through the helper; a
/// helper its body shows as well is the presenter's own view shown again, larger (information).
/// Toolbar content of the project (`: ToolbarContent`) is never the screen, nor is a view of the
/// project that only draws (a grid behind the rows). Rows written in place that write a value of
/// the presenter's and close in one action hand it back (a value picker).
/// Content written in place from built-in views that only shows and closes (changing nothing but
/// plain marks and system values, `UIPasteboard.general.string`, itself or through a method of the
/// presenter's) is information.
/// Content written in place from built-in views that does more than show and close is a screen
/// written there (a destination; in a sketch, a bare `Text` stands for one). A view the linter
/// cannot see (of another module handed only plain values, or declared in a file not linted) is
/// `unknown`; content with nothing to read (a wrapper's content of its own, a view the presenter
/// stores, nothing at all) is `opaque`. Rules decide what those mean for them.
public enum ScreenRole: String, Sendable {
    case destination
    case valuePicker
    case information
    case controlPanel
    case shareSheet
    /// A view the linter cannot see (of another module, or declared in a file not linted): it may
    /// be a screen of its own.
    case unknown
    /// Content with nothing to read: a wrapper's content of its own, a view the presenter stores
    /// (`let detailsView: AnyView`), nothing at all (`EmptyView()`).
    case opaque

    /// A screen other code could want to present: a destination, or one the model cannot place.
    public var mayBeDestination: Bool { self == .destination || self == .unknown || self == .opaque }
}

/// The model's reading of one presentation site.
public struct ScreenReading: Sendable {
    public var role: ScreenRole
    /// The project view the content shows as its screen, if any.
    public var screenType: String?
    /// The signals that decided, in a few words each (for explanations and tests).
    public var signals: [String]
}

public enum ScreenModel {
    /// Input controls: what edits a value.
    static let inputControls: [String] = [
        "Toggle", "TextField", "SecureField", "TextEditor", "Picker", "DatePicker", "ColorPicker", "Slider", "Stepper",
    ]
    /// What the system's view controllers are, when a project representable wraps one: read from
    /// the controller it makes (`UIActivityViewController(activityItems:…)` in
    /// `makeUIViewController`). Pickers hand what is chosen back through their coordinator; a
    /// web page or a file preview is read; a composer (`composers`) is a screen of its own unless
    /// what it is handed comes from the presenter.
    static let systemControllerRoles: [(name: String, role: ScreenRole)] = [
        ("UIActivityViewController", .shareSheet), ("NSSharingServicePicker", .shareSheet),
        ("UIImagePickerController", .valuePicker), ("PHPickerViewController", .valuePicker),
        ("UIDocumentPickerViewController", .valuePicker), ("CNContactPickerViewController", .valuePicker),
        ("UIColorPickerViewController", .valuePicker), ("UIFontPickerViewController", .valuePicker),
        ("VNDocumentCameraViewController", .valuePicker), ("DataScannerViewController", .valuePicker),
        ("SFSafariViewController", .information), ("WKWebView", .information), ("QLPreviewController", .information),
    ] + composers.map { ($0, .destination) }
    /// The system's composers: they send or file something (a mail, a message, a calendar event).
    static let composers: [String] = ["MFMailComposeViewController", "MFMessageComposeViewController", "EKEventEditViewController"]
    /// Property wrappers of a shared, observed model.
    static let modelWrappers: [String] = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "Environment"]
    /// Wrappers of a view's own state.
    static let ownStateWrappers: [String] = ["State", "StateObject"]
    /// The properties holding a view's own state (`@State`, `@StateObject`), over all its declarations.
    static func ownState(of types: [TypeFacts]) -> [PropertyFact] {
        types.flatMap(\.properties).filter { p in ownStateWrappers.contains(where: { p.hasWrapper($0) }) }
    }

    /// Reads the content of `site`, shown by `presenter` (simple type name) in `path`, whose flag
    /// (if any) is `flag`.
    public static func read(_ site: PresentationSiteRef, presenter: String, flag: String?, path: String, _ index: ProjectIndex) -> ScreenReading {
        var signals: [String] = []
        let content = expandingHelpers(site.content, of: presenter, path: path, index)
        // 1. A small sheet, unless a control there saves and closes (a small create form).
        let screen = primaryView(of: content, index)
        // The detents' argument lists: the content's, its screen's, and a project wrapper's that
        // sizes the sheet itself (`.selfSizingSheet` fitting its content).
        var detents = content.modifierUses.filter { $0.name == "presentationDetents" }.map(\.arguments)
        if let screen, let own = index.summary(of: screen.typeName, nearestTo: path) {
            detents += own.modifierUses.filter { $0.name == "presentationDetents" }.map(\.arguments)
        }
        if let wrapper = site.wrapper, let given = index.detents(ofWrapper: wrapper) { detents.append(given) }
        func commits() -> Bool {
            guard let screen, let types = index.types(named: String(screen.typeName.lastDottedComponent), nearestTo: path) else { return false }
            return commitsAndCloses(types, index)
        }
        // (A paywall sells, whatever its height: the screen, or a view it shows.)
        func sellsThere() -> Bool {
            guard let screen, let types = index.types(named: String(screen.typeName.lastDottedComponent), nearestTo: path) else { return false }
            return sells(types, index) || ProjectIndex.mergedSummary(types).views.contains { v in
                !BuiltInViews.names.contains(v.typeName) && index.types(named: String(v.typeName.lastDottedComponent), nearestTo: path).map { sells($0, index) } == true
            }
        }
        if !detents.isEmpty, detents.allSatisfy({ !isLargeDetentList($0) }), !commits(), !sellsThere() {
            signals.append("detents below .large")
            return ScreenReading(role: .controlPanel, screenType: screen?.typeName, signals: signals)
        }
        guard let screen else {
            // The presenter's own view shown larger (a video player's full-screen mode): a helper
            // its body shows as well, not a screen of its own.
            if let shown = ownViewShownAgain(site.content, by: presenter, path: path, index) {
                signals.append("shows the presenter's own \(shown)")
                return ScreenReading(role: .information, screenType: nil, signals: signals)
            }
            // A wrapper's closure that is handed a value and shows nothing (`.qrCodeScanningSheet(
            // isPresented: $scanning) { payload in … }`): not the content but a callback of what the
            // wrapper presents, through which the value chosen there flows back.
            if site.bindingLabel == "isPresented", !site.contentParameters.isEmpty, content.views.isEmpty,
               content.builtInViews.isEmpty {
                signals.append("closure handed a value, shows nothing")
                return ScreenReading(role: .valuePicker, screenType: nil, signals: signals)
            }
            return readInline(content, presenter: presenter, flag: flag, path: path, index, signals: signals)
        }
        let typeName = String(screen.typeName.lastDottedComponent)
        func reading(_ role: ScreenRole) -> ScreenReading { ScreenReading(role: role, screenType: typeName, signals: signals) }
        let types = index.types(named: typeName, nearestTo: path) ?? []

        // 2. A system controller wrapped for SwiftUI: what the system makes it.
        if let (controller, role) = systemController(of: types) {
            signals.append("wraps \(controller)")
            if composers.contains(controller), let value = presenterValue(handedTo: screen, presenter: presenter, path: path, index) {
                signals.append("addressed with the presenter's \(value)")
                return reading(.shareSheet)
            }
            return reading(role)
        }

        // 3. What it is handed: bindings of the presenter's state, callbacks that write it, its model.
        let (bindingsIn, written) = presenterBindings(handedTo: screen, typeName: typeName, presenter: presenter, flag: flag, path: path, index)
        var handsBack = false, handedModel = false
        for closure in screen.closureArguments where isHandBack(closure, flag: flag) { handsBack = true }
        // A callback whose declared type takes a value (`(Contact) -> Void`): what is chosen flows back.
        // So does a closure literal that names what it is given (`{ keys in session.send(keys) }`).
        var valueCallbacks = screen.closureArguments.filter { c in
            c.takesValue || types.contains { t in t.property(named: c.label).map(takesValue) == true }
        }.map(\.label)
        // A callback taking a value that the view cannot be made without (a stored, non-optional
        // `let onPick: (URL) -> Void`, defaults being rare for such): the presenter hands one, as a
        // trailing closure if not by label.
        for t in types {
            for p in t.properties where !p.isStatic && !p.isComputed && !p.isOptional && takesValue(p) && !valueCallbacks.contains(p.name) {
                valueCallbacks.append(p.name)
            }
        }
        if !valueCallbacks.isEmpty { signals.append("callback takes a value") }
        // The presenter's model, which the content edits (an app-wide context handed to every
        // screen and only read is no sign).
        // A part of that model (`viewModel.languages`) counts when the content's controls call it
        // and it leads nowhere else (a hub with a `NavigationLink` to screens of its own is one).
        let leadsOn = index.summary(of: typeName, nearestTo: path).map { $0.builtInViews.contains("NavigationLink") } ?? true
        let controlReceivers = leadsOn ? [] : Set(index.actions(of: types).filter { $0.observed == nil && !$0.runsAsViewAppears }
            .flatMap(\.calls).compactMap { $0.receiver.map { String($0.firstDottedComponent) } })
        for (label, value) in screen.valueArguments {
            let root = String(value.firstDottedComponent)
            guard let property = index.property(root, of: presenter, preferring: path), isModel(property, index) else { continue }
            if value.containsBytes(".") {
                if controlReceivers.contains(label) { handedModel = true }
            } else if index.use(ofParameter: label, in: typeName, nearestTo: path)?.contains(.writes) == true {
                handedModel = true
            }
        }
        if bindingsIn > 0 { signals.append("handed \(bindingsIn) binding(s) of presenter state, writes \(written)") }
        // A record of the presenter's whose fields the content edits: an edit form of that record.
        if let record = editedRecord(handedTo: screen, typeName: typeName, presenter: presenter, flag: flag, path: path, index) {
            signals.append("edits the fields of \(record)")
            return reading(.destination)
        }
        if handsBack { signals.append("callback writes presenter state") }
        if handedModel { signals.append("handed the presenter's model") }

        // 4. What its body holds.
        let body = index.summary(of: typeName, nearestTo: path) ?? ScopeSummary()
        let ownState = ownState(of: types)
        let ownsModel = ownState.contains { p in ownsModelThrough(p, index) }
        let controls = hasInputControls(body) || hasInputControls(content)
        if ownsModel { signals.append("owns a model") }
        if controls { signals.append("input controls") }
        if !ownState.isEmpty { signals.append("\(ownState.count) own state") }

        // A binding of the presenter's state: the content edits the presenter's value.
        // A form whose control saves through a model or a service and closes does work of its own,
        // whatever it also hands back (an edit form handed the record's binding).
        let saves = controls && commits()
        if saves { signals.append("saves and closes") }
        if bindingsIn > 0 && (written > 0 || !controls) && !saves { return reading(bindingsIn > 1 && controls ? .controlPanel : .valuePicker) }
        // A callback that writes the presenter's state, or one handed a value: the content hands
        // a value back, unless it is a form of many fields of its own (an editor that reports
        // what it saved). Its fields are the values of its own (`$title`, `$form.date`) it hands
        // as `$bindings` to the views on its screen, controls or parts: a picker's search binds a
        // query and a scope or two, and its other state (results, loading, the flags of its own
        // sheets) binds nothing there.
        func isLargeForm() -> Bool {
            let ownNames = Set(ownState.map(\.name))
            let fields = Set(body.views.flatMap(\.bindingArguments.values)).filter { ownNames.contains(String($0.firstDottedComponent)) }
            return controls && fields.count >= 4
        }
        if (handsBack || !valueCallbacks.isEmpty) && !isLargeForm() { return reading(.valuePicker) }
        // The presenter's own model, edited in place by a content with little state of its own.
        if handedModel && ownState.count <= 2 && !ownsModel { return reading(.controlPanel) }
        // Nothing to edit, nothing handed back, little state: something to read.
        var why: [String] = []
        if screen.closureArguments.allSatisfy({ !isHandBack($0, flag: flag) }) && isInformation(typeName, path: path, index, depth: 0, why: &why) {
            return reading(.information)
        }
        signals += why
        return reading(.destination)
    }

    /// Whether the code pushes pages of its own: two or more of the project's views, by
    /// `NavigationLink` or `.navigationDestination` (a hub, such as a settings screen).
    static func pushesPages(_ code: ScopeSummary) -> Bool {
        Set(code.views.filter { $0.isPushed && !BuiltInViews.names.contains($0.typeName) }.map(\.typeName)).count >= 2
    }

    /// A property through which a view owns a model: a `@StateObject`, or a `@State` instance of a
    /// class of the project (an `@Observable` model) that the view makes (`= LoginModel()`), not
    /// one it is handed (`@State var model: RowModel`, set by its initialiser).
    static func ownsModelThrough(_ p: PropertyFact, _ index: ProjectIndex) -> Bool {
        p.hasWrapper("StateObject") || (p.hasWrapper("State") && p.inferredType.map { t in index.types(named: t).contains { $0.kind == .class } } == true)
    }

    /// The system controller (or view) a project representable makes, and what it is: the declared
    /// result of its `makeUIViewController`/`makeNSViewController`/`makeUIView`/`makeNSView`, or
    /// the one its body makes where the result is declared as any controller (`-> UIViewController
    /// { SFSafariViewController(url: url) }`), or the one it keeps in a stored property; nil for
    /// a type that is not a representable or makes none the model knows.
    static func systemController(of types: [TypeFacts]) -> (String, ScreenRole)? {
        guard types.contains(where: \.conformsToRepresentable) else { return nil }
        let makers = ["makeUIViewController", "makeNSViewController", "makeUIView", "makeNSView"]
        var made: [String] = []
        for t in types {
            for m in t.members where m.isFunction && makers.contains(m.name) {
                // Declared as made, or (declared as any `UIViewController`) made in its body.
                made += (m.resultType.map { [$0] } ?? []) + m.summary.views.map(\.typeName)
            }
        }
        // Made once and kept (`private let webView = WKWebView()`, returned by `makeUIView`).
        for t in types {
            for p in t.properties where !p.isStatic && !p.isComputed {
                if let type = p.declaredType ?? p.inferredType { made.append(String(TypeNames.bareTypeName(type))) }
            }
        }
        for name in made.map(\.lastDottedComponent) {
            if let known = systemControllerRoles.first(where: { $0.name == name }) { return (known.name, known.role) }
        }
        return nil
    }

    /// Functions of the language and of SwiftUI that do no work of the app's.
    static let servingFunctions: Set<String> = [
        "withAnimation", "withTransaction", "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "fatalError", "min", "max", "abs", "zip", "stride", "type",
    ]

    /// Whether something the user does on the view does work: one of its actions that runs on a
    /// control (not as the view appears, not in answer to a change; an alert's button is one)
    /// calls a callback it was handed, or a method of something that is not its own value
    /// (`model.save()`, `context.insert(item)`, `AuthService.shared.logIn()`), or of its own value
    /// when a change of that value does work, or a method of the view that does (followed two
    /// calls deep). Closing, toggling and the system's own services
    /// (`UIPasteboard.general`, `UIApplication.shared.open`) are no work.
    static func userActionsWork(_ types: [TypeFacts], _ index: ProjectIndex) -> Bool {
        let work = ActionWork(types: types, index: index, handingBack: true)
        let controls = work.actions.contains { action in
            action.member == nil && action.observed == nil && !action.runsAsViewAppears && action.calls.contains { work.works($0, depth: 0) }
        }
        // A closure handed to a part of the view (a row's `onSelect: { add(item) }`) runs when
        // the user acts on that part; read as view code, a method of the view that returns
        // nothing called in it is such a closure's. So does a method handed to a control
        // (`Button("Log in", action: logIn)`, `.onSubmit(logIn)`).
        let body = ProjectIndex.mergedSummary(types)
        func isAction(_ name: String) -> Bool {
            ProjectIndex.member(name, in: types).map { $0.isFunction && $0.resultType == nil } == true && work.works(ActionCall(name: name), depth: 0)
        }
        return controls
            || body.views.contains { view in view.closureArguments.contains { $0.calls.contains { work.works(ActionCall(name: $0), depth: 0) } } }
            || body.memberRefs.contains(where: isAction) || body.passedPaths.contains(where: isAction)
    }

    /// Whether a control of the view does work of its own and closes in one action: a form's
    /// Save (`model.save(draft); dismiss()`), as opposed to a picker's row, which only hands the
    /// value back and closes, or a search field, which loads and stays.
    static func commitsAndCloses(_ types: [TypeFacts], _ index: ProjectIndex) -> Bool {
        let work = ActionWork(types: types, index: index, handingBack: false)
        return work.actions.contains { action in
            action.observed == nil && !action.runsAsViewAppears && action.calls.contains { ScopeSummary.isClosingName($0.name) }
                && action.calls.contains { work.works($0, depth: 0) }
        }
    }

    /// What a call in an action of a view does: work of the app's or not (see `userActionsWork`).
    struct ActionWork {
        let types: [TypeFacts]
        let index: ProjectIndex
        /// Calling a closure the view was handed counts as work (it hands something back).
        let handingBack: Bool
        let actions: [StateAction]

        init(types: [TypeFacts], index: ProjectIndex, handingBack: Bool) {
            self.types = types
            self.index = index
            self.handingBack = handingBack
            actions = index.actions(of: types)
        }

        func works(_ call: ActionCall, depth: Int) -> Bool {
            if call.name == "toggle" || ScopeSummary.isClosingName(call.name) { return false }
            guard let receiver = call.receiver else {
                // A method of the view: what its body calls.
                if ProjectIndex.member(call.name, in: types)?.isFunction == true {
                    return depth < 2 && actions.contains { $0.member == call.name && $0.calls.contains { works($0, depth: depth + 1) } }
                }
                // A closure it was handed (`onSave(draft)`); an environment action (`openURL`) is none.
                if let property = types.lazy.compactMap({ $0.property(named: call.name) }).first { return handingBack && property.environmentKey == nil }
                // A function of the project or a library; the language's and SwiftUI's own serve.
                return !ScreenModel.servingFunctions.contains(call.name)
            }
            // Something the action made or unwrapped (`manager.add(video)` after `guard let manager`).
            guard let first = receiver.utf8.first else { return true }
            let root = String(receiver.firstDottedComponent)
            // A type's own (`Store.shared.buy()`): the project's does work, the system's serves.
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return ScreenModel.isProjectType(root, index) }
            // A value of its own (`items.append(x)` on its `@State`) changes what it shows, unless
            // a change of it does work (`.onChange(of: items) { store.save(items) }`).
            if let property = types.lazy.compactMap({ $0.property(named: root) }).first,
               property.hasWrapper("State"), !ScreenModel.ownsModelThrough(property, index) {
                return depth < 2 && actions.contains { action in
                    action.observed.map { $0.firstDottedComponent == root } == true && action.calls.contains { works($0, depth: depth + 1) }
                }
            }
            return true
        }
    }

    /// StoreKit's store views: a shop or a subscription paywall, when the project declares no view
    /// of the name.
    static let storeViews: [String] = ["SubscriptionStoreView", "StoreView", "ProductView"]

    /// A view that sells: its body buys something (`purchase(product)`, `restorePurchases()`) or
    /// shows one of StoreKit's store views, or one of its actions buys through something
    /// (`store.purchase(product)`, `accountService.subscribe(option:)`).
    static func sells(_ types: [TypeFacts], _ index: ProjectIndex) -> Bool {
        sells(ProjectIndex.mergedSummary(types), index)
            || index.actions(of: types).contains { action in action.calls.contains { isSellingName($0.name) } }
    }

    /// `purchase`, `restorePurchases`, `subscribe(option:)`: a call that buys.
    static func isSellingName(_ name: String) -> Bool {
        CamelCaseWords.words(name).contains { $0 == "purchase" || $0 == "purchases" || $0 == "subscribe" }
    }

    /// Code that buys something or shows one of StoreKit's store views.
    static func sells(_ body: ScopeSummary, _ index: ProjectIndex) -> Bool {
        body.calledNames.contains(where: isSellingName)
            || body.views.contains { v in storeViews.contains(v.typeName) && !index.isDeclared(v.typeName) }
    }

    /// A function type that takes a value: `(Contact) -> Void`, `((URL) -> Void)?`.
    static func takesValue(_ property: PropertyFact) -> Bool {
        guard let type = property.declaredType, type.containsBytes("->") else { return false }
        var t = Substring(type)
        while t.hasPrefix("@escaping") { t = t.dropFirst(9) }
        while t.hasPrefix("(") && t.dropFirst().hasPrefix("(") { t = t.dropFirst() }
        return !t.hasPrefix("()->") && !t.hasPrefix("()async") && !t.hasPrefix("()throws") && !t.hasPrefix("@")
    }

    /// A callback that hands something back: it writes the presenter's state (other than turning
    /// the flag or anything else off) or calls something that is not a way to close.
    static func isHandBack(_ closure: ClosureArgument, flag: String?) -> Bool {
        closure.writes.contains { $0.target != flag && $0.value != .off }
            || closure.calls.contains { !ScopeSummary.isClosingName($0) }
    }

    /// Content written in place in the presentation's closure, with no project view as its screen.
    static func readInline(_ content: ScopeSummary, presenter: String, flag: String?, path: String, _ index: ProjectIndex, signals: [String]) -> ScreenReading {
        var signals = signals
        signals.append("written in place")
        let others = content.views.filter { mayBeTheScreen($0, in: content, index) }
        // A view of another module handed a binding of the presenter's state, a callback taking a
        // value or one of the presenter's functions (`CodeScanner(completion: handleScan)`): a
        // system or library picker whose result flows back.
        if others.contains(where: { handsBack($0, presenter: presenter, flag: flag, path: path, index) }) {
            signals.append("library view hands a value back")
            return ScreenReading(role: .valuePicker, screenType: nil, signals: signals)
        }
        // Content that shows nothing (`{ EmptyView() }`, a sheet kept for its side effects), or a
        // view the presenter was handed and stores (`let detailsView: AnyView`): no screen the
        // model can place.
        if content.views.isEmpty && content.builtInViews.contains("EmptyView")
            && !content.builtInViews.containsName(where: { $0 != "EmptyView" }) {
            signals.append("shows nothing")
            return ScreenReading(role: .opaque, screenType: nil, signals: signals)
        }
        if content.memberRefs.contains(where: { name in
            guard let p = index.property(name, of: presenter, preferring: path), !p.isComputed, !p.isStatic, let type = p.declaredType else { return false }
            if type == "AnyView" || type == "Content" || type.hasSuffix("->AnyView") || type.hasSuffix("->Content") { return true }
            // A closure it was handed that makes a view of a type the project does not declare
            // (`let pickerSheet: () -> PickerContent`, a generic parameter): whatever the caller builds.
            guard p.isFunctionType, let arrow = type.utf8.lastIndex(of: UInt8(ascii: ">")) else { return false }
            let result = String(type[type.utf8.index(after: arrow)...]).filter { $0 != " " }
            return !result.isEmpty && FactExtractor.isTypeName(result) && !BuiltInViews.names.contains(result) && index.types(named: result).isEmpty
        }) {
            signals.append("shows a stored view")
            return ScreenReading(role: .opaque, screenType: nil, signals: signals)
        }
        // A shop or paywall written in place (StoreKit's store view): a screen of its own.
        if sells(content, index) {
            signals.append("sells")
            return ScreenReading(role: .destination, screenType: nil, signals: signals)
        }
        if content.hasOpaqueContent { return ScreenReading(role: .opaque, screenType: nil, signals: signals) }
        if !others.isEmpty { return ScreenReading(role: .unknown, screenType: nil, signals: signals) }
        // Controls written in place edit the presenter's own state: a panel of its screen.
        if hasInputControls(content) { return ScreenReading(role: .controlPanel, screenType: nil, signals: signals) }
        // Rows that write a value of the presenter's (other than the flag; a value, not a mark turned
        // on or off) and turn the flag off in the same action: what is chosen flows back, as from a picker
        // (`text += token; presenting = false`), in the content or in a helper it shows. (A flow's
        // step that moves on and a Done that closes are two actions; an action that only calls
        // `dismiss()` cannot be told from another presentation's.)
        let presenterTypes = index.types(named: presenter, nearestTo: path) ?? []
        let presenterWork = ActionWork(types: presenterTypes, index: index, handingBack: true)
        if let flag, presenterWork.actions.contains(where: { action in
            action.observed == nil && !action.runsAsViewAppears
                && action.writes.contains { $0.target == flag && $0.value == .off }
                && action.writes.contains { w in w.target != flag && w.value == .unknown && isPresenterState(w.target, presenter: presenter, path: path, index) }
        }) {
            signals.append("writes presenter state and closes")
            return ScreenReading(role: .valuePicker, screenType: nil, signals: signals)
        }
        let closes = content.stateChanges.contains { $0.target == flag && $0.value == .off } || !content.closingMethods.isEmpty
            || content.calledNames.contains(where: ScopeSummary.isClosingName)
        // Built-in views with a way to close that call no function but a way to close
        // (initializers aside) and change nothing but the flag and plain marks (`seenWarning =
        // true`, a value written as it is, not one a method returns): text, images and links to
        // read. (A bare `Text` with no way out stands for a screen in a sketch: not told apart.)
        let changesOnlyFlag = content.stateChanges.allSatisfy { change in
            (change.target == flag && change.value == .off) || (change.value != .unknown && !change.isMethodResult)
                || isSystemValue(change.target, index)
        }
        // (A method of the presenter that changes only system values and calls nothing that works,
        // such as one copying the text shown to the pasteboard, serves the reading.)
        func serves(_ name: String) -> Bool {
            if ScopeSummary.isClosingName(name) || name.first?.isUppercase == true { return true }
            guard ProjectIndex.member(name, in: presenterTypes)?.isFunction == true else { return false }
            let bodies = presenterWork.actions.filter { $0.member == name }
            return !bodies.isEmpty && bodies.allSatisfy { $0.writes.allSatisfy { isSystemValue($0.target, index) } }
                && !presenterWork.works(ActionCall(name: name), depth: 0)
        }
        if closes && changesOnlyFlag && content.calledNames.allSatisfy(serves)
            && !content.builtInViews.contains("EditButton") {
            signals.append("shows only")
            return ScreenReading(role: .information, screenType: nil, signals: signals)
        }
        // Built-in views that do more than show and close: a screen written in place (a bare
        // `Text` with no way out stands for one in a sketch).
        signals.append("a screen written in place")
        return ScreenReading(role: .destination, screenType: nil, signals: signals)
    }

    /// A path whose root is a stored or computed instance property of the presenter (`filters`,
    /// `model.sort`).
    static func isPresenterState(_ bound: String, presenter: String, path: String, _ index: ProjectIndex) -> Bool {
        index.property(String(bound.firstDottedComponent), of: presenter, preferring: path).map { !$0.isStatic } == true
    }

    /// A view handed a binding of the presenter's state other than the flag, a closure that takes
    /// a value, or a function of the presenter.
    static func handsBack(_ view: ViewReference, presenter: String, flag: String?, path: String, _ index: ProjectIndex) -> Bool {
        if view.bindingArguments.values.contains(where: { $0 != flag && isPresenterState($0, presenter: presenter, path: path, index) }) { return true }
        if view.closureArguments.contains(where: { $0.takesValue }) { return true }
        return view.valueArguments.values.contains { value in
            !value.containsBytes(".") && index.member(value, of: presenter, nearestTo: path)?.isFunction == true
        }
    }

    /// Content that shows a helper of the presenter (`.sheet(isPresented: $shows) { optionsSheet }`,
    /// `{ makeOptions() }`): what the helper shows, followed two levels, is the content.
    static func expandingHelpers(_ content: ScopeSummary, of presenter: String, path: String, _ index: ProjectIndex) -> ScopeSummary {
        var merged = content
        var pending = content.memberRefs.sorted() + content.calledNames.sorted()
        var seen: [String] = []
        for _ in 0..<2 {
            // Only where the content shows no project view of its own.
            guard primaryView(of: merged, index) == nil, !pending.isEmpty else { break }
            var next: [String] = []
            for name in pending where !seen.contains(name) {
                seen.append(name)
                guard let member = index.member(name, of: presenter, nearestTo: path) else { continue }
                merged.merge(member.summary)
                next += member.summary.memberRefs.sorted() + member.summary.calledNames.sorted()
            }
            pending = next
        }
        return merged
    }

    /// A helper of the presenter that the content shows (followed three levels down) and that the
    /// presenter's `body` shows too, outside the content: the same view, presented again in a
    /// larger frame. (The body's names include the content's own, so a helper the content names
    /// itself does not count.)
    static func ownViewShownAgain(_ content: ScopeSummary, by presenter: String, path: String, _ index: ProjectIndex) -> String? {
        guard let body = index.member("body", of: presenter, nearestTo: path)?.summary, !body.memberRefs.isEmpty else { return nil }
        var pending = content.memberRefs.sorted()
        var seen: [String] = []
        for _ in 0..<3 {
            var next: [String] = []
            for name in pending where !seen.contains(name) {
                seen.append(name)
                guard let member = index.member(name, of: presenter, nearestTo: path), member.name != "body" else { continue }
                if body.memberRefs.contains(name) && !content.memberRefs.contains(name) { return name }
                next += member.summary.memberRefs.sorted()
            }
            pending = next
        }
        return nil
    }

    /// The first view of the project the content shows (`ComposerView` in `NavigationStack {
    /// ComposerView(…) }`).
    /// A container of the project (a navigation wrapper holding `content: () -> Content`) is not
    /// the screen: the view inside it is. Nor is a view drawn behind or over another (`.background`,
    /// `.overlay`, `.mask`).
    /// A view of another module handed the presenter's values, shown before any of the project's,
    /// is the screen itself (`LibraryDashboard(client: api, userID: id) { AvatarView(…) }`): the
    /// project's views after it are its parts, and the content is read as written in place.
    static func primaryView(of content: ScopeSummary, _ index: ProjectIndex) -> ViewReference? {
        var container: ViewReference?
        for v in content.views where mayBeTheScreen(v, in: content, index) {
            let name = String(v.typeName.lastDottedComponent)
            guard index.isDeclared(name) else {
                if container == nil && v.typeName == content.views.first?.typeName && !(v.valueArguments.isEmpty && v.bindingArguments.isEmpty) { return nil }
                continue
            }
            if isContainer(name, index) {
                if container == nil { container = v }
                continue
            }
            return v
        }
        return container
    }

    /// A view of the content that is not SwiftUI's own and may be its screen: not drawn behind or
    /// over another view, not toolbar content, not a drawing beside the rows.
    static func mayBeTheScreen(_ v: ViewReference, in content: ScopeSummary, _ index: ProjectIndex) -> Bool {
        !BuiltInViews.names.contains(v.typeName) && !v.decoratesAnotherView
            && !isToolbarContent(String(v.typeName.lastDottedComponent), index) && !isDrawing(v, beside: content, index)
    }

    /// Built-in views that only draw: shapes, fills and what arranges them.
    static let drawingViews: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Path", "ContainerRelativeShape",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Color", "Canvas", "TimelineView",
        "GeometryReader", "ZStack", "VStack", "HStack", "ForEach", "Spacer", "Group", "EmptyView",
    ]

    /// A view of the project handed nothing (no container of content) that only draws (a grid or
    /// a gradient behind the rows: built-in shapes only, no state but its own, no call but the
    /// language's and SwiftUI's and its own values' (`phase.toggle()`)), shown beside content that
    /// does more: a decoration of the screen, not the screen.
    static func isDrawing(_ v: ViewReference, beside content: ScopeSummary, _ index: ProjectIndex) -> Bool {
        let name = String(v.typeName.lastDottedComponent)
        guard v.valueArguments.isEmpty, v.bindingArguments.isEmpty, v.closureArguments.isEmpty, v.derivedBindingArguments.isEmpty,
              !isContainer(name, index) else { return false }
        let types = index.types(named: name)
        // (State of its own that only moves it, as an animation's phase, changes nothing else.)
        guard !types.isEmpty, !types.contains(where: \.conformsToRepresentable),
              types.allSatisfy({ t in t.properties.allSatisfy { $0.wrappers.isEmpty || $0.hasWrapper("State") && $0.wrappers.count == 1 } }),
              index.actions(of: types).allSatisfy({ a in a.calls.allSatisfy { call in
                  call.receiver.map { r in types.contains { $0.property(named: String(r.firstDottedComponent)) != nil } } ?? servingFunctions.contains(call.name)
              } })
        else { return false }
        let body = ProjectIndex.mergedSummary(types)
        guard body.views.allSatisfy({ drawingViews.contains($0.typeName) }), !body.builtInViews.containsName(where: { !drawingViews.contains($0) }) else { return false }
        // Beside it, the content shows more than drawing and arrangement.
        func more(_ name: String) -> Bool { name != v.typeName && !drawingViews.contains(name) && !BuiltInViews.navigationContainers.contains(name) }
        return content.views.contains { more($0.typeName) } || content.builtInViews.containsName(where: more)
    }

    /// A type of the project declared as toolbar content (`struct CloseToolbar: ToolbarContent`):
    /// items of the navigation bar around a screen, never the screen.
    static func isToolbarContent(_ name: String, _ index: ProjectIndex) -> Bool {
        index.types(named: name).contains { t in t.inheritance.contains { $0 == "ToolbarContent" || $0 == "CustomizableToolbarContent" } }
    }

    /// A view that shows content it is given: it stores a generic `Content` or a function making one.
    static func isContainer(_ name: String, _ index: ProjectIndex) -> Bool {
        index.types(named: name).contains { t in
            t.properties.contains { p in
                guard let type = p.declaredType else { return false }
                return type == "Content" || type.hasSuffix("->Content")
            }
        }
    }

    static func hasInputControls(_ e: ScopeSummary) -> Bool {
        inputControls.contains { e.builtInViews.contains($0) } || e.views.contains { inputControls.contains($0.typeName) }
    }

    /// A property holding a shared model: an observed object, or an instance of a class of the project.
    static func isModel(_ property: PropertyFact, _ index: ProjectIndex) -> Bool {
        if modelWrappers.contains(where: { property.hasWrapper($0) }) && property.environmentKey == nil { return true }
        guard let type = property.type else { return false }
        return index.types(named: type).contains { $0.kind == .class }
    }

    /// Whether a `presentationDetents` argument list lets the sheet grow to full height.
    static func isLargeDetentList(_ arguments: String) -> Bool {
        arguments.containsBytes(".large") || arguments.containsBytes("fraction(1") || !arguments.containsBytes(".")
    }
}
