/// Expression walking: chains, operands, closures, sequences and assignments (calls are in
/// `FactExtractor+Calls.swift`, presentation sites in `FactExtractor+Presentations.swift`).
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
    mutating func walkExpression(_ expr: Expr, _ mode: Mode, _ ev: inout ScopeSummary) {
        if stack.isLow() {
            stackRanLow = true
            return
        }
        let mark = pendingCalls.count
        var e = expr
        var mode = mode
        // Whether a member of the current link's value is taken (`Color.red`, `Font.system(…)`):
        // a type named there is the type, not a view helper.
        var ofMember = false
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
                ofMember = true
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
                ofMember = true
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
                if ofMember, n.tag == .identifier, Self.isTypeName(t.firstByte(n.a)) { break chain }
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
    mutating func walkOperand(_ expr: Expr, _ mode: Mode, _ ev: inout ScopeSummary) {
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
        return isTypeName(m.tree.firstByte(m.nameID)) && isTypePath(base)
    }

    /// Whether the innermost local `name` is a property's own value unwrapped (`if let image`).
    func isPropertyUnwrap(_ name: String) -> Bool {
        guard let position = shadowed.lastIndex(of: name) else { return false }
        return propertyUnwraps.contains(position)
    }

    /// One node that is not a link of a chain (see `walkExpression`).
    mutating func walkNode(_ expr: Expr, _ mode: Mode, _ ev: inout ScopeSummary) {
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

    /// A name in view position is a helper of the enclosing type (followed later), whatever its
    /// case (`var CloseButton: some View`: a type is called to make a view, never named bare), or
    /// something the rules cannot see into.
    mutating func noteViewName(_ name: String, _ ev: inout ScopeSummary) {
        guard let first = name.utf8.first else { return }
        // A value the called view handed its content closure: that view shows what it is.
        if !viewHandedValues.isEmpty && NameSet.list(viewHandedValues, contains: name) { return }
        var name = name
        if !localViews.isEmpty || !elementUnwraps.isEmpty, let position = shadowed.lastIndex(of: name) {
            // A local holding a view made in this code: what it shows is read here.
            if let k = localViews.lastIndex(where: { $0.position == position }) { return showLocalView(k, &ev) }
            // An element of a property's value (`if let image = previews[url] { image }`): what the
            // property holds.
            if let element = elementUnwraps.last(where: { $0.position == position }) { name = element.property }
        }
        if (isShadowed(name) && !isPropertyUnwrap(name)) || first == UInt8(ascii: "$") {
            ev.hasOpaqueContent = true
        } else {
            ev.memberRefs.insert(name)
            if fallbackDepth > 0 { fallbackCalls.append(name) }
            if let type = currentQualifiedTypeName {
                facts.memberViewRefs.append(MemberViewRef(typeName: type, member: name, branches: branchClauses))
            }
        }
    }

    mutating func walkClosure(_ closure: ClosureExpr, _ mode: Mode, _ ev: inout ScopeSummary) {
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
    /// (`ScopeSummary.forcedPaths`, `ScopeSummary.nilTolerantPaths`), also as read outside presentations
    /// when it is.
    mutating func noteUnwrapped(_ p: String, _ kind: UnwrapKind, _ ev: inout ScopeSummary) {
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
    mutating func notePassed(_ p: String, _ ev: inout ScopeSummary) {
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

    /// What the left side of an assignment writes: its path, or the owner of a `wrappedValue`.
    mutating func assignedTarget(_ e: Expr) -> String? {
        path(of: e) ?? Self.wrappedValueOwner(e)
    }

    /// An assignment's left side reaches the type's own storage (`self.x`, `$x.wrappedValue`),
    /// outside an initializer.
    func writesThroughSelf(_ e: Expr) -> Bool {
        !inInitializer && (writtenThroughSelf(e) || Self.wrappedValueOwner(e) != nil)
    }

    mutating func walkSequence(_ operands: ExprList, _ operators: StringList, _ mode: Mode, _ ev: inout ScopeSummary) {
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
                if let target = assignedTarget(operands[i]) {
                    // A value derived from the observed one (`flag = x == nil`) follows it too; a first
                    // sync is a plain copy, the whole right-hand side.
                    let wholeValue = i + 1 == operators.count
                    let mirrors = mirrorsObservedValue(operands[i + 1])
                    if let source = mirrors ? observedSubject : inAppearHandler && wholeValue ? path(of: operands[i + 1]) : nil {
                        ev.observedSources.append(ObservedSource(target: target, path: source, isMirror: mirrors))
                    }
                    var write = StateWrite(target: target, value: Self.changeValue(operands[i + 1]), isMethodResult: Self.isMethodResult(operands[i + 1]),
                                           mirrorsObservedValue: mirrors, isDeferred: deferralDepth > 0)
                    if write.setsOn, let source = possiblyNilSource(operands[i + 1]) {
                        write.mayBeNil = true
                        write.callee = source.callee
                    }
                    record(write, &ev, throughSelf: writesThroughSelf(operands[i]))
                }
            case .compoundAssign:
                // `text += token`, `count -= 1`: a write of a value worked out from the old one.
                if let target = assignedTarget(operands[i]) {
                    let write = StateWrite(target: target, value: .unknown, isMethodResult: false, mirrorsObservedValue: false, isDeferred: deferralDepth > 0)
                    record(write, &ev, throughSelf: writesThroughSelf(operands[i]))
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
    mutating func record(_ write: StateWrite, _ ev: inout ScopeSummary, throughSelf: Bool = false) {
        // (A write through a property's own value unwrapped, `viewer.showsNotes = true`, reaches
        // what the property refers to.)
        guard !write.target.isEmpty, throughSelf || (write.target.containsBytes(".")
            ? !isLocalRootOfMembers(String(write.target.firstDottedComponent)) : !isShadowed(String(write.target.firstDottedComponent))) else { return }
        // `flag.wrappedValue = true` through a `Binding` changes `flag`.
        if Self.endsInWrappedValue(write.target) {
            var unwrapped = write
            unwrapped.target.removeLast(13)
            return record(unwrapped, &ev, throughSelf: throughSelf)
        }
        var write = write
        write.isDebugOnly = debugDepth > 0
        write.isInHandedClosure = handedClosureDepth > 0
        write.closesItsPresentation = write.value != .on && openPresentationFlags.contains(write.target)
        if !presentOptionals.isEmpty { write.whilePresent = presentOptionals }
        // Bodies that change state mostly make one change, kept to the end of the run; with a
        // second, room for a few at once.
        if ev.stateChanges.count == 1 { ev.stateChanges.reserveCapacity(4) }
        ev.stateChanges.append(write)
        // The open action lists it too, deferred when made in a closure the action starts.
        if let mark = scopeMarks.last {
            write.isDeferred = deferralDepth > mark.deferralBase
            pendingWrites.append(write)
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
}
