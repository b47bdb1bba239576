import RuleKit

/// `--fix`: rewrites what the safe fix covers, in the files the lint run reports it for.
extension LintCommand {
    struct FixOutcome {
        /// An exit status when the run ends here (`--dry-run`), nil to go on and report.
        var status: Int32?
        var fixedFiles = 0
        /// Files left as they were, and why (changed since they were read, a write that failed).
        var problems: [FileProblem] = []
        /// Standard input's fixed source (`--fix -` prints it), nil when nothing changed.
        var stdinSource: [UInt8]?
    }

    /// Fixes only what `result` reports after suppressions and the baseline: a file is rewritten
    /// only when every `presentationMode` declaration and call in it is reported, so a suppressed
    /// or baselined one (kept on purpose) stays, and with it the whole file. Each file is read
    /// again just before it is replaced and left alone, with a message, if it changed meanwhile.
    /// Linear in the number of files: facts and findings are looked up through dictionaries.
    /// The input at index 0 named `stdinPath` is standard input: fixed in memory only. With
    /// `only` (--project), the other files are context and stay as they are.
    func applyFixes(files: [FileSystem.Found], inputs: [LintInput], result: LintResult, stdinPath: String? = nil, only: Set<String>? = nil) throws -> FixOutcome {
        var outcome = FixOutcome()
        var findings = result.findings
        // With --project, the other files are context: their findings are neither reported nor fixed.
        if let only { findings.removeAll { !only.contains($0.path) } }
        if let path = options.baseline {
            findings = try Baseline.load(path).filter(findings)
        }
        var inputOf: [String: Int] = [:]
        for (i, input) in inputs.enumerated() where input.bytes != nil { inputOf[input.path] = i }
        let plan = FixPlan.make(findings: findings, index: result.index) { path in inputOf[path].flatMap { inputs[$0].bytes } }
        var fixed = 0

        var diff = ""
        var edits = 0
        for file in plan.files {
            guard let i = inputOf[file.path], let bytes = inputs[i].bytes else { continue }
            let input = inputs[i]
            let fileEdits = file.edits
            let fixedBytes = TextEdit.apply(fileEdits, to: bytes)
            if options.dryRun {
                diff += UnifiedDiff.make(path: Reporters.neutralized(input.path), old: bytes, new: fixedBytes)
                edits += fileEdits.count
                outcome.fixedFiles += 1
                fixed += file.findings.count
                continue
            }
            if i == 0 && input.path == stdinPath {
                outcome.stdinSource = fixedBytes
                edits += fileEdits.count
                outcome.fixedFiles += 1
                fixed += file.findings.count
                continue
            }
            if files[i].systemPath != nil {
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: the file name is not valid UTF-8", isFatal: false))
                continue
            }
            // Unchanged since it was read? (An editor may have saved it while the run went on.)
            guard case let .success(now) = FileSystem.read(files[i]), now == bytes else {
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: the file changed since it was read; run --fix again", isFatal: false))
                continue
            }
            do {
                try FileSystem.write(fixedBytes, to: input.path, inPlaceForLinks: true)
            } catch let e as UsageError {
                // One file that cannot be written does not stop the others being fixed.
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: \(e.message)", isFatal: true))
                continue
            }
            edits += fileEdits.count
            outcome.fixedFiles += 1
            fixed += file.findings.count
        }
        if !options.quiet { stderr(Self.fixSummary(findings, plan: plan, fixed: fixed, dryRun: options.dryRun)) }
        if options.dryRun {
            try stdout(Array(diff.utf8))
            if !options.quiet { stderr("presentlint: --dry-run: \(edits) edit(s) in \(outcome.fixedFiles) file(s) would be applied\n") }
            // Pending fixes fail a check (as a formatter's --check does).
            outcome.status = edits > 0 ? 1 : 0
            return outcome
        }
        if !options.quiet && outcome.fixedFiles > 0 { stderr("presentlint: fixed \(outcome.fixedFiles) file(s) (\(edits) edit(s)); linting again\n") }
        return outcome
    }

    /// What `--fix` did with the findings: how many it fixed, and why the others stay — by rule for
    /// the rules with no automatic fix, one line each for the findings of a rule that has one.
    static func fixSummary(_ findings: [Finding], plan: FixPlan, fixed: Int, dryRun: Bool) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "presentlint: --fix \(dryRun ? "would fix" : "fixed") \(fixed) of \(findings.count) finding(s)"
        var noFix: [String: Int] = [:]
        var lines = ""
        for (i, f) in findings.enumerated() where !plan.fixable[i] {
            if RuleCatalog.descriptor(for: f.ruleID)?.fix == nil {
                noFix[f.ruleID, default: 0] += 1
            } else {
                lines += "presentlint: not fixed: \(Reporters.neutralized(f.path)):\(f.start.line):\(f.start.column) [\(f.ruleID)]: \(plan.reasons[i] ?? "")\n"
            }
        }
        if !noFix.isEmpty {
            let count = noFix.values.reduce(0, +)
            let rules = noFix.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            out += "; \(count) \(count == 1 ? "has" : "have") no automatic fix (\(rules.joined(separator: ", ")))"
        }
        return out + "\n" + lines
    }
}
