/// The flag's side of the `item:` rewrite: every `show = true` beside a selection goes, each
/// `show = false` that closes the presentation clears the optional instead (or goes, where the
/// optional is cleared there already), and the declaration goes when nothing outside the file can
/// reach it. Any other use of the flag (a read, a toggle, `$show` handed on, a write in another
/// file) is a refusal: the rewrite would no longer be mechanical.
extension PreferItemBindingFix {
    enum FlagRewrite {
        /// A stored property's declaration: from its first attribute to its last token.
        struct Declaration {
            var first: Int
            var name: Int
            var last: Int
            var isPrivate: Bool
            var wrappers: [String]
        }

        static func make(_ k: FixTokens, shape: Shape, flag: String, call: Call, context: FixContext) -> Result<[TextEdit], Refusal> {
            let sel = shape.selection.name, path = context.source.path
            guard let declaring = shape.presenter.first(where: { $0.property(named: flag) != nil }), let property = declaring.property(named: flag) else {
                return .failure(Refusal("`\(flag)` is not a stored property of the view; change it by hand"))
            }
            guard property.hasWrapper("State") else {
                let kind = property.wrappers.first.map { "`@\($0)`" } ?? "not `@State`"
                return .failure(Refusal("`\(flag)` is \(kind), owned outside the view; change it (and its owner) by hand"))
            }
            guard declaring.path == path, shape.presenter.contains(where: { $0.path == path && $0.property(named: sel) != nil }) else {
                return .failure(Refusal("`\(flag)` or `\(sel)` is declared in another file; the fix edits one file, so change it by hand"))
            }
            let index = context.index
            for r in index.actionRefs(of: shape.presenterQualified) where Int(r.file) != shape.file {
                if index.files[Int(r.file)].actions[Int(r.action)].writes.contains(where: { $0.name == flag }) {
                    return .failure(Refusal("`\(flag)` is set in \(index.files[Int(r.file)].path); the fix edits one file, so change it by hand"))
                }
            }
            let ranges = typeRanges(k, named: declaring.name)
            guard let declaration = declaration(k, of: flag, in: ranges) else {
                return .failure(Refusal("the declaration of `\(flag)` is not written in a way the fix reads; change it by hand"))
            }
            let elsewhere = shape.presenter.first { $0.path != path }
            if !declaration.isPrivate, let elsewhere {
                return .failure(Refusal("`\(flag)` is not private and the view is declared in \(elsewhere.path) too, which may use it; change it by hand"))
            }
            var edits: [TextEdit] = []
            switch uses(k, of: flag, selection: sel, in: ranges, call: call, declaration: declaration) {
            case let .success(made): edits = made
            case let .failure(refusal): return .failure(refusal)
            }
            // Nothing outside the file reaches a private flag; a view with a private selection has a
            // private memberwise initializer, so no caller elsewhere hands the flag in either.
            let selectionIsPrivate = self.declaration(k, of: sel, in: ranges)?.isPrivate ?? false
            if declaration.isPrivate || selectionIsPrivate {
                guard let edit = declarationRemoval(k, declaration, flag: flag) else {
                    return .failure(Refusal("`\(flag)` does not start as `false`, or shares its line with other code; change it by hand"))
                }
                edits.append(edit)
            }
            return .success(edits)
        }

        /// The byte ranges (as token ranges between braces) of the type's declarations in the file.
        static func typeRanges(_ k: FixTokens, named name: String) -> [ClosedRange<Int>] {
            var ranges: [ClosedRange<Int>] = []
            for i in k.t.indices {
                let kw = k.keyword(i)
                guard kw == .struct || kw == .class || kw == .enum || kw == .extension || kw == .actor else { continue }
                var j = i + 1
                while k.kind(j) == .identifier, k.kind(j + 1) == .period { j += 2 }
                guard k.isName(j, name) else { continue }
                var open = j + 1
                while open < k.t.count, k.kind(open) != .leftBrace, k.kind(open) != .rightBrace { open += 1 }
                if k.kind(open) == .leftBrace, let close = k.matching(open) { ranges.append(open...close) }
            }
            return ranges
        }

        /// The declaration `[@attributes] [modifiers] var name …` in the types' own bodies.
        static func declaration(_ k: FixTokens, of name: String, in ranges: [ClosedRange<Int>]) -> Declaration? {
            for range in ranges {
                for i in range where k.isName(i, name) && k.keyword(i - 1) == .var {
                    guard k.enclosingBrace(of: i, floor: range.lowerBound) == range.lowerBound else { continue }
                    var first = i - 1, isPrivate = false, wrappers: [String] = []
                    while first > range.lowerBound + 1 {
                        let p = first - 1
                        if k.keyword(p) == .private || k.keyword(p) == .fileprivate { isPrivate = true; first = p; continue }
                        if [.internal, .public, .package, .nonisolated].contains(k.keyword(p)) { first = p; continue }
                        if k.kind(p) == .rightParen, k.kind(p - 2) == .leftParen, k.keyword(p - 1) == .set { first = p - 2; continue }
                        if k.kind(p) == .identifier, k.kind(p - 1) == .at { wrappers.append(k.text(p)); first = p - 1; continue }
                        if k.kind(p) == .identifier, k.kind(p - 1) == .period, k.kind(p - 3) == .at { wrappers.append(k.text(p)); first = p - 3; continue }
                        break
                    }
                    var last = i
                    while last + 1 < range.upperBound, !k.t[last + 1].flags.contains(.atLineStart), k.kind(last + 1) != .semicolon { last += 1 }
                    return Declaration(first: first, name: i, last: last, isPrivate: isPrivate, wrappers: wrappers)
                }
            }
            return nil
        }

