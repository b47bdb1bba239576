import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file to lint: its path as the user gave it and its bytes (or why they could not be read).
public struct LintInput: Sendable {
    public var path: String
    public var bytes: [UInt8]?
    public var readError: String?
    /// What kind of problem `readError` is (`limit` for a file too large to read).
    public var readErrorKind = FileProblem.Kind.io
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
    public init(path: String, readError: String, kind: FileProblem.Kind = .io) {
        self.path = path
        self.readError = readError
        self.readErrorKind = kind
    }
}

public struct LintResult: Sendable {
    /// Findings after suppressions, in report order.
    public var findings: [Finding]
    /// Files that could not be (fully) analysed, in input order.
    public var problems: [FileProblem]
    public var filesAnalysed: Int
    public var bytesAnalysed: Int
    /// Every file's facts, merged: what the rules read.
    public var index: ProjectIndex
}

/// The whole pipeline: per file (in parallel, nothing shared) lex → parse → facts → suppressions;
/// then all rules over the merged project index; then suppressions and a deterministic order.
public struct LintEngine: Sendable {
    public var configuration: RuleConfiguration
    public var reportUnusedSuppressions = false
    /// The deployment targets of the project's Xcode projects (`project.pbxproj` build settings),
    /// for the runs whose inputs are known before they start.
    public var buildSettingTargets: [ScopedDeploymentTargets] = []

    public init(configuration: RuleConfiguration = .defaults) {
        self.configuration = configuration
    }

    struct FileOutcome: Sendable {
        var facts: FileFacts?
        var suppressions: SuppressionSet
        var problems: [FileProblem]
        var bytes: Int
    }

    public func lint(_ inputs: [LintInput], jobs: Int = ProcessorCount.active) -> LintResult {
        lint(count: inputs.count, jobs: jobs) { inputs[$0] }
    }

    /// Lints `count` inputs that `load` produces on the worker that analyses them, so a file's
    /// bytes live only while it is analysed (memory stays at facts, not sources).
    public func lint(count: Int, jobs: Int, load: @escaping @Sendable (Int) -> LintInput) -> LintResult {
        lint(jobs: jobs) { add in for index in 0..<count { add { load(index) } } }
    }

