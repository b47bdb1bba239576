/// The presentation-state model, per file: *who writes* stored values in which action (a closure,
/// a method, an `onChange` handler, with the `Task`s and completions it starts), *how a binding
/// is derived* (`Binding(get:set:)` over other state), and *what a parent hands a child* (closure
/// arguments; `$binding` arguments are `ViewReference.bindingArguments`). Declarations are
/// `TypeFacts.properties`; reads are the `ScopeSummary` of each content and member. The project index
/// merges these facts file by file and answers the rules' questions (see `ProjectIndex+StateGraph`).

/// One write to a stored value, recorded once where it is made: `showSheet = true`, `vm.route = nil`,
/// `flag.toggle()`, a `Binding` setter's `x = nil`. The same record lists what a scope changes
/// (`ScopeSummary.stateChanges`), what an action changes (`StateAction.writes`), what a closure
/// handed to a child changes (`ClosureArgument.writes`) and what a hand-made binding's setter
/// changes (`DerivedBinding.writes`).
public struct StateWrite: Sendable, Hashable {
    /// What the value becomes: off (`false`, `nil`), on (`true`, a value), toggled, or unknown.
    public enum Value: Sendable, Hashable { case off, on, toggle, unknown }

    /// The target as a dotted path without `self.`: `showSheet`, `vm.route`, `coordinator.cover`.
    public var target: String
    /// The value may be nil when it arrives: `try? …`, `as? …`, a failable initializer, or a call of
    /// `callee`, a function of the writing type whose declared result decides.
    public var callee: String?
    public var value: Value
    public var mayBeNil = false
    /// The value is what a method of some object returns (`queue.removeFirst()`, `tips.next()`):
    /// possibly another value each time, as when presentations are shown one after another.
    public var isMethodResult = false
    /// The value is the one an `.onChange`/`.onReceive` handler was given (`flag = newValue`): the
    /// target mirrors state owned elsewhere.
    public var mirrorsObservedValue = false
    /// Made in a closure that the code holding this record starts or hands on (`Task { }`, a
    /// completion handler, `asyncAfter`, a timer): it runs later, so what it selects is not there
    /// when the flag goes on (`withAnimation`'s closure runs at once and does not count).
    public var isDeferred = false
    /// Made only in debug builds (`#if DEBUG`).
    public var isDebugOnly = false
    /// Made in a closure that presented content hands to a view's parameter: it runs only if that
    /// view calls it (see `ViewReference.closureArguments`).
    public var isInHandedClosure = false
    /// Presented content turning off the state that presents it: that presentation's own way out.
    public var closesItsPresentation = false
    /// The optionals known to hold a value where the write is made: those the enclosing `if let`
    /// (`if let study = model.study { showsStudy = true }` gives `model.study`) or an earlier
    /// `guard let` of the same body unwraps, as written (a bare name for `if let study`).
    public var whilePresent: [String] = []

    public init(target: String, value: Value, mayBeNil: Bool = false, callee: String? = nil, isMethodResult: Bool = false,
                mirrorsObservedValue: Bool = false, isDeferred: Bool = false, isDebugOnly: Bool = false,
                isInHandedClosure: Bool = false, closesItsPresentation: Bool = false) {
        self.target = target
        self.value = value
        self.mayBeNil = mayBeNil
        self.callee = callee
        self.isMethodResult = isMethodResult
        self.mirrorsObservedValue = mirrorsObservedValue
        self.isDeferred = isDeferred
        self.isDebugOnly = isDebugOnly
        self.isInHandedClosure = isInHandedClosure
        self.closesItsPresentation = closesItsPresentation
    }

    /// The last component of the target (`route` for `vm.route`): the stored property written.
    public var name: String { target.lastDottedComponent }

    /// Presented content's own doing (its way out, or a closure handed to a view there, which runs
    /// only if the view calls it): judged from the content, not as code elsewhere.
    public var isContentsOwn: Bool { isInHandedClosure || closesItsPresentation }

