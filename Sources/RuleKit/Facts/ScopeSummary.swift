/// What one scope of code does (a member, presented content, a branch, a closure): the calls it
/// makes, the state it changes, the views it shows and the values it passes on. Scopes nest, and
/// each summary is merged into the one around it.
public struct ScopeSummary: Sendable {
    /// Bare calls: `dismiss()`, `onFinish()`, `close?()`.
    public var calledNames = NameSet()
    public var stateChanges: [StateWrite] = []
    /// Views shown, in the order met, except those `builtInViews` holds.
    public var views: [ViewReference] = []
    /// The built-in SwiftUI views shown with no `$binding` argument (`Text`, `HStack`, `Button`):
    /// more than nine in ten of the views a body shows. As list entries each cost memory, and every
    /// merge up the tree copied them; rules only ask which names occur.
    public var builtInViews = BuiltInViewSet()
    /// Paths passed on as a plain argument value (`DetailView(item: selected)`), in the order met,
    /// repeats kept. Only membership is ever asked of it, and nearly every argument of every body
    /// adds one: an array append costs a fraction of hashing each into a set.
    public var passedPaths: [String] = []
    /// What few bodies hold (closing methods, member references, passed bindings, unwrapped paths,
    /// modifier uses, observed sources), in a box made when the first of them is added: every member and
    /// presentation keeps its summary to the end of the run, and most of it is empty.
    private var outOfLine: OutOfLine?
    private var flags: Flags = []

    public init() {}