    /// Lints inputs while `produce` is still finding them (a directory walk): `produce` runs on the
    /// calling thread and passes each input's loader to `add`, in report order; workers analyse
    /// the inputs added so far meanwhile. Loaders run on the worker that analyses the input.
    /// `buildSettings`, asked once `produce` has returned, gives the deployment targets of the
    /// Xcode projects the walk met (`buildSettingTargets` when nil).
    public func lint(jobs: Int, produce: (_ add: (@escaping @Sendable () -> LintInput) -> Void) -> Void,
                     buildSettings: (() -> [ScopedDeploymentTargets])? = nil) -> LintResult {
        var outcomes = Parallel.stream(jobs: max(1, jobs), produce: produce) { (load: @Sendable () -> LintInput) in Self.analyse(load()) }
        let workers = max(1, min(jobs, outcomes.count))
        var facts: [FileFacts] = []
        facts.reserveCapacity(outcomes.count)
        var suppressions: [String: SuppressionSet] = [:]
        var problems: [FileProblem] = []
        var analysed = 0
        var bytes = 0
        // Each file's facts are moved out of its outcome, not copied: a copy retained every
        // field of every file's facts, and releasing the outcomes released them all again.
        for i in outcomes.indices {
            if !outcomes[i].problems.isEmpty { problems.append(contentsOf: outcomes[i].problems) }
            guard let f = outcomes[i].facts.take() else { continue }
            if !outcomes[i].suppressions.directives.isEmpty { suppressions[f.path] = outcomes[i].suppressions }
            analysed += 1
            bytes += outcomes[i].bytes
            facts.append(f)
        }
        // The outcomes, their facts moved out, are not needed past this point: released before
        // the index and the rules allocate.
        outcomes = []
        // Moved into the index: the wrappers are settled in place there, not in a copy while
        // this array still holds every file's facts.
        let index = ProjectIndex(files: consume facts, jobs: workers, presentationWrappers: configuration.presentationWrappers,
                                 deploymentTargets: configuration.deploymentTargets, buildSettingTargets: buildSettings?() ?? buildSettingTargets)
        var findings = RuleRunner.run(index, configuration: configuration, jobs: workers)
        if !suppressions.isEmpty {
            findings.removeAll { suppressions[$0.path]?.suppresses($0) ?? false }
            // A place a finding lists (a call its declaration's fix would change) can be suppressed
            // on its own line: it is then left out of the finding (and its message), and so out of the fix.
            for i in findings.indices where !findings[i].related.isEmpty {
                let ruleID = findings[i].ruleID
                findings[i].removeRelated { suppressions[$0.path]?.suppresses(ruleID: ruleID, line: $0.start.line) ?? false }
            }
        }
        let coordinated = findings.count
        let known = Self.knownRules
        // Only files with suppression directives (most have none), each read in place.
        for f in index.files.indices where !suppressions.isEmpty {
            let path = index.files[f].path
            guard let set = suppressions[path] else { continue }
            problems += Self.unknownRuleProblems(path: path, set, known: known)
            if reportUnusedSuppressions {
                for directive in set.unused {
                    let position = SourcePosition(line: directive.line, column: directive.column)
                    findings.append(Finding(ruleID: "unused-suppression", severity: .warning,
                                            message: "`presentlint:\(directive.kind.rawValue) \(directive.rules.joined(separator: ","))` suppresses nothing; remove it",
                                            path: path, start: position, end: position, enclosingType: nil,
                                            lineText: "presentlint:\(directive.kind.rawValue) \(directive.rules.joined(separator: ","))"))
                }
            }
        }
        // The findings of the rules, coordinated once sorted (a site's findings are then next to
        // each other); the suppression notices added above are not.
        let origin = Finding.sortForReport(&findings)
        FindingCoordination.coordinateSorted(&findings, origin: origin, count: coordinated)
        return LintResult(findings: findings, problems: problems, filesAnalysed: analysed, bytesAnalysed: bytes, index: index)
    }

    static var knownRules: Set<String> { Set(RuleCatalog.descriptors.map(\.id)) }

    /// A problem for each rule a suppression comment names that does not exist (with a suggestion
    /// when one is near).
    static func unknownRuleProblems(path: String, _ set: SuppressionSet, known: Set<String>) -> [FileProblem] {
        set.unknownRules(known: known).map { directive, rule in
            let suggestion = DidYouMean.suggestion(for: rule, among: known).map { "; did you mean '\($0)'?" } ?? ""
            return FileProblem(path: path, kind: .suppression, message: "presentlint:\(directive.kind.rawValue) names unknown rule '\(rule)'\(suggestion)",
                               position: SourcePosition(line: directive.line, column: directive.column), isFatal: false)
        }
    }

    /// The offset of the first NUL byte among the first `limit` bytes (a binary file), found by
    /// `memchr`: a byte-by-byte search of every file's head was 3% of a whole run.
    static func firstNUL(in bytes: [UInt8], within limit: Int) -> Int? {
        bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress, let hit = memchr(base, 0, min(limit, b.count)) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
    }

    /// The largest file analysed: offsets in a file are 32-bit, and a file this large is no
    /// source anyone wrote. Larger ones are reported as too large, and readers stop at the limit.
    public static let maxFileBytes = Int(Int32.max)

    public static func tooLargeMessage(_ size: Int) -> String {
        "too large to analyse (\(size) bytes; the limit is \(maxFileBytes) bytes), not analysed"
    }

