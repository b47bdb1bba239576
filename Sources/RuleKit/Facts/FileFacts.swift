/// What the rules need from one file, extracted once from its syntax model. Small values:
/// thousands of files fit in memory without their token arrays or syntax trees.
public struct FileFacts: Sendable {
    public var path: String
    /// The parse or the walk was cut short because the stack ran low (nesting too deep for this
    /// thread): the facts are partial, and the engine reports the file instead of linting it.
    public var isIncomplete = false
    /// Every type declaration and extension in the file, nested ones included.
    public var types: [TypeFacts] = []
    /// Every presentation modifier call (`.sheet`, `.fullScreenCover`, `.popover`, `.alert`, …).
    public var presentations: [PresentationSite] = []
    /// The last components of the targets of every change of a stored value in the file (`x =
    /// false`, `vm.item = nil`, `x.toggle()`), each once, in no particular order: "something turns
    /// it off" is a project-wide question. The changes themselves are in the evidence of the
    /// members (and presentations) that make them.
    public var assignedNames: [String] = []
    /// Those of changes that set a value off, toggle it or set it to an unknown value.
    public var turnedOffNames: [String] = []
    /// Uses of replaced presentation APIs.
    public var deprecatedUses: [DeprecatedUse] = []
    /// The actions of the file that change stored values, each with the changes it makes (see
    /// `StateAction`): who writes presentation state, with which values, in which action. Each
    /// distinct action once.
    public var actions: [StateAction] = []
    /// The project's own presentation modifiers this file defines.
    public var presentationWrappers: [PresentationWrapper] = []
    /// The `Binding` extension methods of this file that derive a flag from the optional they extend.
    public var optionalFlagMappers: [OptionalFlagMapper] = []
    /// Labels of this file's `Binding` extension initialisers `init(label: Binding<T?>)` that make a
    /// flag derived from that optional (`get: { label.wrappedValue != nil }`, the setter clears it).
    public var optionalFlagInits: [String] = []
    /// Some presentation site of the file calls a modifier that may be a project's own
    /// presentation wrapper (`PresentationSite.wrapper`): the index settles which.
    public var hasWrapperCalls = false
    /// Helpers shown as views (`updateContent` in a `body`), with the type whose code shows them
    /// and the branches of `if … else` and `switch` around each place it does.
    public var memberViewRefs: [MemberViewRef] = []
    /// Helpers a type shows in the closures of its own presentation wrappers (`.dynamicSheet {
    /// scanContent }`, `.bottomSheet { … }`), by the type's simple name: what they present is
    /// stacked on that wrapper's sheet.
    public var wrapperPresentedMembers: [(owner: String, member: String)] = []

    /// Views the file's code shows as navigation destinations (`NavigationLink(destination:)`,
    /// `.navigationDestination { … }`), with the simple name of the type whose code does: pushed
    /// onto a stack, screens of their own, not part of the one showing the link. Few files have any.
    public var pushedViews: [(owner: String, view: String)] = []
    /// Presentations whose content closure shows a member of its route as its screen
    /// (`makeSheetView` in `.sheet(item: $route) { $0.makeSheetView() }`, `view` in `{ route in
    /// route.view }`), by the site's position.
    public var routeMemberSites: [(site: SourcePosition, member: String)] = []

    /// Screens hosted from UIKit (`UIHostingController(rootView: X())`): content shown the way a
    /// presentation shows it.
    public var hostedScreens: [HostedScreen] = []

    /// For a package manifest (`Package.swift`): the oldest systems its `platforms:` list supports.
    public var deploymentTargets = DeploymentTargets()
    /// For a package manifest: the `path:` folders its targets name.
    public var packageSourcePaths: [String] = []

    public init(path: String) { self.path = path }

    public static func extract(source: SourceText, tokens: TokenStream, syntax: FileSyntax) -> FileFacts {
        extract(source: source, tokens: tokens, syntax: syntax, stack: StackGuard())
    }

    static func extract(source: SourceText, tokens: TokenStream, syntax: FileSyntax, stack: StackGuard) -> FileFacts {
        var extractor = FactExtractor(source: source, tokens: tokens.tokens, stack: stack)
        var facts = extractor.extract(syntax)
        facts.isIncomplete = syntax.isIncomplete || extractor.stackRanLow
        return facts
    }
}