        /// The declaration's lines removed (its `///` comment too), when it reads
        /// `@State [private] var flag = false` (or `: Bool = false`) on lines of its own.
        static func declarationRemoval(_ k: FixTokens, _ d: Declaration, flag: String) -> TextEdit? {
            var v = d.name + 1
            if k.kind(v) == .colon, k.isName(v + 1, "Bool") { v += 2 }
            guard k.kind(v) == .equal, k.keyword(v + 1) == .false, v + 1 == d.last, k.startsLine(d.first), k.endsLine(d.last, allowingComment: true) else { return nil }
            var edit = k.removal(d.first, d.last, ruleID: PreferItemBindingFix.ruleID)
            var line = k.line(d.first)
            while line > 1 {
                let text = k.lines.trimmedLine(line - 1, in: k.bytes)
                guard text.hasPrefix("///") else { break }
                line -= 1
            }
            edit.start = k.lineStart(line)
            return edit
        }

        /// The edits for every use of the flag in the view's code in the file, or why the flag is
        /// used in a way the rewrite cannot follow.
        static func uses(_ k: FixTokens, of flag: String, selection sel: String, in ranges: [ClosedRange<Int>],
                         call: Call, declaration: Declaration) -> Result<[TextEdit], Refusal> {
            var edits: [TextEdit] = []
            let projected = "$" + flag, backing = "_" + flag
            for range in ranges {
                for i in range {
                    if k.isText(i, projected) {
                        if (call.bindingLabel...call.bindingEnd).contains(i) { continue }
                        return .failure(Refusal("`$\(flag)` is handed on (line \(k.line(i))), so `\(flag)` stays in use; change it by hand"))
                    }
                    if k.isText(i, backing) {
                        return .failure(Refusal("`_\(flag)` is used (line \(k.line(i))); change it by hand"))
                    }
                    guard k.isName(i, flag), k.isOwnReference(i), i != declaration.name else { continue }
                    guard k.kind(i + 1) == .equal, k.keyword(i + 2) == .true || k.keyword(i + 2) == .false, endsStatement(k, i + 2) else {
                        return .failure(Refusal("`\(flag)` is read or changed another way on line \(k.line(i)), which `item:` would not keep; change it by hand"))
                    }
                    let start = k.referenceStart(i)
                    guard let segment = segment(k, around: start, floor: range.lowerBound) else {
                        return .failure(Refusal("`\(flag)` is set outside a closure or method body (line \(k.line(i))); change it by hand"))
                    }
                    let writes = assignments(k, of: sel, in: segment)
                    if k.keyword(i + 2) == .true {
                        guard writes.contains(where: { !$0.clears }) else {
                            return .failure(Refusal("`\(flag) = true` on line \(k.line(i)) is not beside a selection of `\(sel)` in the same block; change it by hand"))
                        }
                        edits.append(k.removal(start, i + 2, ruleID: PreferItemBindingFix.ruleID))
                    } else if writes.contains(where: { $0.clears }) || !assignments(k, of: flag, in: segment).filter({ !$0.clears }).isEmpty {
                        edits.append(k.removal(start, i + 2, ruleID: PreferItemBindingFix.ruleID))
                    } else if writes.isEmpty {
                        // Closing the presentation is clearing the selection now.
                        edits.append(TextEdit(start: k.t[i].start, end: k.t[i].end, replacement: sel, ruleID: PreferItemBindingFix.ruleID))
                        edits.append(TextEdit(start: k.t[i + 2].start, end: k.t[i + 2].end, replacement: "nil", ruleID: PreferItemBindingFix.ruleID))
                    } else {
                        return .failure(Refusal("`\(flag) = false` on line \(k.line(i)) closes the presentation while `\(sel)` is given a value; change it by hand"))
                    }
                }
            }
            return .success(edits)
        }

        /// The statement ends after token `i`.
        static func endsStatement(_ k: FixTokens, _ i: Int) -> Bool {
            i + 1 >= k.t.count || k.t[i + 1].flags.contains(.atLineStart) || k.kind(i + 1) == .semicolon || k.kind(i + 1) == .rightBrace
        }

        /// The code around token `i` that runs with it: the innermost braces, narrowed to the
        /// `case` it is in when those are a `switch`'s.
        static func segment(_ k: FixTokens, around i: Int, floor: Int) -> ClosedRange<Int>? {
            guard let open = k.enclosingBrace(of: i, floor: floor + 1), let close = k.matching(open) else { return nil }
            var lower = open, upper = close, depth = 0
            var j = open + 1
            while j < close {
                switch k.kind(j) {
                case .leftBrace?: depth += 1
                case .rightBrace?: depth -= 1
                default:
                    if depth == 0, k.keyword(j) == .case || k.keyword(j) == .default, k.t[j].flags.contains(.atLineStart) {
                        if j < i { lower = j } else if upper == close { upper = j }
                    }
                }
                j += 1
            }
            return lower...upper
        }

        /// The assignments `name = value` (or `self.name = …`) in the range, and whether each clears.
        static func assignments(_ k: FixTokens, of name: String, in range: ClosedRange<Int>) -> [(at: Int, clears: Bool)] {
            var found: [(Int, Bool)] = []
            for i in range where k.isName(i, name) && k.isOwnReference(i) && k.kind(i + 1) == .equal {
                found.append((i, k.keyword(i + 2) == .nil || k.keyword(i + 2) == .false))
            }
            return found
        }
    }
}
