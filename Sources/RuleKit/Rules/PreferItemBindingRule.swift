/// `isPresented:` driving content that is about an optional value the presenter selects: the
/// `item:` form hands the content the unwrapped value and cannot show a stale selection.
public struct PreferItemBindingRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "prefer-item-binding",
        name: "Use item: instead of isPresented: with an optional",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A presentation driven by `isPresented:` (or a hand-made `Binding(get: { x != nil }, …)`) whose content unwraps an optional selected for it; bind `item:` to that optional instead.",
        rationale: """
        Pairing a Boolean flag with a separately stored optional keeps two pieces of state in step by hand: \
        the content has to unwrap the optional (and shows nothing when it is nil), and the previously selected \
        value lingers after dismissal. `.sheet(item:)` presents exactly when the value is non-nil, hands the \
        content the unwrapped value, and sets the binding back to nil when the sheet is dismissed.
        """,
        options: [
            RuleOptionDescriptor(name: "modifiers", summary: "Presentation modifiers to check.",
                                 defaultValue: .strings(["sheet", "fullScreenCover", "popover"])),
        ],
        badExample: """
        import SwiftUI

        struct RecipeList: View {
            let recipes: [Recipe]
            @Binding var showDetail: Bool
            @State private var selected: Recipe?
            var body: some View {
                List(recipes) { recipe in
                    Button(recipe.name) {
                        selected = recipe
                        showDetail = true
                    }
                }
                .sheet(isPresented: $showDetail) {
                    if let selected { RecipeDetail(recipe: selected) }
                }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct RecipeList: View {
            let recipes: [Recipe]
            @State private var selected: Recipe?
            var body: some View {
                List(recipes) { recipe in
                    Button(recipe.name) { selected = recipe }
                }
                .sheet(item: $selected) { recipe in
                    RecipeDetail(recipe: recipe)
                }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/prefer-item-binding"],
        reports: [
            "A flag whose every raising action also gives the optional a value: in the same closure or method (a `Task` or completion it starts included: the message then says the sheet is empty until the value arrives), in a child view handed `$flag` and the optional whose own action sets both, or when `.onChange(of: x)` alone raises the flag.",
            "A flag derived from the optional by hand: `Binding(get: { x != nil }, set: { if !$0 { x = nil } })` in any spelling, a computed property or method returning one, or the project's own `Binding` helpers that test against nil and clear (`$x.mappedToBool()`, `.isNotNil($x)`, `Binding(optionalValue: $x)`).",
            "The flag may be the view's or a model's (`$model.showEditor`); the optional may be of any type read with `??` (`String?`, `URL?`, a view kept as `AnyView?` when every raiser selects it), and the content may hand it to a view that only reads it (`WebView(url: $url)`, followed across files).",
            "For a type that is not `Identifiable` the message says to wrap it; for a type the linter cannot see (another module, a Core Data class) it says: if it is not `Identifiable`, wrap it.",
        ],
        leavesAlone: [
            "Data the view loads on its own, and a value that may still be nil when the flag goes on (`try?`, an optional loader or failable initializer, an optional parameter) where the content gives nil a meaning of its own (`x ?? placeholder`, an `else` after `if let`): `item:` would not present where that content shows something. Content that needs the value (`x!`, `if let x` with no `else`) opens empty with nil, so it is reported, and the message says so.",
            "Optionals that are collaborators rather than content: services, view models, handles to running work (`Task`, `Timer`, cancellables), existential views (`(any View)?`), closures, `let`s, views not every raiser selects, and values handed to a view that writes them (a picker's output).",
            "An optional another presentation of the same view also reads (a member's action sheet leading to a report form about the same member), one some code raises the flag without selecting, one bound to a control (`List(selection:)`), one the content changes while it stays up (a flow moving from step to step), and one the presenter uses beyond the presentation (a row's spinner while the chosen item activates): `item:` would present, close or clear at the wrong time.",
            "A hand-made binding whose getter reads more than the optional, is true while it is nil (`x == nil`: a sheet shown until a profile exists), or whose setter changes other state.",
            "An optional of another type with a `private(set)` setter, or an `ObservableObject`'s property that is not `@Published`, which `item:` cannot drive.",
        ],
        limitations: """
        - A value of a type that is not `Identifiable` (`URL`, `UIImage`, `String`) is reported too, though \
        `item:` then needs a small wrapper type.
        """,
        references: [.sheetItem, .fullScreenCoverItem],
        fix: """
        with `--unsafe-fixes` rewrites `.sheet(isPresented: $show) { if let x = sel { Detail(x) } }` to \
        `.sheet(item: $sel) { x in Detail(x) }` (and `.fullScreenCover`, `.popover`; content unwrapping with \
        `if let sel`, `guard let x = sel else { … }` or `sel!`, and a hand-made \
        `Binding(get: { sel != nil }, set: …)` as the flag), drops every `show = true` beside a selection of \
        `sel`, turns a `show = false` that closes the presentation into `sel = nil` (or drops it where `sel` \
        is cleared there already), and removes the flag's declaration when nothing outside the file can reach \
        it; `onDismiss:` and the other arguments stay. It is unsafe, so plain `--fix` leaves it: the \
        presentation's identity now follows the selection, so changing the selection while the sheet is up \
        replaces the sheet, and closing it sets the selection back to nil. It is offered only where both are \
        the view's own `@State`, the optional's type is declared `Identifiable` in the project (no conformance \
        is added for you), and everything it edits is in the finding's file; it refuses, saying why, when the \
        content uses the flag, reads the optional other than by unwrapping it (or unwraps it with an `else`, \
        or under several names), when the flag is read, toggled, handed on as `$show` or set where no \
        selection is made, and when the flag is a `@Binding` or another object's property.
        """,
        fixScope: "unsafe: `item:` rewrite")

    let factory: FindingFactory
    let modifiers: Set<String>

    /// Wrappers whose optionals are not a selection the presenter makes.
    static let excludedWrappers: WordSet = ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "Query", "FetchRequest"]

    /// Optionals of these kinds are collaborators the content uses, not a value it is about.
    static let serviceWords: WordSet = [
        "service", "client", "manager", "store", "provider", "repository", "coordinator", "router", "controller",
        "session", "api", "database", "cache", "engine", "handler", "delegate", "loader", "fetcher", "viewmodel",
    ]

    /// Handles to running work: content may cancel or test them (`task?.cancel()`, `timer != nil`),
    /// but a sheet is never "about" one, and none can be an `item:`.
    static let handleTypes: WordSet = [
        "Task", "Timer", "AnyCancellable", "Cancellable", "DispatchWorkItem", "DispatchSourceTimer", "Operation",
        "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask", "Process", "Thread",
        "NSObjectProtocol",
    ]

    /// Whether a type is a collaborator (a service, a handle to running work) and whether it is a
    /// view kept as a value.
    static func kind(of type: String?, _ index: ProjectIndex) -> (collaborator: Bool, view: Bool) {
        guard let type else { return (false, false) }
        return (isCollaboratorType(type), isViewValue(type, index))
    }

    static func isCollaboratorType(_ type: String?) -> Bool {
        guard let type else { return false }
        if handleTypes.contains(TypeNames.bareTypeName(type).lastDottedComponent) { return true }
        let words = CamelCaseWords.words(TypeNames.bareTypeName(type))
        guard let last = words.last else { return false }
        if words.count >= 2, words[words.count - 2] + last == "viewmodel" { return true }
        return serviceWords.contains(last)
    }

    /// Views kept as values (`AnyView?`, `Text?`, a project view type): the presenter stores what to
    /// show, not a model the content is about, and a view can never be an `item:`.
    static let builtInViewTypes: WordSet = ["AnyView", "Text", "Image", "Label", "EmptyView", "AnyShape"]

    static func isViewValue(_ type: String?, _ index: ProjectIndex) -> Bool {
        guard let type else { return false }
        let bare = TypeNames.bareTypeName(type).lastDottedComponent
        if builtInViewTypes.contains(bare) { return true }
        // `(any View)?`, `(some View)?`: compared without parentheses, optional marks and the space
        // the type's text keeps between two words.
        if type.containsBytes("View") {
            let trimmed = type.utf8.filter { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: ")") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "!") && $0 != 0x20 }
            if trimmed.elementsEqual("anyView".utf8) || trimmed.elementsEqual("someView".utf8) || trimmed.elementsEqual("anySwiftUI.View".utf8) { return true }
        }
        return index.conforms(bare) { $0 == "View" || $0 == "SwiftUI.View" }
    }

    /// Standard value types that are not `Identifiable`: `item:` needs a wrapper around them.
    static let plainValueTypes: WordSet = [
        "String", "Substring", "Character", "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal",
        "Bool", "URL", "Date", "Data", "UUID", "UIImage", "NSImage", "CGImage",
    ]

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        modifiers = Set(settings.strings("modifiers"))
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            index.forEachPresentation(inFile: f) { site in
                guard site.bindingLabel == "isPresented" && modifiers.contains(site.modifier),
                      let finding = finding(for: site, path: path, index) else { return }
                findings.append(finding)
            }
        }
        return findings
    }

    /// Where the presentation's flag lives and how it is made.
    struct FlagSource {
        /// The type owning the flag (the presenter, or a model whose property `$model.flag` binds).
        var owner: String
        /// `""` for the presenter's own flag, `"model."` for a model's.
        var prefix: String
        /// The flag's name; nil for a binding made by hand from an optional (`derivedFrom`).
        var flag: String?
        /// For `Binding(get: { x != nil }, set: …)` (or a member returning one): the optional's path.
        var derivedFrom: String?
    }

    /// The flag behind the site's binding: `$flag`, `$model.flag`, or a binding made by hand from
    /// one optional (`Binding(get: { x != nil }, set: { if !$0 { x = nil } })`, whose setter changes
    /// nothing but that optional).
    func flagSource(of site: PresentationSiteRef, enclosing: String, path: String, _ index: ProjectIndex) -> FlagSource? {
        switch site.binding {
        case let .property(name)?:
            return FlagSource(owner: enclosing, prefix: "", flag: name)
        case let .member(base, name)?:
            guard !base.containsBytes("."), let baseProperty = index.property(base, of: enclosing),
                  let baseType = baseProperty.type.map(TypeNames.bareTypeName), index.isDeclared(baseType) else { return nil }
            return FlagSource(owner: baseType, prefix: base + ".", flag: name)
        default:
            guard var derived = site.derivedBinding else { return nil }
            if let mapper = derived.mapper, !index.optionalFlagMappers.contains(mapper) { return nil }
            if let helper = derived.helper {
                guard let made = index.member(helper, of: enclosing, nearestTo: path)?.derivedBinding, made.helper == nil else { return nil }
                derived = made
            }
            // The getter reads nothing but the optional, and the setter changes nothing else but
            // clearing related state as the sheet closes (which `onDismiss` can keep doing).
            // (A getter true while the optional is nil, `x == nil`, is the opposite flag: what it
            // presents is about there being no value.)
            guard let optional = derived.nilTests.first, derived.absenceTests.isEmpty, derived.reads.allSatisfy({ $0 == optional }),
                  derived.writes.allSatisfy({ $0.target == optional || $0.value == .off }) else { return nil }
            guard let dot = optional.utf8.lastIndex(of: UInt8(ascii: ".")) else {
                return FlagSource(owner: enclosing, prefix: "", flag: nil, derivedFrom: optional)
            }
            let base = String(optional[..<dot])
            guard !base.containsBytes("."), let baseProperty = index.property(base, of: enclosing),
                  let baseType = baseProperty.type.map(TypeNames.bareTypeName), index.isDeclared(baseType) else { return nil }
            return FlagSource(owner: baseType, prefix: base + ".", flag: nil, derivedFrom: optional)
        }
    }

    /// A stored instance variable of an optional type other than a closure: what can hold a selection.
    static func mayHoldSelection(_ p: PropertyFact) -> Bool {
        !p.isLet && !p.isComputed && !p.isStatic && p.isOptional && !p.isFunctionType
    }

    /// The project's classes `types` (a class and its extensions) inherit from, nearest first, up
    /// to four levels; empty for a struct or a class with no project base class.
    static func baseClasses(of types: [TypeFacts], path: String, _ index: ProjectIndex) -> [TypeFacts] {
        var found: [TypeFacts] = []
        var current = types
        var seen: Set<String> = []
        for _ in 0..<4 {
            guard current.contains(where: { $0.kind == .class }),
                  let base = current.lazy.filter({ $0.kind == .class }).compactMap({ $0.inheritance.first }).first.map(TypeNames.bareTypeName),
                  seen.insert(base).inserted,
                  let declared = index.types(named: base, nearestTo: path),
                  declared.contains(where: { $0.kind == .class }) else { break }
            found += declared
            current = declared
        }
        return found
    }

    /// What the content reads of the presenter's state: the paths it unwraps or passes on, those
    /// it hands over as `$binding`s (with the views receiving them), and what it changes, with the
    /// presenter's members it shows or calls (one level deep).
    struct ContentReads {
        var unwrapped: NameSet
        var passed: NameSet
        var bindings: NameSet
        var changes: [StateWrite]
        var views: [ViewReference]
        /// How it unwraps them (see `ScopeSummary.forcedPaths`, `ScopeSummary.nilTolerantPaths`).
        var forced = NameSet()
        var nilTolerant = NameSet()

        /// The content is about the value and nothing else: it force-unwraps it or shows it only
        /// inside `if let` / `guard let`, and never gives nil a meaning (`??`, `?.`, an `else`,
        /// handing it on as an optional). With nil it shows an empty sheet, or stops.
        func needsValue(_ path: String) -> Bool {
            forced.contains(path) && !nilTolerant.contains(path) && !passed.contains(path) && !bindings.contains(path)
        }
    }

    func contentReads(of site: PresentationSiteRef, ownedByPresenter: Bool, enclosing: String, path: String, _ index: ProjectIndex) -> ContentReads {
        var reads = ContentReads(unwrapped: site.content.unwrappedPaths, passed: NameSet(site.content.passedPaths),
                                 bindings: site.content.passedBindings, changes: site.content.stateChanges, views: site.content.views,
                                 forced: site.content.forcedPaths, nilTolerant: site.content.nilTolerantPaths)
        // The presenter's helpers the content shows are followed when the presenter owns the flag.
        guard ownedByPresenter else { return reads }
        for name in site.content.memberRefs {
            guard let member = index.member(name, of: enclosing, nearestTo: path) else { continue }
            reads.unwrapped.formUnion(member.summary.unwrappedPaths)
            reads.passed.formUnion(member.summary.passedPaths)
            reads.bindings.formUnion(member.summary.passedBindings)
            reads.forced.formUnion(member.summary.forcedPaths)
            reads.nilTolerant.formUnion(member.summary.nilTolerantPaths)
            reads.changes += member.summary.stateChanges
            reads.views += member.summary.views
        }
        // Methods of the presenter the content calls (`select(row)`) change what they set.
        for name in site.content.calledNames where !site.content.memberRefs.contains(name) {
            guard let member = index.member(name, of: enclosing, nearestTo: path), member.isFunction else { continue }
            reads.changes += member.summary.stateChanges
        }
        return reads
    }

    /// The finding for one `isPresented:` site, if any: the site's flag and content
    /// (`Presenting`), the optional its raisers select for it, the exemptions, the message.
    func finding(for site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> Finding? {
        guard let enclosing = site.enclosingType, let source = flagSource(of: site, enclosing: enclosing, path: path, index) else { return nil }
        let presenting = Presenting(site: site, source: source, enclosing: enclosing, path: path, rule: self, index)
        guard let selected = presenting.selectedOptional() else { return nil }
        if presenting.contentChangesSelection(selected)
            || presenting.shownViewsChangeSelection(selected)
            || presenting.selectionIsControlState(selected)
            || presenting.selectionUsedBeyondPresentation(selected)
            || presenting.selectionReadByAnotherPresentation(selected) { return nil }
        let hint = identifiableHint(for: selected.property.declaredType ?? selected.property.inferredType, index)
        return factory.make(message(site, source: source, selected, hint: hint), path: path, span: site.span, enclosingType: enclosing)
    }

    // MARK: The message

    /// What the finding says: the flag (or the binding made by hand), the optional to bind with
    /// `item:`, when it is selected later or may be nil, and the `Identifiable` hint. A project's
    /// own wrapper is named as the code calls it.
    func message(_ site: PresentationSiteRef, source: FlagSource, _ selected: Selected, hint: FindingMessage) -> FindingMessage {
        let presented = site.wrapper ?? site.modifier, modifier = site.modifier
        let selectedPath = selected.path
        guard let flagPath = source.flag.map({ source.prefix + $0 }) else {
            return "`.\(presented)(isPresented:)` is driven by a binding made by hand from optional `\(selectedPath)` (presented while it is non-nil), and the content unwraps it again; bind `.\(modifier)(item: $\(selectedPath))` instead so the content receives the value\(hint)"
        }
        let timing: FindingMessage = selected.later
            ? "; the value is set in a `Task` or completion the raising action starts, so until it arrives the sheet shows no value: `item:` presents once it is there"
            : ""
        let empty: FindingMessage = selected.possiblyNil
            ? "; a raiser may set it to nil, and the content then shows nothing: `item:` presents only with a value"
            : ""
        return "`.\(presented)(isPresented: $\(flagPath))` presents content that unwraps optional `\(selectedPath)`; bind `.\(modifier)(item: $\(selectedPath))` instead so the content receives the value and no stale selection lingers\(timing)\(empty)\(hint)"
    }

    /// What to say about `item:`'s need for `Identifiable`: a standard value type is not; a type
    /// of the project that does not adopt it is not; a type the linter cannot see may not be.
    func identifiableHint(for written: String?, _ index: ProjectIndex) -> FindingMessage {
        guard let written else { return "" }
        let type = TypeNames.bareTypeName(written)
        let hint: FindingMessage
        if Self.plainValueTypes.contains(type) || Self.builtInViewTypes.contains(type.lastDottedComponent) {
            hint = " (`\(type)` is not `Identifiable`: wrap it in a small `Identifiable` value)"
        } else if index.isIdentifiable(type) == false {
            hint = " (`\(type)` is not `Identifiable`: make it `Identifiable` or wrap it in a small `Identifiable` value)"
        } else if index.types(named: type.lastDottedComponent).isEmpty {
            hint = " (if `\(type)` is not `Identifiable`, wrap it in a small `Identifiable` value)"
        } else {
            hint = ""
        }
        return hint
    }

    /// A view type kept as a value that can be wrapped for `item:` (`AnyView?`, a project view),
    /// unlike an existential (`(any View)?`).
    static func isViewType(_ declared: String) -> Bool { !declared.containsBytes("any ") && !declared.containsBytes("some ") }

}
