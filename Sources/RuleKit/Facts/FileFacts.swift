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
    /// Uses of replaced presentation APIs.
    public var deprecatedUses: [DeprecatedUse] = []
    /// The actions of the file that change stored values, each with the changes it makes (see
    /// `StateAction`): who writes presentation state, with which values, in which action. Each
    /// distinct action once.
    public var actions: [StateAction] = []
    /// The names (last components of the targets) the file's actions change in release builds
    /// (`x = false`, `vm.item = nil`, `x.toggle()`), each once, in no particular order: "something
    /// changes it" is a project-wide question.
    public var assignedNames: [String] { writtenNames { _ in true } }
    /// Those set off, toggled or set to an unknown value, where that is not only presented content's
    /// way out of its own presentation nor a closure handed to a view (which runs only if the view
    /// calls it): the rules judge both from the content.
    public var turnedOffNames: [String] {
        writtenNames { $0.value != .on && !$0.isContentsOwn }
    }

    func writtenNames(where include: (StateWrite) -> Bool) -> [String] {
        var names: Set<String> = []
        for action in actions { for write in action.writes where !write.isDebugOnly && include(write) { names.insert(write.name) } }
        return Array(names)
    }

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
    /// Views whose `body` shows a screen per branch (see `BodyScreens`). Few files have any.
    public var bodyScreens: [BodyScreens] = []

    /// Variables and constants declared at the file's top level, with their type as written or
    /// inferred from the initializer (`let accent: Color = …`, `let accent = Color(…)`); nil when
    /// neither says.
    public var topLevelValues: [(name: String, type: String?)] = []
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
final class ScopeSummaryBox: Sendable {
    let value: ScopeSummary
    init(_ value: ScopeSummary) { self.value = value }
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
final class WrapperDetails: Sendable {
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
    /// have one wrapper or none. The others are in `wrapperDetails`.
    var firstWrapper: String?
    /// The declared type (`typeIsDeclared`) or else the one the initializer implies, if any.
    var typeText: String?
    var wrapperDetails: WrapperDetails?
    public var isLet: Bool
    public var isStatic: Bool
    public var isComputed: Bool
    /// `private(set)` or `fileprivate(set)`: code of other types cannot assign it, nor bind `$x` to it.
    public var hasPrivateSetter = false
    var typeIsDeclared: Bool
    /// Declared with the literal `false` as its initial value (`@State private var showsEditor = false`).
    public var startsFalse = false

