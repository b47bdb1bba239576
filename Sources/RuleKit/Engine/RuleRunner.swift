/// Runs the enabled rules over the facts of all linted files (analysed together, so a rule can
/// follow content into a view declared in another file). Findings are unsorted and unsuppressed.
public enum RuleRunner {
    public static func run(_ files: [FileFacts], configuration: RuleConfiguration) -> [Finding] {
        let index = ProjectIndex(files: files)
        var findings: [Finding] = []
        for ruleType in RuleCatalog.rules {
            let id = ruleType.descriptor.id
            guard let settings = configuration.settings(for: id), settings.enabled else { continue }
            findings.append(contentsOf: ruleType.init(settings: settings).check(index))
        }
        return findings
    }
}
