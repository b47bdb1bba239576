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
        // Rules only read the index. A file-by-file rule is split into slices of files, so one
        // costly rule does not leave the other workers idle. Rules that need every file at once
        // are started first, as they cannot be shared out. Findings are concatenated in catalog
        // order, and a rule's slices in file order: the same list whatever `jobs` is.
        let fileCount = index.files.count
        let slice = max(32, fileCount / max(1, jobs * 8))
        var whole: [(rule: Int, files: Range<Int>?)] = [], sliced: [(rule: Int, files: Range<Int>?)] = []
        for (r, rule) in rules.enumerated() {
            if jobs > 1, rule is any FileByFileRule, fileCount > slice {
                for start in stride(from: 0, to: fileCount, by: slice) { sliced.append((r, start..<min(fileCount, start + slice))) }
            } else {
                whole.append((r, nil))
            }
        }
        let tasks = whole + sliced
        var results = Parallel.map(count: tasks.count, jobs: jobs) { i -> [Finding] in
            let task = tasks[i]
            if let files = task.files, let rule = rules[task.rule] as? any FileByFileRule { return rule.check(index, files: files) }
            return rules[task.rule].check(index)
        }
        // Back to catalog order, each rule's slices in file order.
        let order = tasks.indices.sorted { (tasks[$0].rule, tasks[$0].files?.lowerBound ?? 0) < (tasks[$1].rule, tasks[$1].files?.lowerBound ?? 0) }
        // One array of the exact size: `flatMap` grew it by doubling, copying what it held.
        var findings: [Finding] = []
        findings.reserveCapacity(results.reduce(0) { $0 + $1.count })
        // Each finding moved, not copied: `append(contentsOf:)` copied every finding (retaining
        // its strings) and releasing the rules' arrays destroyed them all again. Reversed in
        // place (through the buffer, whose swaps move; the array's copy), each rule's list is
        // taken from its end in its own order.
        for i in order {
            results[i].withUnsafeMutableBufferPointer { $0.reverse() }
            while let finding = results[i].popLast() { findings.append(finding) }
        }
        return findings
    }
}
