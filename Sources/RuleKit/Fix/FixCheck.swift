/// A fix never breaks a file: before a plan is applied, its edits are applied in memory and the
/// project is linted again. A file is left as it was (its findings get a reason) when, fixed, it
/// would have more findings of a rule than before less the ones the fix removes — a fixed finding
/// that stays, or a new one — or a new problem reading or parsing it; and all files are left when
/// the fixes would add a finding to a file they do not touch.
public enum FixCheck {
    /// What a lint of the project gives: the findings (after suppressions, before a baseline) and
    /// the files' problems.
    public typealias Outcome = (findings: [Finding], problems: [FileProblem])

    /// `plan` made for `planned`, checked against `before` (the run the plan was made from):
    /// `relint` lints the project with the given files' text replaced. A few rounds at most: each
    /// round leaves out the files that failed and checks the others again.
    public static func verified(_ plan: FixPlan, planned: [Finding], before: Outcome, source: (String) -> [UInt8]?,
                                relint: ([String: [UInt8]]) -> Outcome) -> FixPlan {
        var plan = plan
        let beforeCounts = counts(before.findings)
        let beforeProblems = problemCounts(before.problems)
        for _ in 0..<3 {
            guard !plan.files.isEmpty else { return plan }
            var fixedText: [String: [UInt8]] = [:]
            var fixedCounts: [Key: Int] = [:]
            for file in plan.files {
                guard let bytes = source(file.path) else { continue }
                fixedText[file.path] = TextEdit.apply(file.edits, to: bytes)
                for i in file.findings { fixedCounts[Key(path: file.path, rule: planned[i].ruleID), default: 0] += 1 }
            }
            let after = relint(fixedText)
            var failed: [String: String] = [:]
            var elsewhere: String?
            for (key, count) in counts(after.findings) where count > (beforeCounts[key] ?? 0) - (fixedCounts[key] ?? 0) {
                let example = after.findings.first { $0.path == key.path && $0.ruleID == key.rule }
                let line = example.map { " on line \($0.start.line)" } ?? ""
                if fixedText[key.path] != nil {
                    failed[key.path] = failed[key.path] ?? "fixing it would leave or add a \(key.rule) finding\(line), so the file stays as it was"
                } else {
                    elsewhere = elsewhere ?? "the fixes would add a \(key.rule) finding\(line) in \(key.path), so no file is fixed"
                }
            }
            for (path, count) in problemCounts(after.problems) where fixedText[path] != nil && count > (beforeProblems[path] ?? 0) {
                failed[path] = failed[path] ?? "the fixed file would not parse as before, so it stays as it was"
            }
            if let elsewhere {
                for file in plan.files { failed[file.path] = failed[file.path] ?? elsewhere }
            }
            guard !failed.isEmpty else { return plan }
            plan = plan.dropping(failed)
        }
        return plan.dropping(Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, "its fix could not be checked") }))
    }

    struct Key: Hashable {
        var path: String
        var rule: String
    }

    static func counts(_ findings: [Finding]) -> [Key: Int] {
        var result: [Key: Int] = [:]
        for f in findings { result[Key(path: f.path, rule: f.ruleID), default: 0] += 1 }
        return result
    }

    /// Problems reading or parsing each file (not configuration or suppression notes).
    static func problemCounts(_ problems: [FileProblem]) -> [String: Int] {
        var result: [String: Int] = [:]
        for p in problems where p.kind == .lexical || p.kind == .encoding || p.kind == .limit { result[p.path, default: 0] += 1 }
        return result
    }
}
