import RuleKit
#if canImport(Glibc)
import Glibc
#endif

/// `presentlint [lint]`: collect files, analyse them together, filter, report, exit code.
struct LintCommand {
    var options: LintOptions
    var stdout: ([UInt8]) throws -> Void = { try StandardStreams.outChecked($0) }
    var stderr: (String) -> Void = { StandardStreams.err($0) }

    func run() -> Int32 {
        do {
            return try runThrowing()
        } catch let e as UsageError {
            stderr("presentlint: error: \(Reporters.neutralized(e.message))\n")
            return 2
        } catch {
            stderr("presentlint: error: \(Reporters.neutralized("\(error)"))\n")
            return 2
        }
    }

    func runThrowing() throws -> Int32 {
        let cwd = Paths.currentDirectory()
        var config: ConfigurationFile
        if let path = options.configPath {
            config = try ConfigurationFile.load(path)
        } else if let found = ConfigurationFile.find(from: cwd) {
            config = try ConfigurationFile.load(found)
        } else {
            config = ConfigurationFile(path: nil, base: cwd)
        }
        var rules = config.rules
        if !options.only.isEmpty {
            for id in rules.settings.keys { rules.settings[id]?.enabled = options.only.contains(id) }
        }
        for id in options.disabled { rules.settings[id]?.enabled = false }

        // Inputs: standard input is read now; files are read by the worker that analyses them.
        var stdinInput: LintInput?
        var problems: [FileProblem] = []
        if options.readStdin {
            stdinInput = LintInput(path: options.stdinPath.map(Paths.clean) ?? "<stdin>", bytes: FileSystem.readStandardInput())
        }
        let paths = options.paths.isEmpty && !options.readStdin ? ["."] : options.paths
        let filter = PathFilter(config)

        var engine = LintEngine(configuration: rules)
        engine.reportUnusedSuppressions = options.reportUnusedSuppressions
        let jobs = options.jobs ?? ProcessorCount.active
        let result: LintResult
        // The files linted, by path: a report or baseline must never be written over one of them.
        var linted: [FileSystem.Found] = stdinInput.map { [FileSystem.Found(path: $0.path)] } ?? []
        if options.fix {
            let collected = FileSystem.collect(paths, filter: filter)
            problems += collected.problems
            linted += collected.files
            let files = collected.files
            let inputs = files.map(Self.load)
            let first = engine.lint(inputs, jobs: jobs)
            let outcome = try applyFixes(files: files, inputs: inputs, result: first)
            problems += outcome.problems
            if let status = outcome.status { return status }
            // Lint again only when something changed: the first run's result stands otherwise.
            result = outcome.fixedFiles > 0 ? engine.lint(count: files.count, jobs: jobs) { Self.load(files[$0]) } : first
        } else {
            // Files are analysed as the walk finds them.
            let first = stdinInput
            var walkProblems: [FileProblem] = []
            result = engine.lint(jobs: jobs) { add in
                if let first { add { first } }
                walkProblems = FileSystem.collect(paths, filter: filter) { file in
                    linted.append(file)
                    add { Self.load(file) }
                }
            }
            problems += walkProblems
        }
        // The process exit reclaims the run's memory at once; releasing every fact one by one would
        // be the last serial step of each run, after the output is already written.
        Lingering.value = result
        problems += result.problems
        var findings = result.findings

        if let path = options.writeBaseline {
            try Self.checkNotAnInput(path, linted: linted, what: "baseline")
            try FileSystem.write(Baseline(findings: findings).serialized(), to: path)
            if !options.quiet { stderr("presentlint: wrote \(findings.count) finding(s) to baseline \(Reporters.neutralized(path))\n") }
            reportProblems(problems)
            return problems.contains(where: \.isFatal) ? 2 : 0
        }
        var hidden = 0
        if let path = options.baseline {
            let baseline = try Baseline.load(path)
            let kept = baseline.filter(findings)
            hidden = findings.count - kept.count
            findings = kept
        }

        let report = Report(findings: findings, problems: problems, filesAnalysed: result.filesAnalysed, root: cwd)
        let useColor = options.format == .text && (options.color == .always || (options.color == .auto && isatty(1) == 1 && options.output == nil
            && Paths.environment("NO_COLOR").map(\.isEmpty) ?? true))
        var bytes = Reporters.render(report, format: options.format, color: useColor)
        if options.statistics && options.format == .text { bytes += Array(Reporters.statistics(report).utf8) }
        if let output = options.output {
            try Self.checkNotAnInput(output, linted: linted, what: "report")
            try FileSystem.write(bytes, to: output)
        } else {
            try stdout(bytes)
        }
        if options.statistics && options.format != .text { stderr(Reporters.statistics(report)) }
        reportProblems(problems)
        if !options.quiet && options.format == .text {
            let hiddenNote = hidden > 0 ? ", \(hidden) hidden by the baseline" : ""
            stderr("presentlint: \(report.findings.count) finding(s) (\(report.errorCount) error(s), \(report.warningCount) warning(s)) in \(result.filesAnalysed) file(s)\(hiddenNote)\n")
        }
        if problems.contains(where: \.isFatal) { return 2 }
        if report.errorCount > 0 { return 1 }
        if options.strict && report.warningCount > 0 { return 1 }
        if let max = options.maxWarnings, report.warningCount > max { return 1 }
        return 0
    }

    /// Refuses to write over a file being linted (`-o Keep.swift`), whatever its spelling or links.
    static func checkNotAnInput(_ path: String, linted: [FileSystem.Found], what: String) throws {
        guard let target = FileSystem.identity(path) else { return }
        for input in linted {
            if let id = FileSystem.identity(input), id.isSameFile(as: target) {
                throw UsageError(message: "refusing to write the \(what) to '\(path)': it is '\(input.path)', one of the files being linted")
            }
        }
    }

    @Sendable static func load(_ file: FileSystem.Found) -> LintInput {
        switch FileSystem.read(file) {
        case let .success(bytes): return LintInput(path: file.path, bytes: bytes)
        case let .failure(e): return LintInput(path: file.path, readError: e.message, kind: e.isTooLarge ? .limit : .io)
        }
    }

    func reportProblems(_ problems: [FileProblem]) {
        for p in problems where p.isFatal || !options.quiet {
            let position = p.position.map { ":\($0.line):\($0.column)" } ?? ""
            stderr("\(Reporters.neutralized(p.path))\(position): \(p.isFatal ? "error" : "warning"): \(Reporters.neutralized(p.message)) [\(p.kind.rawValue)]\n")
        }
    }
}

/// What the CLI deliberately leaves for the process exit to free.
enum Lingering {
    nonisolated(unsafe) static var value: Any?
}
