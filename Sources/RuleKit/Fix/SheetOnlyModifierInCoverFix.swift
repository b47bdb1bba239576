/// sheet-only-modifier-in-cover: two ways, both unsafe. Present the cover as a sheet (its
/// `.fullScreenCover(` becomes `.sheet(`, as settings-in-cover's fix does: it changes how the
/// screen is presented), or remove the modifier call, which has no effect in a cover (it drops
/// code the author wrote).
///
/// Preferred (what `--fix --unsafe-fixes` applies): presenting as a sheet when the cover's content
/// asks for a sheet's detents, grabber or interaction behind it — the author wanted a sheet; removing
/// the modifier when its content has only `interactiveDismissDisabled`, which a cover already does.
/// Every finding of one cover prefers the same way, so a sheet keeps the cover's other modifiers.
public enum SheetOnlyModifierInCoverFix: RuleFix {
    public static let ruleID = "sheet-only-modifier-in-cover"
    /// The rule page's account of the fix (`RuleDescriptor.fix`), and its few words for the rules table.
    static let documentation = """
        with `--unsafe-fixes` applies one of two unsafe fixes (an editor offers both): present the cover as a \
        sheet (its `.fullScreenCover(` becomes `.sheet(`, which changes how the screen is presented), or remove \
        the modifier call with its arguments, and its line when it is alone on it (which drops code the author \
        wrote). It presents as a sheet when the cover's content asks for detents, a drag indicator or \
        interaction with what is behind it, since the author wanted a sheet, and removes the modifier when the \
        content has only `interactiveDismissDisabled`, which a cover already does; every finding of one cover \
        takes the same way. No sheet is offered for a cover applied through a project's wrapper or one whose \
        call `.sheet` would not take as it is (see settings-in-cover), and no removal for a modifier that is \
        the whole of an `#if` clause. Plain `--fix` applies neither.
        """
    static let scope = "unsafe: `.sheet`, or remove the modifier"

    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        guard let k = context.findingToken,
              let site = context.facts.presentations.first(where: { s in
                  s.modifier == "fullScreenCover" && s.content.modifierUses.contains { $0.span.start == finding.start }
              }) else { return .notMine }
        let name = context.source.text(of: context.stream.tokens[k])
        var sheet: FixOffer?
        var refusals: [String] = []
        if let wrapper = site.wrapper {
            refusals.append("the cover is presented through `\(wrapper)`, not `.fullScreenCover(…)`")
        } else if let cover = context.tokenIndex(atOrAfter: context.offset(of: site.span.start)) {
            switch CoverRename.edit(name: cover, in: context) {
            case let .success(edit): sheet = FixOffer(title: "Present as a sheet", safety: .unsafe, edits: [edit])
            case let .failure(refusal): refusals.append(refusal.reason)
            }
        }
        var removal: FixOffer?
        switch removalEdit(of: k, in: context) {
        case let .success(edit): removal = FixOffer(title: "Remove `.\(name)(…)`, which has no effect in a full-screen cover", safety: .unsafe, edits: [edit])
        case let .failure(refusal): refusals.append(refusal.reason)
        }
        let asksForSheet = site.content.modifierUses.contains {
            SheetOnlyModifierInCoverRule.sheetOnly.contains($0.name) && $0.name != "interactiveDismissDisabled"
        }
        let offers = (asksForSheet ? [sheet, removal] : [removal, sheet]).compactMap { $0 }
        return offers.isEmpty ? .refused(refusals.joined(separator: "; ")) : .offered(offers)
    }

    /// The removal of the modifier call whose name is the token at `k`: from its `.` to the end of
    /// its arguments (and trailing closures); the whole lines when nothing else is on them.
    static func removalEdit(of k: Int, in context: FixContext) -> Result<TextEdit, CoverRename.Refusal> {
        let t = context.stream.tokens
        guard k >= 2, t[k - 1].kind == .period, let call = CallTokens.call(at: k, in: t) else {
            return .failure(.init("the modifier is not a `.name(…)` call on a view"))
        }
        let period = k - 1
        let next = call.end + 1 < t.count ? call.end + 1 : nil
        // `#if os(iOS)` `.presentationDetents(…)` `#endif`: the clause would be left empty.
        if let next, t[next].kind == .pound, t[firstOnLine(k - 2, t)].kind == .pound {
            return .failure(.init("the modifier is the whole of an `#if` clause: remove the clause by hand"))
        }
        var start = t[period].start, end = t[call.end].end
        if t[period].flags.contains(.atLineStart), next.map({ t[$0].flags.contains(.atLineStart) }) ?? true {
            let lines = context.lines
            let first = lines.position(of: t[period].start).line
            let last = lines.position(of: t[call.end].start).line
            let lineStart = lines.lineStarts[first - 1]
            let after = last < lines.lineStarts.count ? lines.lineStarts[last] : UInt32(context.source.bytes.count)
            // Not where a block comment runs across the cut.
            let cutsComment = context.stream.trivia.contains { c in
                c.isComment && (c.start < lineStart && c.end > lineStart || c.start < after && c.end > after)
            }
            if !cutsComment { (start, end) = (lineStart, after) }
        }
        return .success(TextEdit(start: start, end: end, replacement: "", ruleID: context.finding.ruleID))
    }

    /// The first significant token on the line of token `i`.
    static func firstOnLine(_ i: Int, _ t: [Token]) -> Int {
        var j = i
        while j > 0, !t[j].flags.contains(.atLineStart) { j -= 1 }
        return j
    }
}
