/// Bindings made by hand: `Binding(get: { x != nil }, set: { if !$0 { x = nil } })`, its
/// `.init(get:set:)` spelling, and members of the presenter that return one. Read from the syntax
/// only (the closures are walked as any others for the rest of the facts).
extension FactExtractor {
    /// What `value` (an `isPresented:` argument, or what a member returns) derives its flag from;
    /// nil when it is no hand-made binding.
    mutating func derivedBinding(_ value: Expr) -> DerivedBinding? {
        switch value.kind {
        case let .call(c):
            if Self.isBindingInitializer(c.callee) {
                // `Binding(optionalValue: $x)`: derived from `x` when the project's initialiser of
                // that label makes it so (see `initializerMapper`).
                if c.arguments.count == 1, c.trailingClosures.isEmpty, let label = c.arguments[0].label, label != "get", label != "set",
                   let p = Self.bindingPath(c.arguments.value(0)) {
                    return DerivedBinding(nilTests: [p], reads: [p], writes: [StateWrite(target: p, value: .off)], mapper: Self.initializerMapper(label))
                }
                return accessorBinding(c)
            }
            // `$x.mappedToBool()`: derived from `x` when the project's `Binding` extension makes it so.
            if c.arguments.isEmpty, c.trailingClosures.isEmpty, case let .memberAccess(m) = c.callee.kind,
               let base = m.base, let p = Self.bindingPath(base) {
                return DerivedBinding(nilTests: [p], reads: [p], writes: [StateWrite(target: p, value: .off)], mapper: m.name)
            }
            // `.isNotNil($x)`, `Binding.isNotNil($x)`: the same, as a static member of `Binding`.
            if c.arguments.count == 1, c.arguments[0].label == nil, c.trailingClosures.isEmpty, case let .memberAccess(m) = c.callee.kind,
               m.base.map({ $0.isName("Binding") }) ?? true, let p = Self.bindingPath(c.arguments.value(0)) {
                return DerivedBinding(nilTests: [p], reads: [p], writes: [StateWrite(target: p, value: .off)], mapper: m.name)
            }
            // `activeSheetBinding()`, `self.binding(for: .x)` is not followed (it takes arguments).
            guard c.arguments.isEmpty, c.trailingClosures.isEmpty else { return nil }
            return helperName(c.callee).map { DerivedBinding(helper: $0) }
        case .identifier, .memberAccess:
            return helperName(value).map { DerivedBinding(helper: $0) }
        default:
            return nil
        }
    }

    /// What the `get:` and `set:` closures of a `Binding(get:set:)` (or `self.init(get:set:)`) read and change.
    mutating func accessorBinding(_ c: CallExpr) -> DerivedBinding? {
        var derived = DerivedBinding()
        // A setter that does something (`set: { draft in store.insert(draft) }`) makes a binding
        // even when it writes no state the walk names: what is set goes somewhere.
        var setterActs = false
        let arguments = c.arguments
        for i in arguments.indices {
            guard let closure = arguments.value(i).closure else { continue }
            if arguments.labelIs(i, "get") {
                for s in closure.body { if let e = Self.valueOf(s) { readsOfGetter(e, negated: false, into: &derived) } }
            } else if arguments.labelIs(i, "set") {
                setterActs = setterActs || !closure.body.isEmpty
                withScope { me in
                    me.shadowed.append(contentsOf: closure.parameters)
                    me.writesOfSetter(closure.body, into: &derived.writes)
                }
            }
        }
        // The trailing-closure spelling: `Binding { x != nil } set: { _ in x = nil }`.
        var getterGiven = arguments.indices.contains { arguments.labelIs($0, "get") }
        for t in c.trailingClosures {
            if t.label == nil && !getterGiven {
                getterGiven = true
                for s in t.closure.body { if let e = Self.valueOf(s) { readsOfGetter(e, negated: false, into: &derived) } }
            } else if t.label == "set" {
                setterActs = setterActs || !t.closure.body.isEmpty
                withScope { me in
                    me.shadowed.append(contentsOf: t.closure.parameters)
                    me.writesOfSetter(t.closure.body, into: &derived.writes)
                }
            }
        }
        return derived.reads.isEmpty && derived.writes.isEmpty && !setterActs ? nil : derived
    }

