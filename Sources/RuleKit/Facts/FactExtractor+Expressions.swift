/// Expression walking: calls, modifier chains, closures, assignments and presentation sites.
extension FactExtractor {
    static let presentationModifiers: WordSet = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]
    /// Method names `walkMethodCall` treats specially (keep in step with its checks).
    static let specialMethodNames: WordSet = ["actionSheet", "dismiss", "toggle", "map", "flatMap", "interactiveDismissDisabled",
                                              "presentationBackgroundInteraction", "navigationTransition", "listStyle", "presentationBackground"]

    /// Walks an expression. Chains (`a.b().c()…`, `x?.a?.b`, `try await !x`) are walked down in
    /// a loop, in the mode they start in: each method call's work before its base is done on the
    /// way down, and the rest (its arguments, closures, presentation) waits in `pendingCalls`
    /// and is done on the way back, innermost first, as a recursive walk would. A chain of
    /// 50,000 modifiers is then as deep as one; what still nests (closures, arguments) stops
    /// when the stack runs low.
    mutating func walkExpression(_ expr: Expr, _ mode: Mode, _ ev: inout Evidence) {
        if stack.isLow() {
            stackRanLow = true
            return
        }
        let mark = pendingCalls.count
        var e = expr
        var mode = mode
        chain: while true {
            let t = e.tree
            let n = e.node
            switch n.tag {
            case .memberAccess:
                guard n.a != ExprNode.none else { break chain }
                let base = Expr(t, n.a)
                if n.flag != 0, let p = path(of: base) { noteUnwrapped(p, .tolerant, &ev) }
                // In view position `coordinator.view`, `self.content`, `Color.red`: the base is
                // followed like a view root.
                if mode == .view && base.isName("self") {
                    noteViewName(t.string(n.b), &ev)
                    break chain
                }
                e = base
            case .prefix:
                e = Expr(t, n.b)
            case .postfix:
                let operand = Expr(t, n.b)
                if t.spells(n.a, "!"), let p = path(of: operand) { noteUnwrapped(p, .forced, &ev) }
                e = operand
            case .call where t.node(n.a).tag == .memberAccess && !Self.isTypeCall(MemberAccessExpr(t, t.node(n.a))):
                let call = CallExpr(t, n)
                let m = MemberAccessExpr(t, t.node(n.a))
                // What the name says, read once for both halves of the call's walk.
                let traits = m.withNameBytes(MethodName.init)
                let wraps = isWrapperCandidate(m, call, mode, traits)
                pendingCalls.append((e, mode, traits, wraps))
                guard let base = walkMethodCallHead(m, call, mode, traits, wraps, &ev) else { break chain }
                e = base
            case .call where Self.isCallOfValue(e):
                // `f()()`, `(x)()`: the callee is walked, then the arguments (see `walkCall`).
                pendingCalls.append((e, mode, .plain, false))
                e = Expr(t, n.a)
                mode = .action
            case .subscript:
                // `a[0][1]`: the base, then the indices.
                pendingCalls.append((e, mode, .plain, false))
                e = Expr(t, n.a)
                mode = .action
            default:
                walkNode(e, mode, &ev)
                break chain
            }
        }
        while pendingCalls.count > mark {
            let (link, linkMode, traits, wraps) = pendingCalls.removeLast()
            let t = link.tree
            let n = link.node
            if n.tag == .subscript {
                let arguments = ArgumentList(t, n.b)
                for i in arguments.indices { walkOperand(arguments.value(i), .action, &ev) }
            } else if t.node(n.a).tag == .memberAccess {
                walkMethodCallTail(MemberAccessExpr(t, t.node(n.a)), CallExpr(t, n), linkMode, traits, wraps, &ev)
            } else {
                walkArguments(CallExpr(t, n), defaultClosureMode: .action, &ev)
            }
        }
    }

    /// `walkExpression`, without the call for a leaf that notes nothing in `mode`: a literal, a
    /// key path, a type, an implicit member (`.body`), or a name in imperative code. Most
    /// arguments and operands are one.
    @inline(__always)
    mutating func walkOperand(_ expr: Expr, _ mode: Mode, _ ev: inout Evidence) {
        let n = expr.node
        switch n.tag {
        case .literal, .keyPath, .type:
            break
        case .memberAccess where n.a == ExprNode.none:
            break
        case .identifier where mode == .action:
            break
        default:
            return walkExpression(expr, mode, &ev)
        }
        // As `walkExpression` would have found it.
        if stack.isLow() { stackRanLow = true }
    }

    /// A call `walkCall` walks by its callee and arguments alone: not of a name, a type, a member
    /// or `onClose?()`.
    static func isCallOfValue(_ call: Expr) -> Bool {
        let t = call.tree
        let callee = t.node(call.node.a)
        switch callee.tag {
        case .memberAccess, .identifier, .type: return false
        case .postfix: return !(t.spells(callee.a, "?") && t.node(callee.b).tag == .identifier)
        default: return true
        }
    }

    /// `SwiftUI.Text("x")`, `Outer.Inner()`: a type's initializer called by a qualified name.
    static func isTypeCall(_ m: MemberAccessExpr) -> Bool {
        guard let base = m.base else { return false }
        return isTypeName(m.tree.firstByte(m.nameID)) && base.tag == .identifier && isTypeName(m.tree.firstByte(base.node.a))
    }

    /// One node that is not a link of a chain (see `walkExpression`).
    mutating func walkNode(_ expr: Expr, _ mode: Mode, _ ev: inout Evidence) {
        let t = expr.tree
        let n = expr.node
        switch n.tag {
        case .identifier:
            if mode == .view { noteViewName(t.string(n.a), &ev) }
        case .literal, .keyPath, .type:
            break
        case .unknown:
            // Input the parser skipped: in view position we cannot tell what it shows.
            if mode == .view { ev.hasOpaqueContent = true }
        case .interpolatedString:
            for s in ExprList(t, n.a) { walkOperand(s, .action, &ev) }
        case .memberAccess, .prefix, .postfix, .subscript:
            // Links of a chain: `walkExpression` follows them and never passes them here.
            walkOperand(expr, mode, &ev)
        case .call:
            walkCall(CallExpr(t, n), mode, &ev)
        case .closure:
            walkClosure(ClosureExpr(t, n), mode, &ev)
        case .sequence:
            walkSequence(ExprList(t, n.a), StringList(t, n.b), mode, &ev)
        case .tuple:
            let arguments = ArgumentList(t, n.a)
            for i in arguments.indices { walkOperand(arguments.value(i), mode, &ev) }
        case .array:
            for e in ExprList(t, n.a) { walkOperand(e, .action, &ev) }
        case .dictionary:
            for e in ExprList(t, n.a) { walkOperand(e, .action, &ev) }
            for e in ExprList(t, n.b) { walkOperand(e, .action, &ev) }
        case .statement:
            walkStatement(t.storage.pointee.statements.base[Int(n.a)], mode, &ev)
        case .macro:
            let isPreview = t.spells(n.a, "Preview")
            if isPreview {
                previewDepth += 1
                previewRanges.append(n.range)
            }
            let arguments = ArgumentList(t, n.b)
            for i in arguments.indices { walkOperand(arguments.value(i), .action, &ev) }
            for c in TrailingClosureList(t, n.c) { walkClosure(c.closure, isPreview ? .view : mode, &ev) }
            if isPreview { previewDepth -= 1 }
        }
    }

    /// The member of the route a content closure shows as its screen: `makeSheetView` in
    /// `{ $0.makeSheetView() }` or `{ route in route.view.padding() }`, the link of the chain its one
    /// statement starts from that is a member of the closure's parameter.
    static func routeMember(of closure: ClosureExpr) -> String? {
        guard closure.body.count == 1 else { return nil }
        let e: Expr
        switch closure.body[0] {
        case let .expr(x): e = x
        case let .return(x?, _): e = x
        default: return nil
        }
        let subject = closure.parameters.first ?? "$0"
        var link = e
        var member: UInt32?
        while true {
            let t = link.tree, n = link.node
            switch n.tag {
            case .memberAccess:
                guard n.a != ExprNode.none else { return nil }
                member = n.b
                link = Expr(t, n.a)
            case .call where t.node(n.a).tag == .memberAccess:
                link = Expr(t, n.a)
            case .identifier:
                guard let member, t.withBytes(n.a, { $0.elementsEqual(subject.utf8) }) else { return nil }
                return t.string(member)
            default:
                return nil
            }
        }
    }

    /// A lower-case name in view position is a helper of the enclosing type (followed later) or
    /// something the rules cannot see into.
    mutating func noteViewName(_ name: String, _ ev: inout Evidence) {
        guard let first = name.utf8.first else { return }
        if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return }
        if isShadowed(name) || first == UInt8(ascii: "$") {
            ev.hasOpaqueContent = true
        } else {
            ev.memberRefs.insert(name)
            if fallbackDepth > 0 { fallbackCalls.append(name) }
            if let type = currentQualifiedTypeName {
                facts.memberViewRefs.append(MemberViewRef(typeName: type, member: name, branches: branchClauses))
            }
        }
    }

    mutating func walkClosure(_ closure: ClosureExpr, _ mode: Mode, _ ev: inout Evidence) {
        bodyDepth += 1
        deferralDepth += 1
        defer { deferralDepth -= 1 }
        beginAssignmentScope(mode, startedByAction: true)
        withScope { me in
            me.shadowed.append(contentsOf: closure.parameters)
            me.walkStatements(closure.body, mode, &ev)
        }
        endAssignmentScope()
        bodyDepth -= 1
    }

    /// Whether a value assigned in an observation handler copies what it observes: the handler's
    /// parameter (`{ _, shown in flag = shown }`), the observed value itself (`flag = isActive` in
    /// `.onChange(of: isActive)`), or for `.task(id: accounts.hashValue)` a value of the same
    /// object (`flag = accounts.isEmpty`).
    mutating func mirrorsObservedValue(_ value: Expr) -> Bool {
        if !observedValues.isEmpty && value.tag == .identifier && observedValues.contains(value.tree.string(value.node.a)) { return true }
        guard let subject = observedSubject, let p = path(of: value) else { return false }
        if p == subject { return true }
        return observesByID && p.firstDottedComponent == subject.firstDottedComponent
    }

    /// Records that `p` is unwrapped (`if let`, `?.`, `!`, `??`, `!= nil`, `switch`), and how
    /// (`Evidence.forcedPaths`, `Evidence.nilTolerantPaths`), also as read outside presentations
    /// when it is.
    mutating func noteUnwrapped(_ p: String, _ kind: UnwrapKind, _ ev: inout Evidence) {
        ev.unwrappedPaths.insert(p)
        switch kind {
        case .forced: ev.forcedPaths.insert(p)
        case .tolerant: ev.nilTolerantPaths.insert(p)
        }
        noteReadOutsidePresentations(p)
    }

    /// How a read unwraps an optional: needing its value (`x!`, `if let x { … }` with no `else`,
    /// `guard let`), or giving nil a meaning of its own (`x ?? d`, `x?.y`, `x.map`, `x == nil`,
    /// `if let … else`, `switch x`).
    enum UnwrapKind { case forced, tolerant }

    /// Records that `p` is passed on as a plain argument value, the same way.
    mutating func notePassed(_ p: String, _ ev: inout Evidence) {
        ev.passedPaths.append(p)
        noteReadOutsidePresentations(p)
    }

    private mutating func noteReadOutsidePresentations(_ p: String) {
        if presentationDepth == 0 && presentationArgumentDepth == 0 && !typeStack.isEmpty { typeStack[typeStack.count - 1].pathsReadOutsidePresentations.append((p, currentMember)) }
    }

    /// The operators `walkSequence` tells apart, read from their bytes.
    enum SequenceOperator {
        case assign, coalesce, equality, ternary
        /// `+=`, `-=`, … (anything else ending in `=` but a comparison).
        case compoundAssign
        case other

        init(_ op: UnsafeBufferPointer<UInt8>) {
            let equals = UInt8(ascii: "=")
            switch (op.count, op.first, op.last) {
            case (1, equals, _): self = .assign
            case (1, UInt8(ascii: "?"), _): self = .ternary
            case (2, UInt8(ascii: "?"), UInt8(ascii: "?")): self = .coalesce
            case (2, equals, equals), (2, UInt8(ascii: "!"), equals): self = .equality
            case (2, UInt8(ascii: "<"), equals), (2, UInt8(ascii: ">"), equals): self = .other
            case (_, _, equals): self = .compoundAssign
            default: self = .other
            }
        }
    }

    /// The expression is spelled from `self.` (`self.x`, `self.vm.route`).
    func writtenThroughSelf(_ e: Expr) -> Bool {
        let b = source.bytes, k = Int(e.range.start)
        return b.count > k + 5 && b[k] == UInt8(ascii: "s") && b[k + 1] == UInt8(ascii: "e") && b[k + 2] == UInt8(ascii: "l")
            && b[k + 3] == UInt8(ascii: "f") && b[k + 4] == UInt8(ascii: ".")
    }

    mutating func walkSequence(_ operands: ExprList, _ operators: StringList, _ mode: Mode, _ ev: inout Evidence) {
        var isAssignment = false
        var ternary: Int?
        for i in operators.indices {
            let op = operators.withBytes(i, SequenceOperator.init)
            switch op {
            case .assign, .compoundAssign: isAssignment = true
            case .ternary: if ternary == nil { ternary = i }
            default: break
            }
            guard i + 1 < operands.count else { continue }
            switch op {
            case .assign:
                if let target = path(of: operands[i]) ?? Self.wrappedValueOwner(operands[i]) {
                    // A value derived from the observed one (`flag = x == nil`) follows it too; a first
                    // sync is a plain copy, the whole right-hand side.
                    let wholeValue = i + 1 == operators.count
                    let mirrors = mirrorsObservedValue(operands[i + 1])
                    if let source = mirrors ? observedSubject : inAppearHandler && wholeValue ? path(of: operands[i + 1]) : nil {
                        ev.observedSources.append(ObservedSource(target: target, path: source, isMirror: mirrors))
                    }
                    let written = pendingWrites.count
                    record(StateChange(target: target, value: Self.changeValue(operands[i + 1]), isMethodResult: Self.isMethodResult(operands[i + 1]),
                                       mirrorsObservedValue: mirrors, isDeferred: deferralDepth > 0), &ev,
                           throughSelf: !inInitializer && (writtenThroughSelf(operands[i]) || Self.wrappedValueOwner(operands[i]) != nil))
                    if pendingWrites.count > written, pendingWrites[written].setsOn, let source = possiblyNilSource(operands[i + 1]) {
                        pendingWrites[written].mayBeNil = true
                        pendingWrites[written].callee = source.callee
                    }
                }
            case .coalesce:
                if let p = path(of: operands[i]) { noteUnwrapped(p, .tolerant, &ev) }
            case .equality:
                if operands[i + 1].isNilLiteral, let p = path(of: operands[i]) { noteUnwrapped(p, .tolerant, &ev) }
                if operands[i].isNilLiteral, let p = path(of: operands[i + 1]) { noteUnwrapped(p, .tolerant, &ev) }
            default:
                break
            }
        }
        for (i, operand) in operands.enumerated() {
            // The condition of a ternary and both sides of an assignment are values, not views.
            let asView = mode == .view && !isAssignment && (ternary.map { i > $0 } ?? true)
            walkOperand(operand, asView ? .view : .action, &ev)
        }
    }

    /// `self.x = …` names the property even where a local `x` hides it (`if let x { self.x = nil }`),
    /// except in initializers (`self.x = x` stores the parameter: see `inInitializer`).
    mutating func record(_ change: StateChange, _ ev: inout Evidence, throughSelf: Bool = false) {
        guard !change.target.isEmpty, throughSelf || !isShadowed(String(change.target.firstDottedComponent)) else { return }
        // `flag.wrappedValue = true` through a `Binding` changes `flag`.
        if Self.endsInWrappedValue(change.target) {
            var unwrapped = change
            unwrapped.target.removeLast(13)
            return record(unwrapped, &ev, throughSelf: throughSelf)
        }
        // Bodies that change state mostly make one change, kept to the end of the run; with a
        // second, room for a few at once.
        if ev.stateChanges.count == 1 { ev.stateChanges.reserveCapacity(4) }
        ev.stateChanges.append(change)
        let last = change.lastComponent
        if let mark = scopeMarks.last {
            pendingWrites.append(StateWrite(name: last, value: change.value, isDeferred: deferralDepth > mark.deferralBase))
        }
        // A change only debug builds make does not turn anything off in release builds. The file
        // keeps each changed name once, not the change (the evidence above has that).
        if debugDepth == 0 {
            fileAssignedNames.insert(last)
            // A closure handed to a view turns state off only if that view calls it, and content
            // turning off its own presentation's flag is that presentation's way out: the rules
            // judge both from the content.
            if change.value != .on && handedClosureDepth == 0 && !openPresentationFlags.contains(change.target) {
                fileTurnedOffNames.insert(last)
            }
        }
    }

    /// `flag` for `flag.wrappedValue`: a helper's `Binding` parameter, named (as helpers name
    /// them) after the state it was handed (`hintSection(shouldDisplayHint: $shouldDisplayHint)`),
    /// writes that state even though the parameter hides the property's name.
    static func wrappedValueOwner(_ e: Expr) -> String? {
        guard e.tag == .memberAccess, e.node.a != ExprNode.none, e.tree.spells(e.node.b, "wrappedValue") else { return nil }
        let base = Expr(e.tree, e.node.a)
        guard base.tag == .identifier, case let f = base.tree.firstByte(base.node.a), f >= UInt8(ascii: "a"), f <= UInt8(ascii: "z") else { return nil }
        return base.tree.string(base.node.a)
    }

    /// `….wrappedValue`, compared in bytes (most targets fail at their last byte).
    static func endsInWrappedValue(_ target: String) -> Bool {
        let u = target.utf8
        guard u.count > 13 else { return false }
        if let found = u.withContiguousStorageIfAvailable({ $0.spells(".wrappedValue", at: $0.count - 13, length: 13) }) { return found }
        return u.suffix(13).elementsEqual(".wrappedValue".utf8)
    }

    // MARK: Calls

    mutating func walkCall(_ call: CallExpr, _ mode: Mode, _ ev: inout Evidence) {
        let t = call.callee.tree
        let n = call.callee.node
        switch n.tag {
        case .memberAccess:
            let m = MemberAccessExpr(t, n)
            if let base = m.base, Self.isTypeName(t.firstByte(n.b)), base.tag == .identifier, Self.isTypeName(t.firstByte(base.node.a)) {
                walkTypeCall(name: CalleeName(t, n.b), call, mode, &ev)   // `SwiftUI.Text("x")`, `Outer.Inner()`
            } else {
                walkMethodCall(m, call, mode, &ev)
            }
        case .identifier:
            if Self.isTypeName(t.firstByte(n.a)) {
                walkTypeCall(name: CalleeName(t, n.a), call, mode, &ev)
            } else {
                walkFunctionCall(name: t.string(n.a), call, mode, &ev)
            }
        case .type:
            walkTypeCall(name: CalleeName(Self.baseTypeName(t.string(n.a))), call, mode, &ev)
        case .postfix where t.spells(n.a, "?") && Expr(t, n.b).isIdentifier:
            ev.calledNames.insert(t.string(Expr(t, n.b).node.a))   // `onClose?()`
            walkArguments(call, defaultClosureMode: .action, &ev)
        default:
            walkOperand(call.callee, .action, &ev)
            walkArguments(call, defaultClosureMode: .action, &ev)
        }
    }

    /// `foo(...)`: a helper of the enclosing type, a global function, or a presentation modifier
    /// called on the implicit `self` inside a `View` extension.
    mutating func walkFunctionCall(name: String, _ call: CallExpr, _ mode: Mode, _ ev: inout Evidence) {
        if Self.presentationModifiers.contains(name) {
            recordPresentation(name: name, nameRange: call.callee.range, call, &ev)
            return
        }
        ev.calledNames.insert(name)
        if fallbackDepth > 0 { fallbackCalls.append(name) }
        // `modifier(AppCover(…))` in a `View` extension applies that view modifier.
        if mode == .view, name == "modifier", call.arguments.count == 1, call.trailingClosures.isEmpty {
            walkOperand(call.arguments.value(0), .view, &ev)
            return
        }
        if mode == .view { noteViewName(name, &ev) }
        // `withAnimation { … }` and its kind run their closure at once.
        let runsAtOnce = Self.actionFunctions.contains(name)
        let closureMode: Mode = runsAtOnce ? .action : mode
        if runsAtOnce { deferralDepth -= 1 }
        walkArguments(call, defaultClosureMode: closureMode, &ev)
        if runsAtOnce { deferralDepth += 1 }
    }

    /// What `walkMethodCall` asks of a method's name, read from its bytes: most names (`padding`,
    /// `font`) are none of these, and no string is made for them.
    struct MethodName {
        var isPresentation = false, mayClose = false, isNotable = false, isSpecial = false
        var takesViews = false, observes = false, isAppearHandler = false
        /// One of SwiftUI's modifiers taking a binding that presents nothing modal (`systemBindingModifiers`).
        var isSystemBindingModifier = false
        /// A modifier whose closures run code (`onAppear`, `task`, gestures) rather than build views.
        var runsCode = false

        init(_ b: UnsafeBufferPointer<UInt8>) {
            if let p = Self.known.words.position(ofBytes: b) { self = Self.known.traits[p] }
            mayClose = FactExtractor.mayClose(b)
            runsCode = runsCode || FactExtractor.modifierRunsCodeByShape(b)
        }

        private init() {}

        /// A name with none of the traits (not a method's: a subscript's or a called value's link).
        static let plain = MethodName()

        /// The names with a trait of their own, and each one's traits: one lookup per name.
        private static let known: (words: WordSet, traits: [MethodName]) = {
            var names: [String] = [], traits: [MethodName] = []
            func add(_ words: [String], _ trait: WritableKeyPath<MethodName, Bool>) {
                for w in words {
                    if !names.contains(w) { names.append(w); traits.append(MethodName()) }
                    traits[names.firstIndex(of: w)!][keyPath: trait] = true
                }
            }
            add(FactExtractor.presentationModifiers.words, \.isPresentation)
            add(FactExtractor.notableModifiers.words, \.isNotable)
            add(FactExtractor.specialMethodNames.words, \.isSpecial)
            add(FactExtractor.systemBindingModifiers.words, \.isSystemBindingModifier)
            add(FactExtractor.viewArgumentModifiers.words, \.takesViews)
            add(FactExtractor.codeModifiers.words, \.runsCode)
            add(["onChange", "onReceive"], \.observes)
            add(["onAppear", "task"], \.isAppearHandler)
            return (WordSet(names), traits)
        }()

        var needsString: Bool { isPresentation || mayClose || isNotable || isSpecial }

        /// An app's or library's own presentation modifier (`dynamicSheet`, `bottomSheet`,
        /// `customFullScreenCover`), whose closures are presented content: `Sheet`, `Cover` or
        /// `Popover` as a word of the name after its first.
        static func namesPresentationWrapper(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            var i = 1
            while i < b.count {
                switch b[i] {
                case UInt8(ascii: "S"): if b.spells("Sheet", at: i, length: min(5, b.count - i)) { return true }
                case UInt8(ascii: "C"): if b.spells("Cover", at: i, length: min(5, b.count - i)) { return true }
                case UInt8(ascii: "P"): if b.spells("Popover", at: i, length: min(7, b.count - i)) { return true }
                default: break
                }
                i += 1
            }
            return false
        }
    }

    /// `base.name(...)`: a modifier on a view, or a method call on some object.
    mutating func walkMethodCall(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ ev: inout Evidence) {
        let traits = m.withNameBytes(MethodName.init)
        let wraps = isWrapperCandidate(m, call, mode, traits)
        if let base = walkMethodCallHead(m, call, mode, traits, wraps, &ev) { walkOperand(base, mode, &ev) }
        walkMethodCallTail(m, call, mode, traits, wraps, &ev)
    }

    /// What a method call notes before its base is walked; the base to walk next, if any.
    /// `traits` are its name's, `wraps` whether it may be a project's presentation wrapper.
    mutating func walkMethodCallHead(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ traits: MethodName, _ wraps: Bool,
                                     _ ev: inout Evidence) -> Expr? {
        let onSelf = m.base?.isName("self") ?? false
        // The name as a string only where it is kept or compared in full.
        let name = traits.needsString || onSelf ? m.name : ""
        if traits.isPresentation || wraps { return m.base }
        if traits.mayClose, Evidence.isClosingName(name) { ev.closingMethods.insert(name) }
        if traits.isNotable { ev.modifierUses.append(ModifierUse(name: name, path: source.path, span: span(m.nameRange), enclosingType: currentTypeName)) }
        // The names with a case of their own below; most method names are none of them.
        let special = traits.isSpecial
        // SwiftUI's modifier takes `isPresented:` or `item:` first; an app's own `.actionSheet(…)`
        // (a route case, a factory) does not.
        if special && name == "actionSheet", m.base != nil, !call.arguments.isEmpty,
           call.arguments.labelIs(0, "isPresented") || call.arguments.labelIs(0, "item"),
           // SwiftUI's takes `content:` and nothing else (an app's `actionSheet(item:model:)` is its own).
           call.arguments.indices.dropFirst().allSatisfy({ call.arguments.labelIs($0, "content") }),
           call.trailingClosures.allSatisfy({ $0.label == nil || $0.label == "content" }) {
            noteDeprecated(call.arguments.labelIs(0, "item") ? .actionSheetItem : .actionSheet, m.nameRange)
        }
        if special && name == "dismiss", call.arguments.isEmpty, let base = m.base, case let .memberAccess(wrapped) = base.kind,
           wrapped.name != "wrappedValue", let ownerPath = path(of: base), ownerPath.lastDottedComponent == "presentationMode" {
            // `presentationMode.dismiss()` on a `@Binding`'s value: a use only of a property found to be one.
            noteDeprecated(.presentationModeDismiss, m.nameRange, subject: ownerPath, throughBinding: true)
        } else if special && name == "dismiss", call.arguments.isEmpty, let base = m.base, case let .memberAccess(wrapped) = base.kind,
           wrapped.name == "wrappedValue", let owner = wrapped.base, let ownerPath = path(of: owner) {
            if ownerPath.hasSuffix("presentationMode") || ownerPath.hasSuffix("presentation") {
                noteDeprecated(.presentationModeDismiss, m.nameRange, subject: ownerPath)
            }
            if fallbackDepth > 0 {
                fallbackDismissOwners.append(ownerPath.lastDottedComponent)
            } else if let member = currentMember {
                memberDismissOwners.append((member, ownerPath.lastDottedComponent))
            }
        }
        if let base = m.base {
            // The base's path only matters to these three cases; most calls are none of them.
            if special && name == "toggle", call.arguments.isEmpty {
                if let p = path(of: base) {
                    record(StateChange(target: p, value: .toggle, isDeferred: deferralDepth > 0), &ev)
                } else if let owner = Self.wrappedValueOwner(base) {
                    record(StateChange(target: owner, value: .toggle, isDeferred: deferralDepth > 0), &ev, throughSelf: true)
                }
            }
            if (special && (name == "map" || name == "flatMap")) || m.isOptionalChain, let p = path(of: base) { noteUnwrapped(p, .tolerant, &ev) }
            if onSelf && fallbackDepth > 0 { fallbackCalls.append(name) }
            if onSelf && mode == .action { ev.calledNames.insert(name) }   // `self.onFinish()`
            if mode == .view, onSelf {
                noteViewName(name, &ev)
            } else {
                return base
            }
        }
        return nil
    }

    /// What a method call does after its base is walked: its arguments, closures, presentation.
    mutating func walkMethodCallTail(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ traits: MethodName, _ wraps: Bool,
                                     _ ev: inout Evidence) {
        let onSelf = m.base?.isName("self") ?? false
        let name = traits.needsString || onSelf ? m.name : ""
        if traits.isPresentation {
            recordPresentation(name: name, nameRange: m.nameRange, call, &ev)
            return
        }
        if wraps {
            recordingWrapperCall = true
            recordPresentation(name: m.name, nameRange: m.nameRange, call, &ev)
            return
        }
        // `.modifier(FormSheet(isPresented: $flag) { … })`: the project's own presenting
        // `ViewModifier` applied directly, a wrapper call named `modifier(FormSheet)`.
        if mode == .view, m.base != nil, call.arguments.count == 1, call.trailingClosures.isEmpty,
           m.withNameBytes({ $0.spells("modifier", at: 0, length: $0.count) }),
           case let .call(inner) = call.arguments.value(0).kind, case let .identifier(type, _) = inner.callee.kind,
           Self.isTypeName(type), Self.mayBeWrapperCall(inner), Self.bindsState(inner) {
            recordingWrapperCall = true
            recordPresentation(name: "modifier(" + type + ")", nameRange: m.nameRange, inner, &ev)
            return
        }
        let special = traits.isSpecial
        if special && name == "interactiveDismissDisabled" {
            if call.arguments.isEmpty { ev.disablesInteractiveDismiss = true }
            if let first = call.arguments.first, case let .literal(.boolean, text, _) = first.value.kind, text == "true" {
                ev.disablesInteractiveDismiss = true
            }
        }
        if special && name == "listStyle", var value = call.arguments.first?.value {
            if case let .call(c) = value.kind { value = c.callee }   // `GroupedListStyle()`
            switch value.kind {
            case let .memberAccess(m) where m.name == "grouped" || m.name == "insetGrouped": ev.groupsList = true
            case let .identifier(n, _) where n == "GroupedListStyle" || n == "InsetGroupedListStyle": ev.groupsList = true
            default: break
            }
        }
        if special && name == "presentationBackground", call.arguments.count == 1, call.arguments[0].label == nil {
            // `.presentationBackground(.clear)` or `(Color.clear)`: the presentation shows what is behind it.
            if case let .memberAccess(m) = call.arguments[0].value.kind, m.name == "clear" { ev.clearsPresentationBackground = true }
        }
        if special && (name == "presentationBackgroundInteraction" || name == "navigationTransition"), var value = call.arguments.first?.value {
            if case let .call(c) = value.kind { value = c.callee }
            if case let .memberAccess(m) = value.kind {
                if name == "presentationBackgroundInteraction" && m.name == "enabled" { ev.keepsBackgroundInteractive = true }
                if name == "navigationTransition" && m.name == "zoom" { ev.usesZoomTransition = true }
            }
        }
        let isModifierOnView = mode == .view
        // An observation handler's parameters are the observed value (`{ newValue in flag = newValue }`).
        let observes = m.base != nil && traits.observes
        let appears = m.base != nil && traits.isAppearHandler
        // `.task(id: value)` runs again whenever the value changes: it observes it too.
        let observesByID = appears && (0..<call.arguments.count).contains { call.arguments.labelIs($0, "id") }
        let subjectLabel: StaticString? = observes ? "of" : observesByID ? "id" : nil
        let subject = subjectLabel.flatMap { label in
            (0..<call.arguments.count).first { call.arguments.labelIs($0, label) }.flatMap { path(of: call.arguments.value($0)) }
        }
        let wraps = isModifierOnView && m.base != nil && !traits.isPresentation
            && (!call.trailingClosures.isEmpty || call.arguments.indices.contains { call.arguments.value($0).closure != nil })
            && m.withNameBytes(MethodName.namesPresentationWrapper)
        // `.navigationDestination(for:) { … }`: what its closure shows is pushed.
        let pushes = isModifierOnView && m.nameRange.end &- m.nameRange.start == 21 && m.base != nil
            && m.withNameBytes { $0.spells("navigationDestination", at: 0, length: $0.count) }
        if pushes { pushDepth += 1 }
        defer { if pushes { pushDepth -= 1 } }
        func walkHandler(_ c: ClosureExpr, _ label: String?, _ me: inout FactExtractor) {
            let saved = (me.observedValues, me.observedSubject, me.inAppearHandler, me.observesByID)
            if observes { (me.observedValues, me.observedSubject) = (Array(c.parameters) + ["$0", "$1"], subject) }
            if observesByID { (me.observedValues, me.observedSubject, me.observesByID) = ([], subject, true) }
            if appears { me.inAppearHandler = true }
            let closureMode: Mode = isModifierOnView && !traits.runsCode && !Self.labelRunsCode(label) ? .view : .action
            me.screenPartDepth += 1
            defer { me.screenPartDepth -= 1 }
            if wraps {
                // Presentations inside are stacked on the wrapper's sheet, as in a `.sheet`'s content.
                var content = Evidence()
                me.presentationDepth += 1
                me.walkClosure(c, closureMode, &content)
                me.presentationDepth -= 1
                if let owner = me.currentTypeName {
                    for member in content.memberRefs { me.facts.wrapperPresentedMembers.append((owner, member)) }
                }
                ev.merge(content)
            } else {
                me.walkClosure(c, closureMode, &ev)
            }
            (me.observedValues, me.observedSubject, me.inAppearHandler, me.observesByID) = saved
        }
        let arguments = call.arguments
        for i in arguments.indices {
            let value = arguments.value(i)
            if let c = value.closure {
                walkHandler(c, arguments[i].label, &self)
            } else {
                // The value an `.onChange(of:)` watches is not handed on to anything.
                if !(observes && arguments.labelIs(i, "of")) { noteArgument(arguments, i, &ev) }
                if arguments.labelIs(i, "rootView") { hostScreen(value); continue }   // `super.init(rootView:)`, `.init(rootView:)`
                walkOperand(value, isModifierOnView && traits.takesViews ? .view : .action, &ev)
            }
        }
        for t in call.trailingClosures { walkHandler(t.closure, t.label, &self) }
    }

    /// `Name(...)`: a view (or any type) being created.
    mutating func walkTypeCall(name callee: CalleeName, _ call: CallExpr, _ mode: Mode, _ ev: inout Evidence) {
        let arguments = call.arguments
        // What the walk asks of the name, read from its bytes: nearly every type called is one of
        // SwiftUI's views, kept as a bit, and its name is never made a string.
        let known = callee.withBytes(TypeCallName.init)
        /// The position in `ev.views` of the view whose closure arguments are recorded.
        var closureTarget: Int?
        /// Walks an action closure handed to `label`, recorded on the view when it is a project's.
        func walkActionClosure(_ c: ClosureExpr, _ closureMode: Mode, label: String?, _ me: inout FactExtractor, _ ev: inout Evidence) {
            guard let target = closureTarget, let label, closureMode == .action else {
                me.walkClosure(c, closureMode, &ev)
                return
            }
            var handed = Evidence()
            // In presented content it runs only if the child calls it: it is no way out of the
            // content by itself, so it is not merged there (nor does it turn state off for good).
            let inContent = me.presentationDepth > 0
            if inContent { me.handedClosureDepth += 1 }
            me.walkClosure(c, closureMode, &handed)
            if inContent { me.handedClosureDepth -= 1 }
            let calls = (handed.calledNames.union(handed.closingMethods)).sorted()
            ev.views[target].closureArguments.append(ClosureArgument(label: label, writes: handed.stateChanges, calls: calls))
            if !inContent { ev.merge(handed) }
        }
        /// Arguments that are a flag mapped from an optional's binding (`.isNotNil($x)`,
        /// `$x.mappedToBool()`): kept with the view as the binding they make, not walked as `$x`
        /// handed on, since the view receives a Bool whose setter can only clear `x`.
        /// Nil while there are none, as in nearly every call: then there is nothing to release.
        var mappedArguments: [Int]?
        if mode == .view {
            // Made at their first entry: nearly every view call keeps all three empty.
            var bindings: [String: String]?
            var derived: [String: DerivedBinding]?
            var values: [String: String]?
            let builtIn = known.builtInPosition
            for i in arguments.indices {
                let value = arguments.value(i)
                if let p = Self.bindingPath(value), let label = arguments[i].label {
                    Self.set(&bindings, label, p)
                } else if value.tag == .call, let label = arguments[i].label, Self.isBindingInitializer(CallExpr(value.tree, value.node).callee),
                          let d = derivedBinding(value) {
                    Self.set(&derived, label, d)
                } else if value.tag == .call, arguments.isLabelled(i), let d = mappedFlag(value), let label = arguments[i].label {
                    Self.set(&derived, label, d)
                    if mappedArguments == nil { mappedArguments = [i] } else { mappedArguments!.append(i) }
                } else if builtIn == nil, let label = arguments[i].label, value.tag == .identifier || value.tag == .memberAccess, let p = path(of: value) {
                    Self.set(&values, label, p)
                }
            }
            if bindings == nil && derived == nil, let position = builtIn {
                ev.builtInViews.insert(position: position)
            } else {
                let name = callee.string
                ev.views.append(ViewReference(typeName: name, bindingArguments: bindings ?? [:], derivedBindingArguments: derived ?? [:],
                                              valueArguments: values ?? [:]))
                if pushDepth > 0, let owner = currentTypeName { facts.pushedViews.append((owner, name)) }
                // A project's view: the closures handed to its parameters are kept with it.
                if builtIn == nil { closureTarget = ev.views.count - 1 }
            }
        }
        let isButton = known.isButton
        if isButton {
            if Self.isCloseButton(call) { ev.hasCloseAffordance = true }
        }
        if known.isToolbarItem {
            if call.arguments.contains(where: { a in
                if case let .memberAccess(m) = a.value.kind, m.base == nil { return m.name == "cancellationAction" }
                return false
            }) { ev.hasCloseAffordance = true }
        }
        let isAnyView = known.isAnyView
        let hasClosures = !call.trailingClosures.isEmpty || arguments.indices.contains { arguments.value($0).closure != nil }
        let isActionType = hasClosures && known.isActionType
        let hasActionArgument = arguments.indices.contains { arguments.labelIs($0, "action") }
        // Labels are tested as bytes: most (`spacing`, `systemName`) are never made strings.
        let isScreenPart = hasClosures && mode == .view && !known.isScreenContainer
        if isScreenPart { screenPartDepth += 1 }
        defer { if isScreenPart { screenPartDepth -= 1 } }
        // A navigation link's destination is pushed: its `destination:`, or its first trailing
        // closure when no argument names the destination or value (`NavigationLink("Title") { … }`).
        // What a `NavigationLink` shows is pushed, its label aside (see `linkLabelClosure`).
        let linkLabel = known.isNavigationLink ? Self.linkLabelClosure(call) : -2
        if linkLabel != -2 { pushDepth += 1 }
        defer { if linkLabel != -2 { pushDepth -= 1 } }
        for i in arguments.indices {
            let value = arguments.value(i)
            if let c = value.closure {
                let closureMode: Mode = arguments.isLabelled(i) ? (arguments.label(i, isIn: Self.viewClosureLabels) ? .view : .action)
                    : (!isActionType ? .view : .action)
                walkActionClosure(c, mode == .view ? closureMode : .action, label: closureTarget == nil ? nil : arguments[i].label, &self, &ev)
            } else if mappedArguments?.contains(i) ?? false {
                continue
            } else {
                noteArgument(arguments, i, &ev)
                if arguments.labelIs(i, "rootView") { hostScreen(value); continue }   // `UIHostingController(rootView:)`
                let asView = mode == .view && (isAnyView || arguments.label(i, isIn: Self.viewClosureLabels))
                walkOperand(value, asView ? .view : .action, &ev)
            }
        }
        for (i, t) in call.trailingClosures.enumerated() {
            var closureMode: Mode = mode
            if isActionType { closureMode = .action }
            if isButton && i == 0 && t.label == nil && !hasActionArgument { closureMode = .action }
            if let label = t.label, !Self.viewClosureLabels.contains(label), !(isButton && label == "label") { closureMode = .action }
            // A project view's closure that assigns, toggles or starts a `Task` is its action
            // (`IconButton(icon: "share") { data = nil; Task { … }; sharing.toggle() }`): no view
            // builder holds such statements.
            if closureMode == .view && closureTarget != nil && Self.isImperative(t.closure) { closureMode = .action }
            if i == linkLabel { pushDepth -= 1 }
            walkActionClosure(t.closure, closureMode, label: t.label, &self, &ev)
            if i == linkLabel { pushDepth += 1 }
        }
    }

    /// Sets `key` in a dictionary made at its first entry.
    @inline(__always)
    static func set<Value>(_ dictionary: inout [String: Value]?, _ key: String, _ value: Value) {
        if dictionary == nil { dictionary = [key: value] } else { dictionary![key] = value }
    }

    /// The trailing closure of a `NavigationLink` that is its label, shown where the link is:
    /// the one labelled `label:`, or the first when an argument names the destination or the
    /// value (`NavigationLink(destination: Detail()) { Row() }`); -1 for none (`NavigationLink
    /// ("Title") { Detail() }`). Everything else the link shows is its destination, pushed.
    static func linkLabelClosure(_ call: CallExpr) -> Int {
        let closures = call.trailingClosures
        if let labelled = closures.indices.first(where: { closures[$0].label == "label" }) { return labelled }
        let arguments = call.arguments
        let namesDestination = arguments.indices.contains { arguments.labelIs($0, "destination") || arguments.labelIs($0, "value") }
        return namesDestination && closures.first?.label == nil && !closures.isEmpty ? 0 : -1
    }

    mutating func walkArguments(_ call: CallExpr, defaultClosureMode: Mode, _ ev: inout Evidence) {
        let arguments = call.arguments
        for i in arguments.indices {
            let value = arguments.value(i)
            if let c = value.closure {
                walkClosure(c, !arguments.isLabelled(i) || arguments.label(i, isIn: Self.viewClosureLabels) ? defaultClosureMode : .action, &ev)
            } else {
                noteArgument(arguments, i, &ev)
                walkOperand(value, .action, &ev)
            }
        }
        for t in call.trailingClosures { walkClosure(t.closure, defaultClosureMode, &ev) }
    }

    /// A closure with a statement no view builder accepts: an assignment, `x.toggle()` or
    /// `Task { … }`.
    @inline(never)
    static func isImperative(_ closure: ClosureExpr) -> Bool {
        for s in closure.body {
            guard case let .expr(e) = s else { continue }
            let n = e.node
            if n.tag == .sequence {
                let operators = StringList(e.tree, n.b)
                for i in operators.indices {
                    switch operators.withBytes(i, SequenceOperator.init) {
                    case .assign, .compoundAssign: return true
                    default: continue
                    }
                }
            } else if n.tag == .call {
                let callee = CallExpr(e.tree, n).callee
                if callee.isName("Task") { return true }
                if callee.tag == .memberAccess, case let .memberAccess(m) = callee.kind,
                   m.withNameBytes({ $0.count == 6 && $0.elementsEqual("toggle".utf8) }) { return true }
            }
        }
        return false
    }

    /// `.isNotNil($x)`, `Binding.isNotNil($x)`, `$x.mappedToBool()`: a flag mapped from an
    /// optional's binding (see `derivedBinding`). Shapes are tested first, on tags: nearly every
    /// call handed to a view (`Text(verbatim: title())`) is none of them.
    @inline(never)
    mutating func mappedFlag(_ value: Expr) -> DerivedBinding? {
        let c = CallExpr(value.tree, value.node)
        guard c.callee.tag == .memberAccess, c.trailingClosures.isEmpty, c.arguments.count <= 1 else { return nil }
        if c.arguments.count == 1 {
            guard !c.arguments.isLabelled(0), c.arguments.value(0).tag == .identifier || c.arguments.value(0).tag == .memberAccess else { return nil }
        }
        guard let d = derivedBinding(value), d.mapper != nil else { return nil }
        return d
    }

    /// `$binding` and plain-path arguments: what content hands on. A function given as an
    /// action (`Button("x", action: dismiss)`) counts as called.
    mutating func noteArgument(_ arguments: ArgumentList, _ i: Int, _ ev: inout Evidence) {
        let value = arguments.value(i)
        // A literal, key path, type or implicit member (`.body`) is no function, binding or path:
        // most arguments are one, settled here on the node's tag.
        switch value.tag {
        case .literal, .keyPath, .type: return
        case .memberAccess where value.node.a == ExprNode.none: return
        default: break
        }
        if arguments.withLabelBytes(i, Self.isHandlerLabel) ?? false {
            switch value.kind {
            case let .identifier(name, _): ev.calledNames.insert(name)
            case let .memberAccess(m) where m.base != nil:
                if m.withNameBytes(Self.mayClose), Evidence.isClosingName(m.name) { ev.closingMethods.insert(m.name) }
                if case let .identifier(base, _)? = m.base?.kind { ev.calledNames.insert(base) }   // `dismiss.callAsFunction`
            default: break
            }
        }
        if let p = Self.bindingPath(value) {
            ev.passedBindings.insert(p)
        } else if value.tag == .postfix && value.tree.spells(value.node.a, "!") {
            // `Detail(item: selected!)` hands on the value, not the optional: a forced unwrap,
            // which the walk of the argument records.
        } else if let p = path(of: value) {
            notePassed(p, &ev)
        }
    }

    /// `action:`, `perform:` or `on…:`: a label whose function argument counts as called.
    static func isHandlerLabel(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        b.spells("action", at: 0, length: b.count) || b.spells("perform", at: 0, length: b.count)
            || (b.count >= 2 && b[0] == UInt8(ascii: "o") && b[1] == UInt8(ascii: "n"))
    }

    /// `onTap`, `onDismiss`, …: a handler label (its first two bytes, without `hasPrefix`'s
    /// general comparison).
    static func startsWithOn(_ label: String) -> Bool {
        let u = label.utf8
        guard let first = u.first, first == UInt8(ascii: "o") else { return false }
        return u.dropFirst().first == UInt8(ascii: "n")
    }

    // MARK: Presentation sites

    /// A modifier taking `isPresented:` or `item:` and content may be a project's own presentation
    /// wrapper (`.formSheet(isPresented: $x) { … }`): recorded as a site, which the index keeps if
    /// the project (or the configuration) declares such a wrapper.
    func isWrapperCandidate(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ traits: MethodName) -> Bool {
        mode == .view && m.base != nil && !traits.isPresentation && !traits.isSystemBindingModifier && Self.mayBeWrapperCall(call)
    }

    /// The modifiers a wrapper may apply.
    static let wrappableModifiers: WordSet = ["sheet", "fullScreenCover", "popover"]

    /// SwiftUI's own modifiers that take `isPresented:` or `item:` with a closure and present no
    /// modal content of their own (or push it).
    static let systemBindingModifiers: WordSet = [
        "fileImporter", "fileExporter", "fileMover", "photosPicker", "inspector", "searchable", "navigationDestination",
        "actionSheet", "sensoryFeedback", "onChange", "task", "quickLookPreview", "familyActivityPicker", "documentBrowser",
    ]

    /// A call with an `isPresented:` or `item:` argument, or an unlabelled `$binding` first
    /// (`.appCover($showsQR) { … }`) with a content closure. (A wrapper showing content of its
    /// own takes none: `.presentHelpCenter(isPresented: $showsHelp)`.)
    static func mayBeWrapperCall(_ call: CallExpr) -> Bool {
        let arguments = call.arguments
        if arguments.indices.contains(where: { arguments.labelIs($0, "isPresented") || arguments.labelIs($0, "item") }) { return true }
        guard hasPositionalBinding(call) else { return false }
        return !call.trailingClosures.isEmpty || arguments.indices.contains { arguments.labelIs($0, "content") && arguments.value($0).closure != nil }
    }

    /// Its `isPresented:`/`item:` (or unlabelled first) argument is a `$binding` of some state, not
    /// a binding handed through (`modifier(FormSheet(isPresented: isPresented))` in a wrapper's own body).
    static func bindsState(_ call: CallExpr) -> Bool {
        let arguments = call.arguments
        for i in arguments.indices where arguments.labelIs(i, "isPresented") || arguments.labelIs(i, "item") || (i == 0 && arguments[i].label == nil) {
            if bindingPath(arguments.value(i)) != nil { return true }
        }
        return false
    }

    /// The call's first argument is an unlabelled `$binding`.
    static func hasPositionalBinding(_ call: CallExpr) -> Bool {
        guard let first = call.arguments.first, first.label == nil else { return false }
        return bindingPath(first.value) != nil
    }

    /// Inside `extension View` (a project's own modifiers live there).
    var isInViewExtension: Bool {
        guard !typeStack.isEmpty, typeStack[typeStack.count - 1].kind == .extension else { return false }
        return typeStack[typeStack.count - 1].name == "View"
    }

    mutating func recordPresentation(name: String, nameRange: ByteRange, _ call: CallExpr, _ ev: inout Evidence) {
        let isWrapperCall = recordingWrapperCall
        recordingWrapperCall = false
        var bindingLabel: String?
        var binding: PresentationBinding?
        var content: Evidence?
        var parameters: [String] = []
        var routeCases: [RouteCase] = []
        var onDismiss: Evidence?
        var contentClosure: ClosureExpr?
        var derived: DerivedBinding?
        var boundParameter: String?
        var routeMember: String?
        // What the presentation's own arguments read (a dialog's title, its `message:`): shown
        // with it, so read by it.
        var argumentEvidence = Evidence()

        var first = true
        for a in call.arguments {
            // A wrapper's unlabelled `$binding` (`.appCover($showsQR)`): which kind it is, flag or
            // item, the index settles from the wrapper's parameter types (`bindingLabel` "_").
            let positional = first && isWrapperCall && a.label == nil && Self.bindingPath(a.value) != nil
            first = false
            switch positional ? "_" : a.label {
            case "_":
                bindingLabel = "_"
                binding = classifyBinding(a.value)
                walkOperand(a.value, .action, &ev)
            case "isPresented", "item":
                bindingLabel = a.label
                binding = classifyBinding(a.value)
                // A method's own `Binding` parameter handed on (`sheet(isPresented: isPresented)`).
                if case let .identifier(p, _) = a.value.kind, functionParameters.contains(p) { boundParameter = p }
                if binding == .other { derived = derivedBinding(a.value) }
                // `.isNotNil($x)` hands `$x` to the project's `Binding` helper, not to a control
                // the view binds it to: nothing else to learn from it.
                if derived?.mapper == nil { walkOperand(a.value, .action, &ev) }
            case "onDismiss":
                var dismissEvidence = Evidence()
                // The handler's own closure is where its code starts: closures inside it defer.
                deferralDepth -= 1
                walkHandler(a.value, &dismissEvidence)
                deferralDepth += 1
                onDismiss = dismissEvidence
            case "content", "actions":
                if let c = a.value.closure { contentClosure = c } else { content = referencedContent(a.value) }
            default:
                // A title or message is shown with the presentation: what it reads is the
                // presentation's, not read beyond it.
                presentationArgumentDepth += 1
                if let c = a.value.closure { walkClosure(c, .view, &argumentEvidence) } else { walkOperand(a.value, .action, &argumentEvidence) }
                presentationArgumentDepth -= 1
            }
        }
        // With a labelled `content:` trailing closure, the unlabelled first one is `onDismiss`
        // (`.fullScreenCover(item: $x) { reset() } content: { … }`).
        let contentIsLabelled = call.trailingClosures.contains { $0.label == "content" || $0.label == "actions" }
        for t in call.trailingClosures {
            if t.label == nil && contentIsLabelled && onDismiss == nil {
                var dismissEvidence = Evidence()
                deferralDepth -= 1
                walkClosure(t.closure, .action, &dismissEvidence)
                deferralDepth += 1
                onDismiss = dismissEvidence
            } else if t.label == nil || t.label == "content" || t.label == "actions", contentClosure == nil, content == nil {
                contentClosure = t.closure
            } else {
                presentationArgumentDepth += 1
                walkClosure(t.closure, .view, &argumentEvidence)   // `message:` and the like
                presentationArgumentDepth -= 1
            }
        }
        var screens: ContentScreens?
        if let c = contentClosure {
            var evidence = Evidence()
            parameters = Array(c.parameters)
            routeCaptures.append(RouteCapture(subject: c.parameters.first ?? ""))
            screenCaptures.append(ScreenCapture(partDepth: screenPartDepth))
            let flag = binding.flatMap(Self.statePath)
            if let flag { openPresentationFlags.append(flag) }
            presentationDepth += 1
            // What a presentation shows is its own screen, wherever the presentation is.
            let savedPush = pushDepth
            pushDepth = 0
            walkClosure(c, .view, &evidence)
            pushDepth = savedPush
            presentationDepth -= 1
            if flag != nil { openPresentationFlags.removeLast() }
            routeCases = routeCaptures.removeLast().cases
            if let member = Self.routeMember(of: c) { routeMember = member }
            let captured = screenCaptures.removeLast().screens
            if !captured.isEmpty {
                // The branches were kept out of the walk's evidence: it is what they share.
                screens = ContentScreens(shared: evidence, screens: captured)
                for screen in captured { evidence.merge(screen.evidence) }
            }
            content = evidence
        }
        var contentEvidence = content ?? Evidence()
        // Kept in the site to the end of the run, and shared by the evidence it is merged into.
        contentEvidence.trim()
        // A wrapper with content of its own: what it shows is not in sight.
        if isWrapperCall && content == nil { contentEvidence.hasOpaqueContent = true }
        if !typeStack.isEmpty {
            var read = contentEvidence.unwrappedPaths
            read.formUnion(contentEvidence.passedPaths)
            read.formUnion(contentEvidence.passedBindings)
            read.formUnion(argumentEvidence.unwrappedPaths)
            read.formUnion(argumentEvidence.passedPaths)
            for v in contentEvidence.views.indices where !contentEvidence.views[v].derivedBindingArguments.isEmpty {
                for d in contentEvidence.views[v].derivedBindingArguments.values where d.mapper != nil { read.formUnion(d.nilTests) }
            }
            if !read.isEmpty { typeStack[typeStack.count - 1].pathsReadByPresentations.append(contentsOf: read) }
        }
        if name == "alert" {
            let kind: DeprecatedUse.Kind = bindingLabel == "item" ? .alertItemStruct : .alertStruct
            if contentEvidence.views.contains(where: { $0.typeName == "Alert" }) {
                noteDeprecated(kind, nameRange)
            } else if bindingLabel != nil, !contentEvidence.memberRefs.isEmpty, !typeStack.isEmpty {
                // The `Alert` may come from a helper of the type; the rule asks the index.
                noteDeprecated(kind, nameRange, alertHelpers: contentEvidence.memberRefs.sorted())
            }
        }
        // Modifiers inside a nested presentation belong to that presentation, not to ours.
        var nested = contentEvidence
        nested.modifierUses = []
        nested.clearsPresentationBackground = false
        // Nor does its close button, or a `dismiss()` there, close the code presenting it: they
        // close that presentation.
        nested.removeWaysOut()
        ev.merge(nested)
        ev.merge(argumentEvidence)
        if let onDismiss { ev.merge(onDismiss) }
        let siteClauses = clauses(at: nameRange.start) + branchClauses
        if filePlatforms == nil { filePlatforms = PlatformSet.ofFile(path: source.path, tokens: tokens, bytes: source.bytes) }
        var platforms = filePlatforms ?? .all
        for c in siteClauses { if let p = c.platforms { platforms.formIntersection(p) } }
        facts.presentations.append(PresentationSite(
            modifier: name, span: span(nameRange), enclosingType: currentTypeName, enclosingQualifiedType: currentQualifiedTypeName,
            bindingLabel: bindingLabel, binding: binding, content: contentEvidence, contentParameters: parameters,
            routeCases: routeCases, clauses: siteClauses, member: currentMember, derivedBindingBox: derived.map(DerivedBindingBox.init),
            screensBox: screens.map(ContentScreensBox.init), onDismissBox: onDismiss.map(EvidenceBox.init),
            isDebugOnly: debugDepth > 0 || isInDebugClause(at: nameRange.start), isPreview: isInPreview,
            isNested: presentationDepth > 0, platforms: platforms))
        if let routeMember { facts.routeMemberSites.append((facts.presentations[facts.presentations.count - 1].span.start, routeMember)) }
        if isWrapperCall {
            facts.presentations[facts.presentations.count - 1].wrapper = name
            facts.hasWrapperCalls = true
            // What its content shows is stacked on the wrapper's sheet, if it is one.
            if let owner = currentTypeName {
                for member in contentEvidence.memberRefs { facts.wrapperPresentedMembers.append((owner, member)) }
            }
        } else if Self.wrappableModifiers.contains(name), let member = currentMember,
                  let bound = boundParameter ?? { if case let .property(p)? = binding { return p } else { return nil } }() {
            // The site binds its presentation to a parameter of the method it is in (a `View`
            // extension), or to a `@Binding` of the `ViewModifier` whose body it is in: a wrapper.
            if isInViewExtension, functionParameters.contains(bound) {
                facts.presentationWrappers.append(PresentationWrapper(name: member, modifier: name, clearsBackground: contentEvidence.clearsPresentationBackground))
            } else if member == "body", !typeStack.isEmpty,
                      typeStack[typeStack.count - 1].inheritance.contains(where: { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }),
                      typeStack[typeStack.count - 1].properties.contains(where: { $0.name == bound && $0.hasWrapper("Binding") }) {
                facts.presentationWrappers.append(PresentationWrapper(name: typeStack[typeStack.count - 1].name, modifier: name,
                                                                      clearsBackground: contentEvidence.clearsPresentationBackground))
            }
        }
    }

    mutating func noteDeprecated(_ kind: DeprecatedUse.Kind, _ range: ByteRange, alertHelpers: [String] = [], subject: String? = nil, throughBinding: Bool = false) {
        guard deprecatedDepth == 0 && fallbackDepth == 0 else { return }
        if let member = currentMember { deprecatedUseMembers[facts.deprecatedUses.count] = member }
        facts.deprecatedUses.append(DeprecatedUse(kind: kind, span: span(range), enclosingType: currentTypeName, alertHelpers: alertHelpers,
                                                  subject: subject, throughBinding: throughBinding,
                                                  platforms: deprecatedUsePlatforms(at: range.start), availability: declaredAvailability))
    }

    /// `Alert` or `SwiftUI.Alert`, as a declared type's text.
    static func isAlertType(_ text: String?) -> Bool {
        guard let text else { return false }
        let n = text.utf8.count
        return (n == 5 && text == "Alert") || (n == 13 && text == "SwiftUI.Alert")
    }

    /// The innermost type being walked, by name (read in place: the type under construction is large).
    var currentTypeName: String? { typeStack.isEmpty ? nil : typeStack[typeStack.count - 1].name }
    var currentQualifiedTypeName: String? { typeStack.isEmpty ? nil : typeStack[typeStack.count - 1].qualifiedName }

    var isInPreview: Bool {
        previewDepth > 0 || typeStack.indices.contains { t in
            typeStack[t].name.hasSuffix("_Previews") || typeStack[t].inheritance.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
        }
    }

    /// `content: coverContent` / `content: self.makeCover` / `content: context.content`.
    mutating func referencedContent(_ value: Expr) -> Evidence {
        var evidence = Evidence()
        switch value.kind {
        case let .identifier(name, _):
            evidence.memberRefs.insert(name)
        case let .memberAccess(m) where { if case let .identifier(b, _)? = m.base?.kind { return b == "self" } else { return false } }():
            evidence.memberRefs.insert(m.name)
        case let .call(c) where Self.isFunctionReference(c):
            // `alert(for:)`, `self.alert(for:)`: a method named with its argument labels.
            return referencedContent(c.callee)
        default:
            evidence.hasOpaqueContent = true
        }
        return evidence
    }

    /// `alert(for:)`, `row(at:in:)`: a function named with its argument labels, not called.
    static func isFunctionReference(_ c: CallExpr) -> Bool {
        guard c.trailingClosures.isEmpty, !c.arguments.isEmpty else { return false }
        return c.arguments.allSatisfy { a in
            guard a.label != nil, case let .unknown(range) = a.value.kind else { return false }
            return range.start == range.end
        }
    }

    mutating func walkHandler(_ value: Expr, _ ev: inout Evidence) {
        switch value.kind {
        case let .closure(c): walkClosure(c, .action, &ev)
        case let .identifier(name, _): ev.calledNames.insert(name)
        default: walkOperand(value, .action, &ev)
        }
    }

    func classifyBinding(_ value: Expr) -> PresentationBinding {
        if let p = Self.bindingPath(value) {
            // The last dot, found among the bytes (a dot is never part of a grapheme cluster).
            guard let dot = p.utf8.lastIndex(of: UInt8(ascii: ".")) else { return .property(p) }
            return .member(base: String(p[..<dot]), name: String(p[p.index(after: dot)...]))
        }
        if case let .call(c) = value.kind, case let .memberAccess(m) = c.callee.kind, m.name == "constant",
           m.base == nil || { if case let .identifier(b, _)? = m.base?.kind { return b == "Binding" } else { return false } }() {
            // `.constant(false)` never presents anything (a placeholder, a disabled path): nothing to check.
            if c.arguments.count == 1, case let .literal(.boolean, text, _) = c.arguments.value(0).kind, text == "false" { return .other }
            var names: [String] = []
            for a in c.arguments { Self.collectNames(a.value, into: &names) }
            return .constant(names: names)
        }
        return .other
    }
}

