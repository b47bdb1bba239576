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

    /// Fixes only what `result` reports after suppressions and the baseline, with the fixes each
    /// rule offers (`FixCatalog`): safe ones, and unsafe ones too with `--unsafe-fixes`. Fixes are
    /// applied in memory in rounds (an offer that overlapped another is taken in the next), each
    /// round checked by linting the project again (`FixCheck`: a file is fixed only when its fixed
    /// findings go and nothing new comes), so a second `--fix` changes nothing. Then each file is
    /// read again just before it is replaced and left alone, with a message, if it changed
    /// meanwhile. The input at index 0 named `stdinPath` is standard input: fixed in memory only.
    /// With `only` (--project), the other files are context and stay as they are.
    func applyFixes(files: [FileSystem.Found], inputs: [LintInput], result: LintResult, engine: LintEngine, jobs: Int,
                    stdinPath: String? = nil, only: Set<String>? = nil) throws -> FixOutcome {
        var outcome = FixOutcome()
        let baseline = try options.baseline.map(Baseline.load)
        func reported(_ found: [Finding]) -> [Finding] {
            var findings = found
            // With --project, the other files are context: their findings are neither reported nor fixed.
            if let only { findings.removeAll { !only.contains($0.path) } }
            return baseline.map { $0.filter(findings) } ?? findings
        }
        var inputOf: [String: Int] = [:]
        for (i, input) in inputs.enumerated() where input.bytes != nil { inputOf[input.path] = i }
        // The rounds (shared with the language server's fix-all action): each file's text as fixed
        // (only files with a fix), the edits made to it, and why the findings left stay.
        let rounds = FixRounds.run(first: FixRounds.Lint(outcome: (result.findings, result.problems), index: result.index),
                                   unsafe: options.unsafeFixes, reported: reported,
                                   source: { inputOf[$0].flatMap { inputs[$0].bytes } }) { replaced in
            let r = engine.lint(inputs.map { input in replaced[input.path].map { LintInput(path: input.path, bytes: $0) } ?? input }, jobs: jobs)
            return FixRounds.Lint(outcome: (r.findings, r.problems), index: r.index)
        }
        let texts = rounds.texts, editCounts = rounds.editCounts, fixedCounts = rounds.fixedCounts
        let findings = rounds.findings
        let remaining = (rounds.remaining, rounds.plan)

        var diff = ""
        var edits = 0
        var fixed = 0
        for (path, fixedBytes) in texts.sorted(by: { (inputOf[$0.key] ?? 0) < (inputOf[$1.key] ?? 0) }) {
            guard let i = inputOf[path], let bytes = inputs[i].bytes, fixedBytes != bytes else { continue }
            let input = inputs[i]
            let fileEdits = editCounts[path] ?? 0
            if options.dryRun {
                diff += UnifiedDiff.make(path: Reporters.neutralized(input.path), old: bytes, new: fixedBytes)
                edits += fileEdits
                fixed += fixedCounts[path] ?? 0
                outcome.fixedFiles += 1
                continue
            }
            if i == 0 && input.path == stdinPath {
                outcome.stdinSource = fixedBytes
                edits += fileEdits
                fixed += fixedCounts[path] ?? 0
                outcome.fixedFiles += 1
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
            // As editors do, a read-only file is left as it is, with a note.
            if FileSystem.isReadOnly(files[i]) {
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: the file is read-only; make it writable to fix it", isFatal: false))
                continue
            }
            do {
                try FileSystem.write(fixedBytes, to: input.path, inPlaceForLinks: true)
            } catch let e as UsageError {
                // One file that cannot be written does not stop the others being fixed.
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: \(e.message)", isFatal: true))
                continue
            }
            edits += fileEdits
            fixed += fixedCounts[path] ?? 0
            outcome.fixedFiles += 1
        }
        if !options.quiet { stderr(Self.fixSummary(total: findings.count, remaining: remaining.0, plan: remaining.1, fixed: fixed, dryRun: options.dryRun)) }
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

    /// What `--fix` did with the findings: how many of `total` it fixed, and why the others
    /// (`remaining`, planned in `plan`) stay — by rule for the rules with no automatic fix, one
    /// line each for the findings of a rule that has one.
    static func fixSummary(total: Int, remaining: [Finding], plan: FixPlan, fixed: Int, dryRun: Bool) -> String {
        guard total > 0 else { return "" }
        var out = "presentlint: --fix \(dryRun ? "would fix" : "fixed") \(fixed) of \(total) finding(s)"
        var noFix: [String: Int] = [:]
        var lines = ""
        for (i, f) in remaining.enumerated() where !plan.fixable[i] {
            if !FixCatalog.hasFixes(f.ruleID) {
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
        if plan.unsafeOnlyCount > 0 {
            out += "; \(plan.unsafeOnlyCount) more with --unsafe-fixes"
        }
        return out + "\n" + lines
    }
}
