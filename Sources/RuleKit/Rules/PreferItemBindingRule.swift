/// `isPresented:` driving content that is about an optional value the presenter selects: the
/// `item:` form hands the content the unwrapped value and cannot show a stale selection.
public struct PreferItemBindingRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "prefer-item-binding",
        name: "Use item: instead of isPresented: with an optional",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A presentation driven by `isPresented:` whose content unwraps an optional of the same owner; bind `item:` to that optional instead.",
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
        limitations: """
        It reports only when the presenter sets the optional together with the flag (a selection, not data the \
        view loads on its own, nor a value that may still be nil when the flag goes on, such as the result of \
        `try?`, of a loader returning an optional, of a failable initializer like `UUID(uuidString:)`, an \
        optional parameter or a case pattern's payload), and never for optionals that are collaborators rather \
        than content: services, view models, handles to running work (`Task`, `Timer`, cancellables), views \
        kept as values (`AnyView?`, `(any View)?`), closures, `let`s, or values handed over as a `$binding` \
        for the content to fill. It is also silent when another presentation of the same view reads the \
        optional (a member's action sheet leading to a report form about the same member): there `item:` would \
        clear the value as the first one closes; when some code raises the flag alone, with no selection (the \
        sheet then starts from a default); when the view binds the optional to a control (`List(selection:)`), \
        whose state it also is; when the content (or, for another object's optional, a view it shows) changes \
        the optional while it stays up (a flow moving from step to step, a one-time seed it clears without \
        closing), which `item:` would turn into presenting anew or closing; when the presenter itself uses the \
        optional beyond the presentation (a row's spinner while the chosen item activates), which `item:` \
        would clear as the sheet closes; and when the optional belongs to another type with a `private(set)` \
        setter, which the view cannot bind.
        """,
        references: [.sheetItem, .fullScreenCoverItem])

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

    static func isCollaboratorType(_ type: String?) -> Bool {
        guard let type else { return false }
        if handleTypes.contains(bareTypeName(type).lastDottedComponent) { return true }
        let words = PresentationVocabulary.words(bareTypeName(type))
        guard let last = words.last else { return false }
        if words.count >= 2, words[words.count - 2] + last == "viewmodel" { return true }
        return serviceWords.contains(last)
    }

    /// Views kept as values (`AnyView?`, `Text?`, a project view type): the presenter stores what to
    /// show, not a model the content is about, and a view can never be an `item:`.
    static let builtInViewTypes: WordSet = ["AnyView", "Text", "Image", "Label", "EmptyView", "AnyShape"]

    static func isViewValue(_ type: String?, _ index: ProjectIndex) -> Bool {
        guard let type else { return false }
        let bare = bareTypeName(type).lastDottedComponent
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
        // Whether a type is a collaborator or a view, by type text: the same few types (`Item?`,
        // `URL?`) come up at site after site, and splitting a name into words allocates.
        var notContentTypes: [String: Bool] = [:]
        // The hint for a type that is not `Identifiable`, by type: asked at every finding.
        var identifiableHints: [String: FindingMessage] = [:]
        func isNotContent(_ type: String?) -> Bool {
            guard let type else { return false }
            if let known = notContentTypes[type] { return known }
            let answer = Self.isCollaboratorType(type) || Self.isViewValue(type, index)
            notContentTypes[type] = answer
            return answer
        }
        for f in files {
            // Read in place: binding a file or a site copies (and retains) every field of it.
            let path = index.files[f].path
            let presentations = index.files[f].presentations
            var readers: [SelectionReader: Int]?
            presentations.withUnsafeBufferPointer { sites in
                for siteIndex in sites.indices {
                    guard sites[siteIndex].bindingLabel == "isPresented" && modifiers.contains(sites[siteIndex].modifier) else { continue }
                    if let finding = finding(for: sites.baseAddress! + siteIndex, at: siteIndex, of: presentations, path: path, index,
                                             isNotContent: isNotContent, identifiableHints: &identifiableHints, readers: &readers) {
                        findings.append(finding)
                    }
                }
            }
        }
        return findings
    }

    /// The finding for one `isPresented:` site (`presentations[siteIndex]` of the file at `path`), if any.
    /// The site is read through a pointer: a `PresentationSite` value would be copied, retaining
    /// each of its thirty-odd strings, sets and arrays, and released again.
    func finding(for site: UnsafePointer<PresentationSite>, at siteIndex: Int, of presentations: [PresentationSite], path: String, _ index: ProjectIndex,
                 isNotContent: (String?) -> Bool, identifiableHints: inout [String: FindingMessage],
                 readers: inout [SelectionReader: Int]?) -> Finding? {
        guard let enclosing = site.pointee.enclosingType, let binding = site.pointee.binding else { return nil }
        // The flag `$name` (the presenter's own) or `$base.name` (a member of a declared type).
        let owner: String
        let prefix: String
        let flagName: String
        switch binding {
        case let .property(name):
            owner = enclosing
            prefix = ""
            flagName = name
        case let .member(base, name):
            guard !base.containsBytes("."), let baseProperty = index.property(base, of: enclosing),
                  let baseType = baseProperty.type.map(Self.bareTypeName), index.isDeclared(baseType) else { return nil }
            owner = baseType
            prefix = base + "."
            flagName = name
        default:
            return nil
        }
        // The paths the content unwraps, passes on or hands over as bindings, with those of
        // the presenter's members it calls (one level deep): all this rule reads of it.
        var unwrappedPaths = site.pointee.content.unwrappedPaths
        var passedPaths = Set(site.pointee.content.passedPaths)
        var passedBindings = site.pointee.content.passedBindings
        var contentChanges = site.pointee.content.stateChanges
        if owner == enclosing {
            for name in site.pointee.content.memberRefs {
                guard let member = index.member(name, of: enclosing, nearestTo: path) else { continue }
                unwrappedPaths.formUnion(member.evidence.unwrappedPaths)
                passedPaths.formUnion(member.evidence.passedPaths)
                passedBindings.formUnion(member.evidence.passedBindings)
                contentChanges += member.evidence.stateChanges
            }
        }
        // The presenter's own type is known exactly (by qualified name, with its extensions);
        // another owner is resolved by name to the nearest declaration.
        // The path of a member of the owner as the presenter writes it: `name`, or `base.name`. Most
        // flags are the presenter's own, and `"" + name` still made a new string.
        func prefixed(_ name: String) -> String { prefix.isEmpty ? name : prefix + name }
        let ownTypes = owner == enclosing ? site.pointee.enclosingQualifiedType.map(index.types(qualified:)) ?? [] : []
        let ownerTypes = ownTypes.isEmpty ? (index.types(named: owner, nearestTo: path) ?? []) : ownTypes
        // Where a selection may be made: the presenting type, and the owner of member state.
        var selectingTypes = [site.pointee.enclosingQualifiedType ?? enclosing]
        // Lists of types are read by index here and below: `map`, `contains(where:)` and
        // `flatMap` copied (and retained) every type, member or site they passed.
        if owner != enclosing { for t in ownerTypes.indices { selectingTypes.append(ownerTypes[t].qualifiedName) } }
        // The presenter must select the value it presents: somewhere one body sets both the
        // optional and the flag. Data loaded on its own (a fetched relationship) is not a selection.
        // Cheap structural tests first, the content and selection next, the type last.
        let ownerIsObservableObject = owner != enclosing
            && ownerTypes.indices.contains { ownerTypes[$0].inheritance.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" } }
        func isSelection(_ p: PropertyFact) -> Bool {
            guard p.isOptional && !p.isLet && !p.isComputed && !p.isStatic && !p.isFunctionType else { return false }
            // Another type's `private(set)` optional cannot be bound from the view: `$vm.x` does not compile.
            // An `ObservableObject`'s optional that is not `@Published` can be bound, but setting
            // it alone would not update the view: `item:` would never present.
            if owner != enclosing && (p.hasPrivateSetter || (!p.wrappers.contains("Published") && ownerIsObservableObject)) { return false }
            let path = prefixed(p.name)
            guard (unwrappedPaths.contains(path) || passedPaths.contains(path))
                && !passedBindings.contains(path)
                && index.areSelectedTogether(p.name, flagName, in: selectingTypes)
                && !index.isCleared(p.name, whileSetting: flagName)
                && !index.isSetAlone(flagName, in: selectingTypes)
                && !index.isSelectedPossiblyNil(p.name, flagName, in: selectingTypes) else { return false }
            let type = p.declaredType ?? p.inferredType
            return !p.wrappers.contains(where: Self.excludedWrappers.contains) && !isNotContent(type)
        }
        // The properties of the owner's declaration and extensions, read in place.
        var found: PropertyFact?
        search: for t in ownerTypes.indices {
            // One read of the list per type: through two subscripts each step copied the type.
            let properties = ownerTypes[t].properties
            for p in properties.indices where isSelection(properties[p]) {
                found = properties[p]
                break search
            }
        }
        guard let selected = found else { return nil }
        // Methods of the presenter the content calls (`select(row)`) change what they set.
        if owner == enclosing {
            for name in site.pointee.content.calledNames where !site.pointee.content.memberRefs.contains(name) {
                guard let member = index.member(name, of: enclosing, nearestTo: path), member.isFunction else { continue }
                contentChanges += member.evidence.stateChanges
            }
        }
        // The content changes the optional while it stays up: it moves on to another step
        // (`step = .crop`), or clears a one-time seed without closing (`query = nil`). With
        // `item:` the first would present anew and the second would close the sheet.
        let selectedTarget = prefixed(selected.name), flagTarget = prefixed(flagName)
        if contentChanges.contains(where: { $0.target == selectedTarget && $0.value != .off }) { return nil }
        if contentChanges.contains(where: { $0.target == selectedTarget && $0.value == .off })
            && !contentChanges.contains(where: { $0.target == flagTarget && ($0.value == .off || $0.value == .toggle) }) { return nil }
        // Another object's optional may also be changed by the views the content shows, under
        // whatever name they hold that object (a details screen whose Cancel puts back the
        // theme it started from: `themeModel.detailsTheme = original`).
        if owner != enclosing, site.pointee.content.views.contains(where: { view in
            guard !PresentationVocabulary.builtInViews.contains(view.typeName),
                  let shown = index.evidence(of: view.typeName, nearestTo: path) else { return false }
            return shown.stateChanges.contains { $0.value != .off && $0.target.containsBytes(".") && $0.targetEnds(with: selected.name) }
        }) { return nil }
        // A selection the presenter binds to a control (`List(selection: $selected)`, a
        // `Picker`) is that control's state too: `item:` would present on every pick and
        // clear the control's selection as the sheet closes.
        let selectedPath = selectedTarget
        // The presenter's own types: already looked up above when it owns the flag.
        let presenterTypes = owner == enclosing ? ownTypes : site.pointee.enclosingQualifiedType.map(index.types(qualified:)) ?? []
        for t in presenterTypes.indices {
            let members = presenterTypes[t].members
            if members.indices.contains(where: { members[$0].evidence.passedBindings.contains(selectedPath) }) { return nil }
        }
        // The presenter uses the selection beyond the presentation (a row's spinner while the
        // chosen item activates): `item:` would clear it as the sheet closes. Helpers the
        // content shows or calls, and theirs, are the presentation's own code.
        var reads: [(path: String, member: String?)] = []
        for t in presenterTypes.indices {
            let all = presenterTypes[t].pathsReadOutsidePresentations
            for r in all.indices where all[r].path == selectedPath { reads.append(all[r]) }
        }
        if !reads.isEmpty {
            var contentMembers = site.pointee.content.memberRefs.union(site.pointee.content.calledNames)
            var pending = Array(contentMembers)
            while let name = pending.popLast(), contentMembers.count < 64 {
                guard let member = ProjectIndex.member(name, in: presenterTypes) else { continue }
                for next in member.evidence.memberRefs.union(member.evidence.calledNames) where contentMembers.insert(next).inserted {
                    pending.append(next)
                }
            }
            if reads.contains(where: { read in !(read.member.map(contentMembers.contains) ?? false) }) { return nil }
        }
        // The same selection read by another presentation of the view (a menu sheet whose
        // actions open a report sheet or a confirmation about the same item): `item:` on
        // this one would clear the value as it closes, under the presentation that comes next.
        // (Counted once per file: asking every other site of the file, for each site, was
        // quadratic in a generated file of screens.)
        if readers == nil { readers = SelectionReader.count(presentations) }
        let readsItself = site.pointee.content.unwrappedPaths.contains(selectedPath) || site.pointee.content.passedPaths.contains(selectedPath)
        let key = SelectionReader(qualifiedType: site.pointee.enclosingQualifiedType, type: site.pointee.enclosingType, path: selectedPath)
        if readers![key, default: 0] > (readsItself ? 1 : 0) { return nil }
        let flag = "$" + prefix + flagName
        var wrapping: FindingMessage = ""
        if let written = selected.declaredType ?? selected.inferredType {
            if let known = identifiableHints[written] {
                wrapping = known
            } else {
                let type = Self.bareTypeName(written)
                if Self.plainValueTypes.contains(type) {
                    wrapping = " (`\(type)` is not `Identifiable`: wrap it in a small `Identifiable` value)"
                } else if Self.isKnownNotIdentifiable(type, index) {
                    wrapping = " (`\(type)` is not `Identifiable`: make it `Identifiable` or wrap it in a small `Identifiable` value)"
                }
                identifiableHints[written] = wrapping
            }
        }
        let message: FindingMessage = "`.\(site.pointee.modifier)(isPresented: \(flag))` presents content that unwraps optional `\(prefix)\(selected.name)`; bind `.\(site.pointee.modifier)(item: $\(prefix)\(selected.name))` instead so the content receives the value and no stale selection lingers\(wrapping)"
        return factory.make(message, path: path, span: site.pointee.span, enclosingType: enclosing)
    }

    /// Standard protocols that do not make a type `Identifiable`.
    static let nonIdentifyingProtocols: WordSet = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Sendable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError", "AnyObject",
    ]

    /// A type of the project that neither it, its extensions nor the project protocols it adopts
    /// declare `Identifiable`, and that adopts nothing else that might (a protocol from elsewhere).
    static func isKnownNotIdentifiable(_ type: String, _ index: ProjectIndex) -> Bool {
        var pending = [type.lastDottedComponent], seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            let declarations = index.types(named: name)
            guard !declarations.isEmpty else { return false }
            for inherited in declarations.flatMap(\.inheritance) {
                let bare = bareTypeName(inherited).lastDottedComponent
                if bare == "Identifiable" { return false }
                if nonIdentifyingProtocols.contains(bare) { continue }
                // A project protocol is read in turn; anything else (a superclass, another module's
                // protocol) might bring `Identifiable`.
                guard index.types(named: bare).contains(where: { $0.kind == .protocol }) else { return false }
                pending.append(bare)
            }
        }
        return true
    }

    /// `ViewModel?` → `ViewModel`, `Store<Foo>` → `Store`.
    static func bareTypeName(_ text: String) -> String {
        let u = text.utf8
        var end = u.endIndex
        while end > u.startIndex, case let last = u[u.index(before: end)], last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            end = u.index(before: end)
        }
        if let angle = u[..<end].firstIndex(of: UInt8(ascii: "<")) { end = angle }
        if end == u.endIndex { return text }
        return String(decoding: u[..<end], as: UTF8.self)
    }
}

/// A path that presentations of one type read in their content: how many of a file's sites read
/// it is counted once per file (see `PreferItemBindingRule.finding`).
struct SelectionReader: Hashable {
    var qualifiedType: String?
    var type: String?
    var path: String

    static func count(_ presentations: [PresentationSite]) -> [SelectionReader: Int] {
        var counts: [SelectionReader: Int] = [:]
        for site in presentations {
            var paths = site.content.unwrappedPaths
            paths.formUnion(site.content.passedPaths)
            for path in paths { counts[SelectionReader(qualifiedType: site.enclosingQualifiedType, type: site.enclosingType, path: path), default: 0] += 1 }
        }
        return counts
    }
}
