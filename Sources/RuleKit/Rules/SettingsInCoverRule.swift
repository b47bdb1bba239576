/// A settings / preferences screen presented as a full-screen cover instead of a sheet.
public struct SettingsInCoverRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "settings-in-cover",
        name: "Settings presented as a full-screen cover",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A settings or preferences screen is presented with `.fullScreenCover`; present it as a `.sheet`.",
        rationale: """
        Settings are supplementary content the user visits briefly and expects to flick away. A full-screen \
        cover hides the context it came from, removes swipe-to-dismiss and signals an immersive change of \
        mode: it suits onboarding, sign-in, paywalls, media and capture, not preferences. Present settings as \
        a sheet.
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
        limitations: """
        A screen counts as settings by the words in its view, case or route name (the `patterns` option). The \
        rule stays silent when an item-driven cover hands its value to a builder that can draw several \
        screens, since which one the cover shows is not known, and for covers built only for watchOS or tvOS, \
        where a sheet fills the screen too and the system closes either.
        """,
        references: [.sheetIsPresented, .fullScreenCoverIsPresented, .higModality])

    let factory: FindingFactory
    /// The `patterns` option split into lowercase words once, for `nameMatches`.
    let patternWords: [[String]]

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        patternWords = settings.strings("patterns").map(PresentationVocabulary.words)
    }

    /// Controls and parts of a screen named after settings (`SettingsButton`, `OptionsRow`) are not
    /// the screen being presented.
    static let partWords: WordSet = [
        "button", "icon", "row", "cell", "toggle", "label", "badge", "link", "item", "image", "header", "footer",
        "tile", "card", "chip", "field", "picker", "bar", "indicator", "shortcut", "hint", "tip",
    ]

    func isSettings(_ name: String) -> Bool {
        let words = PresentationVocabulary.words(name)
        guard PresentationVocabulary.nameMatches(words: words, patternWords: patternWords), !PresentationVocabulary.isImmersive(name) else { return false }
        return !Self.partWords.contains(words.last ?? "")
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            // Sites and types tested in place: binding each would copy (and retain) all of its facts.
            let path = index.files[f].path
            let presentations = index.files[f].presentations
            for s in presentations.indices where presentations[s].modifier == "fullScreenCover" && !presentations[s].isPreview
                && !presentations[s].isForWatchOrTVOnly {
                findings.append(contentsOf: check(presentations[s], path: path, index))
            }
            let types = index.files[f].types
            for t in types.indices where types[t].kind == .enum && types[t].isCoverProvider {
                let type = types[t]
                for c in type.enumCases {
                    guard let span = c.span else { continue }
                    let views = index.types(named: type.name).compactMap { $0.caseViews[c.name] }.flatMap { $0 }
                    let settingsView = views.first(where: isSettings)
                    guard isSettings(c.name) || settingsView != nil,
                          !views.contains(where: PresentationVocabulary.isImmersive) else { continue }
                    let shown = settingsView.map { " (`\($0)`)" } ?? ""
                    let message: FindingMessage = "Cover case `.\(c.name)`\(shown) presents a settings screen as a full-screen cover; present settings as a sheet"
                    findings.append(factory.make(message, path: path, span: span, enclosingType: type.name))
                }
            }
        }
        return findings
    }

    func check(_ site: PresentationSite, path: String, _ index: ProjectIndex) -> [Finding] {
        if !site.routeCases.isEmpty {
            var findings: [Finding] = []
            for route in site.routeCases {
                let views = presentedViews(route.evidence, site, index)
                let settingsView = views.first(where: isSettings)
                guard isSettings(route.name) || settingsView != nil,
                      !views.contains(where: PresentationVocabulary.isImmersive) else { continue }
                let shown = settingsView.map { " (`\($0)`)" } ?? ""
                let message: FindingMessage = "`.fullScreenCover` route `.\(route.name)`\(shown) presents a settings screen; present settings with `.sheet` and keep full-screen covers for immersive flows"
                findings.append(factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType))
            }
            return findings
        }
        let views = presentedViews(site.content, site, index)
        // An item-driven cover whose content goes through a builder that can show several screens
        // (`content: buildScreen` switching over every route of a coordinator) presents one of
        // them, and which one is not known here.
        if site.bindingLabel == "item" {
            let screens = Set(views.filter { !Self.partWords.contains(PresentationVocabulary.words($0).last ?? "") })
            if screens.count >= 2 { return [] }
        }
        guard let settingsView = views.first(where: isSettings),
              !views.contains(where: PresentationVocabulary.isImmersive) else { return [] }
        let message: FindingMessage = "`.fullScreenCover` presents settings screen `\(settingsView)`; present settings with `.sheet` and keep full-screen covers for immersive flows"
        return [factory.make(message, path: path, span: site.span, enclosingType: site.enclosingType)]
    }

    /// View types the content shows directly or through a helper of the presenting type.
    func presentedViews(_ content: Evidence, _ site: PresentationSite, _ index: ProjectIndex) -> [String] {
        var names = content.views.map(\.typeName).filter { !PresentationVocabulary.builtInViews.contains($0) }
        if let owner = site.enclosingType {
            for ref in content.memberRefs.sorted() {
                if let member = index.member(ref, of: owner) {
                    names += member.evidence.views.map(\.typeName).filter { !PresentationVocabulary.builtInViews.contains($0) }
                }
            }
        }
        return names
    }

    /// `enum AppCover: FullScreenCoverProvider`, `enum Covers: CoverProvider`.
}