/// A place in a file a finding can point at.
public struct SourceSpan: Sendable, Equatable {
    public var start: SourcePosition
    public var end: SourcePosition
    /// The line of `start`, trimmed.
    public var lineText: String
    public init(start: SourcePosition, end: SourcePosition, lineText: String) {
        self.start = start
        self.end = end
        self.lineText = lineText
    }
}

// Values most facts of a kind lack, kept out of line: an optional reference to one costs a word
// in every fact instead of the value's whole size. Immutable, so copies of a fact share it. (One
// class per type rather than a generic one: making a generic class's instance looks up its
// metadata at run time, and facts holding one were copied whole where they were built.)
final class DerivedBindingBox: Sendable {
    let value: DerivedBinding
    init(_ value: DerivedBinding) { self.value = value }
}
final class EvidenceBox: Sendable {
    let value: Evidence
    init(_ value: Evidence) { self.value = value }
}
final class ContentScreensBox: Sendable {
    let value: ContentScreens
    init(_ value: ContentScreens) { self.value = value }
}
final class SourceSpanBox: Sendable {
    let value: SourceSpan
    init(_ value: SourceSpan) { self.value = value }
}
/// What few properties have: wrappers after the first, an environment key.
final class PropertyExtras: Sendable {
    let moreWrappers: [String]
    let environmentKey: String?
    init(moreWrappers: [String], environmentKey: String?) {
        self.moreWrappers = moreWrappers
        self.environmentKey = environmentKey
    }
}

/// (A type is declared or inferred, never both kept, and the rare parts are out of line: 64
/// bytes a property, with the one-byte fields together at the end, instead of 104.)
public struct PropertyFact: Sendable {
    public var name: String
    /// The first attribute name, last component only (`SwiftUI.State` → `State`); most properties
    /// have one wrapper or none. The others are in `extras`.
    var firstWrapper: String?
    /// The declared type (`typeIsDeclared`) or else the one the initializer implies, if any.
    var typeText: String?
    var extras: PropertyExtras?
    public var isLet: Bool
    public var isStatic: Bool
    public var isComputed: Bool
    /// `private(set)` or `fileprivate(set)`: code of other types cannot assign it, nor bind `$x` to it.
    public var hasPrivateSetter = false
    var typeIsDeclared: Bool

    /// The declared type, whitespace removed.
    public var declaredType: String? { typeIsDeclared ? typeText : nil }
    /// A type implied by the initializer (`Bool` for `true`/`false`, `T` for `T(…)` / `T.init(…)`),
    /// when none is declared.
    public var inferredType: String? { typeIsDeclared ? nil : typeText }
    /// For `@Environment(\.dismiss)`: `dismiss`.
    public var environmentKey: String? { extras?.environmentKey }
    /// Attribute names, last component only (`SwiftUI.State` → `State`), in the order written.
    public var wrappers: CompactList<String> {
        var list = CompactList<String>()
        guard let firstWrapper else { return list }
        list.append(firstWrapper)
        if let more = extras?.moreWrappers { for w in more { list.append(w) } }
        return list
    }

    public var type: String? { typeText }
    public var isOptional: Bool {
        guard let t = declaredType else { return false }
        return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
    }
    /// A closure-typed property (`(() -> Void)?`, `@escaping` ones): calling it is not unwrapping data.
    public var isFunctionType: Bool { declaredType?.containsBytes("->") ?? false }
    public func hasWrapper(_ name: String) -> Bool {
        guard let firstWrapper else { return false }
        return firstWrapper == name || (extras?.moreWrappers.contains(name) ?? false)
    }
}

/// A function, initializer or computed property: what its body does, for following content.
/// (The rare derived binding out of line and the one-byte fields together at the end: 216 bytes a
/// member instead of 280.)
public struct MemberFact: Sendable {
    public var name: String
    public var evidence: Evidence
    /// For a view builder that switches over one of its parameters (`func view(for route: Route)
    /// -> some View { switch route { case .settings: SettingsScreen() … } }`): the views each case
    /// shows, by case name.
    public var caseViews: [String: [String]] = [:]
    var derivedBindingBox: DerivedBindingBox?
    public var isFunction: Bool
    /// A function whose declared result is optional (`-> Attachment?`).
    public var returnsOptional = false
    /// A function or computed property that gives an `Alert` (`func makeAlert() -> Alert`).
    public var returnsAlert = false

