/// Sheet-only modifiers inside full-screen cover content, where they do nothing.
public struct SheetOnlyModifierInCoverRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "sheet-only-modifier-in-cover",
        name: "Sheet-only modifier in a full-screen cover",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "Detents, drag indicators, background/content interaction and `interactiveDismissDisabled` have no effect inside `.fullScreenCover` content.",
        rationale: """
        A full-screen cover has no detents, no grabber, nothing behind it to interact with and no swipe to \
        disable: these modifiers configure sheets. In a cover they are dead code that suggests behaviour the \
        screen does not have, which is often a sign that the presentation should have been a sheet.
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct SearchView: View {
            @Binding var showFilters: Bool
            var body: some View {
                Button("Filters") { showFilters = true }
                    .fullScreenCover(isPresented: $showFilters) {
                        FiltersView()
                            .presentationDetents([.medium, .large])
                    }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct SearchView: View {
            @Binding var showFilters: Bool
            var body: some View {
                Button("Filters") { showFilters = true }
                    .sheet(isPresented: $showFilters) {
                        FiltersView()
                            .presentationDetents([.medium, .large])
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/sheet-only-modifier-in-cover"],
        references: [.presentationDetents, .interactiveDismissDisabled, .fullScreenCoverIsPresented],
        fix: SheetOnlyModifierInCoverFix.documentation,
        fixScope: SheetOnlyModifierInCoverFix.scope)

    static let sheetOnly: WordSet = [
        "presentationDetents", "presentationDragIndicator", "presentationBackgroundInteraction",
        "presentationContentInteraction", "interactiveDismissDisabled",
    ]

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            index.forEachPresentation(inFile: f) { site in
                guard site.modifier == "fullScreenCover" else { return }
                for use in site.content.modifierUses where Self.sheetOnly.contains(use.name) {
                    let message: FindingMessage = "`.\(use.name)` has no effect inside `.fullScreenCover` content; it only configures sheets — remove it, or present this content with `.sheet`"
                    findings.append(factory.make(message, path: use.path, span: use.span, enclosingType: use.enclosingType))
                }
            }
        }
        return findings
    }
}