    /// Names of closing methods called on something (`dismissCover` in `coordinator.dismissCover()`,
    /// `dismiss` in `presentationMode.wrappedValue.dismiss()`); other method names are not kept.
    public var closingMethods: NameSet {
        get { outOfLine?.closingMethods ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().closingMethods = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().closingMethods = value }
            } else {
                yield &writableOutOfLine().closingMethods
            }
        }
    }

    /// Bare lower-case names used as view content or called: possibly helpers of the enclosing type.
    public var memberRefs: NameSet {
        get { outOfLine?.memberRefs ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().memberRefs = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().memberRefs = value }
            } else {
                yield &writableOutOfLine().memberRefs
            }
        }
    }

    /// Helpers named in the content of presentations the scope makes (`.alert(…) { leaveActions }`):
    /// parts of those presentations' screens, not of this one (see `removeWaysOut`).
    public var presentedRefs: NameSet {
        get { outOfLine?.presentedRefs ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().presentedRefs = newValue } }
    }

    /// Paths of `$binding`s passed as arguments: `show`, `vm.flag`.
    public var passedBindings: NameSet {
        get { outOfLine?.passedBindings ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().passedBindings = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().passedBindings = value }
            } else {
                yield &writableOutOfLine().passedBindings
            }
        }
    }

    /// Paths unwrapped or tested as optionals (`if let x`, `x!`, `x?.y`, `x ?? d`, `switch x`,
    /// `x.map`, `x != nil`) — shadowed names excluded.
    public var unwrappedPaths: NameSet {
        get { outOfLine?.unwrappedPaths ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().unwrappedPaths = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().unwrappedPaths = value }
            } else {
                yield &writableOutOfLine().unwrappedPaths
            }
        }
    }

    /// Those of `unwrappedPaths` read in a way that needs the value (`x!`, `if let x { … }` with no
    /// `else`, `guard let x`): with nil, such content shows nothing or stops.
    public var forcedPaths: NameSet {
        get { outOfLine?.forcedPaths ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().forcedPaths = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().forcedPaths = value }
            } else {
                yield &writableOutOfLine().forcedPaths
            }
        }
    }

    /// Those read in a way that gives nil a meaning of its own (`x ?? placeholder`, `x?.name`,
    /// `x.map`, `x == nil`, `if let x { … } else { … }`, `switch x`). A path may be in both.
    public var nilTolerantPaths: NameSet {
        get { outOfLine?.nilTolerantPaths ?? NameSet() }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().nilTolerantPaths = newValue } }
        _modify {
            if outOfLine == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableOutOfLine().nilTolerantPaths = value }
            } else {
                yield &writableOutOfLine().nilTolerantPaths
            }
        }
    }

    /// Where modifiers that matter to presentation rules are applied (`presentationDetents`,
    /// `navigationBarItems`, …), outside nested presentations.
    public var modifierUses: [ModifierUse] {
        get { outOfLine?.modifierUses ?? [] }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().modifierUses = newValue } }
        _modify {
            if outOfLine == nil {
                var value: [ModifierUse] = []
                yield &value
                if !value.isEmpty { writableOutOfLine().modifierUses = value }
            } else {
                yield &writableOutOfLine().modifierUses
            }
        }
    }

    /// Where state is copied from an observed value: what `.onChange(of:)` observes when its
    /// handler mirrors it into `target`, and the path an `.onAppear`/`.task` copies into it.
    /// Kept apart from `stateChanges`, which every body makes and merges.
    public var observedSources: [ObservedSource] {
        get { outOfLine?.observedSources ?? [] }
        set { if outOfLine != nil || !newValue.isEmpty { writableOutOfLine().observedSources = newValue } }
        _modify {
            if outOfLine == nil {
                var value: [ObservedSource] = []
                yield &value
                if !value.isEmpty { writableOutOfLine().observedSources = value }
            } else {
                yield &writableOutOfLine().observedSources
            }
        }
    }

    /// A visible close control: a Button titled Close/Done/Cancel/Dismiss, an `xmark` symbol, a
    /// `.cancel` role or a `.cancellationAction` toolbar placement.
    public var hasCloseAffordance: Bool {
        get { flags.contains(.closeAffordance) }
        set { flags.set(.closeAffordance, newValue) }
    }
    /// Content whose view cannot be followed statically (another object's method, a stored generic
    /// view, `AnyView` of a variable).
    public var hasOpaqueContent: Bool {
        get { flags.contains(.opaqueContent) }
        set { flags.set(.opaqueContent, newValue) }
    }
    /// `.interactiveDismissDisabled()` or `(true)` applied somewhere.
    public var disablesInteractiveDismiss: Bool {
        get { flags.contains(.disablesInteractiveDismiss) }
        set { flags.set(.disablesInteractiveDismiss, newValue) }
    }
    /// `.presentationBackgroundInteraction(.enabled)` or `.enabled(upThrough:)`: the sheet is a
    /// persistent panel over a screen that stays usable (a maps-style drawer), not a modal.
    public var keepsBackgroundInteractive: Bool {
        get { flags.contains(.keepsBackgroundInteractive) }
        set { flags.set(.keepsBackgroundInteractive, newValue) }
    }
    /// `.navigationTransition(.zoom(…))`: since iOS 18 a zoomed full-screen cover can be swiped or
    /// pinched away, unless interactive dismissal is disabled.
    public var usesZoomTransition: Bool {
        get { flags.contains(.zoomTransition) }
        set { flags.set(.zoomTransition, newValue) }
    }
    /// `.presentationBackground(.clear)`: the presentation shows the screen behind it (a cover
    /// drawing its own card or panel over it), or the content of a wrapper that does so.
    public var clearsPresentationBackground: Bool {
        get { flags.contains(.clearsPresentationBackground) }
        set { flags.set(.clearsPresentationBackground, newValue) }
    }
    /// `.listStyle(.grouped)` or `.insetGrouped`: a `List` styled as a settings-like form.
    public var groupsList: Bool {
        get { flags.contains(.groupsList) }
        set { flags.set(.groupsList, newValue) }
    }

    /// What the scope shows without its navigation bar: set on a kept summary (a member's, a
    /// presentation's content, a branch's) whose code puts something in a toolbar or the navigation
    /// bar (`.toolbar { … }`, `.navigationBarItems(…)`), nil otherwise. The summary itself holds
    /// everything, bar included. A toolbar shows only when a navigation container (`NavigationStack`,
    /// `NavigationView`, `NavigationSplitView`) is around the view on iOS: a question of who presents
    /// the view and how, which the rules ask.
    public var withoutNavigationBar: ScopeSummary? { outOfLine?.withoutNavigationBar }

    /// Adds what a toolbar or navigation-bar modifier shows: kept apart while the scope is walked,
    /// then joined to it by `settleNavigationBar`.
    public mutating func addToNavigationBar(_ bar: ScopeSummary) {
        guard !bar.isEmpty else { return }
        let box = writableOutOfLine()
        if box.navigationBar == nil { box.navigationBar = bar } else { box.navigationBar!.merge(bar) }
    }

    /// Ends the walk of a summary that is kept: what its toolbars show joins the rest, and what it
    /// shows without them is kept as `withoutNavigationBar`.
    public mutating func settleNavigationBar() {
        guard let bar = outOfLine?.navigationBar else { return }
        let without = withoutNavigationBar ?? droppingNavigationBar()
        writableOutOfLine().navigationBar = nil
        mergeShown(bar.droppingNavigationBar())
        writableOutOfLine().withoutNavigationBar = without
    }

    /// A copy without the navigation bar's parts (neither pending nor settled).
    func droppingNavigationBar() -> ScopeSummary {
        guard let box = outOfLine, box.navigationBar != nil || box.withoutNavigationBar != nil else { return self }
        var copy = self
        let copied = copy.writableOutOfLine()
        copied.navigationBar = nil
        copied.withoutNavigationBar = nil
        return copy
    }

    /// Nothing recorded at all.
    var isEmpty: Bool {
        calledNames.isEmpty && stateChanges.isEmpty && views.isEmpty && builtInViews.isEmpty && passedPaths.isEmpty
            && flags.isEmpty && (outOfLine?.isEmpty ?? true)
    }

    /// A scope summary is merged up through every closure and body, and most of it is empty: an empty
    /// side costs nothing, and into an empty side the other's storage is shared, not rehashed.
    /// Where either side keeps what it shows without its navigation bar, so does the result.
    public mutating func merge(_ other: ScopeSummary) {
        guard outOfLine?.withoutNavigationBar != nil || other.outOfLine?.withoutNavigationBar != nil else {
            mergeShown(other)
            return
        }
        var without = withoutNavigationBar ?? droppingNavigationBar()
        without.mergeShown(other.withoutNavigationBar ?? other.droppingNavigationBar())
        mergeShown(other)
        writableOutOfLine().withoutNavigationBar = without
    }

    /// Merges what `other` shows (its pending navigation bar joining this one's), leaving
    /// `withoutNavigationBar` to `merge`.
    private mutating func mergeShown(_ other: ScopeSummary) {
        calledNames.formUnion(other.calledNames)
        Self.concatenate(&stateChanges, other.stateChanges)
        Self.concatenate(&views, other.views)
        builtInViews.formUnion(other.builtInViews)
        Self.concatenate(&passedPaths, other.passedPaths)
        flags.formUnion(other.flags)
        if let theirs = other.outOfLine, !theirs.isEmpty {
            if let ours = outOfLine, !ours.isEmpty {
                writableOutOfLine().merge(theirs)
            } else {
                outOfLine = theirs
            }
        }
    }

    /// Drops the spare room the walk left in the lists that have most of it (a list grown by
    /// doubling past eight entries), for summaries kept to the end of the run: a member's, a
    /// presentation's content. A list with little to spare is kept as it is: a copy costs more
    /// time than its spare room costs memory. Lists shared with content trimmed before have
    /// none, and are not copied again.
    public mutating func trim() {
        calledNames.trim()
        Self.trim(&stateChanges)
        Self.trim(&views)
        Self.trim(&passedPaths)
    }

    @inline(__always)
    private static func trim<T>(_ list: inout [T]) {
        if (list.capacity - list.count) * MemoryLayout<T>.stride >= 64 { list = NameSet.exact(list) }
    }

    @inline(__always)
    private static func concatenate<T>(_ a: inout [T], _ b: [T]) {
        if b.isEmpty { return }
        if a.isEmpty { a = b } else { a.append(contentsOf: b) }
    }

    /// The box of the out-of-line parts, made if there is none and copied if another summary shares it.
    private mutating func writableOutOfLine() -> OutOfLine {
        if outOfLine == nil {
            outOfLine = OutOfLine()
        } else if !isKnownUniquelyReferenced(&outOfLine) {
            outOfLine = OutOfLine(copying: outOfLine!)
        }
        return outOfLine!
    }

    /// Copied before a change whenever another summary holds it too (`writableOutOfLine`), so one box
    /// is never written while shared, from any thread.
    private final class OutOfLine: @unchecked Sendable {
        var closingMethods = NameSet()
        var memberRefs = NameSet()
        var presentedRefs = NameSet()
        var passedBindings = NameSet()
        var unwrappedPaths = NameSet()
        var forcedPaths = NameSet()
        var nilTolerantPaths = NameSet()
        var modifierUses: [ModifierUse] = []
        var observedSources: [ObservedSource] = []
        /// What toolbars show, while the scope is walked (see `addToNavigationBar`).
        var navigationBar: ScopeSummary?
        /// See `ScopeSummary.withoutNavigationBar`.
        var withoutNavigationBar: ScopeSummary?

        init() {}

        init(copying other: OutOfLine) {
            closingMethods = other.closingMethods
            memberRefs = other.memberRefs
            presentedRefs = other.presentedRefs
            passedBindings = other.passedBindings
            unwrappedPaths = other.unwrappedPaths
            forcedPaths = other.forcedPaths
            nilTolerantPaths = other.nilTolerantPaths
            modifierUses = other.modifierUses
            observedSources = other.observedSources
            navigationBar = other.navigationBar
            withoutNavigationBar = other.withoutNavigationBar
        }

        var isEmpty: Bool {
            closingMethods.isEmpty && memberRefs.isEmpty && presentedRefs.isEmpty && passedBindings.isEmpty && unwrappedPaths.isEmpty && forcedPaths.isEmpty
                && nilTolerantPaths.isEmpty && modifierUses.isEmpty && observedSources.isEmpty
                && navigationBar == nil && withoutNavigationBar == nil
        }

        func merge(_ other: OutOfLine) {
            closingMethods.formUnion(other.closingMethods)
            memberRefs.formUnion(other.memberRefs)
            presentedRefs.formUnion(other.presentedRefs)
            passedBindings.formUnion(other.passedBindings)
            unwrappedPaths.formUnion(other.unwrappedPaths)
            forcedPaths.formUnion(other.forcedPaths)
            nilTolerantPaths.formUnion(other.nilTolerantPaths)
            ScopeSummary.concatenate(&modifierUses, other.modifierUses)
            ScopeSummary.concatenate(&observedSources, other.observedSources)
            if let bar = other.navigationBar {
                if navigationBar == nil { navigationBar = bar } else { navigationBar!.merge(bar) }
            }
        }
    }

    /// The flags, one bit each: apart, each took a byte, and with them the summary a word more.
    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let closeAffordance = Flags(rawValue: 1 << 0)
        static let opaqueContent = Flags(rawValue: 1 << 1)
        static let disablesInteractiveDismiss = Flags(rawValue: 1 << 2)
        static let keepsBackgroundInteractive = Flags(rawValue: 1 << 3)
        static let zoomTransition = Flags(rawValue: 1 << 4)
        static let clearsPresentationBackground = Flags(rawValue: 1 << 5)
        static let groupsList = Flags(rawValue: 1 << 6)

        mutating func set(_ flag: Flags, _ on: Bool) {
            if on { insert(flag) } else { remove(flag) }
        }
    }
}

extension ScopeSummary {
    /// `dismiss`, `dismissCover`, `onDismiss`, `close`, `handleClose`, `closeSheet`: a call that closes.
    /// `interactiveDismissDisabled` configures dismissal; it does not dismiss.
    public static func isClosingName(_ name: String) -> Bool {
        var hasWord = false
        var words = 0
        var disabled = false
        for w in CamelCaseWords.words(name) {
            words += 1
            if w == "dismiss" || w == "close" { hasWord = true }
            if w == "disabled" || w == "disable" { disabled = true }
        }
        return hasWord && !disabled && words > 0
    }
}