    /// Whether `derived` is a flag derived from `optional` alone: its getter tests it against nil and
    /// reads nothing else, its setter only clears it.
    static func derivesFlag(_ derived: DerivedBinding, from optional: String) -> Bool {
        derived.nilTests.contains(optional) && derived.absenceTests.isEmpty && derived.reads.allSatisfy { $0 == optional }
            && !derived.writes.isEmpty && derived.writes.allSatisfy { $0.target == optional && $0.value == .off }
    }

    /// Records a member of `extension Binding` that derives a flag from the optional it extends: a
    /// method without parameters returning `Binding<Bool>` (made by hand over `wrappedValue`, or
    /// handed to one of the extension's initialisers as `self`), or an initialiser
    /// `init(label: Binding<T?>)` making `self.init(get: { label.wrappedValue != nil }, set: …)`.
    mutating func recordOptionalFlagMapper(_ f: FunctionDecl) {
        guard !typeStack.isEmpty, typeStack[typeStack.count - 1].kind == .extension else { return }
        let extended = typeStack[typeStack.count - 1].name
        guard extended == "Binding" || extended == "SwiftUI.Binding", let body = f.body, let last = body.last else { return }
        switch f.kind {
        case .function where f.parameters.count == 1 && f.modifiers.contains("static"):
            // `static func isNotNil<T>(_ value: Binding<T?>) -> Binding<Bool>`, called `.isNotNil($x)`.
            let p = f.parameters[0]
            guard let type = p.typeRange, source.text(type.start, type.end).containsBytes("?"),
                  let returns = f.returnType?.text, returns.filter({ $0 != " " }) == "Binding<Bool>",
                  let value = Self.valueOf(last), case let .call(c) = value.kind, Self.isBindingInitializer(c.callee),
                  let derived = accessorBinding(c), Self.derivesFlag(derived, from: p.name + ".wrappedValue") else { return }
            facts.optionalFlagMappers.append(OptionalFlagMapper(name: f.name))
        case .function:
            guard f.parameters.isEmpty, let returns = f.returnType?.text, returns.filter({ $0 != " " }) == "Binding<Bool>",
                  let value = Self.valueOf(last), case let .call(c) = value.kind, Self.isBindingInitializer(c.callee) else { return }
            if c.arguments.count == 1, c.trailingClosures.isEmpty, let label = c.arguments[0].label, c.arguments.value(0).isName("self") {
                facts.optionalFlagMappers.append(OptionalFlagMapper(name: f.name, via: label))
            } else if let derived = accessorBinding(c),
                      Self.derivesFlag(derived, from: "wrappedValue") || Self.derivesFlag(derived, from: "self.wrappedValue") {
                facts.optionalFlagMappers.append(OptionalFlagMapper(name: f.name))
            }
        case .initializer:
            guard f.parameters.count == 1, let label = f.parameters[0].label, let type = f.parameters[0].typeRange,
                  source.text(type.start, type.end).containsBytes("?"),
                  let value = Self.valueOf(last), case let .call(c) = value.kind,
                  case let .memberAccess(m) = c.callee.kind, m.name == "init", let base = m.base, base.isName("self"),
                  let derived = accessorBinding(c), Self.derivesFlag(derived, from: f.parameters[0].name + ".wrappedValue") else { return }
            facts.optionalFlagInits.append(label)
            // Called directly too (`Binding(optionalValue: $x)`), as a mapper going through itself.
            facts.optionalFlagMappers.append(OptionalFlagMapper(name: Self.initializerMapper(label), via: label))
        default:
            break
        }
    }

    /// `name` or `self.name`, lower-case and not shadowed: a member of the presenter.
    mutating func helperName(_ e: Expr) -> String? {
        guard let p = path(of: e), !p.containsBytes("."), let f = p.utf8.first, f >= UInt8(ascii: "a"), f <= UInt8(ascii: "z") else { return nil }
        return p
    }

    /// The mapper name of the project's `Binding` initialiser labelled `label` called directly:
    /// `Binding(label:)`, a name no method can have.
    static func initializerMapper(_ label: String) -> String { "Binding(\(label):)" }

