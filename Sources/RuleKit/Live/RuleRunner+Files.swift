extension RuleRunner {
    /// The enabled rules, split: those that report file by file, and those that need every file.
    public static func enabledRules(_ configuration: RuleConfiguration) -> (fileByFile: [any FileByFileRule], whole: [any Rule]) {
        var fileByFile: [any FileByFileRule] = [], whole: [any Rule] = []
        for ruleType in RuleCatalog.rules {
            guard let settings = configuration.settings(for: ruleType.descriptor.id), settings.enabled else { continue }
            let rule = ruleType.init(settings: settings)
            if let f = rule as? any FileByFileRule { fileByFile.append(f) } else { whole.append(rule) }
        }
        return (fileByFile, whole)
    }

    /// Findings of the file-by-file rules for `index.files[range]` of each range only (unsorted).
    public static func runFileByFile(_ rules: [any FileByFileRule], _ index: ProjectIndex, files: [Range<Int>], jobs: Int) -> [Finding] {
        let tasks = rules.indices.flatMap { r in files.map { (r, $0) } }
        return Parallel.map(count: tasks.count, jobs: jobs) { rules[tasks[$0].0].check(index, files: tasks[$0].1) }.flatMap { $0 }
    }
}
