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
        } else if let found = ConfigurationFile.find(from: cwd, note: { note in
            if !options.quiet { stderr("presentlint: note: \(Reporters.neutralized(note))\n") }
        }) {
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
        engine.keepsNonASCIILines = options.format == .sarif
        let jobs = options.jobs ?? ProcessorCount.active
        let result: LintResult
        // The files linted, by path: a report or baseline must never be written over one of them.
        var linted: [FileSystem.Found] = stdinInput.map { [FileSystem.Found(path: $0.path)] } ?? []
        // With --project, the files named (and those under named directories): only their
        // findings are reported; the project's other files are analysed as context.
        var gathered = Gathered()
        var stdinFixedSource: [UInt8]?
        if options.fix {
            var files: [FileSystem.Found] = []
            gathered = gather(paths, filter: filter, cwd: cwd) { files.append($0) }
            linted += files
            engine.buildSettingTargets = gathered.buildSettingTargets
            // Standard input first, fixed in memory: its fixed source is printed, never written.
            if let stdin = stdinInput { files.insert(FileSystem.Found(path: stdin.path), at: 0) }
            var inputs = (stdinInput.map { [$0] } ?? []) + files.dropFirst(stdinInput == nil ? 0 : 1).map(Self.load)
            let first = engine.lint(inputs, jobs: jobs)
            let outcome = try applyFixes(files: files, inputs: inputs, result: first, engine: engine, jobs: jobs, stdinPath: stdinInput?.path, only: gathered.named)
            problems += outcome.problems
            if let status = outcome.status { return status }
            if let stdin = stdinInput {
                stdinFixedSource = outcome.stdinSource ?? stdin.bytes
                inputs[0].bytes = stdinFixedSource
            }
            // Lint again only when something changed: the first run's result stands otherwise.
            let fixedInputs = inputs
            let stdinCount = stdinInput == nil ? 0 : 1
            result = outcome.fixedFiles > 0
                ? engine.lint(count: files.count, jobs: jobs) { [files] in $0 < stdinCount ? fixedInputs[$0] : Self.load(files[$0]) }
                : first
        } else {
            // Files are analysed as the walk finds them.
            let first = stdinInput
            result = engine.lint(jobs: jobs, produce: { add in
                if let first { add { first } }
                gathered = gather(paths, filter: filter, cwd: cwd) { file in
                    linted.append(file)
                    add { Self.load(file) }
                }
            }, buildSettings: { gathered.buildSettingTargets })
        }
        problems += gathered.problems
        // The process exit reclaims the run's memory at once; releasing every fact one by one would
        // be the last serial step of each run, after the output is already written.
        Lingering.value = result
        problems += result.problems
        var filesAnalysed = result.filesAnalysed
        if let named = gathered.named {
            // The project's other files are context: their read errors and notes are not this run's.
            problems.removeAll { gathered.context.contains($0.path) }
            filesAnalysed = result.index.files.reduce(0) { $0 + (named.contains($1.path) ? 1 : 0) }
        }
        // A named directory without Swift files is reported; when nothing at all was linted that is
        // an error (a mistyped path must not pass a CI check), unless --force-exclude set aside
        // named files (a pre-commit run on excluded files only).
        let nothingLinted = result.filesAnalysed == 0 && stdinInput == nil && gathered.forceExcluded == 0
        for root in gathered.emptyRoots {
            let note = filter.isActive ? "no Swift files here (after the configuration's include/exclude)" : "no Swift files here"
            problems.append(FileProblem(path: root, kind: .io, message: note, isFatal: nothingLinted))
        }
        var findings = result.findings
        if let named = gathered.named {
            findings = Self.namedAndCaused(findings, named: named, context: gathered.context, engine: engine, jobs: jobs,
                                           contextFiles: linted.filter { gathered.context.contains($0.path) })
        }

        if let path = options.writeBaseline {
            try checkReportPath(path, linted: linted, what: "baseline", cwd: cwd)
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

        var report = Report(findings: findings, problems: problems, filesAnalysed: filesAnalysed, root: cwd)
        report.totals = !options.quiet
        // What `--fix` would fix: marked `[*]` in the text report, `fixable` in the JSON report.
        if options.format == .text || options.format == .json, findings.contains(where: { FixCatalog.hasFixes($0.ruleID) }) {
            let stdin = stdinInput
            let plan = FixPlan.make(findings: findings, index: result.index, unsafe: options.unsafeFixes) { path in
                if path == stdin?.path { return stdinFixedSource ?? stdin?.bytes }
                if case let .success(bytes) = FileSystem.read(path) { return bytes }
                return nil
            }
            report.fixable = plan.fixable
            report.unsafeFixable = plan.unsafeOnlyCount
        }
        // SARIF columns are UTF-16 code units: converted on the lines that were linted.
        report.nonASCIILines = result.nonASCIILines
        let useColor = options.format == .text && (options.color == .always || (options.color == .auto && isatty(1) == 1 && options.output == nil
            && Paths.environment("NO_COLOR").map(\.isEmpty) ?? true))
        // `--fix` on standard input prints the fixed source there, as formatters do; the report
        // then goes to --output or standard error.
        if let fixed = stdinFixedSource { try stdout(fixed) }
        if options.format == .text && options.output == nil && stdinFixedSource == nil {
            // Written as it is made, a piece at a time: the report is never held whole on top of
            // the run's facts and findings.
            try Reporters.text(report, color: useColor, emit: stdout)
            if options.statistics { try stdout(Array(Reporters.statistics(report).utf8)) }
        } else {
            var bytes = Reporters.render(report, format: options.format, color: useColor)
            if options.statistics && options.format == .text { bytes += Array(Reporters.statistics(report).utf8) }
            try write(bytes, stdinFixed: stdinFixedSource != nil, linted: linted, cwd: cwd)
        }
        if options.statistics && options.format != .text { stderr(Reporters.statistics(report)) }
        reportProblems(problems)
        // For build systems that track outputs (the SwiftPM build-tool plugin): touched only
        // after a run that reported, so a failed run is repeated by the next build.
        if let touch = options.touch, !problems.contains(where: \.isFatal) {
            // A comment line: the plugin names the stamp `….swift` so that build systems take it
            // as a (empty) source, not as a resource to bundle with the app.
            try checkReportPath(touch, linted: linted, what: "stamp", cwd: cwd)
            try Self.checkIsStamp(touch)
            try FileSystem.write(Array("\(Self.stampPrefix) \(Help.version).\n".utf8), to: touch)
        }
        if !options.quiet && options.format == .text {
            let hiddenNote = hidden > 0 ? ", \(hidden) hidden by the baseline" : ""
            let excludedNote = gathered.forceExcluded > 0 ? "; \(gathered.forceExcluded) named file(s) skipped, excluded by the configuration" : ""
            let fixable = report.fixableCount
            var fixableNote = fixable > 0 ? "; [*] \(fixable) fixable with --fix" : ""
            if report.unsafeFixable > 0 { fixableNote += "; \(report.unsafeFixable) more with --fix --unsafe-fixes" }
            stderr("presentlint: \(report.findings.count) finding(s) (\(report.errorCount) error(s), \(report.warningCount) warning(s)) in \(filesAnalysed) file(s)\(hiddenNote)\(excludedNote)\(fixableNote)\n")
        }
        if problems.contains(where: \.isFatal) { return 2 }
        if report.errorCount > 0 { return 1 }
        if options.strict && report.warningCount > 0 { return 1 }
        if let max = options.maxWarnings, report.warningCount > max { return 1 }
        return 0
    }

    /// With --project: the named files' findings, and the findings in the project's other files
    /// that the named files cause (a presenter whose cover's content, in a named file, lost its
    /// way out). A finding elsewhere is caused by the named files when one of its related places
    /// is in them, or when it is not found with the named files left out of the analysis (the
    /// rules stay silent about what they cannot see). Those are marked with the file they depend
    /// on, so that a pre-commit run shows what the staged change breaks elsewhere.
    static func namedAndCaused(_ findings: [Finding], named: Set<String>, context: Set<String>, engine: LintEngine, jobs: Int,
                               contextFiles: [FileSystem.Found]) -> [Finding] {
        let elsewhere = findings.filter { context.contains($0.path) }
        guard !elsewhere.isEmpty, !named.isEmpty else { return findings.filter { named.contains($0.path) } }
        struct Key: Hashable { var rule: String, path: String, start: SourcePosition, end: SourcePosition }
        let key = { (f: Finding) in Key(rule: f.ruleID, path: f.path, start: f.start, end: f.end) }
        // The project without the named files: which of the other files' findings remain.
        let without = engine.lint(count: contextFiles.count, jobs: jobs) { load(contextFiles[$0]) }
        let remaining = Set(without.findings.map(key))
        Lingering.value = (Lingering.value, without)
        let onlyNamed = named.count == 1 ? named.first : nil
        return findings.compactMap { finding in
            if named.contains(finding.path) { return finding }
            guard context.contains(finding.path) else { return nil }
            let relatedNamed = Array(Set(finding.related.map(\.path).filter(named.contains))).sorted()
            guard !relatedNamed.isEmpty || !remaining.contains(key(finding)) else { return nil }
            var caused = finding
            let cause = relatedNamed.isEmpty ? (onlyNamed ?? "the named files") : relatedNamed.joined(separator: ", ")
            caused.message += " (caused by a change to \(cause))"
            return caused
        }
    }

    /// The whole report to --output, or to standard error when standard output carries the
    /// source `--fix` fixed, or else to standard output.
    func write(_ bytes: [UInt8], stdinFixed: Bool, linted: [FileSystem.Found], cwd: String) throws {
        if let output = options.output {
            try checkReportPath(output, linted: linted, what: "report", cwd: cwd)
            try FileSystem.write(bytes, to: output)
        } else if stdinFixed {
            stderr(String(decoding: bytes, as: UTF8.self))
        } else {
            try stdout(bytes)
        }
    }

    /// The refusals every path the run writes passes (`-o`, `--write-baseline`, `--touch`): never
    /// over a file being linted, and never out of the working tree through a link inside it.
    func checkReportPath(_ path: String, linted: [FileSystem.Found], what: String, cwd: String) throws {
        try Self.checkNotAnInput(path, linted: linted, what: what)
        if !options.allowWriteOutside { try Self.checkInsideTree(path, what: what, cwd: cwd) }
    }

    /// A path spelled inside the working tree (the repository holding the working directory, or
    /// the working directory outside any repository) must not lead outside it: a link planted in
    /// a checkout (`report.sarif → ~/.bashrc`) would make a CI run replace a file elsewhere. A path
    /// spelled outside the tree is the user's own choice and is written, links followed.
    static func checkInsideTree(_ path: String, what: String, cwd: String) throws {
        guard FileSystem.openDescriptor(named: path) == nil else { return }
        let root = Paths.repositoryRoot(containing: cwd) ?? Paths.standardized(cwd)
        guard Paths.isInside(Paths.standardized(path, currentDirectory: cwd), root) else { return }
        let target = try FileSystem.followingLinks(path)
        let written: String
        if let resolved = Paths.resolved(target) {
            written = resolved
        } else {
            // Not there yet: where its folder really is.
            let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { $0 == target.utf8.startIndex ? "/" : String(target[..<$0]) } ?? "."
            let name = slash.map { String(target[target.utf8.index(after: $0)...]) } ?? target
            written = Paths.join(Paths.resolved(folder) ?? Paths.standardized(folder, currentDirectory: cwd), name)
        }
        guard !Paths.isInside(written, Paths.resolved(root) ?? root) else { return }
        throw UsageError(message: "refusing to write the \(what) to '\(path)': it leads to '\(written)', outside the working tree '\(root)' (through a link); name that file directly, or pass --allow-write-outside to write there")
    }

    /// A build stamp (`--touch`) is never written over a Swift source: only over nothing, an
    /// empty file or an earlier stamp.
    static func checkIsStamp(_ path: String) throws {
        let target = try FileSystem.followingLinks(path)
        guard path.hasSuffix(".swift") || target.hasSuffix(".swift"), FileSystem.kind(target, followLinks: true).0 == .regular,
              case let .success(bytes) = FileSystem.read(target), !bytes.isEmpty else { return }
        guard !bytes.starts(with: Array(stampPrefix.utf8)) else { return }
        throw UsageError(message: "refusing to write the stamp to '\(path)': it is a Swift source, not a presentlint stamp")
    }

    static let stampPrefix = "// Linted by presentlint"

    /// Refuses to write over a file being linted (`-o Keep.swift`), whatever its spelling or links.
    static func checkNotAnInput(_ path: String, linted: [FileSystem.Found], what: String) throws {
        guard let target = FileSystem.identity(path) else { return }
        for input in linted {
            if let id = FileSystem.identity(input), id.isSameFile(as: target) {
                throw UsageError(message: "refusing to write the \(what) to '\(path)': it is '\(input.path)', one of the files being linted")
            }
        }
    }

    struct Gathered {
        var problems: [FileProblem] = []
        /// Named files that --force-exclude set aside.
        var forceExcluded = 0
        /// With --project: the paths whose findings are reported, and the project's other files.
        var named: Set<String>?
        var context: Set<String> = []
        /// Named directories in which the walk found no Swift file.
        var emptyRoots: [String] = []
        /// The deployment targets of the Xcode projects the walk met, each for its folder.
        var buildSettingTargets: [ScopedDeploymentTargets] = []
    }

    /// The files to lint, passed to `found` in order: the named files and the `.swift` files under
    /// named directories (walked with the configuration's include/exclude; with --force-exclude
    /// named files obey it too), then with --project the project's other files as context.
    func gather(_ paths: [String], filter: PathFilter, cwd: String, found: (FileSystem.Found) -> Void) -> Gathered {
        var out = Gathered()
        var roots = paths
        if options.forceExclude {
            roots = paths.filter { root in
                guard FileSystem.kind(root, followLinks: true).0 == .regular else { return true }
                let absolute = filter.absolute(root)
                let excluded = filter.excludes(root, absolute: absolute) || !filter.includes(root, absolute: absolute)
                if excluded { out.forceExcluded += 1 }
                return !excluded
            }
        }
        let tracksNamed = options.project != nil
        var named: Set<String> = []
        var seen: Set<String> = []
        var directories = roots.filter { FileSystem.kind($0, followLinks: true).0 == .directory }.map(Paths.clean)
        var foundUnder = Set<String>()
        var buildTargets: [ScopedDeploymentTargets] = []
        // An Xcode project's build settings say which systems its app supports: a byte scan.
        let readProject: (FileSystem.Found) -> Void = { project in
            if case let .success(bytes) = FileSystem.read(project) {
                buildTargets.append(ScopedDeploymentTargets(xcodeProjectFile: project.path, targets: DeploymentTargets.xcodeProject(bytes)))
            }
        }
        out.problems = FileSystem.collect(roots, filter: filter, xcodeProject: readProject) { file in
            if tracksNamed {
                named.insert(file.path)
                seen.insert(Paths.standardized(file.path, currentDirectory: cwd))
            }
            // Which named directories have yielded a file (few roots: a short scan).
            if !directories.isEmpty, let hit = directories.first(where: { $0 == "." || file.path.hasPrefix($0 == "/" ? "/" : $0 + "/") }) {
                foundUnder.insert(hit)
                directories.removeAll { foundUnder.contains($0) }
            }
            found(file)
        }
        out.emptyRoots = directories
        if let project = options.project {
            if options.readStdin {
                let stdin = options.stdinPath ?? "<stdin>"
                named.insert(stdin)
                seen.insert(Paths.standardized(stdin, currentDirectory: cwd))
            }
            out.named = named
            // Context only: its walk's problems (an unreadable folder elsewhere) are not reported.
            _ = FileSystem.collect([project], filter: filter, xcodeProject: readProject) { file in
                guard seen.insert(Paths.standardized(file.path, currentDirectory: cwd)).inserted else { return }
                out.context.insert(file.path)
                found(file)
            }
        }
        // The packages and projects above the named paths (a build plugin names a target's files).
        var above = roots.filter { FileSystem.kind($0, followLinks: true).0 != .missing }
        if let project = options.project { above.append(project) }
        if options.readStdin, let stdin = options.stdinPath { above.append(stdin) }
        buildTargets += EnclosingBuildSettings.find(above: above, cwd: cwd)
        out.buildSettingTargets = buildTargets
        return out
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