    /// Leaves the value cleared: off (`false`, `nil`), toggled, or given a value that may be nil.
    /// (A new value of unknown kind that cannot be nil replaces an `item:` route's value.)
    public var clears: Bool { value == .off || value == .toggle || (value == .unknown && mayBeNil) }

    /// Whether `target` is `name` or ends in `.name`, compared in place.
    public func targetEnds(with name: String) -> Bool { target.hasLastDottedComponent(name) }

    /// Sets the value on (or to something unknown): a raise or a selection.
    public var setsOn: Bool { value == .on || value == .unknown }
}

/// A call an action makes: `save()` (no receiver), `model.save()` (receiver `model`),
/// `Cacher().load()`, `items[0].load()` or `manager.add()` on a local `manager` (a receiver that
/// is no path of stored state: `""`). An implicit member (`.now()`) is no call of anything.
public struct ActionCall: Sendable, Hashable {
    /// The function or method called.
    public var name: String
    /// The path of what it is called on, without `self.`; nil for a bare call.
    public var receiver: String?

    public init(name: String, receiver: String? = nil) {
        self.name = name
        self.receiver = receiver
    }
}

/// Code that runs as one unit in answer to something (a button's action, a method, an `onChange`
/// handler, an `onDismiss`), with every change it makes and every call, those of the `Task`s and
/// completion handlers it starts included (changes marked deferred).
public struct StateAction: Sendable, Hashable {
    /// The qualified name of the type whose code it is ("" at top level).
    public var owner: String
    /// What an `.onChange(of:)` / `.task(id:)` handler observes, as a path; nil for other actions.
    public var observed: String?
    /// Its changes, ordered by name, each distinct change once.
    public var writes: [StateWrite]
    /// The functions and methods it calls, in the order met, each distinct call once: kept for
    /// the code of a type declared a `View` or `ViewModifier`, and of its extensions in the same
    /// file (calls in view-building code are no action's).
    public var calls: [ActionCall] = []
    /// The member whose body it is (a method, a setter); nil for a closure.
    public var member: String?
    /// It runs in a presentation's content (a close button in the sheet), not on the presenting screen.
    public var isInPresentedContent = false
    /// It runs as the view appears (`.onAppear`, `.task`), not when the user does something.
    public var runsAsViewAppears = false

    public init(owner: String, observed: String? = nil, writes: [StateWrite], calls: [ActionCall] = [], member: String? = nil,
                isInPresentedContent: Bool = false, runsAsViewAppears: Bool = false) {
        self.owner = owner
        self.observed = observed
        self.writes = writes
        self.calls = calls
        self.member = member
        self.isInPresentedContent = isInPresentedContent
        self.runsAsViewAppears = runsAsViewAppears
    }

    /// Equal in every field. The writes are compared first: the actions of one file mostly share
    /// their owner (a long qualified name) and differ in what they change.
    public static func == (a: StateAction, b: StateAction) -> Bool {
        a.writes.count == b.writes.count && a.isInPresentedContent == b.isInPresentedContent && a.writes == b.writes
            && a.calls == b.calls && a.member == b.member && a.runsAsViewAppears == b.runsAsViewAppears
            && a.observed == b.observed && a.owner == b.owner
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(observed)
        hasher.combine(writes)
        hasher.combine(calls)
        hasher.combine(member)
        hasher.combine(isInPresentedContent)
        hasher.combine(runsAsViewAppears)
    }

    /// The names it sets on, each once, ascending. A toggle counts when the action also sets
    /// something else on (`label = "…"; hint = …; showHint.toggle()`): it raises the flag of a
    /// selection. A toggle alone may as well close, and does not count.
    public var namesSetOn: [String] {
        var names: [String] = []
        namesSetOn(into: &names)
        return names
    }

    /// `namesSetOn`, written over `names` (its storage reused from one action to the next).
    public func namesSetOn(into names: inout [String]) { Self.namesSetOn(writes, into: &names) }

