/// The one autofix that is certainly behaviour-preserving: `@Environment(\.presentationMode) var
/// presentationMode` whose every use in the file is `presentationMode.wrappedValue.dismiss()`
/// becomes `@Environment(\.dismiss) var dismiss` with `dismiss()` calls.
///
/// It works on tokens, not on the syntax model, so edits are exact byte ranges. It gives up (no
/// edits) when the property has a declared type, when the name is used any other way, when the
/// file already has something named `dismiss`, when the type is extended in another file, or when
/// the rule reports fewer declarations than the file has (`reportedDeclarations`): one kept on
/// purpose, in a deprecated shim or for an availability fallback, must stay as it is. Nor does it
/// touch a file where the rule is suppressed on the line of a declaration or of a use
/// (`disable:this`, `disable:next`, a `disable` region): that use must stay, so the declaration must too.
public enum PresentationModeFix: RuleFix {
    public static let ruleID = "deprecated-presentation-api"
    static let title = "Use @Environment(\\.dismiss) instead of presentationMode"

    /// The fix for a finding at a `presentationMode` declaration or `dismiss()` call: the whole
    /// file's declarations and calls together (the same edits for each of its findings).
    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        let uses = context.facts.deprecatedUses.filter { $0.kind == .presentationModeEnvironment || $0.kind == .presentationModeDismiss }
        guard uses.contains(where: { $0.span.start == finding.start }) else { return .notMine }
        guard context.supports(.dismissAndModernAlerts) else {
            let old = context.index.deploymentTargets.targets(for: context.source.path).predating(.dismissAndModernAlerts)
            return .refused("`dismiss` needs iOS 15, macOS 12, tvOS 15 or watchOS 8 and the file supports \(DeploymentTargets.describe(old))")
        }
        let declarations = uses.filter { $0.kind == .presentationModeEnvironment }.count
        guard declarations > 0 else { return .refused("the `presentationMode` it goes through is not declared in this file") }
        // Reported positions of the rule in the file (a declaration's finding carries the calls it lists).
        var reported: Set<SourcePosition> = []
        for f in context.reportedInFile where f.ruleID == ruleID {
            reported.insert(f.start)
            for r in f.related where r.path == f.path { reported.insert(r.start) }
        }
        guard uses.allSatisfy({ reported.contains($0.span.start) }) else {
            return .refused("a `presentationMode` declaration or use in the file is not reported (suppressed, in the baseline or kept for an older system), so the file stays as it is")
        }
        let path = context.source.path
        let declared = Set(context.facts.types.filter { $0.kind != .extension }.map(\.name))
        let elsewhere = Set(declared.filter { name in
            context.index.types(named: name).contains { $0.kind == .extension && $0.path != path }
        })
        switch plan(source: context.source, stream: context.stream, typesExtendedElsewhere: elsewhere, reportedDeclarations: declarations) {
        case let .success(edits): return .offered([FixOffer(title: title, safety: .safe, edits: edits)])
        case let .failure(refusal): return .refused(refusal.reason)
        }
    }

    public static func edits(source: SourceText, stream: TokenStream, typesExtendedElsewhere: Set<String> = [],
                             reportedDeclarations: Int? = nil) -> [TextEdit] {
        (try? plan(source: source, stream: stream, typesExtendedElsewhere: typesExtendedElsewhere,
                   reportedDeclarations: reportedDeclarations).get()) ?? []
    }

    /// Why the fix leaves a file as it is: one clause a user can act on (`--fix` prints it).
    public struct Refusal: Error, Equatable, Sendable {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// The edits, or why there are none (nothing to rewrite is a refusal too).
    public static func plan(source: SourceText, stream: TokenStream, typesExtendedElsewhere: Set<String> = [],
                            reportedDeclarations: Int? = nil) -> Result<[TextEdit], Refusal> {
        let t = stream.tokens
        func text(_ i: Int) -> String { source.text(of: t[i]) }
        func isWord(_ i: Int, _ w: StaticString) -> Bool { i >= 0 && i < t.count && source.matches(t[i], w) }
        func kind(_ i: Int) -> TokenKind? { i >= 0 && i < t.count ? t[i].kind : nil }

        // Declarations: `@ Environment ( \ . presentationMode )` modifiers* `var` NAME, no `:` after.
        var declarations: [(keyPath: Int, name: Int)] = []
        var i = 0
        while i + 6 < t.count {
            if kind(i) == .at, isWord(i + 1, "Environment"), kind(i + 2) == .leftParen, kind(i + 3) == .backslash,
               kind(i + 4) == .period, isWord(i + 5, "presentationMode"), kind(i + 6) == .rightParen {
                var j = i + 7
                while j < t.count, t[j].keyword != .var, j - i < 14, t[j].kind == .identifier || t[j].kind == .keyword { j += 1 }
                guard j + 1 < t.count, t[j].keyword == .var, t[j + 1].kind == .identifier else { i += 1; continue }
                // A declared type would need rewriting too.
                if j + 2 < t.count, t[j + 2].kind == .colon { return .failure(Refusal("the property has a written type")) }
                declarations.append((i + 5, j + 1))
                i = j + 2
                continue
            }
            i += 1
        }
        guard !declarations.isEmpty else { return .failure(Refusal("no `@Environment(\\.presentationMode) var` declaration in the file to rewrite")) }
        if let reported = reportedDeclarations, reported != declarations.count {
            return .failure(Refusal("a `presentationMode` declaration in the file is not reported (kept on purpose), so the file stays as it is"))
        }
        let names = Set(declarations.map { text($0.name) })
        guard names.count == 1, let name = names.first else { return .failure(Refusal("the file's `presentationMode` properties have different names")) }
        // Anything already called `dismiss` would clash.
        if name != "dismiss", t.indices.contains(where: { t[$0].kind == .identifier && isWord($0, "dismiss") && !isDismissCall(at: $0) }) {
            return .failure(Refusal("something else in the file is already named `dismiss`"))
        }
        if let type = typesExtendedElsewhere.sorted().first {
            return .failure(Refusal("`\(type)` is extended in another file, which may use the property"))
        }

        // A suppressed declaration or use stays as written, and the others cannot change without it.
        var suppressions: (set: SuppressionSet, lines: LineMap)?
        if SuppressionSet.mentionsDirective(source: source, stream: stream) {
            let lines = LineMap(source.bytes)
            suppressions = (SuppressionSet(source: source, stream: stream, lineMap: lines), lines)
        }
        func isSuppressed(_ k: Int) -> Bool {
            guard suppressions != nil else { return false }
            let line = suppressions!.lines.position(of: t[k].start).line
            return suppressions!.set.suppresses(ruleID: ruleID, line: line)
        }
        if declarations.contains(where: { isSuppressed($0.name) }) { return .failure(Refusal("a `presentationMode` declaration is suppressed, so it stays")) }

        var edits: [TextEdit] = []
        for d in declarations {
            edits.append(TextEdit(start: t[d.keyPath].start, end: t[d.keyPath].end, replacement: "dismiss", ruleID: ruleID))
            edits.append(TextEdit(start: t[d.name].start, end: t[d.name].end, replacement: "dismiss", ruleID: ruleID))
        }
        let declarationNames = Set(declarations.map(\.name) + declarations.map(\.keyPath))
        for k in t.indices where t[k].kind == .identifier && text(k) == name && !declarationNames.contains(k) {
            // NAME . wrappedValue . dismiss ( )
            guard kind(k + 1) == .period, isWord(k + 2, "wrappedValue"), kind(k + 3) == .period, isWord(k + 4, "dismiss"),
                  kind(k + 5) == .leftParen, kind(k + 6) == .rightParen else {
                let line = LineMap(source.bytes).position(of: t[k].start).line
                return .failure(Refusal("`\(name)` is used on line \(line) other than as `\(name).wrappedValue.dismiss()`"))
            }
            if isSuppressed(k) { return .failure(Refusal("a use of `\(name)` is suppressed, so the property stays")) }
            edits.append(TextEdit(start: t[k].start, end: t[k + 4].end, replacement: "dismiss", ruleID: ruleID))
        }
        return .success(edits)

        func isDismissCall(at index: Int) -> Bool {
            index >= 2 && isWord(index - 2, "wrappedValue") && kind(index - 1) == .period
        }
    }
}