    /// `Binding(get: …, set: …)`, `.init(get:set:)`: a binding made by hand.
    static func makesBinding(_ call: CallExpr) -> Bool {
        isBindingInitializer(call.callee) && call.arguments.indices.contains { call.arguments.labelIs($0, "get") }
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

    /// `Binding(…)`, `Binding<Bool>(…)`, `SwiftUI.Binding(…)`, `.init(…)`, `Binding.init(…)`.
    static func isBindingInitializer(_ callee: Expr) -> Bool {
        // Told by the node's tag and bytes first: this is asked of every call handed to a view.
        switch callee.tag {
        case .identifier: return callee.tree.spells(callee.node.a, "Binding")
        case .type, .memberAccess: break
        default: return false
        }
        var callee = callee
        while true {   // a loop, not a call: `.init.init…` is as long as the input makes it
            switch callee.kind {
            case let .identifier(name, _): return name == "Binding"
            case let .type(t): return t.text.hasPrefix("Binding<") || t.text == "Binding"
            case let .memberAccess(m):
                if m.name == "Binding" { return true }
                guard m.name == "init" else { return false }
                guard let base = m.base else { return true }
                callee = base
            default: return false
            }
        }
    }

    /// The value a statement gives: an expression statement or a `return`.
    static func valueOf(_ s: Stmt) -> Expr? {
        switch s {
        case let .expr(e): return e
        case let .return(e, _): return e
        default: return nil
        }
    }

    /// The paths a getter reads, and those it tests against nil, by polarity: `x != nil` (or
    /// `!(x == nil)`) is true while `x` has a value, `x == nil` (or `!(x != nil)`) while it has none.
    mutating func readsOfGetter(_ e: Expr, negated: Bool, into derived: inout DerivedBinding) {
        // Through prefixes and postfixes in a loop: a run of them is as long as the input makes it.
        var e = e, negated = negated
        while e.tag == .prefix || e.tag == .postfix {
            if e.tag == .prefix, e.tree.spells(e.node.a, "!") { negated.toggle() }
            e = Expr(e.tree, e.node.b)
        }
        switch e.kind {
        case let .sequence(operands, operators, _):
            for i in operators.indices where i + 1 < operands.count {
                let (op, isNotEqual) = operators.withBytes(i) { (SequenceOperator($0), $0.first == UInt8(ascii: "!")) }
                guard op == .equality else { continue }
                let tested = operands[i + 1].isNilLiteral ? path(of: operands[i]) : operands[i].isNilLiteral ? path(of: operands[i + 1]) : nil
                guard let tested else { continue }
                if isNotEqual != negated { derived.nilTests.append(tested) } else { derived.absenceTests.append(tested) }
            }
            for o in operands { readsOfGetter(o, negated: negated, into: &derived) }
        case let .tuple(arguments, _):
            for i in arguments.indices { readsOfGetter(arguments.value(i), negated: negated, into: &derived) }
        case .identifier, .memberAccess:
            if let p = path(of: e) { derived.reads.append(p) }
        default:
            break
        }
    }

    /// The changes a setter makes, in its statements and the branches of its `if`s.
    mutating func writesOfSetter(_ statements: StmtList, into writes: inout [StateWrite]) {
        for s in statements {
            switch s {
            case let .expr(e):
                guard case let .sequence(operands, operators, _) = e.kind else {
                    if case let .call(c) = e.kind, case let .memberAccess(m) = c.callee.kind, m.name == "toggle", let base = m.base, let p = path(of: base) {
                        writes.append(StateWrite(target: p, value: .toggle))
                    }
                    continue
                }
                for i in operators.indices where i + 1 < operands.count {
                    let op = operators.withBytes(i, SequenceOperator.init)
                    guard op == .assign || op == .compoundAssign, let target = path(of: operands[i]) else { continue }
                    writes.append(StateWrite(target: target, value: op == .assign ? Self.changeValue(operands[i + 1]) : .unknown))
                }
            case let .if(first):
                // An `else if` ladder in a loop: it is as long as the input makes it.
                var i = first
                while true {
                    writesOfSetter(i.then, into: &writes)
                    guard let e = i.elseBody else { break }
                    if e.count == 1, case let .if(next) = e[e.startIndex] {
                        i = next
                        continue
                    }
                    writesOfSetter(e, into: &writes)
                    break
                }
            default:
                break
            }
        }
    }
}
