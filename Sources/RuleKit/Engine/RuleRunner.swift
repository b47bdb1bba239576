/// Runs the enabled rules over the facts of all linted files (analysed together, so a rule can
/// follow content into a view declared in another file). Findings are unsorted and unsuppressed.
public enum RuleRunner {
    public static func run(_ files: [FileFacts], configuration: RuleConfiguration) -> [Finding] {
        []
    }
}
