/// prefer-item-binding's fix (unsafe): `.sheet(isPresented: $show) { if let x = sel { Detail(x) } }`
/// becomes `.sheet(item: $sel) { x in Detail(x) }` (and `.fullScreenCover`, `.popover`), with the
/// flag's writes in the raisers dropped and its declaration too when nothing else uses it.
///
/// Which flag and which optional come from the rule itself (`PreferItemBindingRule.Presenting`);
/// the rewrite reads tokens. It is offered only for the mechanical shapes: the view's own
/// `@State` flag (or a `Binding(get: { sel != nil }, …)` made by hand) and `@State` optional, of a
/// type the project declares `Identifiable`; content that unwraps the optional with `if let`
/// (no `else`), `guard let` or `!` and uses it no other way; every `show = true` beside a
/// selection of the optional. Anywhere else it says why not.
///
/// Unsafe: the presentation's identity now follows the selection, so changing the selection
/// while it is up replaces the sheet, and closing it clears the selection.
public enum PreferItemBindingFix: RuleFix {
    public static let ruleID = "prefer-item-binding"

    /// What the rule found at the finding's site.
    struct Shape {
        var modifier: String
        var wrapper: String?
        /// The view's flag; nil for a binding made by hand from the optional.
        var flag: String?
        var flagPrefix: String
        var selection: PropertyFact
        var selectionPrefix: String
        var presenterQualified: String
        var presenter: [TypeFacts]
        var derived: DerivedBinding?
        var file: Int
        /// Other optionals of the view the content unwraps that the raisers select with the flag.
        var otherSelections: [String] = []
    }

    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        guard finding.ruleID == ruleID, let shape = shape(of: finding, in: context) else { return .notMine }
        switch plan(shape, context) {
        case let .success(edits):
            let title = "Present with `.\(shape.modifier)(item: $\(shape.selection.name))`"
            return .offered([FixOffer(title: title, safety: .unsafe, edits: edits)])
        case let .failure(refusal):
            return .refused(refusal.reason)
        }
    }

    /// The rule's reading of the site the finding is at: its flag and the optional it selects.
    static func shape(of finding: Finding, in context: FixContext) -> Shape? {
        let index = context.index, path = context.source.path
        guard let file = context.fileNumber else { return nil }
        let rule = PreferItemBindingRule(settings: RuleSettings(enabled: true, severity: finding.severity, options: [:]))
        var found: Shape?
        index.forEachPresentation(inFile: file) { site in
            guard found == nil, site.span.start == finding.start, site.bindingLabel == "isPresented",
                  let enclosing = site.enclosingType,
                  let source = rule.flagSource(of: site, enclosing: enclosing, path: path, index) else { return }
            let presenting = PreferItemBindingRule.Presenting(site: site, source: source, enclosing: enclosing, path: path, rule: rule, index)
            guard let selected = presenting.selectedOptional() else { return }
            var derived = site.derivedBinding
            if let helper = derived?.helper { derived = index.member(helper, of: enclosing, nearestTo: path)?.derivedBinding }
            found = Shape(modifier: site.modifier, wrapper: site.wrapper, flag: source.flag, flagPrefix: source.prefix,
                          selection: selected.property, selectionPrefix: selected.prefix,
                          presenterQualified: presenting.presenterQualified, presenter: presenting.presenterDeclarations,
                          derived: derived, file: file)
            if let flag = source.flag {
                found?.otherSelections = site.content.unwrappedPaths.filter { other in
                    other != selected.property.name && presenting.presenterDeclarations.contains { $0.property(named: other)?.isOptional == true }
                        && index.areSelectedTogether(other, flag, in: presenting.selectingTypes)
                }.sorted()
            }
        }
        return found
    }

    /// The edits, or why there are none.
    static func plan(_ shape: Shape, _ context: FixContext) -> Result<[TextEdit], Refusal> {
        let sel = shape.selection.name
        if let wrapper = shape.wrapper {
            return .failure(Refusal("`.\(wrapper)` is the project's own modifier, which may take no `item:`; change it by hand"))
        }
        guard shape.flagPrefix.isEmpty && shape.selectionPrefix.isEmpty else {
            return .failure(Refusal("the flag or the optional is a property of `\(shape.flagPrefix.dropLast())`, not the view's own `@State`; change it by hand"))
        }
        guard shape.selection.hasWrapper("State") else {
            let kind = shape.selection.wrappers.first.map { "`@\($0)`" } ?? "not `@State`"
            return .failure(Refusal("`\(sel)` is \(kind), not the view's own `@State`: `item:` would clear it for its owner as the sheet closes; change it by hand"))
        }
        if let other = shape.otherSelections.first {
            return .failure(Refusal("the content also unwraps `\(other)`, selected with the flag too, and `item:` carries one value; combine them in one `Identifiable` value by hand"))
        }
        if let refusal = identifiableRefusal(shape, context.index) { return .failure(refusal) }
        let tokens = FixTokens(context)
        guard let start = context.findingToken, let call = Call.read(tokens, name: start) else {
            return .failure(Refusal("the content is not a closure written at the call (or the call is not written in a way the fix reads); change it by hand"))
        }
        let content: ContentRewrite
        switch ContentRewrite.make(tokens, call: call, selection: sel, flag: shape.flag, ruleID: ruleID) {
        case let .success(made): content = made
        case let .failure(refusal): return .failure(refusal)
        }
        var edits = content.edits
        edits.append(TextEdit(start: tokens.t[call.bindingLabel].start, end: tokens.t[call.bindingEnd].end,
                              replacement: "item: $\(sel)", ruleID: ruleID))
        if let flag = shape.flag {
            switch FlagRewrite.make(tokens, shape: shape, flag: flag, call: call, context: context) {
            case let .success(more): edits += more
            case let .failure(refusal): return .failure(refusal)
            }
        } else if let other = shape.derived?.writes.first(where: { $0.target != sel }) {
            return .failure(Refusal("the hand-made binding's setter also changes `\(other.target)`; move that into `onDismiss:` by hand"))
        }
        return .success(edits.sorted { $0.start < $1.start })
    }

    // MARK: Identifiable

    /// Why `item:` cannot take the optional's type: it is not one the project declares `Identifiable`.
    static func identifiableRefusal(_ shape: Shape, _ index: ProjectIndex) -> Refusal? {
        guard var type = shape.selection.declaredType else {
            return Refusal("the type of `\(shape.selection.name)` is not written, so whether it is `Identifiable` is not known; change it by hand")
        }
        if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        let bare = TypeNames.bareTypeName(type)
        if let declared = declarations(of: bare, shape, index), isIdentifiable(declared, index) { return nil }
        return Refusal("`\(bare)` is not Identifiable in the project; add the conformance (or use `.\(shape.modifier)(item:)` with an `id:` wrapper) by hand")
    }

    /// The declaration (and extensions) of the type the view's code means by `written`: one nested
    /// in the view, or else the one nearest the file; nil when the project has none, or two equally near.
    static func declarations(of written: String, _ shape: Shape, _ index: ProjectIndex) -> [TypeFacts]? {
        let name = written.lastDottedComponent
        let all = index.types(named: name)
        guard !all.isEmpty else { return nil }
        let nested = all.filter { $0.qualifiedName == shape.presenterQualified + "." + written }
        if !nested.isEmpty { return nested }
        guard let path = shape.presenter.first?.path, let near = index.types(named: name, nearestTo: path) else { return nil }
        let qualified = Set(near.filter { $0.kind != .extension }.map(\.qualifiedName))
        return qualified.count > 1 ? nil : near
    }

    /// A type whose declaration or an extension adopts `Identifiable`, itself or through the
    /// project's protocols and base classes.
    static func isIdentifiable(_ declared: [TypeFacts], _ index: ProjectIndex) -> Bool {
        var pending: [[TypeFacts]] = [declared], seen: Set<String> = []
        while let next = pending.popLast() {
            for declaration in next {
                for inherited in declaration.inheritance {
                    let bare = TypeNames.bareTypeName(inherited).lastDottedComponent
                    if bare == "Identifiable" { return true }
                    if seen.insert(bare).inserted { pending.append(index.types(named: bare)) }
                }
            }
        }
        return false
    }

    // MARK: The call

    /// The presentation call as written: its binding argument and its content closure.
    struct Call {
        var name: Int
        var open: Int
        var close: Int
        /// The `isPresented` label and the last token of its value.
        var bindingLabel: Int
        var bindingEnd: Int
        /// The content closure's braces.
        var contentOpen: Int
        var contentClose: Int

        static func read(_ k: FixTokens, name: Int) -> Call? {
            guard k.kind(name + 1) == .leftParen, let close = k.matching(name + 1) else { return nil }
            var label: Int?, labelEnd = 0, content: (Int, Int)?
            var i = name + 2
            while i < close {
                var end = i
                while end < close, k.kind(end) != .comma {
                    if let kind = k.kind(end), kind == .leftParen || kind == .leftBrace || kind == .leftBracket {
                        guard let m = k.matching(end) else { return nil }
                        end = m
                    }
                    end += 1
                }
                if k.kind(i + 1) == .colon {
                    if k.isName(i, "isPresented") { label = i; labelEnd = end - 1 }
                    if k.isName(i, "content") {
                        guard k.kind(i + 2) == .leftBrace, let m = k.matching(i + 2), m == end - 1 else { return nil }
                        content = (i + 2, m)
                    }
                }
                i = end + 1
            }
            guard let label, labelEnd > label + 1 else { return nil }
            if content == nil { content = trailingContent(k, after: close) }
            guard let content else { return nil }
            return Call(name: name, open: name + 1, close: close, bindingLabel: label, bindingEnd: labelEnd,
                        contentOpen: content.0, contentClose: content.1)
        }

        /// The content among the trailing closures: the one labelled `content:`, or else the first.
        static func trailingContent(_ k: FixTokens, after close: Int) -> (Int, Int)? {
            var closures: [(label: String?, open: Int, close: Int)] = []
            var i = close + 1
            if k.kind(i) == .leftBrace, let m = k.matching(i) {
                closures.append((nil, i, m))
                i = m + 1
                while k.kind(i) == .identifier, k.kind(i + 1) == .colon, k.kind(i + 2) == .leftBrace, let m = k.matching(i + 2) {
                    closures.append((k.text(i), i + 2, m))
                    i = m + 1
                }
            }
            if let labelled = closures.first(where: { $0.label == "content" }) { return (labelled.open, labelled.close) }
            return closures.first.map { ($0.open, $0.close) }
        }
    }
}
