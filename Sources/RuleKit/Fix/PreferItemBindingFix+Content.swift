/// The content of an `isPresented:` presentation rewritten to take the value `item:` hands it:
/// `{ if let x = sel { Detail(x) } }` → `{ x in Detail(x) }`, `{ guard let x = sel else { … } … }`
/// → `{ x in … }`, `{ Detail(sel!) }` → `{ sel in Detail(sel) }`.
extension PreferItemBindingFix {
    struct ContentRewrite {
        /// One way the content unwraps the optional.
        enum Unwrap {
            /// `if let x = sel {` … `}` (the `if` token, the body's braces).
            case ifLet(keyword: Int, open: Int, close: Int)
            /// `guard let x = sel else {` … `}` (the `guard` token, the `else` block's `}`).
            case guardLet(keyword: Int, close: Int)
            /// `sel!` (where the reference starts, the `!`).
            case forced(start: Int, bang: Int)
        }

        var parameter: String
        var edits: [TextEdit]

        static func make(_ k: FixTokens, call: Call, selection sel: String, flag: String?, ruleID: String) -> Result<ContentRewrite, Refusal> {
            var unwraps: [Unwrap] = []
            var names: Set<String> = []
            var shadowing: [ClosedRange<Int>] = []
            var i = call.contentOpen + 1
            while i < call.contentClose {
                defer { i += 1 }
                if let flag, (k.isName(i, flag) && k.isOwnReference(i)) || k.isText(i, "$" + flag) {
                    return .failure(Refusal("the content uses `\(flag)` (line \(k.line(i))): with `item:` it would close by clearing `\(sel)`; change it by hand"))
                }
                if k.isText(i, "$" + sel) {
                    return .failure(Refusal("the content hands on `$\(sel)` (line \(k.line(i))), a binding the value `item:` gives cannot replace; change it by hand"))
                }
                guard k.isName(i, sel), k.isOwnReference(i) else { continue }
                // The name of `if let sel = sel`: the optional is the one after `=`. Inside an
                // unwrap under the optional's own name, `sel` is the value.
                if k.keyword(i - 1) == .let && k.kind(i + 1) == .equal { continue }
                if shadowing.contains(where: { $0.contains(i) }) { continue }
                switch unwrap(k, at: i, selection: sel) {
                case let .success((found, name)):
                    unwraps.append(found)
                    names.insert(name)
                    if name == sel, let scope = scope(k, of: found, in: call) { shadowing.append(scope) }
                case let .failure(refusal):
                    return .failure(refusal)
                }
            }
            guard let parameter = names.first else {
                return .failure(Refusal("the content does not itself unwrap `\(sel)` with `if let`, `guard let` or `!` (a helper it shows may); change it by hand"))
            }
            guard names.count == 1 else {
                return .failure(Refusal("the content unwraps `\(sel)` under several names (\(names.sorted().map { "`\($0)`" }.joined(separator: ", "))); change it by hand"))
            }
            if let line = shadowedUse(k, call: call, unwraps: unwraps, parameter: parameter, selection: sel) {
                return .failure(Refusal("the content uses another `\(parameter)` outside the `if let` (line \(line)), which the closure's parameter would hide; change it by hand"))
            }
            return edits(k, call: call, unwraps: unwraps, parameter: parameter, selection: sel, ruleID: ruleID)
                .map { ContentRewrite(parameter: parameter, edits: $0) }
        }

        /// How the reference to the optional at `i` unwraps it, and under what name.
        static func unwrap(_ k: FixTokens, at i: Int, selection sel: String) -> Result<(Unwrap, String), Refusal> {
            let s = k.referenceStart(i)
            let line = k.line(i)
            // `if let x = sel` / `guard let x = sel`, or the shorthand `if let sel`.
            var keyword: Int?, name = sel
            if k.kind(s - 1) == .equal, k.kind(s - 2) == .identifier, k.keyword(s - 3) == .let {
                keyword = s - 4
                name = k.text(s - 2)
            } else if s == i, k.keyword(s - 1) == .let {
                keyword = s - 2
            }
            if let keyword {
                let isIf = k.keyword(keyword) == .if && k.kind(keyword - 1) != .pound
                guard isIf || k.keyword(keyword) == .guard else {
                    return .failure(Refusal("the content unwraps `\(sel)` in a `let` that is neither `if let` nor `guard let` (line \(line)); change it by hand"))
                }
                if k.kind(i + 1) == .comma {
                    return .failure(Refusal("the `\(isIf ? "if" : "guard") let` that unwraps `\(sel)` tests more conditions (line \(line)); change it by hand"))
                }
                if isIf {
                    guard k.kind(i + 1) == .leftBrace, let close = k.matching(i + 1) else {
                        return .failure(Refusal("the `if let` that unwraps `\(sel)` is not written in a way the fix reads (line \(line))"))
                    }
                    if k.keyword(close + 1) == .else {
                        return .failure(Refusal("the content shows something else when `\(sel)` is nil (an `else`, line \(k.line(close + 1))), which `item:` would never show; change it by hand"))
                    }
                    return .success((.ifLet(keyword: keyword, open: i + 1, close: close), name))
                }
                guard k.keyword(i + 1) == .else, k.kind(i + 2) == .leftBrace, let close = k.matching(i + 2) else {
                    return .failure(Refusal("the `guard let` that unwraps `\(sel)` is not written in a way the fix reads (line \(line))"))
                }
                return .success((.guardLet(keyword: keyword, close: close), name))
            }
            if k.kind(i + 1) == .exclamationMark, k.t[i + 1].flags.contains(.leftBound) {
                return .success((.forced(start: s, bang: i + 1), sel))
            }
            return .failure(Refusal("the content reads `\(sel)` other than unwrapping it with `if let`, `guard let` or `!` (line \(line)); change it by hand"))
        }

