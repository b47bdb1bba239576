/// A settings / preferences screen presented as a full-screen cover instead of a sheet.
///
/// Not file by file: a route case is reported where its enum is declared, which may be another
/// file than the cover presenting it.
public struct SettingsInCoverRule: JoinedRule {
    public static let descriptor = RuleDescriptor(
        id: "settings-in-cover",
        name: "Settings presented as a full-screen cover",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A settings or preferences screen — a `Form` of preference controls bound to stored or app-wide state, or a screen so named that offers preferences — is presented with `.fullScreenCover`; present it as a `.sheet`.",
        rationale: """
        Settings are supplementary content the user visits briefly and expects to flick away. A full-screen \
        cover hides the context it came from, removes swipe-to-dismiss and signals an immersive change of mode: \
        it suits onboarding, sign-in, paywalls, media and capture, not preferences. Present settings as a sheet.
        """,
        options: [
            RuleOptionDescriptor(name: "patterns", summary: "Words that mark a settings screen in a view, case or route name.",
                                 defaultValue: .strings(["Settings", "Preferences", "Prefs", "Options"])),
        ],
        badExample: """
        import SwiftUI

        struct HomeView: View {
            @Binding var showSettings: Bool
            var body: some View {
                Button("Settings") { showSettings = true }
                    .fullScreenCover(isPresented: $showSettings) {
                        SettingsView()
                    }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct HomeView: View {
            @Binding var showSettings: Bool
            var body: some View {
                Button("Settings") { showSettings = true }
                    .sheet(isPresented: $showSettings) {
                        SettingsView()
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/settings-in-cover"],
        reports: [
            "A cover whose screen is settings by what it is, whatever its name: a view whose body is a `Form` (or a `List` styled `.grouped` or `.insetGrouped`) made mostly of preference controls (`Toggle`, `Picker`, `Slider`, `Stepper`, `ColorPicker`, `DatePicker`; at least two, and at least half of its input controls) bound to `@AppStorage`, to an `@EnvironmentObject` store, or to a settings model (a property whose name or type the patterns mark, or whose own property is `@AppStorage`). Content written in place counts the same way.",
            "A screen named for settings (the `patterns` option) when it, or a screen it shows or pushes, offers a preference control or is laid out as a `Form` or grouped `List`.",
            "The settings case of an `item:` route, followed case by case (a `switch` in the content, a builder of the presenter that switches over its parameter, `screen(for: route)`, or the route enum's own view property, `{ $0.view }`): reported where the enum declares the case, with the presenting modifier as a related place (at the modifier when the enum is not in the linted code).",
        ],
        leavesAlone: [
            "A screen named for settings that offers no preferences: an app that names every screen `…SettingsView` has log viewers under that name.",
            "Controls bound to what the presenter hands in (`@Binding`s, its own model): a control panel of one screen; and a form of text fields and a draft's toggles (the view's own `@State`, kept only while it shows): an editor.",
            "Debug and developer screens (by the type's name or folder), as state-bool-presentation skips them.",
            "Onboarding, sign-in and other immersive or mandatory flows, even when they ask for preferences, and covers given a clear background (`.presentationBackground(.clear)`, in the content or in a project's presentation wrapper): a card of their own over the screen behind.",
            "Covers built only for watchOS or tvOS, where a sheet fills the screen too and the system closes either.",
        ],
        limitations: """
        - An item-driven cover that hands its value to a builder the linter cannot follow case by case, or to \\
        one other presentations of the type share, is not reported: which screen it shows is not known.
        """,
        references: [.sheetIsPresented, .fullScreenCoverIsPresented, .higModality],
        fix: SettingsInCoverFix.documentation,
        fixScope: SettingsInCoverFix.scope)

    let factory: FindingFactory
    /// The `patterns` option split into lowercase words once, for `nameMatches`.
    let patternWords: [[String]]

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        patternWords = settings.strings("patterns").map(CamelCaseWords.words)
    }

    /// Controls and parts of a screen named after settings (`SettingsButton`, `OptionsRow`) are not
    /// the screen being presented.
    static let partWords: WordSet = [
        "button", "icon", "row", "cell", "toggle", "label", "badge", "link", "item", "image", "header", "footer",
        "tile", "card", "chip", "field", "picker", "bar", "indicator", "shortcut", "hint", "tip",
    ]

    func isSettings(_ name: String) -> Bool {
        let words = CamelCaseWords.words(name)
        guard PresentationVocabulary.nameMatches(words: words, patternWords: patternWords), !PresentationVocabulary.isImmersive(name) else { return false }
        return !Self.partWords.contains(words.last ?? "")
    }

    /// A file's part: the findings of its covers and cover-provider enums (those of a route case are
    /// placed at the case, possibly in another file).
    public func part(_ index: ProjectIndex, file: Int) -> [Finding] { check(index, files: file..<(file + 1)) }

    public func join(_ index: ProjectIndex, parts: [[Finding]]) -> [Finding] {
        var findings: [Finding] = []
        // A route case that several covers present is one finding, listing each cover.
        var atCase: [String: Int] = [:]
        for part in parts where !part.isEmpty {
            for finding in part {
                guard !finding.related.isEmpty else { findings.append(finding); continue }
                let key = "\(finding.path):\(finding.start.line):\(finding.start.column)"
                if let first = atCase[key] {
                    findings[first].related += finding.related
                } else {
                    atCase[key] = findings.count
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            let path = index.files[f].path
            index.forEachPresentation(inFile: f) { site in
                // A cover with a clear background shows the screen behind it under a card of its
                // own (a project's custom sheet): it hides no context.
                guard site.modifier == "fullScreenCover", !site.isPreview, !site.isDebugOnly, !site.isForWatchOrTVOnly, !site.content.clearsPresentationBackground,
                      !PresentationVocabulary.isDebugTooling(typeName: site.enclosingType, path: path) else { return }
                findings.append(contentsOf: check(site, path: path, file: f, index))
            }
            // Enums that list what a cover can show: each of their cases is a screen it presents.
            let types = index.files[f].types
            for t in types.indices where types[t].kind == .enum && types[t].isCoverProvider {
                let type = types[t]
                for c in type.enumCases {
                    guard let span = c.span else { continue }
                    let views = index.types(named: type.name).compactMap { $0.caseViews[c.name] }.flatMap { $0 }
                    guard let shown = settingsScreen(caseName: c.name, views: views, path: path, index) else { continue }
                    let message: FindingMessage = "Cover case `.\(c.name)`\(shown) presents a settings screen as a full-screen cover; present settings as a sheet"
                    findings.append(factory.make(message, path: path, span: span, enclosingType: type.name))
                }
            }
        }
        return findings
    }

    func check(_ site: PresentationSiteRef, path: String, file: Int, _ index: ProjectIndex) -> [Finding] {
        // The screens of an item route, case by case: a `switch` in the content, or a mapping
        // the content goes through (a builder of the presenter, the route's own view property).
        var cases: [(name: String, views: [String])] = site.routeCases.map { ($0.name, presentedViews($0.summary.views, memberRefs: $0.summary.memberRefs, site.enclosingType, path, index)) }
        if cases.isEmpty && site.bindingLabel == "item" { cases = mappedRouteCases(site, path, index, file: file) }
        if !cases.isEmpty {
            var findings: [Finding] = []
            let routes = routeEnum(of: site, path: path, index)
            for route in cases {
                guard let shown = settingsScreen(caseName: route.name, views: route.views, path: path, index) else { continue }
                // At the route's case, where the cover-provider cases are reported, with the
                // presenting modifier as a related place; at the modifier when the case has no
                // known place (an enum of another module, or one not seen to be a route).
                if let routes, let declared = Self.caseDeclaration(route.name, in: routes) {
                    // A cover provider's own mapping reports the case already.
                    if declared.type.isCoverProvider, settingsScreen(caseName: route.name, views: declared.type.caseViews[route.name] ?? [], path: declared.type.path, index) != nil { continue }
                    let message: FindingMessage = "Route case `.\(route.name)`\(shown) is presented with `.fullScreenCover` (\(Self.place(site.span, in: path, from: declared.type.path))) and shows a settings screen; present settings with `.sheet` and keep full-screen covers for immersive flows"
                    var finding = factory.make(message, path: declared.type.path, span: declared.span, enclosingType: declared.type.name)
                    finding.related = [RelatedLocation(path: path, start: site.span.start, end: site.span.end, message: "presented here with `.fullScreenCover(item:)`")]
                    findings.append(finding)
                    continue
                }
                let message: FindingMessage = "`.fullScreenCover` route `.\(route.name)`\(shown) presents a settings screen; present settings with `.sheet` and keep full-screen covers for immersive flows"
                findings.append(factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType))
            }
            return findings
        }
        let views = presentedViews(site.content.views, memberRefs: site.content.memberRefs, site.enclosingType, path, index)
        // An item-driven cover whose content goes through a builder that can show several screens
        // (`content: buildScreen` switching over every route of a coordinator) presents one of
        // them, and which one is not known here.
        if site.bindingLabel == "item" {
            let screens = Set(views.filter { !Self.partWords.contains(CamelCaseWords.words($0).last ?? "") })
            if screens.count >= 2 { return [] }
        }
        if views.contains(where: PresentationVocabulary.isImmersive) { return [] }
        if let settingsView = views.first(where: { isSettingsScreen($0, path, index) }) {
            let message: FindingMessage = "`.fullScreenCover` presents settings screen `\(settingsView)`; present settings with `.sheet` and keep full-screen covers for immersive flows"
            return [factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)]
        }
        // Content written in place that is itself a form of preferences.
        if let owner = site.enclosingType, let declarations = index.types(named: owner, nearestTo: path), !PresentationVocabulary.isImmersive(owner) {
            // With the presenter's builders it shows (`settingsForm()`).
            let isForm: Bool
            if site.content.memberRefs.isEmpty {
                isForm = isPreferenceForm(site.content, of: declarations, index)
            } else {
                var content = site.content
                for ref in site.content.memberRefs.sorted() {
                    if let member = ProjectIndex.member(ref, in: declarations) { content.merge(member.summary) }
                }
                isForm = isPreferenceForm(content, of: declarations, index)
            }
            if isForm {
                let message: FindingMessage = "`.fullScreenCover` presents a settings form (preference controls in a `Form`); present settings with `.sheet` and keep full-screen covers for immersive flows"
                return [factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)]
            }
        }
        return []
    }

    /// For a route case that leads to `views`: the settings screen it shows, as the message names it
    /// (`` (`SettingsScreen`)`` or empty when the case's own name says settings); nil when it is no
    /// settings screen or leads to an immersive one.
    func settingsScreen(caseName: String, views: [String], path: String, _ index: ProjectIndex) -> String? {
        guard !views.contains(where: PresentationVocabulary.isImmersive) else { return nil }
        if let view = views.first(where: { isSettingsScreen($0, path, index) }) { return " (`\(view)`)" }
        // A case named for settings whose screens the project shows, none offering a preference
        // (a log viewer), is no settings screen.
        let shownByProject = views.filter { index.isDeclared($0) }
        if !shownByProject.isEmpty, !shownByProject.contains(where: { offersPreferences($0, path, index) }) { return nil }
        return isSettings(caseName) ? "" : nil
    }

    /// A settings screen by its name, or by what it is: a view of the project whose body is a
    /// `Form` made mostly of preference controls bound to settings (see `isPreferenceForm`).
    func isSettingsScreen(_ name: String, _ path: String, _ index: ProjectIndex) -> Bool {
        if PresentationVocabulary.isDebugTooling(typeName: name) { return false }
        if isSettings(name) { return offersPreferences(name, path, index) }
        guard !PresentationVocabulary.isImmersive(name), let declarations = index.types(named: name, nearestTo: path), !declarations.isEmpty,
              !declarations.indices.contains(where: { declarations[$0].conformsToRepresentable }) else { return false }
        return isPreferenceForm(ProjectIndex.mergedSummary(declarations), of: declarations, index)
    }

    /// Controls that set a preference.
    static let preferenceControls: WordSet = ["Toggle", "Picker", "Slider", "Stepper", "ColorPicker", "DatePicker"]
    /// Controls that take input of any kind: a form of text fields is a compose screen, not settings.
    static let inputControls: WordSet = [
        "Toggle", "Picker", "Slider", "Stepper", "ColorPicker", "DatePicker", "TextField", "SecureField", "TextEditor", "MultiDatePicker",
    ]

    /// A `Form` (or a grouped `List`) whose controls are mostly (at least two, and at least half of
    /// its input controls) preference controls bound to `@AppStorage` or to a settings model of
    /// `declarations`' type.
    func isPreferenceForm(_ summary: ScopeSummary, of declarations: [TypeFacts], _ index: ProjectIndex) -> Bool {
        func shows(_ name: String) -> Bool { summary.builtInViews.contains(name) || summary.views.contains { $0.typeName == name } }
        guard shows("Form") || (summary.groupsList && shows("List")) else { return false }
        var controls = 0, preferences = 0
        for v in summary.views where Self.inputControls.contains(v.typeName) {
            controls += 1
            if Self.preferenceControls.contains(v.typeName), v.bindingArguments.values.contains(where: { isSettingsValue($0, declarations, index) }) {
                preferences += 1
            }
        }
        return preferences >= 2 && preferences * 2 >= controls
    }

    /// `$showBadges` of an `@AppStorage` property, or `$settings.showBadges` of a settings model (a
    /// property whose name or type says settings, or whose own property is `@AppStorage`).
    func isSettingsValue(_ path: String, _ declarations: [TypeFacts], _ index: ProjectIndex) -> Bool {
        let first = String(path.firstDottedComponent)
        var property: PropertyFact?
        for t in declarations.indices where property == nil { property = declarations[t].property(named: first) }
        guard let property else { return false }
        if first == path { return property.hasWrapper("AppStorage") }
        // The view's own `@State` value (`$options.expires`) is a draft that lives while the screen
        // shows, not a preference kept for the app.
        if property.hasWrapper("State") { return false }
        // An app-wide store the environment hands every screen, not one the presenter hands in.
        if property.hasWrapper("EnvironmentObject") { return true }
        if isSettingsModel(first) { return true }
        guard let type = property.type.map(TypeNames.bareTypeName) else { return false }
        return isSettingsModel(type) || index.property(path.lastDottedComponent, of: type)?.hasWrapper("AppStorage") == true
    }

    /// `settings`, `AppSettings`, `UserPreferences`: a name the `patterns` option marks.
    func isSettingsModel(_ name: String) -> Bool {
        PresentationVocabulary.nameMatches(words: CamelCaseWords.words(name), patternWords: patternWords)
    }

    /// The screens of an item route the content maps through: a builder of the presenting type
    /// that switches over its parameter (`view(for: route)`, `content: screen(for:)`), or, for
    /// content that only uses the route (`{ $0.view }`), the route enum's own `switch self`.
    func mappedRouteCases(_ site: PresentationSiteRef, _ path: String, _ index: ProjectIndex, file: Int) -> [(name: String, views: [String])] {
        var caseViews: [String: [String]] = [:]
        if let owner = site.enclosingType, let declarations = index.types(named: owner, nearestTo: path) {
            for name in site.content.memberRefs.union(site.content.calledNames).sorted() {
                guard let member = ProjectIndex.member(name, in: declarations), !member.caseViews.isEmpty else { continue }
                // A builder that other presentations of the type show through too (a sheet and a
                // cover sharing one `screen(_:)`) draws routes for each: which the cover shows is not known.
                if sharesBuilder(name, with: site, file: file, index) { return [] }
                caseViews = member.caseViews
                break
            }
        }
        let onlyUsesRoute = site.content.views.isEmpty && site.content.memberRefs.isEmpty && site.content.hasOpaqueContent
        if caseViews.isEmpty, onlyUsesRoute, case let .property(name)? = site.binding, let owner = site.enclosingType,
           let type = index.property(name, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName) {
            let routes = index.types(named: type)
            if routes.indices.contains(where: { routes[$0].kind == .enum }) {
                for t in routes.indices { caseViews.merge(routes[t].caseViews) { $0 + $1 } }
            }
        }
        return caseViews.keys.sorted().map { name in
            (name, caseViews[name, default: []].filter { !BuiltInViews.names.contains($0) })
        }
    }

    /// The enum an `item:` cover is bound to: the type of `$route` (a property of the presenter)
    /// or of `$model.route` (a property of the model's type), with its declarations.
    func routeEnum(of site: PresentationSiteRef, path: String, _ index: ProjectIndex) -> [TypeFacts]? {
        guard site.bindingLabel == "item", let owner = site.enclosingType else { return nil }
        var type: String?
        switch site.binding {
        case let .property(name)?:
            type = index.property(name, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName)
        case let .member(base, name)?:
            guard !base.containsBytes("."), let model = index.property(base, of: owner, preferring: path)?.type.map(TypeNames.bareTypeName) else { return nil }
            type = index.property(name, of: model, preferring: path)?.type.map(TypeNames.bareTypeName)
        default:
            return nil
        }
        guard let type else { return nil }
        let types = index.types(named: type)
        return types.indices.contains(where: { types[$0].kind == .enum }) ? types : nil
    }

    /// Where `name` is declared among an enum's declarations: the one declaration that locates it.
    static func caseDeclaration(_ name: String, in types: [TypeFacts]) -> (type: TypeFacts, span: SourceSpan)? {
        var found: (type: TypeFacts, span: SourceSpan)?
        for t in types.indices where types[t].kind == .enum {
            for c in types[t].enumCases where c.name == name {
                guard let span = c.span, found == nil else { return nil }
                found = (types[t], span)
            }
        }
        return found
    }

    /// `line 12`, or `HomeView.swift:12` when the case is declared in another file.
    static func place(_ span: SourceSpan, in path: String, from other: String) -> String {
        if path == other { return "line \(span.start.line)" }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
        return "\(name):\(span.start.line)"
    }

    /// Whether another presentation of the type in the file shows its content through `builder`.
    func sharesBuilder(_ builder: String, with site: PresentationSiteRef, file: Int, _ index: ProjectIndex) -> Bool {
        var users = 0
        let owner = site.enclosingQualifiedType
        index.forEachPresentation(inFile: file) { other in
            if other.enclosingQualifiedType == owner, other.content.memberRefs.contains(builder) || other.content.calledNames.contains(builder) { users += 1 }
        }
        return users > 1
    }

    /// View types content showing `views` and the members `memberRefs` shows directly or through a
    /// helper of the presenting type.
    func presentedViews(_ views: [ViewReference], memberRefs: NameSet, _ owner: String?, _ path: String, _ index: ProjectIndex) -> [String] {
        var names = views.map(\.typeName).filter { !BuiltInViews.names.contains($0) }
        if let owner {
            for ref in memberRefs.sorted() {
                if let member = index.member(ref, of: owner) {
                    names += member.summary.views.map(\.typeName).filter { !BuiltInViews.names.contains($0) }
                }
            }
        }
        return names
    }
}