    /// `namesSetOn` of an action with these writes, read in place (the project index walks every
    /// action: a copy of each action and write retained and released each of their strings).
    static func namesSetOn(_ writes: [StateWrite], into names: inout [String]) {
        names.removeAll(keepingCapacity: true)
        var toggles = false
        for i in writes.indices {
            if writes[i].value == .toggle { toggles = true }
            if writes[i].setsOn && names.last != writes[i].name { names.append(writes[i].name) }
        }
        guard toggles && !names.isEmpty else { return }
        // (Not one the action also sets off: there the toggle's outcome is unknown.)
        for i in writes.indices where writes[i].value == .toggle && !names.contains(writes[i].name) {
            let name = writes[i].name
            guard !writes.indices.contains(where: { writes[$0].name == name && writes[$0].value == .off }) else { continue }
            names.append(name)
        }
        if names.count > 1 && !Self.isAscending(names) { names.sort() }
    }

    /// Whether every name it sets on is `flag` (`namesSetOn.allSatisfy { $0 == flag }`, true when
    /// it sets nothing on), answered from the writes without making the list.
    public func setsOnNothingBut(_ flag: String) -> Bool {
        var setsSomething = false
        for w in writes where w.setsOn {
            guard w.name == flag else { return false }
            setsSomething = true
        }
        // Toggles count only beside something set on (see `namesSetOn`).
        guard setsSomething else { return true }
        for w in writes where w.value == .toggle && w.name != flag && !writes.contains(where: { $0.name == w.name && $0.value == .off }) {
            return false
        }
        return true
    }

    /// Names taken from writes ordered by name are in order already: sorting them again is only
    /// needed once a toggle is added after them.
    static func isAscending(_ names: [String]) -> Bool {
        for i in names.indices.dropFirst() where !(names[i - 1] < names[i]) { return false }
        return true
    }

    /// Whether it sets `name` on or toggles it: a raiser of that flag.
    public func raises(_ name: String) -> Bool {
        writes.contains { $0.name == name && ($0.setsOn || $0.value == .toggle) }
    }

    /// Whether it sets `name` to a value (at once or in work it starts).
    public func selects(_ name: String) -> Bool { writes.contains { $0.name == name && $0.setsOn } }
}

/// A closure a parent hands to a child view's parameter (`onContinue: { show = false }`).
public struct ClosureArgument: Sendable, Equatable {
    public var label: String
    /// What the closure changes in the parent's state.
    public var writes: [StateWrite]
    /// What it calls: bare calls and closing methods (`dismiss`, `coordinator.close`), sorted.
    public var calls: [String]
    /// The closure literal declares parameters (`{ url in … }`): the child hands it a value.
    public var takesValue: Bool
    public init(label: String, writes: [StateWrite], calls: [String], takesValue: Bool = false) {
        self.label = label
        self.writes = writes
        self.calls = calls
        self.takesValue = takesValue
    }
}

/// A `Binding` made by hand from other state: `Binding(get: { x != nil }, set: { if !$0 { x = nil } })`,
/// its `.init(get:set:)` spelling, or a member of the presenter that returns one (`helper`).
public struct DerivedBinding: Sendable, Equatable {
    /// Paths the getter tests for a value (`x != nil`, `!(x == nil)`): true while the optional has
    /// one, the flag is derived from it.
    public var nilTests: [String] = []
    /// Paths the getter tests for nil (`x == nil`, `!(x != nil)`): true while the optional has no
    /// value, the opposite flag (what shows is about there being no value, not about the value).
    public var absenceTests: [String] = []
    /// Every path the getter reads (`showPicker && !compact` → `showPicker`, `compact`).
    public var reads: [String] = []
    /// What the setter changes.
    public var writes: [StateWrite] = []
    /// For `isPresented: activeSheetBinding()` / `isPresented: showingBinding`: the member of the
    /// presenter that makes the binding; its `MemberFact.derivedBinding` says how.
    public var helper: String?
    /// For `isPresented: $x.mappedToBool()`: the method of a `Binding` extension it calls. Only when
    /// the project defines that method as a flag derived from the optional it extends
    /// (`OptionalFlagMapper`) is the binding derived from `x` (`nilTests`, `reads`, `writes`).
    public var mapper: String?