    /// A function or computed property that returns a hand-made `Binding` (`var showsEditor:
    /// Binding<Bool> { Binding(get: { editing != nil }, set: { … }) }`).
    public var derivedBinding: DerivedBinding? {
        get { derivedBindingBox?.value }
        set { derivedBindingBox = newValue.map(DerivedBindingBox.init) }
    }
}

/// (The span, which few cases have, out of line: 32 bytes a case instead of 80.)
public struct EnumCaseFact: Sendable {
    public var name: String
    /// The case name's bytes in its file, for locating it once the whole file is known.
    var nameRange: ByteRange
    var spanBox: SourceSpanBox?

    /// Where the case is declared; only for the cases of an enum that can be a presentation's route
    /// (see `FactExtractor.locateRouteCases`): a cover provider (`TypeFacts.isCoverProvider`), an
    /// `Identifiable` enum (what `item:` takes) or one whose own members map its cases to views.
    public var span: SourceSpan? {
        get { spanBox?.value }
        set { spanBox = newValue.map(SourceSpanBox.init) }
    }
}

public struct TypeFacts: Sendable {
    /// The simple name (last component of an extension's `Outer.Inner`).
    public var name: String
    public var qualifiedName: String
    public var kind: TypeKind
    /// Most types inherit one type or none: the first is kept inline, with no array.
    public var inheritance: CompactList<String>
    public var properties: [PropertyFact] = []
    public var members: [MemberFact] = []
    public var enumCases: [EnumCaseFact] = []
    /// For enums: which view types each case leads to in `switch self` inside the type's members
    /// (`case .settings: return SettingsScreen().any()`), by case name.
    public var caseViews: [String: [String]] = [:]
    /// Paths the type's code unwraps or passes on outside any presentation's content (`if let
    /// selected` in a row), with the member doing it: what it may use beyond what it presents
    /// (a helper a sheet shows as content reads them too). In the order met, repeats kept.
    public var pathsReadOutsidePresentations: [(path: String, member: String?)] = []
    /// Paths the presentations in the type's code read in their content (unwrap, pass on, or hand
    /// over as a `$binding`), each once per presentation: how many of a type's presentations,
    /// in all its files, read one selection.
    public var pathsReadByPresentations: [String] = []
    public var path: String

    public func property(named name: String) -> PropertyFact? {
        for i in properties.indices where properties[i].name == name { return properties[i] }
        return nil
    }
    public func member(named name: String) -> MemberFact? {
        for i in members.indices where members[i].name == name { return members[i] }
        return nil
    }
    /// An enum (or other type) that lists what a full-screen cover can show: it conforms to a
    /// protocol named for full-screen covers or cover providers.
    public var isCoverProvider: Bool {
        inheritance.contains { $0.containsBytes("FullScreenCover") || $0.hasSuffix("CoverProvider") }
    }
    public var conformsToRepresentable: Bool {
        inheritance.contains { $0.hasSuffix("ViewControllerRepresentable") || $0.hasSuffix("ViewRepresentable") }
    }
}

/// How a stored value changes: turned off (`false`, `nil`), on (`true`, a value), toggled, or unknown.
public struct StateChange: Sendable, Equatable {
    public enum Value: Sendable, Equatable { case off, on, toggle, unknown }
    /// The target as a dotted path without `self.`: `showSheet`, `vm.route`, `coordinator.cover`.
    public var target: String
    public var value: Value
    /// The value is what a method of some object returns (`queue.removeFirst()`, `tips.next()`):
    /// possibly another value each time, as when presentations are shown one after another.
    public var isMethodResult: Bool
    /// The value is the one an `.onChange`/`.onReceive` handler was given (`flag = newValue`): the
    /// target mirrors state owned elsewhere.
    public var mirrorsObservedValue: Bool
    /// Made in a closure that the body it is in hands to some other call (`asyncAfter`, `Task`,
    /// a timer), which may run it later, not while the body runs (`withAnimation`'s does).
    public var isDeferred: Bool
    public init(target: String, value: Value, isMethodResult: Bool = false, mirrorsObservedValue: Bool = false, isDeferred: Bool = false) {
        self.target = target
        self.value = value
        self.isMethodResult = isMethodResult
        self.mirrorsObservedValue = mirrorsObservedValue
        self.isDeferred = isDeferred
    }

