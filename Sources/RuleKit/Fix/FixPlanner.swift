/// What `--fix` does with a run's findings: which files it rewrites (and how), which findings that
/// fixes, and for each other finding why it stays. The CLI marks the fixable findings of a plain
/// run (`[*]`, the JSON report's `fixable`) and `--fix` rewrites the files, both from one plan.
///
/// Only the findings given are fixed (as reported: after suppressions and the baseline). Each is
/// asked of its rule's fixers (`FixCatalog`); the first offer the run allows is taken (safe ones,
/// and unsafe ones too with `unsafe`). In one file, an offer whose edits overlap an edit already
/// taken (other than the same change, which findings of one file-wide fix, or of two rules asking
/// for one rewrite, share) is left for the next round, and so is one that touches a line where a
/// suppression applies.
public struct FixPlan: Sendable {
    public struct FileFix: Sendable {
        public var path: String
        public var edits: [TextEdit]
        /// The findings (indices into the findings planned for) the edits fix.
        public var findings: [Int]
    }

    /// The files to rewrite, in the order of their first finding.
    public var files: [FileFix] = []
    /// Per finding: whether this run's fixes fix it.
    public var fixable: [Bool]
    /// Per finding: the safest fix offered for it, whatever the run allows (nil: none).
    public var offered: [FixSafety?]
    /// Per finding not fixed: why (nil for a fixed one).
    public var reasons: [String?]

    public var fixableCount: Int { fixable.reduce(0) { $0 + ($1 ? 1 : 0) } }
    /// Findings whose only fixes are unsafe, not applied by this run.
    public var unsafeOnlyCount: Int {
        offered.indices.reduce(0) { $0 + (!fixable[$1] && offered[$1] == .unsafe ? 1 : 0) }
    }

    /// Plans the fixes of `findings`. `source` gives a file's bytes as they were linted (nil when
    /// they cannot be read). `fixers`: the fixers to ask (every registered one; tests pass their own).
    public static func make(findings: [Finding], index: ProjectIndex, unsafe: Bool = false, fixers: [any RuleFix.Type] = FixCatalog.fixers,
                            source: (String) -> [UInt8]?) -> FixPlan {
        var plan = FixPlan(fixable: Array(repeating: false, count: findings.count),
                           offered: Array(repeating: nil, count: findings.count),
                           reasons: Array(repeating: nil, count: findings.count))
        // The findings of rules with fixers, by file, files in order of their first finding.
        var byFile: [String: [Int]] = [:]
        var order: [String] = []
        for (i, f) in findings.enumerated() {
            guard fixers.contains(where: { $0.ruleID == f.ruleID }) else {
                plan.reasons[i] = "no automatic fix for this rule"
                continue
            }
            if byFile[f.path] == nil { order.append(f.path) }
            byFile[f.path, default: []].append(i)
        }
        guard !order.isEmpty else { return plan }
        var fileOf: [String: Int] = [:]
        for (i, facts) in index.files.enumerated() where fileOf[facts.path] == nil { fileOf[facts.path] = i }
        for path in order {
            let mine = byFile[path] ?? []
            guard let f = fileOf[path], let bytes = source(path) else {
                for i in mine { plan.reasons[i] = "the file cannot be read again" }
                continue
            }
            let file = FixFile(path: path, bytes: bytes, number: f, index: index)
            let reported = mine.map { findings[$0] }
            var taken: [TextEdit] = []
            var fixed: [Int] = []
            for i in mine {
                switch FixCatalog.answer(for: findings[i], in: file.context(for: findings[i], reported: reported), fixers: fixers) {
                case .notMine:
                    plan.reasons[i] = "this shape has no automatic fix; it needs a change by hand"
                case let .refused(why):
                    plan.reasons[i] = why
                case let .offered(offers):
                    plan.offered[i] = offers.map(\.safety).min()
                    guard let offer = offers.first(where: { unsafe || $0.safety == .safe }) else {
                        plan.reasons[i] = "its fix is unsafe (it changes behaviour a developer should review): run with --unsafe-fixes, or apply it in the editor"
                        continue
                    }
                    if let line = file.suppressedLine(offer.edits) {
                        plan.reasons[i] = "the fix would change line \(line), where a suppression applies"
                        continue
                    }
                    // The same change offered again (by another finding of one file-wide fix, or by
                    // another rule: settings-in-cover and sheet-only-modifier-in-cover rename one cover) is shared.
                    let fresh = offer.edits.filter { e in !taken.contains { sameChange($0, e) } }
                    if fresh.contains(where: { e in taken.contains { overlaps($0, e) } }) {
                        plan.reasons[i] = "its fix overlaps another fix in the file; run --fix again to apply it"
                        continue
                    }
                    taken += fresh
                    plan.fixable[i] = true
                    fixed.append(i)
                }
            }
            if !taken.isEmpty { plan.files.append(FileFix(path: path, edits: taken.sorted { $0.start < $1.start }, findings: fixed)) }
        }
        return plan
    }