/// The name of a called type: bytes of the file (or a string made from a written type), made a
/// `String` only where a fact keeps it.
struct CalleeName {
    private let tree: TreeRef?
    private let id: UInt32
    private let text: String

    init(_ tree: TreeRef, _ id: UInt32) {
        self.tree = tree
        self.id = id
        text = ""
    }

    init(_ text: String) {
        tree = nil
        id = 0
        self.text = text
    }

    var string: String { tree.map { $0.string(id) } ?? text }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let tree { return tree.withBytes(id, body) }
        var text = text
        return text.withUTF8(body)
    }
}

/// What `walkTypeCall` asks of a called type's name, read once from its bytes.
struct TypeCallName {
    /// Its position among `BuiltInViews.names`; nil for any other type.
    var builtInPosition: Int?
    var isButton = false, isToolbarItem = false, isAnyView = false, isNavigationLink = false
    /// One of `FactExtractor.actionTypes` (`Task`, `DispatchQueue`): its closures run code.
    var isActionType = false
    /// One of `FactExtractor.screenContainers`: its closures are the screen, not a part of it.
    var isScreenContainer = false

    init(_ b: UnsafeBufferPointer<UInt8>) {
        // Nearly every type called is one of SwiftUI's views, whose traits are worked out once.
        if let p = BuiltInViews.positions.position(ofBytes: b) {
            self = Self.builtIns[p]
        } else {
            self.init(traitsOf: b)
            builtInPosition = nil
        }
    }

    /// The traits of `BuiltInViews.names`, by position.
    private static let builtIns: [TypeCallName] = BuiltInViews.names.words.enumerated().map { p, word in
        var word = word
        var traits = word.withUTF8 { TypeCallName(traitsOf: $0) }
        traits.builtInPosition = p
        return traits
    }

    private init(traitsOf b: UnsafeBufferPointer<UInt8>) {
        func spells(_ word: StaticString) -> Bool { b.spells(word, at: 0, length: b.count) }
        // Lengths first: nearly every name is none of these, and is told apart without a comparison.
        switch b.count {
        case 6: isButton = spells("Button")
        case 7: isAnyView = spells("AnyView")
        case 11: isToolbarItem = spells("ToolbarItem")
        case 14: isNavigationLink = spells("NavigationLink")
        case 16: isToolbarItem = spells("ToolbarItemGroup")
        default: break
        }
        isActionType = FactExtractor.actionTypes.contains(bytes: b)
        isScreenContainer = FactExtractor.screenContainers.contains(bytes: b)
    }
}
