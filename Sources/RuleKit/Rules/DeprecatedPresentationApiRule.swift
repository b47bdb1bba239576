/// Presentation APIs SwiftUI has replaced: `.actionSheet`, `Alert(…)` alerts, `presentationMode`,
/// and `.navigationBarItems` in presented content.
public struct DeprecatedPresentationApiRule: JoinedRule {
    public static let descriptor = RuleDescriptor(
        id: "deprecated-presentation-api",
        name: "Deprecated presentation API",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "`.actionSheet`, `.alert(isPresented:content:)` with `Alert(…)`, `@Environment(\\.presentationMode)` and `.navigationBarItems` in presented content have modern replacements.",
        rationale: """
        These APIs are deprecated: `.confirmationDialog` replaces `.actionSheet`, the \
        `.alert(_:isPresented:actions:message:)` form replaces the `Alert` struct, `@Environment(\\.dismiss)` \
        replaces `presentationMode` and works from any depth, and `.toolbar` items replace `.navigationBarItems`.
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct ReceiptView: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct ReceiptView: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Button("Close") { dismiss() }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/deprecated-presentation-api"],
        reports: [
            "`.actionSheet`, and an `.alert` whose closure builds an `Alert` or calls a method or computed property of the same type declared to give one (`-> Alert`), or whose content names such a method (`content: alert(for:)`).",
            "A `presentationMode` property, once, at its declaration: the message lists the `presentationMode.wrappedValue.dismiss()` calls that change with it (SARIF gives them as related locations), in the view's own code (its file or an extension), through a property read as a `@Binding`, or in a child view it is handed to (`Toolbar(presentationMode: presentationMode)`). A dismissal through another object (`parent.presentationMode`) is reported where it is.",
            "`.navigationBarItems` in presented content: what a sheet or cover shows, every view that shows in turn (a router view switching over its route, the screen a route's method makes, the root of a navigation stack in it), the screens UIKit hosts (`UIHostingController(rootView:)`), and the content of the project's own presentation wrappers. A screen pushed from there is a screen of its own, not presented content.",
        ],
        leavesAlone: [
            "Uses inside a declaration marked `@available(…, deprecated…)`, `obsoleted:` or `unavailable`: a compatibility shim calls the old API on purpose, and the compiler does not warn there either.",
            "Uses in an availability fallback (the `else` of `if #available(…)` or `guard #available(…)`, the body of `if #unavailable(…)`, both branches of an `if #available(…)` that asks only for older systems), in a member such a fallback calls, and a `presentationMode` property fallback code dismisses through: that code runs where the replacements do not exist.",
            "In a project that supports systems older than the replacements (`dismiss`, `.confirmationDialog` and the new `.alert` need iOS 15, macOS 12, tvOS 15 or watchOS 8; `.toolbar` items iOS 14), the APIs it still needs, except a `presentationMode` property nothing reads (removing it needs no newer API).",
        ],
        limitations: """
        - A file's oldest systems are those of the innermost package or project holding it: the `platforms:` \
        of a `Package.swift`, the Xcode project beside its folder (the lowest deployment target of each \
        platform), or a Tuist `Project.swift`, found among the linted files or in the folders above a linted \
        path up to the repository's root; the configuration's `deploymentTargets` (`{ "iOS": "14.0" }`) takes \
        precedence for each platform it names.
        - Code counts only for the platforms it is built for (its `#if os(…)`, a watch app's folder) and from \
        the versions the `@available` attributes around it ask for: a type marked `@available(iOS 15, *)` in \
        an iOS 13 package has the new APIs wherever it runs.
        """,
        references: [.presentationMode, .deprecatedEnvironmentValues, .dismissEnvironment, .actionSheet, .higActionSheets],
        fix: """
        has four rewrites, each only where the deployment targets of the code have the replacement, as \
        they are judged for the findings. Safe: `@Environment(\\.presentationMode) var \
        presentationMode` becomes `@Environment(\\.dismiss) var dismiss` (keeping its modifiers, such as \
        `private`, as the messages say) and its `presentationMode.wrappedValue.dismiss()` calls `dismiss()`, but \
        only where that certainly keeps the behaviour: every use of the property in the file is such a call, \
        the property has no written type, nothing else in the file is named `dismiss`, the type is not \
        extended in another file, and no declaration is kept on purpose for an older system. With `--unsafe-fixes` \
        too: `.actionSheet(isPresented:content:)` building an `ActionSheet(…)` becomes \
        `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` with `titleVisibility: .visible` (an \
        action sheet always shows its title), and `.alert(isPresented:content:)` building an `Alert(…)` becomes \
        `.alert(_:isPresented:actions:message:)`: the title and message as written (`Text("…")` as its string), \
        each `.default`, `.destructive` or `.cancel` button a `Button` with the matching role and the same \
        action, in order. They are unsafe because the dialog or alert looks slightly different (the system \
        lays out and orders buttons by role), and a `.cancel()` without a label, which the system labels in \
        the user's language, becomes `Button("Cancel", role: .cancel)`, whose label comes from the app's own \
        strings. They are left to a change by hand for the `item:` forms (the replacement needs a `Bool` \
        binding and a title of its own), an `Alert` built by a helper, buttons not written in place (an \
        array literal of `.default`, `.destructive` and `.cancel` for a sheet), a message that is not a \
        `Text(…)`, and a comment the rewrite would lose. Also unsafe: `.navigationBarItems(leading:trailing:)` \
        in presented content becomes `.toolbar` with a `ToolbarItem(placement: .navigationBarLeading)` and \
        `.navigationBarTrailing` for the same views (`.topBarLeading` and `.topBarTrailing` where the targets \
        name iOS 17 or later): the toolbar lays out and styles its items itself, so the bar can look \
        different. It keeps the items where they were; the semantic placements the message suggests \
        (`.cancellationAction`, `.confirmationAction`) are a choice left to the developer. Arguments other \
        than `leading:` and `trailing:`, or a comment between them, leave it as it is. Each rewrite copies \
        the code it keeps byte for byte, indented as the lines around it.
        """,
        fixScope: "`presentationMode` → `dismiss`; with `--unsafe-fixes`, alerts, action sheets and `.navigationBarItems`")

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    /// What a file contributes: what the index answers about its deprecated uses (the systems its
    /// targets support, the helpers building its alerts, the other files extending its types), its
    /// `presentationMode` properties, and the `.navigationBarItems` its presented content and hosted
    /// screens apply (found in the file or in the views and helpers they show).
    public struct Part: Sendable {
        /// For each deprecated use of the file, by number (empty when it has none).
        var uses: [UseAnswers] = []
        /// `owner.name` of each `@Environment(\.presentationMode)` property it declares.
        var declared: [String] = []
        /// `.navigationBarItems` uses reachable from its sheets, covers and popovers, and from its
        /// screens hosted from UIKit, in order (where the toolbar replacement is available).
        var presentedBarItems: [ModifierUse] = []
        var hostedBarItems: [ModifierUse] = []
        /// What its presented content and hosted screens show, followed by the join through every
        /// view shown in turn (the views may be anywhere in the project).
        var presentedRoots: [ShownRoot] = []
        var hostedRoots: [ShownRoot] = []
    }

    /// The views a presentation's content (or a hosted screen) shows, with its helpers', and the
    /// member of its route that makes its screen (`makeSheetView` in `{ $0.makeSheetView() }`).
    /// Made once in a part and read by every join after it.
    final class ShownRoot: Sendable {
        let views: [ViewReference]
        let builtInViews: BuiltInViewSet
        let owner: String?
        let routeMember: String?
        let bindingLabel: String?
        let binding: PresentationBinding?

        init(views: [ViewReference], builtInViews: BuiltInViewSet, owner: String?, routeMember: String?, bindingLabel: String?, binding: PresentationBinding?) {
            (self.views, self.builtInViews, self.owner) = (views, builtInViews, owner)
            (self.routeMember, self.bindingLabel, self.binding) = (routeMember, bindingLabel, binding)
        }
    }

    /// What of presented content (or a hosted screen) the rule follows: its modifiers (for
    /// `.navigationBarItems`), the views it shows, and the members of the presenter it calls to
    /// build them.
    struct ContentShown {
        var modifierUses: [ModifierUse]
        var views: [ViewReference]
        var builtInViews: BuiltInViewSet
        var memberRefs: NameSet

        init(_ content: ScopeSummary) {
            (modifierUses, views, builtInViews, memberRefs) = (content.modifierUses, content.views, content.builtInViews, content.memberRefs)
        }
    }

    struct UseAnswers: Sendable {
        /// The systems its code runs on have the replacements: its targets for the platforms it is
        /// built for, raised by the `@available` attributes around it.
        var modern: Bool
        /// Built by a helper of its type declared to give an `Alert` (true when built in place).
        var alertBuilt: Bool
        /// A `presentationMode` property nothing reads: its file never reads it and no other file extends the type.
        var unused: Bool
    }

    public func part(_ index: ProjectIndex, file f: Int) -> Part {
        var part = Part()
        let path = index.files[f].path
        let uses = index.files[f].deprecatedUses
        if !uses.isEmpty {
            // Code that supports systems older than the replacements (iOS 14 has no `dismiss`,
            // `.confirmationDialog` or the new `.alert`; iOS 13 no `.toolbar`) needs the old APIs:
            // nothing to report there.
            for u in uses.indices {
                let use = uses[u]
                let modern = use.availability.applied(to: index.deploymentTargets.targets(for: path, platforms: use.platforms), platforms: use.platforms)
                    .predating(.dismissAndModernAlerts).isEmpty
                var alertBuilt = true
                if !use.alertHelpers.isEmpty && (modern || use.kind == .presentationModeEnvironment) {
                    // Built by a helper: only a member of the same type declared to give an `Alert`.
                    alertBuilt = use.enclosingType.map { owner in
                        use.alertHelpers.contains(where: { index.member($0, of: owner, nearestTo: path)?.returnsAlert == true })
                    } ?? false
                }
                let unused = use.unusedInFile && use.enclosingType.map { owner in
                    index.types(named: owner).allSatisfy { $0.path == path }
                } ?? false
                part.uses.append(UseAnswers(modern: modern, alertBuilt: alertBuilt, unused: unused))
                if use.kind == .presentationModeEnvironment, let owner = use.enclosingType, let name = use.subject {
                    part.declared.append(owner + "." + name)
                }
            }
        }
        // `.navigationBarItems` in presented content — the content itself and its helpers here,
        // the views they show in the join — and in screens hosted from UIKit.
        func toolbarAvailable(_ path: String) -> Bool { index.deploymentTargets.targets(for: path).predating(.toolbarItems).isEmpty }
        /// Adds the `.navigationBarItems` uses of the content and of the presenter's builders it
        /// calls (`sheetView(for:)`) to `list`, and what they show to `roots`.
        func collect(_ shown: ContentShown, owner: String?, route: (member: String, bindingLabel: String?, binding: PresentationBinding?)? = nil,
                     barItems list: inout [ModifierUse], roots: inout [ShownRoot]) {
            var views = shown.views, builtInViews = shown.builtInViews
            for use in shown.modifierUses where use.name == "navigationBarItems" && toolbarAvailable(use.path) { list.append(use) }
            if let owner, !shown.memberRefs.isEmpty {
                for ref in shown.memberRefs.sorted() {
                    guard let m = index.member(ref, of: owner, nearestTo: path) else { continue }
                    for use in m.summary.modifierUses where use.name == "navigationBarItems" && toolbarAvailable(use.path) { list.append(use) }
                    views += m.summary.views
                    builtInViews.formUnion(m.summary.builtInViews)
                }
            }
            guard !views.isEmpty || !builtInViews.isEmpty || route != nil else { return }
            roots.append(ShownRoot(views: views, builtInViews: builtInViews, owner: owner,
                                   routeMember: route?.member, bindingLabel: route?.bindingLabel, binding: route?.binding))
        }
        let routeMembers = index.files[f].routeMemberSites
        index.forEachPresentation(inFile: f) { site in
            guard site.modifier == "sheet" || site.modifier == "fullScreenCover" || site.modifier == "popover" else { return }
            let start = site.span.start
            let route = routeMembers.firstIndex(where: { $0.site == start }).map { (member: routeMembers[$0].member, bindingLabel: site.bindingLabel, binding: site.binding) }
            collect(ContentShown(site.content), owner: site.enclosingType, route: route, barItems: &part.presentedBarItems, roots: &part.presentedRoots)
        }
        index.files[f].hostedScreens.forEachInPlace { hosted in
            collect(ContentShown(hosted.content), owner: hosted.enclosingType, barItems: &part.hostedBarItems, roots: &part.hostedRoots)
        }
        return part
    }

    /// Whether the toolbar items replacing `.navigationBarItems` exist on every system code in `path` runs on.
    static func toolbarAvailable(_ index: ProjectIndex, _ path: String) -> Bool {
        index.deploymentTargets.targets(for: path).predating(.toolbarItems).isEmpty
    }

    /// The finding at a `.navigationBarItems` use in presented content.
    func barItemsFinding(_ use: ModifierUse) -> Finding {
        let message: FindingMessage = "`.navigationBarItems` is deprecated; in presented content put the buttons in `.toolbar` items (`ToolbarItem(placement: .cancellationAction)` for Cancel or Close, `.confirmationAction` for Done or Save)"
        return factory.make(message, path: use.path, span: use.span, enclosingType: use.enclosingType)
    }

    /// The findings at the deprecated uses themselves (all but `.navigationBarItems` in presented content).
    func useFindings(_ index: ProjectIndex, parts: [Part]) -> [Finding] {
        var findings: [Finding] = []
        // One finding per `presentationMode` property, at its declaration, listing the
        // `presentationMode.wrappedValue.dismiss()` calls the fix changes with it.
        var declarations: [String: [Int]] = [:]
        for f in parts.indices { for key in parts[f].declared { declarations[key, default: []].append(f) } }
        var callsByDeclaration: [DeclarationKey: [RelatedLocation]] = [:]
        var folded: Set<UseKey> = []
        var handed = HandedProperties(index: index, declarations: declarations)
        /// Declarations with a call through `.wrappedValue` (the others only through a `@Binding`'s value).
        var throughWrappedValue: Set<DeclarationKey> = []
        for f in parts.indices where !parts[f].uses.isEmpty {
            let uses = index.files[f].deprecatedUses
            for u in uses.indices where uses[u].kind == .presentationModeDismiss && parts[f].uses[u].modern {
                // Through the property itself, or through a child's parameter it is handed to.
                guard let key = declarationKey(of: uses[u], in: f, declarations) ?? handedKey(of: uses[u], handed: &handed) else {
                    // `presentationMode.dismiss()` is a use only of a property found to be one.
                    if uses[u].throughBinding { folded.insert(UseKey(file: f, use: u)) }
                    continue
                }
                let use = uses[u]
                let subject = use.subject ?? "presentationMode"
                if !use.throughBinding { throughWrappedValue.insert(key) }
                let call = use.throughBinding ? "`\(subject).dismiss()`" : "`\(subject).wrappedValue.dismiss()`"
                callsByDeclaration[key, default: []].append(RelatedLocation(path: index.files[f].path, start: use.span.start, end: use.span.end,
                                                                           message: "\(call) becomes `dismiss()`"))
                folded.insert(UseKey(file: f, use: u))
            }
        }
        for f in parts.indices where !parts[f].uses.isEmpty {
            let path = index.files[f].path
            let uses = index.files[f].deprecatedUses
            for u in uses.indices where !folded.contains(UseKey(file: f, use: u)) {
                let use = uses[u]
                let modern = parts[f].uses[u].modern
                // Below the replacements' availability only an unused property is reported:
                // removing it needs no newer API.
                guard modern || use.kind == .presentationModeEnvironment, parts[f].uses[u].alertBuilt else { continue }
                // A `presentationMode` property nothing reads is better removed than replaced.
                let unused = parts[f].uses[u].unused
                guard modern || unused else { continue }
                var calls: [RelatedLocation] = []
                var wrapped = true
                if use.kind == .presentationModeEnvironment, let owner = use.enclosingType, let name = use.subject {
                    let key = DeclarationKey(owner: owner, name: name, file: f)
                    calls = callsByDeclaration[key] ?? []
                    wrapped = throughWrappedValue.contains(key)
                }
                let lead = Self.messageBeforeCalls(use, unused: unused, calls: calls, throughWrappedValue: wrapped)
                let declared = use.kind == .presentationModeDismiss ? Self.declarationModifiers(for: use, in: uses) : .none
                var finding = factory.make(lead.map { $0 + Finding.relatedList(calls, from: path) } ?? Self.message(use, unused: unused, declared: declared),
                                           path: path, span: use.span, enclosingType: use.enclosingType)
                finding.related = calls
                finding.messageBeforeRelatedList = lead
                findings.append(finding)
            }
        }
        return findings
    }

    struct DeclarationKey: Hashable {
        var owner: String
        var name: String
        /// The declaring file's number.
        var file: Int
    }

    struct UseKey: Hashable {
        var file: Int
        var use: Int
    }

    /// The declaration a `presentationMode.wrappedValue.dismiss()` call in file `f` goes through:
    /// a property of its own type (`presentationMode` or `self.presentationMode`) declared in its
    /// file, or in the one file that declares it when the call is in an extension elsewhere.
    func declarationKey(of use: DeprecatedUse, in f: Int, _ declarations: [String: [Int]]) -> DeclarationKey? {
        guard let owner = use.enclosingType, var name = use.subject else { return nil }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard !name.containsBytes("."), let files = declarations[owner + "." + name] else { return nil }
        if files.contains(f) { return DeclarationKey(owner: owner, name: name, file: f) }
        return files.count == 1 ? DeclarationKey(owner: owner, name: name, file: files[0]) : nil
    }

    /// The `presentationMode` properties handed to a child's parameter as values
    /// (`Child(presentationMode: presentationMode)`, the child holding a `Binding<PresentationMode>`
    /// or a `@Binding var presentationMode: PresentationMode`), by child type and parameter label.
    /// Built on first use: most projects dismiss through their own properties only.
    struct HandedProperties {
        let index: ProjectIndex
        let declarations: [String: [Int]]
        var table: [String: [DeclarationKey]]?

        mutating func keys(child: String, label: String) -> [DeclarationKey] {
            if table == nil { table = build() }
            return table?[child + "." + label] ?? []
        }

        func build() -> [String: [DeclarationKey]] {
            var table: [String: [DeclarationKey]] = [:]
            for f in index.files.indices {
                let types = index.files[f].types
                for t in types.indices {
                    let owner = types[t].name
                    for m in types[t].members.indices {
                        for v in types[t].members[m].summary.views where !v.valueArguments.isEmpty {
                            for (label, path) in v.valueArguments {
                                let name = path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
                                guard let files = declarations[owner + "." + name] else { continue }
                                let file = files.contains(f) ? f : files.count == 1 ? files[0] : nil
                                guard let file else { continue }
                                let key = DeclarationKey(owner: owner, name: name, file: file)
                                if !table[v.typeName + "." + label, default: []].contains(key) { table[v.typeName + "." + label, default: []].append(key) }
                            }
                        }
                    }
                }
            }
            return table
        }
    }

    /// The parent's property a dismissal in a child goes through: the child's parameter (`self.`
    /// dropped) that one `presentationMode` property, and only one, is handed to.
    func handedKey(of use: DeprecatedUse, handed: inout HandedProperties) -> DeclarationKey? {
        guard let child = use.enclosingType, var label = use.subject else { return nil }
        if label.hasPrefix("self.") { label.removeFirst(5) }
        guard !label.containsBytes(".") else { return nil }
        let keys = handed.keys(child: child, label: label)
        return keys.count == 1 ? keys[0] : nil
    }

    /// A declaration's message up to the list of the calls folded into it (see `check`); nil when
    /// it lists none. A call suppressed on its own line is left out of the list (`Finding.removeRelated`).
    static func messageBeforeCalls(_ use: DeprecatedUse, unused: Bool, calls: [RelatedLocation], throughWrappedValue: Bool = true) -> String? {
        guard use.kind == .presentationModeEnvironment, !calls.isEmpty, !unused else { return nil }
        let name = use.subject ?? "presentationMode"
        // The declaration as `--fix` writes it: its modifiers kept.
        let modifiers = use.modifiers.map { $0 + " " }.joined()
        return "`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss) \(modifiers)var dismiss` and call `dismiss()` "
            + "instead of `\(name)\(throughWrappedValue ? ".wrappedValue" : "").dismiss()`"
    }

    /// For a `presentationMode.wrappedValue.dismiss()` reported on its own: how the file declares
    /// the `@Environment(\.presentationMode)` properties of the name it goes through, whose
    /// modifiers `--fix` keeps when it rewrites them.
    enum DeclaredModifiers: Equatable {
        /// The file declares none (`--fix` rewrites nothing for the call).
        case none
        /// All with these modifiers (`[]`, `["private"]`).
        case same([String])
        /// With different modifiers.
        case mixed
    }

    static func declarationModifiers(for call: DeprecatedUse, in uses: [DeprecatedUse]) -> DeclaredModifiers {
        let subject = call.subject ?? "presentationMode"
        let name = subject.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(subject[subject.index(after: $0)...]) } ?? subject
        let found = uses.filter { $0.kind == .presentationModeEnvironment && $0.subject == name }.map(\.modifiers)
        guard let first = found.first else { return .none }
        return found.allSatisfy({ $0 == first }) ? .same(first) : .mixed
    }

    /// The message of a use reported on its own. For a dismissal, `declared` tells the modifiers
    /// of the property `--fix` rewrites in its file: the message names the declaration the fix
    /// writes. Without one in the file, it advises a `private` property in the view itself, and
    /// one other code can read (no modifier) in the view another object refers to.
    static func message(_ use: DeprecatedUse, unused: Bool, declared: DeclaredModifiers = .none) -> String {
        switch use.kind {
        case .actionSheet:
            return "`.actionSheet` is deprecated; use `.confirmationDialog(_:isPresented:actions:)` with Buttons and roles"
        case .actionSheetItem:
            return "`.actionSheet(item:content:)` is deprecated; use `.confirmationDialog(_:isPresented:presenting:actions:)` with Buttons and roles"
        case .alertItemStruct:
            return "`.alert(item:content:)` with an `Alert(…)` is deprecated; use `.alert(_:isPresented:presenting:actions:message:)` with Buttons"
        case .alertStruct:
            return "`.alert(isPresented:content:)` with an `Alert(…)` is deprecated; use `.alert(_:isPresented:actions:message:)` with Buttons"
        case .presentationModeDismiss:
            let subject = use.subject ?? "presentationMode"
            // Through another object (a representable's coordinator holding its `parent`): the
            // environment value is read in the view that object belongs to.
            if let dot = subject.utf8.lastIndex(of: UInt8(ascii: ".")), !subject.hasPrefix("self.") {
                let owner = subject[..<dot]
                return "`\(subject).wrappedValue.dismiss()` is deprecated; read \(declaration(declared, otherwise: [])) in the view `\(owner)` refers to and call `\(owner).dismiss()`"
            }
            return "`\(subject).wrappedValue.dismiss()` is deprecated; read \(declaration(declared, otherwise: ["private"])) and call `dismiss()`"
        case .presentationModeEnvironment:
            if unused { return "`@Environment(\\.presentationMode)` is deprecated and this property is never used; remove it" }
            return "`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss)` to close the view, `@Environment(\\.isPresented)` to ask whether it is presented"
        }
    }

    /// The `dismiss` declaration a dismissal's message names: the file's property's modifiers kept,
    /// or `otherwise` when the file declares none.
    static func declaration(_ declared: DeclaredModifiers, otherwise: [String]) -> String {
        switch declared {
        case .none: return "`@Environment(\\.dismiss) \(otherwise.map { $0 + " " }.joined())var dismiss`"
        case let .same(modifiers): return "`@Environment(\\.dismiss) \(modifiers.map { $0 + " " }.joined())var dismiss`"
        case .mixed: return "`@Environment(\\.dismiss) var dismiss` (with the modifiers of the property it replaces)"
        }
    }
}
