/// settings-in-cover: the reported `.fullScreenCover(…)` call becomes `.sheet(…)`.
///
/// Safe: `.sheet` takes `isPresented:`, `item:`, `onDismiss:` and `content:` (and the content as a
/// trailing closure) with the same meaning, on every system that has `.fullScreenCover`; what
/// changes is the presentation style the rule asks for. It refuses where the finding is not at a
/// direct `.fullScreenCover(` call (a project's wrapper, a route case reported at its enum), where
/// the call takes an argument `.sheet` does not (a project's own overload), where the project
/// declares its own `sheet` on `View`, and where the cover presents route cases other than the
/// reported ones (they would become sheets too).
public enum SettingsInCoverFix: RuleFix {
    public static let ruleID = "settings-in-cover"
    /// The rule page's account of the fix (`RuleDescriptor.fix`), and its few words for the rules table.
    static let documentation = """
        rewrites the reported `.fullScreenCover(` call to `.sheet(`, its arguments as they are. The fix is safe: \
        `.sheet` takes `isPresented:`, `item:`, `onDismiss:` and `content:` (or the content as a trailing closure) \
        with the same meaning, on every system that has `.fullScreenCover`; what changes is only the presentation \
        the rule asks for. The cover stays as it is where it is applied through a project's wrapper, where the \
        call takes another argument (a project's own overload), where the project declares its own `sheet` on \
        `View`, where the finding is at a route case (the cover presents the route's other cases too), and where \
        an `item:` cover presents routes that are not settings screens; and, as with every fix, where the fixed \
        file would gain a finding, such as a second sheet on a flag of its own beside one the view already has \
        (scattered-modal-state).
        """
    static let scope = "`.fullScreenCover(` → `.sheet(`"
    static let title = "Present as a sheet"

    public static func answer(for finding: Finding, in context: FixContext) -> FixAnswer {
        guard let k = context.findingToken else { return .notMine }
        guard let site = context.facts.presentations.first(where: { $0.span.start == finding.start && $0.modifier == "fullScreenCover" }) else {
            // At a case of a route enum (or of a cover provider), not at a cover.
            guard finding.related.first != nil else {
                return .refused("the finding is at a case of an enum of covers: the covers presenting it show its other cases too, so change them by hand")
            }
            return .refused("the finding is at a route case: the cover presenting it (\(placeOfCover(finding))) shows the route's other cases too, so change it by hand")
        }
        if let wrapper = site.wrapper {
            return .refused("the cover is presented through `\(wrapper)`, not `.fullScreenCover(…)`: change the wrapper, or this call, by hand")
        }
        if let why = otherRoutes(at: finding, in: context) { return .refused(why) }
        switch CoverRename.edit(name: k, in: context) {
        case let .success(edit): return .offered([FixOffer(title: title, safety: .safe, edits: [edit])])
        case let .failure(refusal): return .refused(refusal.reason)
        }
    }

    static func placeOfCover(_ finding: Finding) -> String {
        guard let cover = finding.related.first else { return "" }
        let name = cover.path.split(separator: "/").last.map(String.init) ?? cover.path
        return cover.path == finding.path ? "line \(cover.start.line)" : "\(name):\(cover.start.line)"
    }

    /// Why renaming the cover would present more than the reported settings routes as sheets: an
    /// `item:` cover whose content shows a route case by case (a `switch`, a builder, the route's
    /// view property) with cases that are not reported at this cover.
    static func otherRoutes(at finding: Finding, in context: FixContext) -> String? {
        guard let file = context.fileNumber else { return nil }
        var routes: [String] = []
        // Which routes the content maps through does not depend on the rule's options.
        let rule = SettingsInCoverRule(settings: RuleSettings(enabled: true, severity: .warning, options: [:]))
        context.index.forEachPresentation(inFile: file) { site in
            guard site.span.start == finding.start, site.modifier == "fullScreenCover" else { return }
            routes = site.routeCases.map(\.name)
            if routes.isEmpty && site.bindingLabel == "item" {
                routes = rule.mappedRouteCases(site, context.source.path, context.index, file: file).map(\.name)
            }
        }
        guard routes.count > 1 else { return nil }
        let reported = context.reportedInFile.filter { $0.ruleID == ruleID && $0.start == finding.start }.count
        guard reported < routes.count else { return nil }
        let shown = routes.prefix(4).map { "`.\($0)`" }.joined(separator: ", ") + (routes.count > 4 ? ", …" : "")
        return "not every route the cover presents (\(shown)) is a settings screen, and renaming it would present each as a sheet: present the settings route with a `.sheet` of its own"
    }
}

