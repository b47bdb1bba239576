import Dispatch
import Foundation

/// Runs the enabled rules over the facts of all linted files (analysed together, so a rule can
/// follow content into a view declared in another file). Findings are unsorted and unsuppressed,
/// but in a fixed order: rule by rule in catalog order, whatever `jobs` is.
public enum RuleRunner {
    public static func run(_ files: [FileFacts], configuration: RuleConfiguration, jobs: Int = 1) -> [Finding] {
        let index = ProjectIndex(files: files)
        let rules: [any Rule] = RuleCatalog.rules.compactMap { ruleType in
            guard let settings = configuration.settings(for: ruleType.descriptor.id), settings.enabled else { return nil }
            return ruleType.init(settings: settings)
        }
        guard jobs > 1, rules.count > 1 else { return rules.flatMap { $0.check(index) } }
        // Rules only read the index: each worker takes the next rule and writes its own slot.
        let results = ResultSlots(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, rules.count)) { _ in
            while let i = results.take() { results.store(rules[i].check(index), at: i) }
        }
        return results.collected()
    }

    /// Per-rule findings written by workers; `take` hands out rule indices under a lock.
    final class ResultSlots: @unchecked Sendable {
        private var slots: [[Finding]]
        private var next = 0
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }
        func store(_ findings: [Finding], at i: Int) {
            lock.lock()
            slots[i] = findings
            lock.unlock()
        }
        func collected() -> [Finding] { slots.flatMap { $0 } }
    }
}
