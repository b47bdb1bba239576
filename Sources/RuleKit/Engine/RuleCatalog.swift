/// The built-in rules. `rules.json` at the repository root is checked against this list by a test.
public enum RuleCatalog {
    public static var descriptors: [RuleDescriptor] { [] }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }
}
