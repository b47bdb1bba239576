/// Runs the enabled rules over the facts of all linted files (analysed together, so a rule can
/// follow content into a view declared in another file). Findings are unsorted and unsuppressed,
/// but in a fixed order: rule by rule in catalog order, whatever `jobs` is.
public enum RuleRunner {
    public static func run(_ files: [FileFacts], configuration: RuleConfiguration, jobs: Int = 1) -> [Finding] {
        run(ProjectIndex(files: files), configuration: configuration, jobs: jobs)
    }

    public static func run(_ index: ProjectIndex, configuration: RuleConfiguration, jobs: Int = 1) -> [Finding] {
        let rules: [any Rule] = RuleCatalog.rules.compactMap { ruleType in
            guard let settings = configuration.settings(for: ruleType.descriptor.id), settings.enabled else { return nil }
            return ruleType.init(settings: settings)
        }
        // Rules only read the index; their findings are concatenated in catalog order.
        return Parallel.map(count: rules.count, jobs: jobs) { rules[$0].check(index) }.flatMap { $0 }
    }
}
