/// The built-in rules. `rules.json` at the repository root is checked against this list by a test.
public enum RuleCatalog {
    public static let rules: [any Rule.Type] = [
        StateBoolPresentationRule.self,
        CoverMissingCloseRule.self,
        PreferItemBindingRule.self,
        SettingsInCoverRule.self,
        OnDismissRepresentsRule.self,
        SheetOnlyModifierInCoverRule.self,
        DeprecatedPresentationApiRule.self,
        ScatteredModalStateRule.self,
        PresentedContentMutatesPresenterRule.self,
    ]

    public static var descriptors: [RuleDescriptor] { rules.map { $0.descriptor } }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }
}
