/// `.actionSheet(isPresented:content:)` building an `ActionSheet(…)` becomes
/// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, and
/// `.alert(isPresented:content:)` building an `Alert(…)` becomes `.alert(_:isPresented:actions:message:)`:
/// the title and message as written (a `Text("…")` title as its string), each old button
/// (`.default`, `.destructive`, `.cancel`, with or without an action) a `Button` with the
/// matching role, in order.
///
/// Unsafe: the dialog or alert looks a little different (a confirmation dialog's title is shown
/// only with `titleVisibility: .visible`, which the fix writes; the system may order buttons by
/// role), and a `.cancel()` with no label of its own, which the system labels in the user's
/// language, becomes `Button("Cancel", role: .cancel)`, whose label comes from the app's own
/// strings. A developer reviews it.
///
/// Only a shape it can rewrite exactly is rewritten: the content is one `Alert(…)` or
/// `ActionSheet(…)` written in the modifier's closure, its buttons are written in place (an
/// array literal of them for a sheet), its message is a `Text(…)`, and no comment would be lost.
/// The `item:` forms are refused: the dialog that replaces them needs a `Bool` binding and a
/// title of its own, a change by hand.
public enum ModernAlertFix: RuleFix {
    public static let ruleID = "deprecated-presentation-api"
    static let sheetTitle = "Use .confirmationDialog with Buttons"
    static let alertTitle = "Use .alert(_:isPresented:actions:message:) with Buttons"

    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        let kinds: [DeprecatedUse.Kind] = [.actionSheet, .actionSheetItem, .alertStruct, .alertItemStruct]
        guard let use = context.facts.deprecatedUses.first(where: { $0.span.start == finding.start && kinds.contains($0.kind) }) else { return .notMine }
        let sheet = use.kind == .actionSheet || use.kind == .actionSheetItem
        switch use.kind {
        case .actionSheetItem:
            return .refused("`.actionSheet(item:)` builds its sheet from the item; `.confirmationDialog(_:isPresented:presenting:)` needs a `Bool` binding and a title of its own, a change by hand")
        case .alertItemStruct:
            return .refused("`.alert(item:)` builds its alert from the item; `.alert(_:isPresented:presenting:)` needs a `Bool` binding and a title of its own, a change by hand")
        default: break
        }
        let old = context.predating(.dismissAndModernAlerts, at: use)
        guard old.isEmpty else {
            return .refused("\(sheet ? "`.confirmationDialog`" : "the new `.alert`") needs iOS 15, macOS 12, tvOS 15 or watchOS 8 and this code supports \(DeploymentTargets.describe(old))")
        }
        if !use.alertHelpers.isEmpty {
            let helpers = use.alertHelpers.map { "`\($0)`" }.joined(separator: ", ")
            return .refused("the `Alert` is built by \(helpers), not in the modifier's closure; rewrite it by hand")
        }
        let s = FixSource(context)
        guard let k = context.findingToken else { return .notMine }
        switch rewrite(s, name: k, sheet: sheet) {
        case let .success(edit):
            return .offered([FixOffer(title: sheet ? sheetTitle : alertTitle, safety: .unsafe, edits: [edit])])
        case let .failure(refusal):
            return .refused(refusal.reason)
        }
    }

    /// An old `Alert.Button`: its role (nil for `.default`), its label's tokens (nil for a
    /// `.cancel` without one) and its action's, and whether the action is a closure written in place.
    struct OldButton {
        var role: String?
        var label: (first: Int, last: Int)?
        var action: (first: Int, last: Int)?
        var actionIsClosure = false
    }

    /// What the old content says, as token ranges.
    struct OldAlert {
        var binding: (first: Int, last: Int)
        var title: (first: Int, last: Int)
        var message: (first: Int, last: Int)?
        var buttons: [OldButton]
        /// The last token the rewrite replaces (the content closure's `}`, or the call's `)`).
        var end: Int
    }

    /// The edit replacing `name(…) { … }` (from the modifier's name on) by the new modifier.
    static func rewrite(_ s: FixSource, name k: Int, sheet: Bool) -> Result<TextEdit, Refused> {
        let old: OldAlert
        switch read(s, name: k, sheet: sheet) {
        case let .success(o): old = o
        case let .failure(f): return .failure(f)
        }
        var kept = [s.range(old.binding.first, old.binding.last), s.range(old.title.first, old.title.last)]
        if let m = old.message { kept.append(s.range(m.first, m.last)) }
        for b in old.buttons {
            if let l = b.label { kept.append(s.range(l.first, l.last)) }
            if let a = b.action { kept.append(s.range(a.first, a.last)) }
        }
        if s.losesComment(in: s.range(k, old.end), keeping: kept) {
            return .failure(Refused("a comment inside the \(sheet ? "sheet" : "alert") would be lost; move it out first"))
        }
        let base = s.indentation(ofLineAt: s.tokens[k].start)
        let unit = s.indentUnit
        let nl = s.lineBreak(near: s.tokens[k].start)
        let inner = base + unit
        let indentedLess = Refused("the lines of the \(sheet ? "sheet" : "alert") mix tabs and spaces in their indentation")
        guard let binding = s.reindented(old.binding.first, old.binding.last, to: base),
              let title = s.textLiteral(old.title.first, old.title.last) ?? s.reindented(old.title.first, old.title.last, to: base) else {
            return .failure(indentedLess)
        }
        var message: String?
        if let m = old.message {
            guard let text = s.reindented(m.first, m.last, to: inner) else { return .failure(indentedLess) }
            message = text
        }
        var out = sheet ? "confirmationDialog(\(title), isPresented: \(binding), titleVisibility: .visible) {"
                        : "alert(\(title), isPresented: \(binding)) {"
        if old.buttons.isEmpty {
            out += "}"
        } else {
            for b in old.buttons {
                guard let button = render(b, s, indent: inner, unit: unit, nl: nl) else {
                    return .failure(Refused("the lines of a button mix tabs and spaces in their indentation"))
                }
                out += nl + inner + button
            }
            out += nl + base + "}"
        }
        if let message { out += " message: {" + nl + inner + message + nl + base + "}" }
        return .success(TextEdit(start: s.tokens[k].start, end: s.tokens[old.end].end, replacement: out, ruleID: ruleID))
    }

    /// The old modifier's binding, and what its content's one `Alert(…)` or `ActionSheet(…)` says.
    static func read(_ s: FixSource, name k: Int, sheet: Bool) -> Result<OldAlert, Refused> {
        let what = sheet ? "`ActionSheet(…)`" : "`Alert(…)`"
        guard s.kind(k - 1) == .period, s.kind(k + 1) == .leftParen, let (args, close) = s.arguments(k + 1),
              let binding = args.first, binding.label == "isPresented" else {
            return .failure(Refused("the modifier's arguments are not `isPresented:` and the content"))
        }
        var content: (open: Int, close: Int)?
        if args.count == 2, args[1].label == "content", s.kind(args[1].first) == .leftBrace, s.closing(args[1].first) == args[1].last {
            content = (args[1].first, args[1].last)
        } else if args.count == 1, s.kind(close + 1) == .leftBrace, let end = s.closing(close + 1) {
            content = (close + 1, end)
        }
        guard let content else { return .failure(Refused("the content is not a closure written in the modifier; rewrite it by hand")) }
        let end = content.close == args.last?.last ? close : content.close
        // The closure's one expression: `[return] Alert(…)`.
        var i = content.open + 1
        if s.tokens[i].keyword == .return { i += 1 }
        guard s.isWord(i, sheet ? "ActionSheet" : "Alert"), s.kind(i + 1) == .leftParen, let (fields, fieldsClose) = s.arguments(i + 1),
              fieldsClose + 1 == content.close else {
            return .failure(Refused("the content does more than build one \(what); rewrite it by hand"))
        }
        var old = OldAlert(binding: (binding.first, binding.last), title: (0, 0), message: nil, buttons: [], end: end)
        let allowed = sheet ? ["title", "message", "buttons"] : ["title", "message", "dismissButton", "primaryButton", "secondaryButton"]
        guard fields.first?.label == "title", fields.allSatisfy({ $0.label.map(allowed.contains) ?? false }) else {
            return .failure(Refused("the \(what) is not built with `title:`\(sheet ? ", `message:` and `buttons:`" : ", `message:` and its buttons")"))
        }
        var buttonsWritten = false
        for field in fields {
            let range = (first: field.first, last: field.last)
            switch field.label {
            case "title":
                old.title = range
            case "message":
                if s.kind(field.first) == .keyword, field.first == field.last, s.isWord(field.first, "nil") { continue }
                guard s.isWord(field.first, "Text"), s.kind(field.first + 1) == .leftParen else {
                    return .failure(Refused("the message is not a `Text(…)` written in place"))
                }
                old.message = range
            case "buttons":
                buttonsWritten = true
                guard s.kind(field.first) == .leftBracket, s.closing(field.first) == field.last,
                      let (elements, _) = s.arguments(field.first, labels: false) else {
                    return .failure(Refused("the sheet's buttons are built elsewhere (`\(s.text(field.first, field.last))`), not written in place"))
                }
                for e in elements {
                    guard let b = button(s, e.first, e.last) else {
                        return .failure(Refused("a button is not `.default`, `.destructive` or `.cancel` written in place: `\(s.text(e.first, e.last))`"))
                    }
                    old.buttons.append(b)
                }
            default:
                // `dismissButton:`, `primaryButton:`, `secondaryButton:` (one or two, in order).
                if s.kind(field.first) == .keyword, field.first == field.last, s.isWord(field.first, "nil") { continue }
                guard let b = button(s, field.first, field.last) else {
                    return .failure(Refused("a button is not `.default`, `.destructive` or `.cancel` written in place: `\(s.text(field.first, field.last))`"))
                }
                old.buttons.append(b)
            }
        }
        let labels = fields.compactMap(\.label)
        if labels.contains("primaryButton") != labels.contains("secondaryButton") || (labels.contains("primaryButton") && labels.contains("dismissButton")) {
            return .failure(Refused("the \(what)'s buttons are not one of its initializers' shapes"))
        }
        // An `ActionSheet` without `buttons:` has SwiftUI's default, a `.cancel()`.
        if sheet && !buttonsWritten { old.buttons = [OldButton(role: "cancel")] }
        return .success(old)
    }

    /// `.default(Text("A")) { … }`, `.destructive(Text("B"), action: f)`, `.cancel()`,
    /// `.cancel { … }`, `Alert.Button.cancel(Text("C"))`; nil for anything else.
    static func button(_ s: FixSource, _ first: Int, _ last: Int) -> OldButton? {
        var i = first
        if s.isWord(i, "Alert") || s.isWord(i, "ActionSheet"), s.kind(i + 1) == .period, s.isWord(i + 2, "Button") { i += 3 }
        guard s.kind(i) == .period, i + 1 <= last else { return nil }
        let role: String?
        if s.isWord(i + 1, "default") { role = nil } else if s.isWord(i + 1, "destructive") { role = "destructive" } else if s.isWord(i + 1, "cancel") { role = "cancel" } else { return nil }
        var b = OldButton(role: role)
        var j = i + 2
        if s.kind(j) == .leftParen {
            guard let (args, close) = s.arguments(j), close <= last else { return nil }
            for (n, a) in args.enumerated() {
                if a.label == nil && n == 0 {
                    b.label = (a.first, a.last)
                } else if a.label == "action" && n == args.count - 1 {
                    b.action = (a.first, a.last)
                } else {
                    return nil
                }
            }
            j = close + 1
        }
        if j <= last {
            guard b.action == nil, s.kind(j) == .leftBrace, s.closing(j) == last else { return nil }
            b.action = (j, last)
            j = last + 1
        }
        guard j == last + 1, role == "cancel" || b.label != nil else { return nil }
        if let a = b.action {
            if a.first == a.last, s.isWord(a.first, "nil") { b.action = nil }
            else { b.actionIsClosure = s.kind(a.first) == .leftBrace && s.closing(a.first) == a.last }
        }
        return b
    }

    /// The `Button` for an old button, its first line at a line indented `indent`; nil when a piece
    /// cannot move there (see `FixSource.reindented`).
    static func render(_ b: OldButton, _ s: FixSource, indent: String, unit: String, nl: String) -> String? {
        let role = b.role.map { "role: .\($0)" }
        var action: String?
        if let a = b.action {
            guard let text = s.reindented(a.first, a.last, to: indent) else { return nil }
            action = text
        }
        // A `.cancel()` without a label of its own is SwiftUI's "Cancel".
        let literal = b.label.map { s.textLiteral($0.first, $0.last) } ?? .some("\"Cancel\"")
        if let literal {
            let head = "Button(" + ([literal] + (role.map { [$0] } ?? [])).joined(separator: ", ")
            guard let action else { return head + ") {}" }
            return b.actionIsClosure ? head + ") " + action : head + ", action: " + action + ")"
        }
        guard let l = b.label, let label = s.reindented(l.first, l.last, to: indent + unit) else { return nil }
        let head = "Button(" + (role.map { $0 + ", " } ?? "") + "action: " + (action ?? "{}") + ") "
        return label.utf8.contains(0x0A) ? head + "{" + nl + indent + unit + label + nl + indent + "}" : head + "{ " + label + " }"
    }
}