/// Turning a direct `.fullScreenCover(…)` call into `.sheet(…)`: the one edit (its name), or why not.
enum CoverRename {
    /// Why the cover stays as it is, in a clause a user can act on.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The labels `.sheet` takes with the meaning they have on `.fullScreenCover`.
    static let sharedLabels: Set<String> = ["isPresented", "item", "onDismiss", "content"]

    /// The rename of the `fullScreenCover` token at `name`, checked against the call's arguments.
    static func edit(name k: Int, in context: FixContext) -> Result<TextEdit, Refusal> {
        let t = context.stream.tokens
        guard context.source.matches(t[k], "fullScreenCover"), k + 1 < t.count, t[k + 1].kind == .leftParen,
              let call = CallTokens.call(at: k, in: t) else {
            return .failure(.init("the cover is not a plain `.fullScreenCover(…)` call"))
        }
        if call.argumentLabels.contains(nil) { return .failure(.init("the cover takes an unlabelled argument, which `.sheet` does not")) }
        for label in call.argumentLabels.compactMap({ $0 }) + call.trailingLabels.compactMap({ $0 }) {
            let name = context.source.text(of: t[label])
            guard sharedLabels.contains(name) else {
                return .failure(.init("the cover takes `\(name):`, which `.sheet` does not take in the same sense"))
            }
        }
        if context.index.member("sheet", of: "View") != nil {
            return .failure(.init("the project declares its own `sheet` on `View`, which `.sheet(…)` would call"))
        }
        return .success(TextEdit(start: t[k].start, end: t[k].end, replacement: "sheet", ruleID: context.finding.ruleID))
    }
}

/// A call read from tokens: where it ends and the labels of its arguments.
struct CallTokens {
    /// Per argument in the parentheses: its label's token, nil for an unlabelled argument.
    var argumentLabels: [Int?] = []
    /// Per trailing closure: its label's token, nil for the first (unlabelled) one.
    var trailingLabels: [Int?] = []
    /// The last token of the call: its `)` or its last trailing closure's `}`.
    var end: Int

    /// The call whose name is the token at `name`, followed by `(`; nil when its brackets do not close.
    static func call(at name: Int, in t: [Token]) -> CallTokens? {
        guard name + 1 < t.count, t[name + 1].kind == .leftParen, let close = close(of: name + 1, in: t) else { return nil }
        var call = CallTokens(end: close)
        // Each argument starts after the `(` or after a comma at the call's own depth.
        var i = name + 1
        while i + 1 < close {
            let start = i + 1
            call.argumentLabels.append(start + 1 < close && t[start + 1].kind == .colon && isName(t[start]) ? start : nil)
            var j = start
            while j < close && t[j].kind != .comma {
                if opens(t[j]), let c = Self.close(of: j, in: t) { j = c + 1 } else { j += 1 }
            }
            i = j
        }
        // A first trailing closure on the same line, then `label: { … }` ones.
        let e = call.end
        if e + 1 < t.count, t[e + 1].kind == .leftBrace, !t[e + 1].flags.contains(.atLineStart), let c = Self.close(of: e + 1, in: t) {
            call.trailingLabels.append(nil)
            call.end = c
            while call.end + 3 < t.count, isName(t[call.end + 1]), t[call.end + 2].kind == .colon, t[call.end + 3].kind == .leftBrace,
                  let c = Self.close(of: call.end + 3, in: t) {
                call.trailingLabels.append(call.end + 1)
                call.end = c
            }
        }
        return call
    }

    static func isName(_ token: Token) -> Bool { token.kind == .identifier || token.kind == .keyword }
    static func opens(_ token: Token) -> Bool { token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace }

    /// The index of the token closing the bracket opened at `open`, nil when it never closes.
    static func close(of open: Int, in t: [Token]) -> Int? {
        var depth = 0
        var i = open
        while i < t.count {
            switch t[i].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }
}
