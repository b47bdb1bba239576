/// The small vocabulary the extractor needs: which closures are view content, which calls are
/// actions, what a close button looks like, and how to read paths and literals.
extension FactExtractor {
    /// Argument labels whose closures (or values) are view content.
    static let viewClosureLabels: WordSet = [
        "content", "label", "header", "footer", "destination", "placeholder", "actions", "message",
        "leading", "trailing", "icon", "title", "detail", "sidebar", "background", "overlay", "image",
    ]
    /// Types whose trailing closure runs code rather than building views.
    static let actionTypes: WordSet = ["Task", "DispatchQueue", "Timer", "NotificationCenter", "Binding"]
    /// Functions whose closure runs code.
    static let actionFunctions: WordSet = ["withAnimation", "withTransaction", "withObservationTracking", "withCheckedContinuation", "withThrowingTaskGroup", "withTaskGroup"]
    /// The standard library's free functions that return nothing (or never return): written in a
    /// view builder (`let _ = print(…)`) or a modifier's closure, they show nothing.
    static let standardLibraryFunctions: WordSet = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]
    /// Modifiers whose plain (non-closure) arguments are views: `.overlay(CloseButton())`.
    /// Modifiers whose places rules report: sheet-only ones and replaced APIs.
    static let notableModifiers: WordSet = [
        "presentationDetents", "presentationDragIndicator", "presentationBackgroundInteraction",
        "presentationContentInteraction", "interactiveDismissDisabled", "navigationBarItems", "environment",
    ]
    static let viewArgumentModifiers: WordSet = ["overlay", "background", "toolbar", "safeAreaInset", "mask", "navigationBarItems", "inspector", "modifier"]

    /// `action:`, `perform:`, `onSomething:`: a handler's label.
    static func labelRunsCode(_ label: String?) -> Bool {
        guard let label else { return false }
        return label == "action" || label == "perform" || label.hasPrefix("on")
    }

    /// Modifiers whose closures run code: `onAppear`, `task`, `refreshable`, gestures, searches,
    /// and the collection and Combine methods a chain may end in.
    static let codeModifiers: WordSet = ["task", "refreshable", "gesture", "searchable", "map", "filter", "forEach", "sink", "receive"]

    /// Modifiers known to run code by their name's shape: `on…` and `…Gesture` (`MethodName`
    /// knows `codeModifiers` by name).
    static func modifierRunsCodeByShape(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        if n >= 2 && b[0] == UInt8(ascii: "o") && b[1] == UInt8(ascii: "n") { return true }
        return n >= 7 && b.spells("Gesture", at: n - 7, length: 7)
    }

    /// A cheap byte test before the word split: only names containing "ismiss" or "lose" can close.
    static func mayClose(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        // One pass for both: each `i` or `l` starts a comparison; most names have few.
        var k = 0
        while k < b.count {
            switch b[k] {
            case UInt8(ascii: "i"): if b.count - k >= 6 && b.spells("ismiss", at: k, length: 6) { return true }
            case UInt8(ascii: "l"): if b.count - k >= 4 && b.spells("lose", at: k, length: 4) { return true }
            default: break
            }
            k += 1
        }
        return false
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let f = name.utf8.first else { return false }
        return isTypeName(f)
    }

    /// The same test on a name's first byte (0 for an empty name).
    static func isTypeName(_ first: UInt8) -> Bool {
        first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `Foo<Bar>` → `Foo`, `Outer.Inner` → `Inner`.
    static func baseTypeName(_ text: String) -> String {
        let head = text.split(separator: "<", maxSplits: 1).first.map(String.init) ?? text
        return head.lastDottedComponent
    }

    /// Whether a closure parameter or local binding in scope hides `name`. Most code has none in
    /// scope; then the name is not even made.
    func isShadowed(_ name: @autoclosure () -> String) -> Bool { !shadowed.isEmpty && NameSet.list(shadowed, contains: name()) }

    /// Whether `name`, the root of a member path (`viewer.showsNotes`), is a local: a local is no
    /// state, unless it is a property's own value unwrapped (`if let viewer = self.viewer`), whose
    /// members are the property's.
    func isLocalRootOfMembers(_ name: @autoclosure () -> String) -> Bool {
        guard !shadowed.isEmpty else { return false }
        let name = name()
        return isShadowed(name) && !isPropertyUnwrap(name)
    }

    /// Members and postfix operators a path may have. State is never that deep, and every link
    /// of a chain asks for its base's path: without a bound, `x?.a?.a…` was quadratic in time
    /// and in memory (each link kept a path as long as the chain).
    static let maxPathLinks = 64

    /// A dotted path for `x`, `self.x`, `vm.x`, `a?.b`, or nil for anything else (or for a
    /// chain longer than `maxPathLinks`).
    /// `mutating` though it changes nothing: called from the extractor's mutating walks, a
    /// non-mutating method was handed a copy of the whole extractor (464 bytes) at each of its
    /// thousands of calls per file; a mutating one reads the extractor in place.
    mutating func path(of expr: Expr) -> String? {
        let t = expr.tree
        var id = expr.id
        // `a!`, `a?`: the path of the operand (a loop, not a call: a recursive function is not inlined).
        var links = 0
        while t.node(id).tag == .postfix {
            id = t.node(id).b
            links += 1
            if links > Self.maxPathLinks { return nil }
        }
        let n = t.node(id)
        switch n.tag {
        case .identifier:
            let f = t.firstByte(n.a)
            guard f != 0, f != UInt8(ascii: "$"), !t.spells(n.a, "self") else { return nil }
            let name = t.string(n.a)
            return isShadowed(name) ? nil : name
        case .memberAccess:
            guard n.a != ExprNode.none else { return nil }
            let base = Expr(t, n.a)
            if base.isName("self") { return t.string(n.b) }
            return joinedPath(Expr(t, id))
        default:
            return nil
        }
    }

    /// `path(of:)` for a member chain under something other than `self` (`vm.sheet.item`,
    /// `a?.b`): measured down to its base first, then written into one string from the end,
    /// instead of concatenating a string per member.
    mutating func joinedPath(_ expr: Expr) -> String? {   // mutating: see `path(of:)`
        let t = expr.tree
        func length(_ handle: UInt32) -> Int { t.withBytes(handle) { $0.count } }
        // Down the chain: members, postfix operators, and at the bottom a name or `self.`.
        var total = 0
        var id = expr.id
        var links = 0
        while true {
            let n = t.node(id)
            links += 1
            if links > Self.maxPathLinks { return nil }
            switch n.tag {
            case .memberAccess:
                guard n.a != ExprNode.none else { return nil }
                total += length(n.b)
                if Expr(t, n.a).isName("self") { break }
                total += 1
                id = n.a
                continue
            case .postfix:
                id = n.b
                continue
            case .identifier:
                let f = t.firstByte(n.a)
                guard f != 0, f != UInt8(ascii: "$"), !t.spells(n.a, "self"), !isLocalRootOfMembers(t.string(n.a)) else { return nil }
                total += length(n.a)
            default:
                return nil
            }
            break
        }
        return String(unsafeUninitializedCapacity: total) { out in
            var end = total
            var id = expr.id
            while true {
                let n = t.node(id)
                switch n.tag {
                case .memberAccess:
                    end = t.copyBytes(n.b, into: out, endingAt: end)
                    if Expr(t, n.a).isName("self") { return total }
                    end -= 1
                    out[end] = UInt8(ascii: ".")
                    id = n.a
                case .postfix:
                    id = n.b
                default:
                    _ = t.copyBytes(n.a, into: out, endingAt: end)
                    return total
                }
            }
        }
    }

    /// `$x` → `x`, `$vm.x` → `vm.x`, `self.$x` → `x`.
    static func bindingPath(_ expr: Expr) -> String? {
        let t = expr.tree
        // Down the member chain in a loop to its root, at most `maxPathLinks` members. Nearly
        // every argument asked about is no binding: nothing is kept on the way down, and the
        // members are read again only under a `$` root.
        var n = expr.node
        var links = 0
        var root: String
        down: while true {
            switch n.tag {
            case .identifier:
                guard t.firstByte(n.a) == UInt8(ascii: "$") else { return nil }
                let name = t.string(n.a)
                guard name.utf8.count > 1 else { return nil }
                root = String(name.dropFirst())
                guard let f = root.utf8.first, !(f >= UInt8(ascii: "0") && f <= UInt8(ascii: "9")) else { return nil }
                break down
            case .memberAccess:
                guard n.a != ExprNode.none else { return nil }
                let base = Expr(t, n.a)
                if base.isName("self"), t.firstByte(n.b) == UInt8(ascii: "$") {
                    let name = t.string(n.b)
                    if name.hasPrefix("$") {
                        root = String(name.dropFirst())
                        break down
                    }
                }
                links += 1
                if links > maxPathLinks { return nil }
                n = base.node
            default:
                return nil
            }
        }
        if links == 0 { return root }
        // The members above the root, outermost first, joined onto it innermost first.
        var members: [UInt32] = []
        members.reserveCapacity(links)
        n = expr.node
        for _ in 0..<links {
            members.append(n.b)
            n = t.node(n.a)
        }
        var path = root
        for name in members.reversed() { path += "." + t.string(name) }
        return path
    }

    /// Names an expression reads (`!hasOnboarded` → `hasOnboarded`, `vm.done` → `vm.done`).
    static func collectNames(_ expr: Expr, into names: inout [String]) {
        var expr = expr
        while expr.tag == .prefix || expr.tag == .postfix { expr = Expr(expr.tree, expr.node.b) }   // a loop, not a call
        switch expr.kind {
        case let .identifier(n, _): names.append(n)
        case let .memberAccess(m):
            if let base = m.base, case let .identifier(b, _) = base.kind { names.append(b == "self" ? m.name : b + "." + m.name) }
        case let .sequence(operands, _, _): for o in operands { collectNames(o, into: &names) }
        case let .tuple(args, _): for a in args { collectNames(a.value, into: &names) }
        default: break
        }
    }

    /// The case name a pattern matches: `.settings`, `.refund(let id)`, `let .refund(id)`, `Route.settings`.
    static func caseName(_ pattern: Expr) -> String? {
        var pattern = pattern
        while true {   // a loop, not a call: calls and prefixes nest as deep as the input makes them
            switch pattern.kind {
            case let .memberAccess(m): return m.name
            case let .call(c): pattern = c.callee
            case let .prefix(_, operand, _): pattern = operand
            case let .sequence(operands, _, _):
                guard let first = operands.first else { return nil }
                pattern = first
            default: return nil
            }
        }
    }

    /// Whether what a case pattern binds may be nil, as far as the pattern shows: not for
    /// `.success(let x)` (a `Result`'s value), `.some(let x)` or `let x?`; otherwise the payload's
    /// type is not in sight (`.compose(let text)` may carry a `String?`).
    static func payloadMayBeNil(_ pattern: Expr) -> Bool {
        // Read on the nodes' tags, as `caseName` would but without making strings.
        let t = pattern.tree
        var id = pattern.id
        while true {
            let n = t.node(id)
            switch n.tag {
            case .postfix:
                if t.spells(n.a, "?") { return false }   // `let x?`
                id = n.b
            case .prefix:
                id = n.b                                        // `let .refund(x)`
            case .call:
                id = n.a                                        // `.refund(let x)`: the callee
            case .sequence:
                guard let first = ExprList(t, n.a).first else { return true }
                id = first.id
            case .memberAccess:
                return !(t.spells(n.b, "success") || t.spells(n.b, "some"))
            default:
                return true
            }
        }
    }

    /// Names a pattern binds: `let x`, `.some(let x)`, `let (a, b)`.
    static func boundNames(in pattern: Expr) -> [String] {
        // On the nodes' tags: `kind` would make a string of every name and operator in the pattern.
        let t = pattern.tree
        var names: [String] = []
        func visit(_ id: UInt32, binding: Bool) {
            // Through prefixes and postfixes in a loop: a run of them is as long as the input makes it.
            var id = id, binding = binding
            while t.node(id).tag == .prefix || t.node(id).tag == .postfix {
                let n = t.node(id)
                if n.tag == .prefix { binding = binding || t.spells(n.a, "let") || t.spells(n.a, "var") }
                id = n.b
            }
            let n = t.node(id)
            switch n.tag {
            case .identifier: if binding { names.append(t.string(n.a)) }
            case .call:
                let arguments = ArgumentList(t, n.b)
                for i in arguments.indices { visit(arguments.value(i).id, binding: binding) }
            case .tuple:
                let arguments = ArgumentList(t, n.a)
                for i in arguments.indices { visit(arguments.value(i).id, binding: binding) }
            case .sequence: for o in ExprList(t, n.a) { visit(o.id, binding: binding) }
            default: break
            }
        }
        visit(pattern.id, binding: false)
        return names
    }

    /// A value that may be nil: `try? f()` or `x as? T` always; `f()`, `await f()`, `try f()` or
    /// `self.f()` when the member `f` returns an optional (`callee` names it); nil otherwise.
    enum NilSource {
        case always
        case ifOptional(callee: String)
        var callee: String? { if case let .ifOptional(callee) = self { return callee } else { return nil } }
    }

    /// `possiblyNilSource`, and a local name that may be nil (`nilableLocals`): an optional
    /// parameter or a case pattern's payload assigned as it is.
    mutating func possiblyNilSource(_ value: Expr) -> NilSource? {   // mutating: see `path(of:)`
        if value.tag == .identifier, !nilableLocals.isEmpty, nilableLocals.contains(value.tree.string(value.node.a)) { return .always }
        return Self.possiblyNilSource(value)
    }

    /// Labels of initializers that fail with nil: `UUID(uuidString:)`, `URL(string:)`,
    /// `UIImage(named:)`, `Kind(rawValue:)`, `Data(base64Encoded:)`.
    static let failableInitLabels: WordSet = ["uuidString", "string", "named", "rawValue", "base64Encoded", "hex", "hexString"]

    static func possiblyNilSource(_ value: Expr) -> NilSource? {
        // `await`, `try` and `try!` in a loop: a run of them is as long as the input makes it.
        var value = value
        while value.tag == .prefix, case let .prefix(op, operand, _) = value.kind, op == "await" || op == "try" || op == "try!" { value = operand }
        // Names and literals (most values assigned) are never one: decided without `kind`.
        switch value.tag {
        case .prefix, .sequence, .call: break
        default: return nil
        }
        switch value.kind {
        case let .prefix(op, operand, _):
            _ = operand
            return op == "try?" ? .always : nil
        case let .sequence(_, operators, _):
            return operators.contains("as?") ? .always : nil
        case let .call(c):
            switch c.callee.kind {
            case let .identifier(name, _) where name.utf8.first.map({ $0 >= 0x61 && $0 <= 0x7A }) ?? false:
                return .ifOptional(callee: name)
            case let .identifier(name, _) where isTypeName(name):
                // A failable initializer: `UUID(uuidString: text)`.
                if let label = c.arguments.first?.label, failableInitLabels.contains(label) { return .always }
                return nil
            case let .memberAccess(m):
                if case let .identifier(base, _)? = m.base?.kind, base == "self" { return .ifOptional(callee: m.name) }
                return nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `queue.removeFirst()`, `self.tips.next()`: a method called on an object (not a type's
    /// factory like `Step.make()`, not a bare function).
    static func isMethodResult(_ value: Expr) -> Bool {
        let n = value.node
        guard n.tag == .call else { return false }
        let callee = value.tree.node(n.a)
        guard callee.tag == .memberAccess, callee.a != ExprNode.none else { return false }
        let base = value.tree.node(callee.a)
        return !(base.tag == .identifier && isTypeName(value.tree.firstByte(base.a))) && base.tag != .type
    }

    static func changeValue(_ value: Expr) -> StateWrite.Value {
        // On the node's parts: `kind` would make a string of every name assigned.
        let n = value.node
        switch n.tag {
        case .literal:
            if n.flag == LiteralKind.nil.code || (n.flag == LiteralKind.boolean.code && value.tree.spells(n.a, "false")) { return .off }
            return .on
        case .memberAccess where n.a == ExprNode.none:
            return .on               // `.settings`
        case .call:
            return .on
        default:
            return .unknown
        }
    }

    static func inferredType(_ initializer: Expr) -> String? {
        // Read from the nodes: `kind` would make a literal's text a string only to look at its kind.
        let t = initializer.tree
        let n = initializer.node
        switch n.tag {
        case .literal:
            switch LiteralKind(code: n.flag) {
            case .boolean: return "Bool"
            case .string: return "String"
            case .integer: return "Int"
            case .float: return "Double"
            default: return nil
            }
        case .call:
            let callee = t.node(n.a)
            switch callee.tag {
            case .identifier where isTypeName(t.firstByte(callee.a)): return t.string(callee.a)
            case .type: return t.string(callee.a)
            case .memberAccess where callee.a != ExprNode.none && t.spells(callee.b, "init"):
                let base = t.node(callee.a)
                if base.tag == .identifier { return t.string(base.a) }
            default: break
            }
            return nil
        default:
            return nil
        }
    }

    /// `@Environment(\.dismiss)` → `dismiss`.
    static func environmentKey(_ attributes: [Attribute]) -> String? {
        if attributes.isEmpty { return nil }
        for a in attributes {
            // Lengths first: most attributes (`State`, `Binding`) are told apart without a comparison.
            let n = a.name.utf8.count
            guard (n == 11 && a.name == "Environment") || (n == 19 && a.name == "SwiftUI.Environment") else { continue }
            if let first = a.arguments?.first, case let .keyPath(_, components, _) = first.value.kind { return components.last }
        }
        return nil
    }

    static func isDebugCondition(_ condition: String) -> Bool {
        let c = condition.replacingSpaces()
        return c == "DEBUG" || c == "(DEBUG)"
    }

    static let closeWordList = ["close", "done", "cancel", "dismiss"]
    static let closeWords = WordSet(closeWordList)

    /// `AnyView(…)`: a view erased to be handed on.
    static func isAnyViewCall(_ value: Expr) -> Bool {
        guard case let .call(call) = value.kind, case let .identifier(name, _) = call.callee.kind else { return false }
        return name == "AnyView"
    }

    /// A button's action written as a closure: its `action:` argument, or its first trailing
    /// closure when no argument is the action.
    static func buttonAction(_ call: CallExpr) -> ClosureExpr? {
        let arguments = call.arguments
        if let i = arguments.indices.first(where: { arguments.labelIs($0, "action") }) { return arguments.value(i).closure }
        guard let first = call.trailingClosures.first, first.label == nil else { return nil }
        return first.closure
    }

    /// A button's role as written: `role: .cancel` is "cancel".
    static func buttonRole(_ call: CallExpr) -> String? {
        for a in call.arguments where a.label == "role" {
            if case let .memberAccess(m) = a.value.kind { return m.name }
        }
        return nil
    }

    /// A Button whose title, label or symbol says it closes: "Close", "Done", "Cancel", "Dismiss",
    /// an `xmark` symbol, or `role: .cancel`.
    static func isCloseButton(_ call: CallExpr) -> Bool {
        let arguments = call.arguments
        let hasActionArgument = arguments.indices.contains { arguments.labelIs($0, "action") }
        let action = buttonAction(call)
        // A button whose action is written empty (`Button("Cancel", role: .cancel) {}`, an
        // alert's) closes nothing but the alert the system shows it in.
        if let action, action.body.isEmpty { return false }
        if buttonRole(call) == "cancel" { return true }
        // A button titled in words is what its words say: `Button("Deny", systemImage: "xmark")`
        // denies a request, and an `xmark` beside the title does not make it a close button.
        var title = ButtonTitle.none
        noteTitle(call, &title)
        for (i, t) in call.trailingClosures.enumerated() where t.label == "label" || (i == 0 && hasActionArgument) {
            for s in t.closure.body { if case let .expr(e) = s { noteTitles(in: e, &title) } }
        }
        if title == .other { return false }
        // A symbol-only button whose action hands something to a function that does not close
        // (`removeInterest(interest)`, `model.delete(item)`) deletes or acts on that thing.
        if title == .none, let action, handsAnItemOn(action) { return false }
        for i in arguments.indices where !arguments.labelIs(i, "action") {
            if containsCloseTitle(arguments.value(i)) { return true }
        }
        for (i, t) in call.trailingClosures.enumerated() where t.label == "label" || (i == 0 && hasActionArgument) {
            for s in t.closure.body { if case let .expr(e) = s, containsCloseTitle(e) { return true } }
        }
        return false
    }

    /// Whether an action's statements are calls only, one of them handing a value to a function or
    /// method whose name does not close (`removeInterest(interest)`): an action on a thing, not a
    /// way out. An assignment or any other statement may close: then it is not.
    static func handsAnItemOn(_ action: ClosureExpr) -> Bool {
        var hands = false
        for statement in action.body {
            guard case let .expr(e) = statement, case let .call(c) = e.kind else { return false }
            let name: String
            switch c.callee.kind {
            case let .identifier(n, _): name = n
            case let .memberAccess(m): name = m.name
            default: return false
            }
            if ScopeSummary.isClosingName(name) { return false }
            if c.arguments.indices.contains(where: { c.arguments.value($0).closure == nil }) { hands = true }
        }
        return hands
    }

    /// What the words a button shows as its title say: none written as a literal, a closing word
    /// among them, or only other words.
    enum ButtonTitle { case none, close, other }

    /// Notes the titles of the views in `expr` (a button's label): the literal a `Text`, `Label` or
    /// `Button` is made with first (`Text("Deny")`); symbol names are no title.
    static func noteTitles(in expr: Expr, _ title: inout ButtonTitle) {
        switch expr.kind {
        case let .call(c):
            noteTitle(c, &title)
            noteTitles(in: c.callee, &title)
            for i in c.arguments.indices { noteTitles(in: c.arguments.value(i), &title) }
            for tc in c.trailingClosures { for s in tc.closure.body { if case let .expr(e) = s { noteTitles(in: e, &title) } } }
        case let .memberAccess(m):
            if let base = m.base { noteTitles(in: base, &title) }
        default:
            break
        }
    }

    /// The title `c` is made with, when it is a `Text`, `Label` or `Button` whose first argument is
    /// an unlabelled string literal.
    static func noteTitle(_ c: CallExpr, _ title: inout ButtonTitle) {
        guard title != .close, case let .identifier(callee, _) = c.callee.kind, callee == "Text" || callee == "Label" || callee == "Button",
              !c.arguments.isEmpty, !c.arguments.isLabelled(0) else { return }
        let value = c.arguments.value(0)
        let n = value.node
        guard value.tag == .literal, n.flag == LiteralKind.string.code else { return }
        title = value.tree.withBytes(n.a) { isCloseTitle(trimmingQuotes: $0) } ? .close : .other
    }

    /// Whether a string literal in `expr` (its arguments, trailing closures, interpolations and
    /// member bases) is a close title, tested on the literal's bytes (a `String` is made only
    /// for non-ASCII first words).
    static func containsCloseTitle(_ expr: Expr) -> Bool {
        let t = expr.tree
        let n = expr.node
        switch n.tag {
        case .literal where n.flag == LiteralKind.string.code:
            return t.withBytes(n.a) { isCloseTitle(trimmingQuotes: $0) }
        case .call:
            let c = CallExpr(t, n)
            if containsCloseTitle(c.callee) { return true }
            for i in c.arguments.indices where containsCloseTitle(c.arguments.value(i)) { return true }
            for tc in c.trailingClosures { for s in tc.closure.body { if case let .expr(e) = s, containsCloseTitle(e) { return true } } }
            return false
        case .memberAccess:
            return n.a != ExprNode.none && containsCloseTitle(Expr(t, n.a))
        case .closure:
            for s in ClosureExpr(t, n).body { if case let .expr(e) = s, containsCloseTitle(e) { return true } }
            return false
        case .interpolatedString:
            return ExprList(t, n.a).contains(where: containsCloseTitle)
        default:
            return false
        }
    }

    /// A string literal's text without its quotes and `#` delimiters: `"Close"` → `Close`,
    /// `#"x"#` → `x`.
    static func unquoted(_ literal: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = literal.count
        while start < end, literal[start] == UInt8(ascii: "#") { start += 1 }
        while start < end, literal[end - 1] == UInt8(ascii: "#") { end -= 1 }
        while start < end, literal[start] == UInt8(ascii: "\"") { start += 1 }
        while start < end, literal[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        return UnsafeBufferPointer(rebasing: literal[start..<end])
    }

    /// `isCloseTitle` of a literal's text as written, quotes and `#` delimiters included.
    static func isCloseTitle(trimmingQuotes literal: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = unquoted(literal)
        if startsWithXmark(text) { return true }
        if let decided = asciiCloseTitle(text) { return decided }
        return closeTitleByScalars(String(decoding: text, as: UTF8.self))
    }

    /// "Close", "Done", "Cancel", "Dismiss" as the first word (any case), or an `xmark…` symbol.
    /// Works on Unicode scalars: ASCII letters are folded by hand, other letters only end the
    /// search (no close word contains one), so no `Character` or lower-cased copy is made.
    static func isCloseTitle(_ text: String) -> Bool {
        if startsWithXmark(text.utf8) { return true }
        // Most titles are ASCII up to the end of their first word: decided on the bytes, with the
        // word packed in an integer. Anything else takes the scalar path below.
        if let decided = text.utf8.withContiguousStorageIfAvailable(asciiCloseTitle), let decided { return decided }
        return closeTitleByScalars(text)
    }

    /// `xmark…` in any case: an SF Symbol name for a close button.
    private static func startsWithXmark<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.count >= 5 && zip(bytes.prefix(5), "xmark".utf8).allSatisfy { $0.asciiLowercased == $1 }
    }

    /// `startsWithXmark` on bytes in place: five loads, no generic iteration (every title of
    /// every `Button` is tested).
    private static func startsWithXmark(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        b.count >= 5 && b[0].asciiLowercased == UInt8(ascii: "x") && b[1].asciiLowercased == UInt8(ascii: "m")
            && b[2].asciiLowercased == UInt8(ascii: "a") && b[3].asciiLowercased == UInt8(ascii: "r")
            && b[4].asciiLowercased == UInt8(ascii: "k")
    }

    /// The close words packed as `asciiCloseTitle` packs a word: one integer comparison each.
    private static let packedCloseWords: [UInt64] = closeWordList.map { word in
        word.utf8.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }

    /// `isCloseTitle` for text that is ASCII up to the end of its first word; nil when a
    /// non-ASCII byte comes first.
    private static func asciiCloseTitle(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var word: UInt64 = 0
        var length = 0
        for b in bytes {
            if b >= 0x80 { return nil }
            let l = b.asciiLowercased
            if l >= 0x61 && l <= 0x7A {
                guard length < 7 else { return false }
                word |= UInt64(l) << UInt64(8 * length)
                length += 1
            } else if length > 0 {
                break
            }
        }
        return length > 0 && packedCloseWords.contains(word)
    }

    private static func closeTitleByScalars(_ text: String) -> Bool {
        func lower(_ v: UInt32) -> UInt32 { v >= 0x41 && v <= 0x5A ? v | 0x20 : v }
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            let l = lower(c.value)
            return (l >= 0x61 && l <= 0x7A) || (c.value >= 0x80 && c.properties.isAlphabetic)
        }
        var word: [UInt8] = []
        var started = false
        for c in text.unicodeScalars {
            guard isLetter(c) else {
                // A mark or joiner extends the last letter into a non-ASCII character: not a close word.
                if started && c.value >= 0x80 && (c.properties.isGraphemeExtend || c.value == 0x200D) { return false }
                if started { break }
                continue
            }
            started = true
            // A non-ASCII letter, or a word longer than any close word: not one of them.
            guard c.value < 0x80, word.count < 7 else { return false }
            word.append(UInt8(lower(c.value)))
        }
        return closeWords.contains(utf8: word)
    }

    /// `@available(*, deprecated)`, `@available(iOS, deprecated: 16, message: …)`,
    /// `@available(*, unavailable)`, `@available(iOS, obsoleted: 15)`.
    static func isDeprecated(_ attributes: [Attribute]) -> Bool {
        attributes.contains { $0.name == "available" && isDeprecated(available: $0) }
    }

    /// Whether an `@available(…)` attribute marks its declaration deprecated, obsoleted or
    /// unavailable everywhere. `@available(macOS, unavailable)` leaves it out of one platform's
    /// build: code for the others, not a shim (`DeclaredAvailability`).
    static func isDeprecated(available attribute: Attribute) -> Bool {
        guard let arguments = attribute.arguments else { return false }
        let forOnePlatform: Bool = {
            guard case let .identifier(first, _)? = arguments.first?.value.kind else { return false }
            return first == "macCatalyst" || first.hasSuffix("ApplicationExtension") || DeploymentPlatform(name: first.utf8) != nil
        }()
        return arguments.contains { a in
            if let label = a.label { return label == "deprecated" || label == "obsoleted" }
            if case let .identifier(name, _) = a.value.kind { return name == "deprecated" || (name == "unavailable" && !forOnePlatform) }
            return false
        }
    }
}

extension String {
    func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\t" }) }

}