    /// Every offer for each of `findings` (some of the findings reported in the file at `path`,
    /// `reported`), in the fixers' order, as an editor offers them one by one: the offers `make`
    /// would skip because they touch a line where a suppression applies are left out. Empty for a
    /// finding with no offer (and for every finding when the file is not in `index`).
    public static func offers(for findings: [Finding], reported: [Finding], path: String, bytes: [UInt8], index: ProjectIndex,
                              fixers: [any RuleFix.Type] = FixCatalog.fixers) -> [[FixOffer]] {
        let fixable = findings.map { f in fixers.contains { $0.ruleID == f.ruleID } }
        guard fixable.contains(true), let number = index.files.firstIndex(where: { $0.path == path }) else { return findings.map { _ in [] } }
        let file = FixFile(path: path, bytes: bytes, number: number, index: index)
        return findings.indices.map { i in
            guard fixable[i], case let .offered(offers) = FixCatalog.answer(for: findings[i], in: file.context(for: findings[i], reported: reported), fixers: fixers) else {
                return []
            }
            return offers.filter { file.suppressedLine($0.edits) == nil }
        }
    }

    /// The same bytes replaced by the same text, whichever rule's fix it is.
    static func sameChange(_ a: TextEdit, _ b: TextEdit) -> Bool {
        a.start == b.start && a.end == b.end && a.replacement == b.replacement
    }

    /// Two edits overlap when their ranges share a byte, or when both insert at one place.
    static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.start == a.end && b.start == b.end { return a.start == b.start }
        return a.start < b.end && b.start < a.end || (a.start == a.end && a.start > b.start && a.start < b.end)
            || (b.start == b.end && b.start > a.start && b.start < a.end)
    }

    /// The plan without the fixes of `paths` (their findings get `reason`).
    public func dropping(_ paths: [String: String]) -> FixPlan {
        var plan = self
        plan.files.removeAll { file in
            guard let why = paths[file.path] else { return false }
            for i in file.findings {
                plan.fixable[i] = false
                plan.reasons[i] = why
            }
            return true
        }
        return plan
    }
}

/// One file as its fixers read it: its text, tokens, lines, facts and suppressions, worked out once
/// for all its findings.
struct FixFile {
    let text: SourceText
    let stream: TokenStream
    let lines: LineMap
    /// The file's position in `index.files`.
    let number: Int
    let index: ProjectIndex
    let suppressions: SuppressionSet?

    init(path: String, bytes: [UInt8], number: Int, index: ProjectIndex) {
        text = SourceText(path: path, bytes: bytes)
        stream = Lexer.tokenize(bytes)
        lines = LineMap(bytes)
        self.number = number
        self.index = index
        suppressions = SuppressionSet.mentionsDirective(source: text, stream: stream)
            ? SuppressionSet(source: text, stream: stream, lineMap: lines) : nil
    }

    func context(for finding: Finding, reported: [Finding]) -> FixContext {
        FixContext(finding: finding, source: text, stream: stream, lines: lines, facts: index.files[number], index: index,
                   reportedInFile: reported, fileNumber: number)
    }

    /// The first line the edits touch on which any rule is suppressed, if any.
    func suppressedLine(_ edits: [TextEdit]) -> Int? {
        guard var set = suppressions else { return nil }
        let rules = RuleCatalog.descriptors.map(\.id)
        for edit in edits {
            let first = lines.position(of: edit.start).line
            let last = lines.position(of: edit.end).line
            for line in first...max(first, last) where rules.contains(where: { set.suppresses(ruleID: $0, line: line) }) {
                return line
            }
        }
        return nil
    }
}