    /// The last component of `target` (`route` in `vm.route`). Worked out when asked: stored, it
    /// made every change 16 bytes larger (125 k changes on the synthetic corpus).
    public var lastComponent: String { target.lastDottedComponent }

    /// Whether `target` is `name` or ends in `.name`, compared in place.
    public func targetEnds(with name: String) -> Bool { target.hasLastDottedComponent(name) }
}

/// State copied from an observed value (see `Evidence.observedSources`).
public struct ObservedSource: Sendable {
    public var target: String
    /// The observed value (for a mirror) or the copied one (as the view appears), as a path.
    public var path: String
    /// True for `.onChange(of: path) { target = $1 }`, false for `.onAppear { target = path }`.
    public var isMirror: Bool
}

/// A view type a piece of content instantiates, e.g. `SettingsView(isPresented: $show)`.
public struct ViewReference: Sendable, Equatable {
    public var typeName: String
    /// Labels of arguments given as a `$binding`, with the binding's path: `["isPresented": "show"]`.
    public var bindingArguments: [String: String]
    /// Closures handed to the view's parameters (`onContinue: { show = false }`), by label: what
    /// the presenter lets the child do. Whether the child calls them is the child's evidence
    /// (`ProjectIndex.use(ofParameter:in:nearestTo:)`).
    public var closureArguments: [ClosureArgument] = []
    /// Bindings made by hand for the view's parameters (`selection: Binding(get: { hint }, set:
    /// { hint = $0; label = "…" })`), by label.
    public var derivedBindingArguments: [String: DerivedBinding] = [:]
    /// Labels of arguments given as a plain value path (`presentationMode: presentationMode`,
    /// `item: self.item`), with the path as written: values, bindings held as values among them,
    /// that flow from the parent to the child's parameter.
    public var valueArguments: [String: String] = [:]
    public init(typeName: String, bindingArguments: [String: String], closureArguments: [ClosureArgument] = [],
                derivedBindingArguments: [String: DerivedBinding] = [:], valueArguments: [String: String] = [:]) {
        self.typeName = typeName
        self.bindingArguments = bindingArguments
        self.closureArguments = closureArguments
        self.derivedBindingArguments = derivedBindingArguments
        self.valueArguments = valueArguments
    }
}

/// A set of `PresentationVocabulary.builtInViews`, one bit per name.
public struct BuiltInViewSet: Sendable, Equatable {
    private var low: UInt64 = 0, high: UInt64 = 0

    public init() {}

    public var isEmpty: Bool { low | high == 0 }

    /// Inserts the name at `position` in `PresentationVocabulary.builtInViews.words`.
    mutating func insert(position: Int) {
        if position < 64 { low |= 1 << UInt64(position) } else { high |= 1 << UInt64(position - 64) }
    }

    public func contains(_ name: String) -> Bool {
        guard let k = PresentationVocabulary.builtInViewPositions.position(of: name) else { return false }
        return k < 64 ? low & (1 << UInt64(k)) != 0 : high & (1 << UInt64(k - 64)) != 0
    }

    public mutating func formUnion(_ other: BuiltInViewSet) {
        low |= other.low
        high |= other.high
    }

    public func intersection(_ other: BuiltInViewSet) -> BuiltInViewSet {
        var both = BuiltInViewSet()
        both.low = low & other.low
        both.high = high & other.high
        return both
    }

    /// Whether one of the names (taken in the vocabulary's order) satisfies `predicate`.
    public func containsName(where predicate: (String) throws -> Bool) rethrows -> Bool {
        guard !isEmpty else { return false }
        let words = PresentationVocabulary.builtInViews.words
        for (word, offset) in [(low, 0), (high, 64)] {
            var bits = word
            while bits != 0 {
                if try predicate(words[offset + bits.trailingZeroBitCount]) { return true }
                bits &= bits &- 1
            }
        }
        return false
    }

    /// Calls `body` with each name, in the vocabulary's order.
    public func forEachName(_ body: (String) -> Void) {
        _ = containsName { body($0); return false }
    }

    /// The names, in the vocabulary's order.
    public var names: [String] {
        var names: [String] = []
        forEachName { names.append($0) }
        return names
    }
}

