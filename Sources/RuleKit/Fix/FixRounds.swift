/// Fixes applied in memory, in rounds, each round checked: what `--fix` writes and what the
/// editor's `source.fixAll.presentlint` action sends, from one loop.
///
/// A round plans the fixes of the findings reported (`FixPlan.make`), checks the plan by linting
/// the project again with the fixed text (`FixCheck.verified`), and applies what passed; the next
/// round plans again from a lint of the text as fixed (an offer an overlap held back is taken
/// then). It ends when a round applies nothing, or after `maximumRounds`.
public struct FixRounds {
    /// What one lint of the project gives the rounds.
    public struct Lint {
        /// The findings (after suppressions, before a baseline) and the files' problems.
        public var outcome: FixCheck.Outcome
        public var index: ProjectIndex
        public init(outcome: FixCheck.Outcome, index: ProjectIndex) {
            self.outcome = outcome
            self.index = index
        }
    }

    /// Each fixed file's text (only files a fix changed).
    public var texts: [String: [UInt8]] = [:]
    /// Per file: the edits applied and the findings they fixed, over all rounds.
    public var editCounts: [String: Int] = [:]
    public var fixedCounts: [String: Int] = [:]
    /// The findings the first round planned for (those reported before any fix).
    public var findings: [Finding]
    /// The findings reported after the last round, and the plan made for them: why each stays.
    public var remaining: [Finding]
    public var plan: FixPlan
    /// Lints run (each a relint of the project with some files' text replaced): the cost.
    public var lints = 0

    /// Rounds at most (each takes the offers an overlap held back in the one before).
    public static let maximumRounds = 8

    /// Runs the rounds from `first` (a lint of the project as it is). `reported` picks the
    /// findings to fix from a lint's (a baseline, the files named, one document); `source` gives a
    /// file's text as `first` linted it; `lint` lints the project with the given files' text
    /// replaced (every other file as `first` read it). Safe fixes only, or unsafe ones too, of
    /// `fixers` (every registered one; tests pass their own).
    public static func run(first: Lint, unsafe: Bool, fixers: [any RuleFix.Type] = FixCatalog.fixers, reported: ([Finding]) -> [Finding], source: (String) -> [UInt8]?,
                           lint: ([String: [UInt8]]) -> Lint) -> FixRounds {
        let findings = reported(first.outcome.findings)
        var run = FixRounds(findings: findings, remaining: findings, plan: FixPlan(fixable: [], offered: [], reasons: []))
        // The last lint and the texts it was given: the check of a round that passed whole lints
        // the text the round then applies, so the next round's lint is that one.
        var last: (texts: [String: [UInt8]], lint: Lint)?
        func lintWith(_ replaced: [String: [UInt8]]) -> Lint {
            let texts = run.texts.merging(replaced) { $1 }
            if let last, last.texts == texts { return last.lint }
            let linted = lint(texts)
            run.lints += 1
            last = (texts, linted)
            return linted
        }
        func text(_ path: String) -> [UInt8]? { run.texts[path] ?? source(path) }
        var current = first
        var plan = FixPlan.make(findings: findings, index: current.index, unsafe: unsafe, fixers: fixers, source: text)
        for _ in 0..<maximumRounds {
            plan = FixCheck.verified(plan, planned: run.remaining, before: current.outcome, source: text) { lintWith($0).outcome }
            guard !plan.files.isEmpty else { break }
            for file in plan.files {
                guard let bytes = text(file.path) else { continue }
                run.texts[file.path] = TextEdit.apply(file.edits, to: bytes)
                run.editCounts[file.path, default: 0] += file.edits.count
                run.fixedCounts[file.path, default: 0] += file.findings.count
            }
            current = lintWith([:])
            run.remaining = reported(current.outcome.findings)
            plan = FixPlan.make(findings: run.remaining, index: current.index, unsafe: unsafe, fixers: fixers, source: text)
        }
        run.plan = plan
        return run
    }
}