        /// The line of a use of `parameter` in the content outside the scopes that unwrap the
        /// optional under that name: a different value, which the new parameter would hide.
        static func shadowedUse(_ k: FixTokens, call: Call, unwraps: [Unwrap], parameter: String, selection sel: String) -> Int? {
            guard parameter != sel else { return nil }
            let scopes = unwraps.compactMap { scope(k, of: $0, in: call) }
            for i in (call.contentOpen + 1)..<call.contentClose where k.isName(i, parameter) && k.isOwnReference(i) {
                if !scopes.contains(where: { $0.contains(i) }) { return k.line(i) }
            }
            return nil
        }

        /// Where the name an unwrap binds holds the value: the `if let`'s body, or the rest of
        /// the braces around a `guard let`.
        static func scope(_ k: FixTokens, of unwrap: Unwrap, in call: Call) -> ClosedRange<Int>? {
            switch unwrap {
            case let .ifLet(keyword, _, close): return keyword...close
            case let .guardLet(keyword, _):
                let end = k.enclosingBrace(of: keyword, floor: call.contentOpen).flatMap(k.matching) ?? call.contentClose
                return keyword...end
            case .forced: return nil
            }
        }

        /// The edits: the closure takes the value, each unwrap goes.
        static func edits(_ k: FixTokens, call: Call, unwraps: [Unwrap], parameter: String, selection sel: String, ruleID: String) -> Result<[TextEdit], Refusal> {
            let open = k.t[call.contentOpen]
            let next = Int(open.end) < k.bytes.count ? k.bytes[Int(open.end)] : 0x0A
            let spaced = FixTokens.isBlank(next) || next == 0x0A || next == 0x0D
            var edits = [TextEdit(start: open.start, end: open.end, replacement: "{ \(parameter) in" + (spaced ? "" : " "), ruleID: ruleID)]
            for u in unwraps {
                switch u {
                case let .forced(start, bang):
                    edits.append(TextEdit(start: k.t[start].start, end: k.t[bang].end, replacement: sel, ruleID: ruleID))
                case let .ifLet(keyword, bodyOpen, bodyClose):
                    guard let edit = unwrapped(k, keyword: keyword, open: bodyOpen, close: bodyClose, ruleID: ruleID) else {
                        return .failure(Refusal("the `if let` on line \(k.line(keyword)) is laid out in a way the fix does not rewrite; change it by hand"))
                    }
                    edits.append(edit)
                case let .guardLet(keyword, close):
                    guard k.startsLine(keyword), k.endsLine(close) else {
                        return .failure(Refusal("the `guard let` on line \(k.line(keyword)) shares its lines with other code; change it by hand"))
                    }
                    edits.append(k.removal(keyword, close, ruleID: ruleID))
                }
            }
            let sorted = edits.sorted { $0.start < $1.start }
            for (a, b) in zip(sorted, sorted.dropFirst()) where b.start < a.end {
                return .failure(Refusal("the content unwraps `\(sel)` inside another unwrap of it; change it by hand"))
            }
            return .success(sorted)
        }

        /// `if let x = sel { body }` replaced by its body: on one line, the body's text; laid out on
        /// lines of their own, the body's lines moved out to the `if`'s indentation.
        static func unwrapped(_ k: FixTokens, keyword: Int, open: Int, close: Int, ruleID: String) -> TextEdit? {
            let first = k.line(keyword), last = k.line(close)
            if first == last {
                let body = k.trimmed(k.t[open].end, k.t[close].start)
                guard !body.isEmpty else { return nil }
                return TextEdit(start: k.t[keyword].start, end: k.t[close].end, replacement: body, ruleID: ruleID)
            }
            let openLine = k.line(open)
            guard k.startsLine(keyword), k.endsLine(open), k.startsLine(close), k.endsLine(close), openLine < last - 1 else { return nil }
            let width = max(0, k.commonIndent(lines: openLine + 1, last - 1) - k.indent(ofLine: first))
            let body = k.dedented(lines: openLine + 1, last - 1, by: width)
            return TextEdit(start: k.lineStart(first), end: k.nextLineStart(last), replacement: body, ruleID: ruleID)
        }
    }
}