/// What a piece of code shows about presentation: ways out, state changes, views it leads to.
public struct Evidence: Sendable {
    /// Bare calls: `dismiss()`, `onFinish()`, `close?()`.
    public var calledNames = NameSet()
    public var stateChanges: [StateChange] = []
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
    /// presentation keeps its evidence to the end of the run, and most of it is empty.
    private var rare: Rare?
    private var flags: Flags = []

    public init() {}

    /// Names of closing methods called on something (`dismissCover` in `coordinator.dismissCover()`,
    /// `dismiss` in `presentationMode.wrappedValue.dismiss()`); other method names are not kept.
    public var closingMethods: NameSet {
        get { rare?.closingMethods ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().closingMethods = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().closingMethods = value }
            } else {
                yield &writableRare().closingMethods
            }
        }
    }

    /// Bare lower-case names used as view content or called: possibly helpers of the enclosing type.
    public var memberRefs: NameSet {
        get { rare?.memberRefs ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().memberRefs = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().memberRefs = value }
            } else {
                yield &writableRare().memberRefs
            }
        }
    }

    /// Paths of `$binding`s passed as arguments: `show`, `vm.flag`.
    public var passedBindings: NameSet {
        get { rare?.passedBindings ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().passedBindings = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().passedBindings = value }
            } else {
                yield &writableRare().passedBindings
            }
        }
    }

    /// Paths unwrapped or tested as optionals (`if let x`, `x!`, `x?.y`, `x ?? d`, `switch x`,
    /// `x.map`, `x != nil`) — shadowed names excluded.
    public var unwrappedPaths: NameSet {
        get { rare?.unwrappedPaths ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().unwrappedPaths = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().unwrappedPaths = value }
            } else {
                yield &writableRare().unwrappedPaths
            }
        }
    }

    /// Those of `unwrappedPaths` read in a way that needs the value (`x!`, `if let x { … }` with no
    /// `else`, `guard let x`): with nil, such content shows nothing or stops.
    public var forcedPaths: NameSet {
        get { rare?.forcedPaths ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().forcedPaths = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().forcedPaths = value }
            } else {
                yield &writableRare().forcedPaths
            }
        }
    }

    /// Those read in a way that gives nil a meaning of its own (`x ?? placeholder`, `x?.name`,
    /// `x.map`, `x == nil`, `if let x { … } else { … }`, `switch x`). A path may be in both.
    public var nilTolerantPaths: NameSet {
        get { rare?.nilTolerantPaths ?? NameSet() }
        set { if rare != nil || !newValue.isEmpty { writableRare().nilTolerantPaths = newValue } }
        _modify {
            if rare == nil {
                var value = NameSet()
                yield &value
                if !value.isEmpty { writableRare().nilTolerantPaths = value }
            } else {
                yield &writableRare().nilTolerantPaths
            }
        }
    }

    /// Where modifiers that matter to presentation rules are applied (`presentationDetents`,
    /// `navigationBarItems`, …), outside nested presentations.
    public var modifierUses: [ModifierUse] {
        get { rare?.modifierUses ?? [] }
        set { if rare != nil || !newValue.isEmpty { writableRare().modifierUses = newValue } }
        _modify {
            if rare == nil {
                var value: [ModifierUse] = []
                yield &value
                if !value.isEmpty { writableRare().modifierUses = value }
            } else {
                yield &writableRare().modifierUses
            }
        }
    }

    /// Where state is copied from an observed value: what `.onChange(of:)` observes when its
    /// handler mirrors it into `target`, and the path an `.onAppear`/`.task` copies into it.
    /// Kept apart from `stateChanges`, which every body makes and merges.
    public var observedSources: [ObservedSource] {
        get { rare?.observedSources ?? [] }
        set { if rare != nil || !newValue.isEmpty { writableRare().observedSources = newValue } }
        _modify {
            if rare == nil {
                var value: [ObservedSource] = []
                yield &value
                if !value.isEmpty { writableRare().observedSources = value }
            } else {
                yield &writableRare().observedSources
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

    /// Evidence is merged up through every closure and body, and most of it is empty: an empty
    /// side costs nothing, and into an empty side the other's storage is shared, not rehashed.
    public mutating func merge(_ other: Evidence) {
        calledNames.formUnion(other.calledNames)
        Self.concatenate(&stateChanges, other.stateChanges)
        Self.concatenate(&views, other.views)
        builtInViews.formUnion(other.builtInViews)
        Self.concatenate(&passedPaths, other.passedPaths)
        flags.formUnion(other.flags)
        if let theirs = other.rare, !theirs.isEmpty {
            if let ours = rare, !ours.isEmpty {
                writableRare().merge(theirs)
            } else {
                rare = theirs
            }
        }
    }

    /// Drops the spare room the walk left in the lists that have most of it (a list grown by
    /// doubling past eight entries), for evidence kept to the end of the run: a member's, a
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

    /// The box of rare evidence, made if there is none and copied if another evidence shares it.
    private mutating func writableRare() -> Rare {
        if rare == nil {
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = Rare(copying: rare!)
        }
        return rare!
    }

    /// Copied before a change whenever another evidence holds it too (`writableRare`), so one box
    /// is never written while shared, from any thread.
    private final class Rare: @unchecked Sendable {
        var closingMethods = NameSet()
        var memberRefs = NameSet()
        var passedBindings = NameSet()
        var unwrappedPaths = NameSet()
        var forcedPaths = NameSet()
        var nilTolerantPaths = NameSet()
        var modifierUses: [ModifierUse] = []
        var observedSources: [ObservedSource] = []

        init() {}

        init(copying other: Rare) {
            closingMethods = other.closingMethods
            memberRefs = other.memberRefs
            passedBindings = other.passedBindings
            unwrappedPaths = other.unwrappedPaths
            forcedPaths = other.forcedPaths
            nilTolerantPaths = other.nilTolerantPaths
            modifierUses = other.modifierUses
            observedSources = other.observedSources
        }

        var isEmpty: Bool {
            closingMethods.isEmpty && memberRefs.isEmpty && passedBindings.isEmpty && unwrappedPaths.isEmpty && forcedPaths.isEmpty
                && nilTolerantPaths.isEmpty && modifierUses.isEmpty && observedSources.isEmpty
        }

        func merge(_ other: Rare) {
            closingMethods.formUnion(other.closingMethods)
            memberRefs.formUnion(other.memberRefs)
            passedBindings.formUnion(other.passedBindings)
            unwrappedPaths.formUnion(other.unwrappedPaths)
            forcedPaths.formUnion(other.forcedPaths)
            nilTolerantPaths.formUnion(other.nilTolerantPaths)
            Evidence.concatenate(&modifierUses, other.modifierUses)
            Evidence.concatenate(&observedSources, other.observedSources)
        }
    }

    /// The flags, one bit each: apart, each took a byte, and with them the evidence a word more.
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

extension Evidence {
    /// `dismiss`, `dismissCover`, `onDismiss`, `close`, `handleClose`, `closeSheet`: a call that closes.
    /// `interactiveDismissDisabled` configures dismissal; it does not dismiss.
    public static func isClosingName(_ name: String) -> Bool {
        var hasWord = false
        var words = 0
        var disabled = false
        for w in CamelWords(name) {
            words += 1
            if w == "dismiss" || w == "close" { hasWord = true }
            if w == "disabled" || w == "disable" { disabled = true }
        }
        return hasWord && !disabled && words > 0
    }
}

/// Lower-cased camel-case words of an identifier: `dismissCoverNow` → dismiss, cover, now.
public struct CamelWords: Sequence {
    let scalars: [Unicode.Scalar]
    public init(_ name: String) { scalars = Array(name.unicodeScalars) }
    public func makeIterator() -> AnyIterator<String> {
        var i = 0
        let s = scalars
        return AnyIterator {
            while i < s.count, !(s[i].properties.isAlphabetic || ("0"..."9").contains(s[i])) { i += 1 }
            guard i < s.count else { return nil }
            var word = String(s[i]).lowercased()
            var previousLower = !s[i].properties.isUppercase
            i += 1
            while i < s.count, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) {
                let upper = s[i].properties.isUppercase
                if upper && previousLower { break }
                word += String(s[i]).lowercased()
                previousLower = !upper
                i += 1
            }
            return word
        }
    }
}

/// A modifier applied at a place in the file.
public struct ModifierUse: Sendable {
    public var name: String
    public var path: String
    public var span: SourceSpan
    /// The type whose code applies it (not the presenter that shows that type): findings at the
    /// use name it, so a baseline entry stays tied to the code it points at.
    public var enclosingType: String?
}

/// A use of a presentation API that SwiftUI has replaced.
public struct DeprecatedUse: Sendable {
    public enum Kind: String, Sendable {
        /// `.actionSheet(isPresented:content:)`
        case actionSheet
        /// `.actionSheet(item:content:)`
        case actionSheetItem
        /// `.alert(isPresented:content:)` building an `Alert(…)`
        case alertStruct
        /// `.alert(item:content:)` building an `Alert(…)`
        case alertItemStruct
        /// `presentationMode.wrappedValue.dismiss()`
        case presentationModeDismiss
        /// `@Environment(\.presentationMode)`
        case presentationModeEnvironment
    }
    public var kind: Kind
    public var span: SourceSpan
    public var enclosingType: String?
    /// For an alert whose content names helpers instead of building an `Alert` itself
    /// (`.alert(isPresented: $x) { makeAlert() }`): those names, sorted. Such a use counts only
    /// when one of them is a member of `enclosingType` that gives an `Alert`.
    public var alertHelpers: [String] = []
    /// For `presentationModeEnvironment`: the property's name. For `presentationModeDismiss`: what
    /// the dismissal goes through, as written (`presentationMode`,
    /// `parent.presentation`).
    public var subject: String?
    /// For `presentationModeDismiss`: the call is on the value a `@Binding` gives
    /// (`presentationMode.dismiss()`, with `@Binding var presentationMode: PresentationMode` or
    /// `@Environment(\.presentationMode) @Binding var presentationMode`), not `.wrappedValue.dismiss()`.
    /// Told by the name only: it counts when a `presentationMode` property it goes through is found.
    public var throughBinding = false
    /// For `presentationModeEnvironment`: nothing in its file reads the property (see
    /// `FactExtractor.settleUnusedEnvironmentProperties`).
    public var unusedInFile = false
    /// For `presentationModeEnvironment`: the byte offset of the property's name, which ties the
    /// use to the file's property it reports (0 for other kinds).
    public var offset: UInt32 = 0
    /// The platforms the code is built for, as its file and the `#if`s around it tell.
    public var platforms: PlatformSet = .all
    /// What the `@available` attributes of the declarations around it say.
    public var availability = DeclaredAvailability()
    /// For `presentationModeEnvironment`: the declaration's modifiers as written (`private`), which
    /// `--fix` keeps: the message names the declaration the fix writes.
    public var modifiers: [String] = []
}

/// The binding a presentation modifier is driven by.
public enum PresentationBinding: Sendable, Equatable {
    /// `$name`: a property of the enclosing type (or a local).
    case property(String)
    /// `$base.path.name`: state owned by another object.
    case member(base: String, name: String)
    /// `.constant(expr)`: the names the expression reads, e.g. `hasOnboarded` in `.constant(!hasOnboarded)`.
    case constant(names: [String])
    /// `Binding(get:set:)`, `context.isActiveBinding`, or anything else.
    case other
}

/// The root view handed to a hosting controller, and the type whose code hosts it.
public struct HostedScreen: Sendable {
    public var content: Evidence
    public var enclosingType: String?
}

/// One screen of presented content that shows different screens by branch: a case of a `switch`
/// (over the route or anything else), or a branch of an `if … else` (`if #available(…)` included),
/// at the content's own level, not inside a modifier's closure.
public struct ContentScreen: Sendable {
    /// How the message names it: ``case `.settings` ``, `` `if #available(iOS 17, *)` ``, `` `else` ``.
    public var name: String
    public var evidence: Evidence
}

/// Presented content split into its screens: what every screen shares (the code around the
/// branches) and each branch's own code. The site's `content` is their union.
public struct ContentScreens: Sendable {
    public var shared: Evidence
    public var screens: [ContentScreen]
}

/// One case of an item route's `switch` in presentation content.
public struct RouteCase: Sendable {
    public var name: String
    public var evidence: Evidence
}

public struct PresentationSite: Sendable {
    /// `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`.
    public var modifier: String
    public var span: SourceSpan
    /// Simple name of the innermost enclosing type or extension.
    public var enclosingType: String?
    /// Its name qualified by the types around it (`History.RootView` for a `RootView` declared in
    /// `extension History`), as `TypeFacts.qualifiedName` spells it.
    public var enclosingQualifiedType: String?
    /// `isPresented`, `item`, or nil. A project wrapper's call handing its binding by position
    /// (`.appCover($showsQR)`) is recorded with `_`, which the index settles (or drops the site).
    public var bindingLabel: String?
    public var binding: PresentationBinding?
    public var content: Evidence
    /// The content closure's parameter names (`route` in `{ route in … }`).
    public var contentParameters: [String]
    /// Cases of a `switch` over the content's parameter, when the content is such a switch.
    public var routeCases: [RouteCase]
    /// For a call of a project's own presentation modifier (`.formSheet(isPresented:)`), its name
    /// (`modifier(FormSheet)` for a presenting `ViewModifier` applied directly);
    /// `modifier` is then the kind it applies (`sheet`). The fact pass records such calls with
    /// `modifier` holding their own name; the index keeps those that name a wrapper.
    public var wrapper: String? = nil
    /// The `#if` clauses the site sits in, outermost first, then the branches of `if … else`,
    /// `if #available(…)` and `switch` around it. Two sites in different clauses of one group are
    /// never built (or run) together (`#if os(macOS)` … `#else` …; `if signedIn` … `else` …).
    public var clauses: [ConditionalClause] = []
    /// The member of the enclosing type the site is in (`body`, a helper property or function).
    public var member: String?
    /// The rare parts, out of line (`derivedBinding`, `screens`, `onDismiss`): inline, they made
    /// every site 832 bytes.
    var derivedBindingBox: DerivedBindingBox?
    var screensBox: ContentScreensBox?
    var onDismissBox: EvidenceBox?
    /// True when the site sits in a `#if DEBUG` clause.
    public var isDebugOnly: Bool
    /// True inside a `PreviewProvider`, a `…_Previews` type or a `#Preview` macro: demo code.
    public var isPreview: Bool
    /// True when the site sits in another presentation's content, stacked on top of it.
    public var isNested = false
    /// The platforms the site may be built for, as far as its `#if`s, the file's imports
    /// (`WatchKit`, `TVUIKit`) and its target's folder (`… Watch App`, `… tvOS`) tell.
    public var platforms: PlatformSet = .all

    /// For a binding made by hand (`Binding(get:set:)`, `.init(get:set:)`, a member returning
    /// one): what it derives the flag from (`binding` is then `.other`).
    public var derivedBinding: DerivedBinding? {
        get { derivedBindingBox?.value }
        set { derivedBindingBox = newValue.map(DerivedBindingBox.init) }
    }
    /// The content's screens when it shows different ones by branch; nil when it shows one.
    public var screens: ContentScreens? {
        get { screensBox?.value }
        set { screensBox = newValue.map(ContentScreensBox.init) }
    }
    public var onDismiss: Evidence? {
        get { onDismissBox?.value }
        set { onDismissBox = newValue.map(EvidenceBox.init) }
    }

    /// Built only for watchOS or tvOS, where the system closes full-screen presentations itself
    /// (the watch's Cancel button, the remote's Menu button).
    public var isForWatchOrTVOnly: Bool { platforms.isSubset(of: [.watchOS, .tvOS]) && !platforms.isEmpty }
}

/// A place where code of type `typeName` (qualified) shows its helper `member` as a view.
public struct MemberViewRef: Sendable {
    public var typeName: String
    public var member: String
    /// The branches around that place (see `PresentationSite.clauses`), `#if`s aside.
    public var branches: [ConditionalClause]
}

/// One clause of an `#if … #elseif … #else … #endif` in a file: `group` numbers the `#if`s of
/// the file, `clause` counts from 0 at the `#if`. The branches of an `if … else` and the cases of
/// a `switch` are a group too, numbered below zero.
public struct ConditionalClause: Sendable, Hashable {
    public var group: Int
    public var clause: Int
    /// For a clause of an `#if` whose conditions test platforms only: the platforms it is built
    /// for (`#else` after `#if os(iOS)`: every other one). Nil otherwise.
    public var platforms: PlatformSet?
    public init(group: Int, clause: Int, platforms: PlatformSet? = nil) {
        self.group = group
        self.clause = clause
        self.platforms = platforms
    }
}
