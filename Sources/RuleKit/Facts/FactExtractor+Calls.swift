/// Calls: of functions, methods (modifiers among them) and types (views among them), with their
/// arguments and trailing closures.
extension FactExtractor {
    mutating func walkCall(_ call: CallExpr, _ mode: Mode, _ ev: inout ScopeSummary) {
        let t = call.callee.tree
        let n = call.callee.node
        switch n.tag {
        case .memberAccess:
            let m = MemberAccessExpr(t, n)
            if Self.isTypeCall(m) {
                walkTypeCall(name: CalleeName(t, n.b), call, mode, &ev)   // `SwiftUI.Text("x")`, `Outer.Inner()`, `A.B.Inner()`
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
            let called = t.string(Expr(t, n.b).node.a)
            ev.calledNames.insert(called)   // `onClose?()`
            noteCall(called, receiver: nil)
            walkArguments(call, defaultClosureMode: .action, &ev)
        default:
            walkOperand(call.callee, .action, &ev)
            walkArguments(call, defaultClosureMode: .action, &ev)
        }
    }

    /// A type's name, or a type nested in one, spelled with type names only (`Outer`,
    /// `ProfileView.Sheets`): what a qualified type call is made on.
    static func isTypePath(_ e: Expr) -> Bool {
        var node = e.node
        var links = 0
        while node.tag == .memberAccess {
            guard node.a != ExprNode.none, isTypeName(e.tree.firstByte(node.b)), links < maxPathLinks else { return false }
            node = e.tree.node(node.a)
            links += 1
        }
        return node.tag == .identifier && isTypeName(e.tree.firstByte(node.a))
    }

    /// The last name of a type path (`Sheets` of `ProfileView.Sheets`).
    static func typeName(atEndOf e: Expr) -> String? {
        switch e.kind {
        case let .identifier(name, _): return name
        case let .memberAccess(m): return m.name
        default: return nil
        }
    }

    /// `foo(...)`: a helper of the enclosing type, a global function, or a presentation modifier
    /// called on the implicit `self` inside a `View` extension.
    mutating func walkFunctionCall(name: String, _ call: CallExpr, _ mode: Mode, _ ev: inout ScopeSummary) {
        if Self.presentationModifiers.contains(name) {
            recordPresentation(name: name, nameRange: call.callee.range, call, &ev)
            return
        }
        // `formSheet(isPresented: isPresented) { … }` on the implicit `self` of a `View`
        // extension: a call of a wrapper, perhaps (a wrapper of a wrapper).
        if mode == .view, isInViewExtension, !Self.systemBindingModifiers.contains(name), Self.mayBeWrapperCall(call) {
            recordingWrapperCall = true
            recordPresentation(name: name, nameRange: call.callee.range, call, &ev)
            return
        }
        ev.calledNames.insert(name)
        noteCall(name, receiver: nil)
        if fallbackDepth > 0 { fallbackCalls.append(name) }
        // `modifier(AppCover(…))` in a `View` extension applies that view modifier.
        if mode == .view, name == "modifier", call.arguments.count == 1, call.trailingClosures.isEmpty {
            walkOperand(call.arguments.value(0), .view, &ev)
            return
        }
        // `print(…)` and the standard library's other free functions return nothing to show.
        if mode == .view && !Self.standardLibraryFunctions.contains(name) { noteViewName(name, &ev) }
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
    mutating func walkMethodCall(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ ev: inout ScopeSummary) {
        let traits = m.withNameBytes(MethodName.init)
        let wraps = isWrapperCandidate(m, call, mode, traits)
        if let base = walkMethodCallHead(m, call, mode, traits, wraps, &ev) { walkOperand(base, mode, &ev) }
        walkMethodCallTail(m, call, mode, traits, wraps, &ev)
    }

    /// What a method call notes before its base is walked; the base to walk next, if any.
    /// `traits` are its name's, `wraps` whether it may be a project's presentation wrapper.
    mutating func walkMethodCallHead(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ traits: MethodName, _ wraps: Bool,
                                     _ ev: inout ScopeSummary) -> Expr? {
        let onSelf = m.base?.isName("self") ?? false
        // The name as a string only where it is kept or compared in full.
        let name = traits.needsString || onSelf ? m.name : ""
        if traits.isPresentation || wraps { return m.base }
        // (`.now()`, a value of a type the context implies, is no call of anything the action uses.)
        if mode == .action, let base = m.base, scopeMarks.last?.isAction == true {
            noteCall(traits.needsString || onSelf ? name : m.name, receiver: onSelf ? nil : path(of: base) ?? "")
        }
        if traits.mayClose, ScopeSummary.isClosingName(name) { ev.closingMethods.insert(name) }
        if traits.isNotable {
            ev.modifierUses.append(ModifierUse(name: name, path: source.path, span: span(m.nameRange),
                                               arguments: source.text(m.nameRange.end, call.range.end), enclosingType: currentTypeName))
        }
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
                    record(StateWrite(target: p, value: .toggle, isDeferred: deferralDepth > 0), &ev)
                } else if let owner = Self.wrappedValueOwner(base) {
                    record(StateWrite(target: owner, value: .toggle, isDeferred: deferralDepth > 0), &ev, throughSelf: true)
                }
            }
            if (special && (name == "map" || name == "flatMap")) || m.isOptionalChain, let p = path(of: base) { noteUnwrapped(p, .tolerant, &ev) }
            if onSelf && fallbackDepth > 0 { fallbackCalls.append(name) }
            if onSelf && mode == .action { ev.calledNames.insert(name) }   // `self.onFinish()`
            // `dismiss.callAsFunction()` calls `dismiss`.
            if case let .identifier(callee, _) = base.kind, m.withNameBytes({ $0.spells("callAsFunction", at: 0, length: $0.count) }) {
                ev.calledNames.insert(callee)
            }
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
                                     _ ev: inout ScopeSummary) {
        let onSelf = m.base?.isName("self") ?? false
        let name = traits.needsString || onSelf ? m.name : ""
        // `viewModel: .init(onSelect: { rate in … })`: made for a project view (see `callbackCarrier`).
        let carriedTo = m.base == nil ? callbackCarrier.flatMap { $0.call == call.range ? $0.view : nil } : nil
        if traits.isPresentation {
            recordPresentation(name: name, nameRange: m.nameRange, call, &ev)
            return
        }
        if mode == .view, m.base != nil, !wraps, !traits.isSystemBindingModifier, Self.handsLabelledBinding(call) {
            recordHandingCall(m, call)
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
        // `.background { … }`, `.overlay(…)`, `.mask(…)`: what they show decorates the view.
        let decorates = isModifierOnView && m.base != nil && m.withNameBytes { b in
            b.spells("background", at: 0, length: b.count) || b.spells("overlay", at: 0, length: b.count) || b.spells("mask", at: 0, length: b.count)
        }
        if decorates { decorationDepth += 1 }
        defer { if decorates { decorationDepth -= 1 } }
        // `.toolbar { … }`, `.navigationBarItems(trailing: …)`: what they show is in the navigation
        // bar or a toolbar, kept apart from the rest (see `ScopeSummary.withoutNavigationBar`).
        let inBar = isModifierOnView && m.base != nil && m.withNameBytes { b in
            b.spells("toolbar", at: 0, length: b.count) || b.spells("navigationBarItems", at: 0, length: b.count)
        }
        func walkHandler(_ c: ClosureExpr, _ label: String?, _ me: inout FactExtractor) {
            if let carriedTo, let label, c.takesParameters {
                me.recordCarriedCallback(c, label: label, view: carriedTo, &ev)
                return
            }
            let saved = (me.observedValues, me.observedSubject, me.inAppearHandler, me.observesByID)
            if observes { (me.observedValues, me.observedSubject) = (Array(c.parameters) + ["$0", "$1"], subject) }
            if observesByID { (me.observedValues, me.observedSubject, me.observesByID) = ([], subject, true) }
            if appears { me.inAppearHandler = true }
            let closureMode: Mode = isModifierOnView && !traits.runsCode && !Self.labelRunsCode(label) ? .view : .action
            me.screenPartDepth += 1
            defer { me.screenPartDepth -= 1 }
            // What a modifier hands the closure that builds its content (the view it modifies, as
            // in `.transforming { view in view.bold() }`, or a preference value) is the modifier's
            // to show, as for a view (see `walkTypeCall`). A destination's value is not: what it
            // shows from it is the pushed screen.
            let handed = me.viewHandedValues.count
            if closureMode == .view && c.takesParameters && !pushes { me.viewHandedValues += Self.handedValues(c) }
            defer { me.viewHandedValues.removeLast(me.viewHandedValues.count - handed) }
            if wraps {
                // Presentations inside are stacked on the wrapper's sheet, as in a `.sheet`'s content.
                var content = ScopeSummary()
                me.presentationDepth += 1
                let savedDecoration = me.decorationDepth
                me.decorationDepth = 0
                me.walkClosure(c, closureMode, &content)
                me.decorationDepth = savedDecoration
                me.presentationDepth -= 1
                if let owner = me.currentTypeName {
                    for member in content.memberRefs { me.facts.wrapperPresentedMembers.append((owner, member)) }
                }
                ev.merge(content)
            } else if inBar {
                var bar = ScopeSummary()
                me.walkClosure(c, closureMode, &bar)
                ev.addToNavigationBar(bar)
            } else {
                me.walkClosure(c, closureMode, &ev)
            }
            (me.observedValues, me.observedSubject, me.inAppearHandler, me.observesByID) = saved
        }
        // `.onDisappear { … }` in presented content runs once it is gone: what it calls does not
        // close it (see `ScopeSummary.dropClosingCalls`).
        let leaves = presentationDepth > 0 && m.base != nil && m.withNameBytes { $0.spells("onDisappear", at: 0, length: $0.count) }
        let closingBefore = leaves ? (ev.closingMethods, ev.calledNames) : (NameSet(), NameSet())
        defer { if leaves { ev.dropClosingCalls(keeping: closingBefore) } }
        let arguments = call.arguments
        for i in arguments.indices {
            let value = arguments.value(i)
            if let c = value.closure {
                walkHandler(c, arguments[i].label, &self)
            } else {
                // The value an `.onChange(of:)` watches is not handed on to anything.
                if inBar {
                    var bar = ScopeSummary()
                    noteArgument(arguments, i, &bar)
                    walkOperand(value, .view, &bar)
                    ev.addToNavigationBar(bar)
                    continue
                }
                if !(observes && arguments.labelIs(i, "of")) { noteArgument(arguments, i, &ev) }
                if arguments.labelIs(i, "rootView") { hostScreen(value); continue }   // `super.init(rootView:)`, `.init(rootView:)`
                walkOperand(value, isModifierOnView && traits.takesViews ? .view : .action, &ev)
            }
        }
        for t in call.trailingClosures { walkHandler(t.closure, t.label, &self) }
    }

    /// `Name(...)`: a view (or any type) being created.
    mutating func walkTypeCall(name callee: CalleeName, _ call: CallExpr, _ mode: Mode, _ ev: inout ScopeSummary) {
        let arguments = call.arguments
        // What the walk asks of the name, read from its bytes: nearly every type called is one of
        // SwiftUI's views, kept as a bit, and its name is never made a string.
        let known = callee.withBytes(TypeCallName.init)
        /// The position in `ev.views` of the view whose closure arguments are recorded.
        var closureTarget: Int?
        // The call a project view is made with (`viewModel: TaxRateModel(onSelect: { rate in … })`):
        // the callbacks taking a value that it is handed are the view's.
        let carriedTo = callbackCarrier.flatMap { $0.call == call.range ? $0.view : nil }
        let savedCarrier = callbackCarrier
        callbackCarrier = nil
        defer { callbackCarrier = savedCarrier }
        /// Walks an action closure handed to `label`, recorded on the view when it is a project's.
        func walkActionClosure(_ c: ClosureExpr, _ closureMode: Mode, label: String?, _ me: inout FactExtractor, _ ev: inout ScopeSummary) {
            if closureTarget == nil, let carriedTo, let label, closureMode == .action, c.takesParameters {
                me.recordCarriedCallback(c, label: label, view: carriedTo, &ev)
                return
            }
            guard let target = closureTarget, let label, closureMode == .action else {
                // What a view hands the closures that build its content (an image, a loading
                // phase, a proxy) is that view's to show, read where the view is declared; a
                // collection hands its elements, which may be anything.
                let before = me.viewHandedValues.count
                if closureMode == .view && !known.isCollection && c.takesParameters { me.viewHandedValues += Self.handedValues(c) }
                me.walkClosure(c, closureMode, &ev)
                me.viewHandedValues.removeLast(me.viewHandedValues.count - before)
                return
            }
            var handed = ScopeSummary()
            // In presented content it runs only if the child calls it: it is no way out of the
            // content by itself, so it is not merged there (nor does it turn state off for good).
            let inContent = me.presentationDepth > 0
            if inContent { me.handedClosureDepth += 1 }
            me.walkClosure(c, closureMode, &handed)
            if inContent { me.handedClosureDepth -= 1 }
            let calls = (handed.calledNames.union(handed.closingMethods)).sorted()
            ev.views[target].closureArguments.append(ClosureArgument(label: label, writes: handed.stateChanges, calls: calls, takesValue: c.takesParameters))
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
                } else if builtIn == nil, isInViewExtension, let label = arguments[i].label, case let .identifier(p, _) = value.kind,
                          functionParameters.contains(p) {
                    // A `View` extension method's own parameter handed on (a wrapper's binding).
                    Self.set(&values, label, p)
                }
            }
            if bindings == nil && derived == nil, let position = builtIn {
                ev.builtInViews.insert(position: position)
            } else {
                let name = Self.qualifiedIfShadowed(callee.string, call, in: currentQualifiedTypeName)
                ev.views.append(ViewReference(typeName: name, bindingArguments: bindings ?? [:], derivedBindingArguments: derived ?? [:],
                                              valueArguments: values ?? [:]))
                if decorationDepth > 0 { ev.views[ev.views.count - 1].decoratesAnotherView = true }
                if pushDepth > 0 { ev.views[ev.views.count - 1].isPushed = true }
                // A project's view: the closures handed to its parameters are kept with it.
                if builtIn == nil { closureTarget = ev.views.count - 1 }
            }
        }
        let isButton = known.isButton
        if isButton {
            if Self.isCloseButton(call) { ev.hasCloseAffordance = true }
        }
        // A destructive button (`Button("Block", role: .destructive) { …; dismiss() }`) closes only
        // by destroying something: its closing calls are no way out a user takes to leave (see
        // `ScopeSummary.dropClosingCalls`).
        let destroys = isButton && Self.buttonRole(call) == "destructive"
        let closingBeforeDestroying = destroys ? (ev.closingMethods, ev.calledNames) : (NameSet(), NameSet())
        defer { if destroys { ev.dropClosingCalls(keeping: closingBeforeDestroying) } }
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
                // A link's label written in its parentheses (`NavigationLink(destination: X, label: { … })`) is not pushed.
                let isLinkLabel = linkLabel != -2 && arguments.labelIs(i, "label")
                if isLinkLabel { pushDepth -= 1 }
                walkActionClosure(c, mode == .view ? closureMode : .action, label: closureTarget == nil && carriedTo == nil ? nil : arguments[i].label, &self, &ev)
                if isLinkLabel { pushDepth += 1 }
            } else if mappedArguments?.contains(i) ?? false {
                continue
            } else {
                noteArgument(arguments, i, &ev)
                if arguments.labelIs(i, "rootView") { hostScreen(value); continue }   // `UIHostingController(rootView:)`
                // A view erased for a project type's parameter (`footer: AnyView(closeBar)`) is
                // shown where that type shows the parameter: kept with the type, not merged here.
                if mode == .view, let target = closureTarget, let label = arguments[i].label, Self.isAnyViewCall(value) {
                    var handed = ScopeSummary()
                    walkOperand(value, .view, &handed)
                    ev.views[target].viewArguments.append(ViewArgument(label: label, content: handed))
                    continue
                }
                let asView = mode == .view && (isAnyView || arguments.label(i, isIn: Self.viewClosureLabels))
                let savedCarrier = callbackCarrier
                // (Not a binding made by hand for it, `Binding(get:set:)`: its setter is no callback.)
                callbackCarrier = closureTarget != nil && !asView && value.tag == .call && !Self.makesBinding(CallExpr(value.tree, value.node))
                    ? (value.range, closureTarget!) : nil
                walkOperand(value, asView ? .view : .action, &ev)
                callbackCarrier = savedCarrier
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
            if closureMode == .view && closureTarget != nil && Self.isImperative(t.closure.body) { closureMode = .action }
            // A project view's first trailing closure that takes a value and acts (assigns, or only
            // calls functions: `ShortcutList { keys in session.send(keys) }`) is a callback, kept
            // under the label `_`.
            var label = t.label
            if i == 0, label == nil, closureTarget != nil, closureMode == .action || Self.onlyCalls(t.closure), t.closure.takesParameters {
                closureMode = .action
                label = "_"
            }
            if i == linkLabel { pushDepth -= 1 }
            walkActionClosure(t.closure, closureMode, label: label, &self, &ev)
            if i == linkLabel { pushDepth += 1 }
        }
    }

    /// The names under which a content closure receives what it is handed: its parameters, or
    /// `$0` and `$1` when it declares none.
    static func handedValues(_ c: ClosureExpr) -> [String] {
        c.parameters.isEmpty ? ["$0", "$1"] : Array(c.parameters)
    }

    /// `OpenSesame.ImportView(…)` written in a type of the same simple name (`BoardingView.ImportView`):
    /// the qualifier, a module or another type, says the view is not the one the code is in, which
    /// the simple name alone would be taken for. It keeps its qualified name, under which no
    /// declaration of the project is looked up: a view that cannot be read.
    static func qualifiedIfShadowed(_ name: String, _ call: CallExpr, in enclosing: String?) -> String {
        guard let enclosing, case let .memberAccess(m) = call.callee.kind, case let .identifier(qualifier, _)? = m.base?.kind else { return name }
        let chain = enclosing.split(separator: ".")
        guard chain.contains(where: { $0 == name }), !chain.contains(where: { $0 == qualifier }) else { return name }
        return qualifier + "." + name
    }

    /// A callback taking a value handed to the call a project view is made with (`viewModel:
    /// TaxRateModel(onSelect: { rate in … })`): kept with the view as one of its closure arguments,
    /// labelled as written, since what the view is made with calls it. It is walked as before,
    /// into the code around it.
    mutating func recordCarriedCallback(_ c: ClosureExpr, label: String, view: Int, _ ev: inout ScopeSummary) {
        guard ev.views.indices.contains(view) else { return walkClosure(c, .action, &ev) }
        var handed = ScopeSummary()
        walkClosure(c, .action, &handed)
        let calls = (handed.calledNames.union(handed.closingMethods)).sorted()
        ev.views[view].closureArguments.append(ClosureArgument(label: label, writes: handed.stateChanges, calls: calls, takesValue: true))
        ev.merge(handed)
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

    mutating func walkArguments(_ call: CallExpr, defaultClosureMode: Mode, _ ev: inout ScopeSummary) {
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

    /// A closure whose every statement calls a function or a method (`session.send(keys)`,
    /// `await model.load(url)`), never a type: it acts, it builds no view.
    static func onlyCalls(_ closure: ClosureExpr) -> Bool {
        guard !closure.body.isEmpty else { return false }
        for s in closure.body {
            guard case var .expr(e) = s else { return false }
            while case let .prefix(op, operand, _) = e.kind, op == "try" || op == "await" || op == "try?" { e = operand }
            // (A call on the value it is given, `image in image.resizable()`, builds a view of it.)
            guard case let .call(call) = e.kind, let root = rootName(of: call.callee), let first = root.utf8.first,
                  !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), !closure.parameters.contains(root) else { return false }
        }
        return true
    }

    /// The name a callee starts from: `send` in `send(keys)`, `session` in `session.send(keys)`.
    static func rootName(of callee: Expr) -> String? {
        switch callee.kind {
        case let .identifier(name, _): return name
        case let .memberAccess(m): return m.base.flatMap(rootName)
        case let .call(c): return rootName(of: c.callee)
        case let .postfix(_, operand, _): return rootName(of: operand)
        default: return nil
        }
    }

    /// `$binding` and plain-path arguments: what content hands on. A function given as an
    /// action (`Button("x", action: dismiss)`) counts as called.
    mutating func noteArgument(_ arguments: ArgumentList, _ i: Int, _ ev: inout ScopeSummary) {
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
                if m.withNameBytes(Self.mayClose), ScopeSummary.isClosingName(m.name) { ev.closingMethods.insert(m.name) }
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
}