    public init(nilTests: [String] = [], reads: [String] = [], writes: [StateWrite] = [], helper: String? = nil, mapper: String? = nil) {
        self.nilTests = nilTests
        self.reads = reads
        self.writes = writes
        self.helper = helper
        self.mapper = mapper
    }
}

/// A project's own `Binding` extension method turning an optional's binding into a flag derived from
/// it: `func mappedToBool() -> Binding<Bool>` whose getter tests `wrappedValue` against nil and
/// whose setter clears it, directly (`Binding(get:set:)`) or through one of the extension's own
/// initialisers (`Binding<Bool>(bindingOptional: self)`, `via` its label).
public struct OptionalFlagMapper: Sendable, Equatable {
    public var name: String
    /// The label of the `Binding` initialiser the method hands `self` to; nil when the method makes
    /// the binding itself.
    public var via: String?
    public init(name: String, via: String? = nil) {
        self.name = name
        self.via = via
    }
}

/// How a child uses one of its parameters (a `@Binding`, a closure), as far as the linted code shows.
public struct ParameterUse: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The child (or a view it hands the binding to) assigns it, or a control edits it.
    public static let writes = ParameterUse(rawValue: 1)
    /// The child calls it (a closure parameter).
    public static let calls = ParameterUse(rawValue: 2)
    /// It goes somewhere the linter cannot follow (another module's view, a function): anything may happen.
    public static let unknown = ParameterUse(rawValue: 4)
    /// The child writes a part of it (`movie.title = …`, `TextField("Title", text: $movie.title)`),
    /// itself or through a view of the project it hands that part to. Always with `writes`.
    public static let writesPart = ParameterUse(rawValue: 8)
}

/// A project's own presentation modifier: a `View` extension method (`formSheet(isPresented:content:)`)
/// or a `ViewModifier` whose body applies `.sheet`, `.fullScreenCover` or `.popover` with its own
/// `isPresented:`/`item:` and content, or a method that applies such a `ViewModifier`.
public struct PresentationWrapper: Sendable {
    /// The method's (or the `ViewModifier` type's) name.
    public var name: String
    /// The modifier it applies (`sheet`, `fullScreenCover`, `popover`); nil when it applies it
    /// through the `ViewModifier` `via`.
    public var modifier: String?
    public var via: String?
    /// For a method whose first parameter is an unlabelled binding (`func appCover(_ isPresented:
    /// Binding<Bool>, …)`): `isPresented` or `item`, as its type (`Binding<Bool>`, `Binding<T?>`) says.
    public var positionalBinding: String?
    /// The content it presents is given a clear background (`.presentationBackground(.clear)`):
    /// the screen behind stays visible, and the wrapper draws its own card over it.
    public var clearsBackground: Bool
    /// The detents it gives the content it presents: the argument text of the content's
    /// `presentationDetents` (`([.medium])`), nil when it gives none.
    public var detents: String?
    /// For a method applying the `ViewModifier` `via`: its `Binding` parameters it hands to that
    /// type, by the method's argument label, with the type's (`showsQueue:` → `isShowingQueue:`).
    /// A call of the method labelling no binding `isPresented:` or `item:` (`.playerSheets(showsQueue:
    /// $q, showsInfo: $i)`) applies that type with those bindings, as `.modifier(…)` would.
    public var handedBindings: [String: String]
    public init(name: String, modifier: String?, via: String? = nil, positionalBinding: String? = nil, clearsBackground: Bool = false,
                detents: String? = nil, handedBindings: [String: String] = [:]) {
        self.detents = detents
        self.name = name
        self.modifier = modifier
        self.via = via
        self.positionalBinding = positionalBinding
        self.clearsBackground = clearsBackground
        self.handedBindings = handedBindings
    }
}