    /// Lex, parse, facts and suppressions of one file. `stack` says where the thread's stack ends
    /// (tests pass a nearer end).
    static func analyse(_ input: LintInput, stack: StackGuard = StackGuard()) -> FileOutcome {
        guard let bytes = input.bytes else {
            return FileOutcome(facts: nil, suppressions: SuppressionSet(),
                               problems: [FileProblem(path: input.path, kind: input.readErrorKind, message: input.readError ?? "cannot read file", isFatal: true)], bytes: 0)
        }
        if bytes.count > Self.maxFileBytes {
            return FileOutcome(facts: nil, suppressions: SuppressionSet(),
                               problems: [FileProblem(path: input.path, kind: .limit, message: Self.tooLargeMessage(bytes.count), isFatal: true)], bytes: 0)
        }
        if let nul = Self.firstNUL(in: bytes, within: 8192) {
            let position = LineMap(Array(bytes.prefix(nul + 1))).position(of: UInt32(nul))
            return FileOutcome(facts: nil, suppressions: SuppressionSet(),
                               problems: [FileProblem(path: input.path, kind: .encoding, message: "binary file (NUL byte), not analysed",
                                                      position: position, isFatal: true)], bytes: 0)
        }
        let source = SourceText(path: input.path, bytes: bytes)
        let stream = Lexer.tokenize(bytes)
        let syntax = Parser.parse(stream, source: source, stack: stack)
        let facts = FileFacts.extract(source: source, tokens: stream, syntax: syntax, stack: stack)
        if facts.isIncomplete {
            // Partial facts would make wrong findings: the file is reported, the others go on.
            return FileOutcome(facts: nil, suppressions: SuppressionSet(),
                               problems: [FileProblem(path: input.path, kind: .limit,
                                                      message: "nested too deeply to analyse with this thread's stack, not analysed", isFatal: true)],
                               bytes: 0)
        }
        var problems: [FileProblem] = []
        var lineMap: LineMap?
        let hasDirectives = SuppressionSet.mentionsDirective(source: source, stream: stream)
        if !stream.problems.isEmpty || hasDirectives {
            lineMap = LineMap(bytes)
        }
        if let first = stream.problems.first, let map = lineMap {
            let more = stream.problems.count > 1 ? " (and \(stream.problems.count - 1) more)" : ""
            let kind: FileProblem.Kind = first.message == "invalid UTF-8" ? .encoding : .lexical
            problems.append(FileProblem(path: input.path, kind: kind, message: first.message + more,
                                        position: map.position(of: first.offset), isFatal: false))
        }
        let suppressions = hasDirectives ? lineMap.map { SuppressionSet(source: source, stream: stream, lineMap: $0) } ?? SuppressionSet() : SuppressionSet()
        return FileOutcome(facts: facts, suppressions: suppressions, problems: problems, bytes: bytes.count)
    }
}

/// "Did you mean …?" for misspelt or shortened rule ids, options and keys: the nearest by
/// Levenshtein distance (≤ 2, or a third of the length), else the one the word begins
/// (`state-bool` → `state-bool-presentation`) or is a whole part of (`missing-close` →
/// `cover-missing-close`), when exactly one candidate does.
public enum DidYouMean {
    public static func suggestion(for word: String, among candidates: some Collection<String>) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = distance(Array(word.utf8), Array(c.utf8))
            if d <= max(2, word.utf8.count / 3), best == nil || d < best!.1 || (d == best!.1 && c < best!.0) { best = (c, d) }
        }
        if let best { return best.0 }
        // A part of a name: at least three characters, not counting leading dashes (`--st`).
        let lowered = word.lowercased()
        guard lowered.drop(while: { $0 == "-" }).count >= 3 else { return nil }
        let starting = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if starting.count == 1 { return starting.first }
        let containing = candidates.filter { c in
            let name = c.lowercased()
            return name.hasSuffix("-" + lowered) || name.contains("-" + lowered + "-")
        }
        return containing.count == 1 ? containing.first : nil
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
