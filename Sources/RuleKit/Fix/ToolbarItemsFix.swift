/// `.navigationBarItems(leading: X, trailing: Y)` in presented content becomes
/// `.toolbar { ToolbarItem(placement: .navigationBarLeading) { X } ToolbarItem(placement: .navigationBarTrailing) { Y } }`,
/// each view as written, in the same places of the bar. Where the file's deployment targets name
/// iOS 17 or later (and no older tvOS or watchOS), the placements are the current `.topBarLeading`
/// and `.topBarTrailing`; elsewhere the older ones, which build with any SDK that has `.toolbar`.
///
/// Unsafe: the toolbar lays out and styles its items itself (a button's padding and font, a
/// group's spacing), so the bar can look different. A developer reviews it.
///
/// Refused where it would not be mechanical: arguments other than `leading:` and `trailing:`,
/// a comment between them (it would be lost), or a view whose lines mix tabs and spaces in their
/// indentation (no uniform move keeps it).
public enum ToolbarItemsFix: RuleFix {
    public static let ruleID = "deprecated-presentation-api"
    static let title = "Use .toolbar items"

    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        let s = FixSource(context)
        guard let k = context.findingToken, s.isWord(k, "navigationBarItems"), s.kind(k - 1) == .period, s.kind(k + 1) == .leftParen,
              s.tokens[k].start == context.offset(of: finding.start) else { return .notMine }
        let targets = context.index.deploymentTargets.targets(for: context.source.path)
        let old = targets.predating(.toolbarItems)
        guard old.isEmpty else {
            return .refused("`.toolbar` items need iOS 14, macOS 11, tvOS 14 or watchOS 7 and the file supports \(DeploymentTargets.describe(old))")
        }
        let current = targets[.iOS] != nil && targets.predating(.topBarPlacements).isEmpty
        switch rewrite(s, name: k, placements: current ? ("topBarLeading", "topBarTrailing") : ("navigationBarLeading", "navigationBarTrailing")) {
        case let .success(edit): return .offered([FixOffer(title: title, safety: .unsafe, edits: [edit])])
        case let .failure(refusal): return .refused(refusal.reason)
        }
    }

    /// The edit replacing `navigationBarItems(…)` (from the name on) by `toolbar { … }`.
    static func rewrite(_ s: FixSource, name k: Int, placements: (leading: String, trailing: String)) -> Result<TextEdit, Refused> {
        guard let (args, close) = s.arguments(k + 1), !args.isEmpty,
              args.map({ $0.label ?? "" }) == ["leading"] || args.map({ $0.label ?? "" }) == ["trailing"]
                || args.map({ $0.label ?? "" }) == ["leading", "trailing"] else {
            return .failure(Refused("`.navigationBarItems` has arguments other than `leading:` and `trailing:`"))
        }
        // SwiftUI's modifier takes no closure after its arguments.
        if s.kind(close + 1) == .leftBrace { return .failure(Refused("a closure follows `.navigationBarItems(…)`")) }
        if s.losesComment(in: s.range(k, close), keeping: args.map { s.range($0.first, $0.last) }) {
            return .failure(Refused("a comment between the arguments of `.navigationBarItems` would be lost; move it out first"))
        }
        let base = s.indentation(ofLineAt: s.tokens[k].start)
        let unit = s.indentUnit
        let nl = s.lineBreak(near: s.tokens[k].start)
        var out = "toolbar {" + nl
        for a in args {
            guard let view = s.reindented(a.first, a.last, to: base + unit + unit) else {
                return .failure(Refused("the lines of the `\(a.label ?? "")` view mix tabs and spaces in their indentation"))
            }
            let placement = a.label == "leading" ? placements.leading : placements.trailing
            out += base + unit + "ToolbarItem(placement: .\(placement)) {" + nl
            out += base + unit + unit + view + nl
            out += base + unit + "}" + nl
        }
        out += base + "}"
        return .success(TextEdit(start: s.tokens[k].start, end: s.tokens[close].end, replacement: out, ruleID: ruleID))
    }
}