    /// The declared type, whitespace removed.
    public var declaredType: String? { typeIsDeclared ? typeText : nil }
    /// A type implied by the initializer (`Bool` for `true`/`false`, `T` for `T(…)` / `T.init(…)`),
    /// when none is declared.
    public var inferredType: String? { typeIsDeclared ? nil : typeText }
    /// For `@Environment(\.dismiss)`: `dismiss`.
    public var environmentKey: String? { wrapperDetails?.environmentKey }
    /// Attribute names, last component only (`SwiftUI.State` → `State`), in the order written.
    public var wrappers: CompactList<String> {
        var list = CompactList<String>()
        guard let firstWrapper else { return list }
        list.append(firstWrapper)
        if let more = wrapperDetails?.moreWrappers { for w in more { list.append(w) } }
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
        return firstWrapper == name || (wrapperDetails?.moreWrappers.contains(name) ?? false)
    }
}

/// A function, initializer or computed property: what its body does, for following content.
/// (The rare derived binding out of line and the one-byte fields together at the end: 216 bytes a
/// member instead of 280.)
public struct MemberFact: Sendable {
    public var name: String
    public var summary: ScopeSummary
    /// For a view builder that switches over one of its parameters (`func view(for route: Route)
    /// -> some View { switch route { case .settings: SettingsScreen() … } }`): the views each case
    /// shows, by case name.
    public var caseViews: [String: [String]] = [:]
    var derivedBindingBox: DerivedBindingBox?
    public var isFunction: Bool
    /// The declared result type of a function (`UIActivityViewController` in `func
    /// makeUIViewController(context:) -> UIActivityViewController`) or of a computed property; nil
    /// when none is written.
    public var resultType: String?
    /// A function whose declared result is optional (`-> Attachment?`).
    public var returnsOptional: Bool {
        guard isFunction, let t = resultType else { return false }
        return t.hasSuffix("?") || t.hasPrefix("Optional<")
    }
    /// A function or computed property that gives an `Alert` (`func makeAlert() -> Alert`).
    public var returnsAlert: Bool { FactExtractor.isAlertType(resultType) }

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
    /// Declared `private` or `fileprivate`, or inside a type or extension that is: only code of
    /// its own file can name it.
    public var isFilePrivate = false
    /// Where the declaration names the type (`RootView` in `struct RootView: View`); nil for
    /// facts made by hand.
    public var nameSpan: SourceSpan?

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

/// State copied from an observed value (see `ScopeSummary.observedSources`).
public struct ObservedSource: Sendable {
    public var target: String
    /// The observed value (for a mirror) or the copied one (as the view appears), as a path.
    public var path: String
    /// True for `.onChange(of: path) { target = $1 }`, false for `.onAppear { target = path }`.
    public var isMirror: Bool
}

/// A view type a piece of content instantiates, e.g. `SettingsView(isPresented: $show)`.
public struct ViewReference: Sendable {
    public var typeName: String
    /// Labels of arguments given as a `$binding`, with the binding's path: `["isPresented": "show"]`.
    public var bindingArguments: [String: String]
    /// Closures handed to the view's parameters (`onContinue: { show = false }`), by label: what
    /// the presenter lets the child do. Whether the child calls them is what the child's summary says
    /// (`ProjectIndex.use(ofParameter:in:nearestTo:)`). A callback taking a value that the call
    /// making one of its arguments is handed (`model: .init(onChoose: { rate in … })`) is kept here
    /// too, under its own label: the view gets it through that value.
    public var closureArguments: [ClosureArgument] = []
    /// Views erased and handed to the view's parameters (`footer: AnyView(leaveBar)`), by label,
    /// with what they show: they are on screen where the view shows that parameter, which may be
    /// inside a presentation of its own (an alert's actions).
    public var viewArguments: [ViewArgument] = []
    /// Bindings made by hand for the view's parameters (`selection: Binding(get: { hint }, set:
    /// { hint = $0; label = "…" })`), by label.
    public var derivedBindingArguments: [String: DerivedBinding] = [:]
    /// Labels of arguments given as a plain value path (`presentationMode: presentationMode`,
    /// `item: self.item`), with the path as written: values, bindings held as values among them,
    /// that flow from the parent to the child's parameter.
    public var valueArguments: [String: String] = [:]
    /// Shown in another view's `.background`, `.overlay` or `.mask`: drawn behind or over that
    /// view, a part of it rather than a screen.
    public var decoratesAnotherView = false
    /// Shown as a navigation destination (`NavigationLink(destination:)`, `.navigationDestination
    /// { … }`): pushed onto the navigation stack around it, a screen of its own whose `dismiss()`
    /// pops it rather than closing what presents the stack.
    public var isPushed = false
    public init(typeName: String, bindingArguments: [String: String], closureArguments: [ClosureArgument] = [],
                derivedBindingArguments: [String: DerivedBinding] = [:], valueArguments: [String: String] = [:]) {
        self.typeName = typeName
        self.bindingArguments = bindingArguments
        self.closureArguments = closureArguments
        self.derivedBindingArguments = derivedBindingArguments
        self.valueArguments = valueArguments
    }
}

/// A view handed to a parameter of a project view, erased to `AnyView` (see
/// `ViewReference.viewArguments`).
public struct ViewArgument: Sendable {
    public var label: String
    /// What the view shows, read as the caller's code.
    public var content: ScopeSummary
    public init(label: String, content: ScopeSummary) {
        self.label = label
        self.content = content
    }
}

/// A modifier applied at a place in the file.
public struct ModifierUse: Sendable {
    public var name: String
    public var path: String
    public var span: SourceSpan
    /// The source text of its argument list, from after the name to the call's end
    /// (`([.medium, .large])`).
    public var arguments: String = ""
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
    public var content: ScopeSummary
    public var enclosingType: String?
}

/// One screen of presented content that shows different screens by branch: a case of a `switch`
/// (over the route or anything else), or a branch of an `if … else` (`if #available(…)` included),
/// at the content's own level, not inside a modifier's closure.
public struct ContentScreen: Sendable {
    /// How the message names it: ``case `.settings` ``, `` `if #available(iOS 17, *)` ``, `` `else` ``.
    public var name: String
    public var summary: ScopeSummary
    /// Shown only on systems older than an availability check names: the `else` of `if
    /// #available(…)`, the body of `if #unavailable(…)`.
    public var isSystemFallback = false
    /// The `else` of an `if let` (or a ladder of them) that tests nothing else: the optionals it
    /// unwraps, as written (`model.study`), one of which holds no value where it shows.
    public var shownWhileAbsent: [String] = []
}

/// Presented content split into its screens: what every screen shares (the code around the
/// branches) and each branch's own code. The site's `content` is their union.
public struct ContentScreens: Sendable {
    public var shared: ScopeSummary
    public var screens: [ContentScreen]
}

/// One case of an item route's `switch` in presentation content.
public struct RouteCase: Sendable {
    public var name: String
    public var summary: ScopeSummary
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
    public var content: ScopeSummary
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
    var onDismissBox: ScopeSummaryBox?
    /// True when the site sits in a `#if DEBUG` clause.
    public var isDebugOnly: Bool
    /// True inside a `PreviewProvider`, a `…_Previews` type or a `#Preview` macro: demo code.
    public var isPreview: Bool
    /// True when the site sits in another presentation's content, stacked on top of it.
    public var isNested = false
    /// The platforms the site may be built for, as far as its `#if`s, the file's imports
    /// (`WatchKit`, `TVUIKit`) and its target's folder (`… Watch App`, `… tvOS`) tell.
    public var platforms: PlatformSet = .all
    /// Made only on systems older than an availability check names (the `else` of `if
    /// #available(iOS 16, *)`, the body of `if #unavailable(iOS 16)`, a `guard #available`'s
    /// `else`): the versions of the innermost such check. Code the deployment targets never run
    /// when every platform named there is supported from that version on (see
    /// `ProjectIndex.neverRuns`).
    public var runsOnlyBelow: DeclaredAvailability? = nil

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
    public var onDismiss: ScopeSummary? {
        get { onDismissBox?.value }
        set { onDismissBox = newValue.map(ScopeSummaryBox.init) }
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
