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
        let ruleID = PresentationModeFix.ruleID
        var findings = result.findings
        if let path = options.baseline {
            findings = try Baseline.load(path).filter(findings)
        }
        // Reported positions of the fix's rule, by file (none when the rule is turned off).
        var reported: [String: Set<SourcePosition>] = [:]
        for f in findings where f.ruleID == ruleID {
            reported[f.path, default: []].insert(f.start)
            // A declaration's finding carries the `dismiss()` calls it lists.
            for r in f.related where r.path == f.path { reported[f.path, default: []].insert(r.start) }
        }
        // Types extended, by name, and the files that extend them.
        var extensions: [String: Set<String>] = [:]
        for facts in result.index.files {
            for type in facts.types where type.kind == .extension { extensions[type.name, default: []].insert(facts.path) }
        }
        var factsByPath: [String: Int] = [:]
        for (i, facts) in result.index.files.enumerated() { factsByPath[facts.path] = i }

        var diff = ""
        var edits = 0
        for (i, input) in inputs.enumerated() {
            guard let bytes = input.bytes, let f = factsByPath[input.path], let positions = reported[input.path],
                  only?.contains(input.path) ?? true, PresentationModeFix.applies(to: input.path, in: result.index) else { continue }
            let facts = result.index.files[f]
            let uses = facts.deprecatedUses.filter { $0.kind == .presentationModeEnvironment || $0.kind == .presentationModeDismiss }
            let declarations = uses.filter { $0.kind == .presentationModeEnvironment }.count
            guard declarations > 0, uses.allSatisfy({ positions.contains($0.span.start) }) else { continue }
            let declared = Set(facts.types.filter { $0.kind != .extension }.map(\.name))
            let extendedElsewhere = Set(declared.filter { name in extensions[name]?.contains { $0 != input.path } ?? false })
            let source = SourceText(path: input.path, bytes: bytes)
            let stream = Lexer.tokenize(bytes)
            let fileEdits = PresentationModeFix.edits(source: source, stream: stream, typesExtendedElsewhere: extendedElsewhere,
                                                      reportedDeclarations: declarations)
            guard !fileEdits.isEmpty else { continue }
            let fixed = TextEdit.apply(fileEdits, to: bytes)
            if options.dryRun {
                diff += UnifiedDiff.make(path: Reporters.neutralized(input.path), old: bytes, new: fixed)
                edits += fileEdits.count
                outcome.fixedFiles += 1
                continue
            }
            if i == 0 && input.path == stdinPath {
                outcome.stdinSource = fixed
                edits += fileEdits.count
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
                try FileSystem.write(fixed, to: input.path, inPlaceForLinks: true)
            } catch let e as UsageError {
                // One file that cannot be written does not stop the others being fixed.
                outcome.problems.append(FileProblem(path: input.path, kind: .io, message: "not fixed: \(e.message)", isFatal: true))
                continue
            }
            edits += fileEdits.count
            outcome.fixedFiles += 1
        }
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
}
