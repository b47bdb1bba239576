/// What `--fix` does with a run's findings: which files it rewrites (and how), which findings that
/// fixes, and for each other finding why it stays. The CLI marks the fixable findings of a plain
/// run (`[*]`, the JSON report's `fixable`) and `--fix` rewrites the files, both from one plan.
///
/// Only the findings given are fixed: a file is rewritten only when every `presentationMode`
/// declaration and call in it is among them, so a suppressed or baselined one (kept on purpose)
/// stays, and with it the whole file.
public struct FixPlan: Sendable {
    public struct FileFix: Sendable {
        public var path: String
        public var edits: [TextEdit]
        /// The findings (indices into the findings planned for) the edits fix.
        public var findings: [Int]
    }

    /// The files to rewrite, in the order of their first finding.
    public var files: [FileFix] = []
    /// Per finding: whether `--fix` fixes it.
    public var fixable: [Bool]
    /// Per finding not fixed: why (nil for a fixed one).
    public var reasons: [String?]

    public var fixableCount: Int { fixable.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Plans the fixes of `findings` (as reported: after suppressions and the baseline). `source`
    /// gives a file's bytes as they were linted (nil when they cannot be read).
    public static func make(findings: [Finding], index: ProjectIndex, source: (String) -> [UInt8]?) -> FixPlan {
        var plan = FixPlan(fixable: Array(repeating: false, count: findings.count), reasons: Array(repeating: nil, count: findings.count))
        let ruleID = PresentationModeFix.ruleID
        // Reported positions of the fix's rule, by file, with the files in order of their first finding.
        var reported: [String: Set<SourcePosition>] = [:]
        var order: [String] = []
        for f in findings where f.ruleID == ruleID {
            if reported[f.path] == nil { order.append(f.path) }
            reported[f.path, default: []].insert(f.start)
            // A declaration's finding carries the `dismiss()` calls it lists.
            for r in f.related where r.path == f.path { reported[f.path, default: []].insert(r.start) }
        }
        var fileOf: [String: Int] = [:]
        if !order.isEmpty { for (i, facts) in index.files.enumerated() { fileOf[facts.path] = i } }
        /// Per file: the positions of its `presentationMode` uses, and the fix's edits or why not.
        var outcome: [String: (modeUses: Set<SourcePosition>, result: Result<[TextEdit], PresentationModeFix.Refusal>)] = [:]
        for path in order {
            guard let f = fileOf[path], let positions = reported[path] else { continue }
            let facts = index.files[f]
            let uses = facts.deprecatedUses.filter { $0.kind == .presentationModeEnvironment || $0.kind == .presentationModeDismiss }
            let modeUses = Set(uses.map(\.span.start))
            outcome[path] = (modeUses, Self.edits(path: path, facts: facts, uses: uses, reported: positions, index: index, source: source))
        }
        for (i, f) in findings.enumerated() {
            guard f.ruleID == ruleID else {
                plan.reasons[i] = "no automatic fix for this rule"
                continue
            }
            guard let o = outcome[f.path], o.modeUses.contains(f.start) else {
                plan.reasons[i] = "only `@Environment(\\.presentationMode)` and its `dismiss()` calls are rewritten; this API needs a change by hand"
                continue
            }
            switch o.result {
            case .success: plan.fixable[i] = true
            case let .failure(refusal): plan.reasons[i] = refusal.reason
            }
        }
        for path in order {
            guard case let .success(edits)? = outcome[path]?.result else { continue }
            let fixed = findings.indices.filter { plan.fixable[$0] && findings[$0].path == path }
            plan.files.append(FileFix(path: path, edits: edits, findings: fixed))
        }
        return plan
    }

    static func edits(path: String, facts: FileFacts, uses: [DeprecatedUse], reported: Set<SourcePosition>, index: ProjectIndex,
                      source: (String) -> [UInt8]?) -> Result<[TextEdit], PresentationModeFix.Refusal> {
        typealias Refusal = PresentationModeFix.Refusal
        let old = index.deploymentTargets.targets(for: path).predating(.dismissAndModernAlerts)
        if !old.isEmpty {
            return .failure(Refusal("`dismiss` needs iOS 15, macOS 12, tvOS 15 or watchOS 8 and the file supports \(DeploymentTargets.describe(old))"))
        }
        let declarations = uses.filter { $0.kind == .presentationModeEnvironment }.count
        guard declarations > 0 else {
            return .failure(Refusal("the `presentationMode` it goes through is not declared in this file"))
        }
        guard uses.allSatisfy({ reported.contains($0.span.start) }) else {
            return .failure(Refusal("a `presentationMode` declaration or use in the file is not reported (suppressed, in the baseline or kept for an older system), so the file stays as it is"))
        }
        let declared = Set(facts.types.filter { $0.kind != .extension }.map(\.name))
        let elsewhere = Set(declared.filter { name in
            index.types(named: name).contains { $0.kind == .extension && $0.path != path }
        })
        guard let bytes = source(path) else { return .failure(Refusal("the file cannot be read again")) }
        return PresentationModeFix.plan(source: SourceText(path: path, bytes: bytes), stream: Lexer.tokenize(bytes),
                                        typesExtendedElsewhere: elsewhere, reportedDeclarations: declarations)
    }
}
