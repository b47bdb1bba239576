/// Statements: expressions and declarations in code, `if`/`guard`/`switch`, blocks, `return`, `#if`, and the conditions of `if` and `guard`.
extension FactExtractor {
    mutating func walkStatements<Statements: Collection<Stmt>>(_ statements: Statements, _ mode: Mode, _ ev: inout ScopeSummary) {
        withScope { me in
            let locals = me.localViews.count
            for s in statements {
                // A local of view code made by a type's initializer (`let card = Button { … }`,
                // then `if pinned { card.contextMenu { … } } else { card }`) is a view: what it
                // shows is read where it is shown, not left unknown.
                if mode == .view, case let .decl(.variable(v)) = s, let value = Self.localViewValue(v) {
                    me.localViews.append(LocalView(position: me.shadowed.count, value: value))
                    me.shadowed.append(v.bindings[0].name)
                    continue
                }
                me.walkStatement(s, mode, &ev)
            }
            // A local never shown is walked as any other value.
            for k in locals..<me.localViews.count where me.localViews[k].shown == nil {
                me.bodyDepth += 1
                me.walkOperand(me.localViews[k].value, .action, &ev)
                me.bodyDepth -= 1
            }
            me.localViews.removeLast(me.localViews.count - locals)
        }
    }

    /// Statements (a closure's) no view builder accepts: an assignment, `x.toggle()` or `Task { … }`,
    /// there or in the bodies of their `if`s (`{ selection in if let game { Task { … } } }`): a view
    /// builder's `if` holds views, never a `Task` or an assignment.
    @inline(never)
    static func isImperative<Statements: Collection<Stmt>>(_ statements: Statements) -> Bool {
        for s in statements {
            switch s {
            case let .if(i):
                if isImperative(i.then) || i.elseBody.map(isImperative) == true { return true }
            case let .expr(e):
                let n = e.node
                if n.tag == .sequence {
                    let operators = StringList(e.tree, n.b)
                    for k in operators.indices {
                        switch operators.withBytes(k, SequenceOperator.init) {
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
            default:
                continue
            }
        }
        return false
    }

    /// The value of `let name = Type(…)…`, one name bound to a call of a type's initializer (and
    /// modifiers on it), with no attribute, accessor or declared type: a view, where view code
    /// shows the name.
    static func localViewValue(_ v: VariableDecl) -> Expr? {
        guard v.attributes.isEmpty, v.bindings.count == 1, v.bindings[0].names.isEmpty, v.bindings[0].accessors.isEmpty,
              v.bindings[0].type == nil, let value = v.bindings[0].initializer, case let .call(call) = value.kind,
              let root = rootName(of: call.callee), isTypeName(root) else { return nil }
        return value
    }

    /// What the local view at `k` in `localViews` shows, added to `ev`: its value is walked as a
    /// view where it is first shown.
    mutating func showLocalView(_ k: Int, _ ev: inout ScopeSummary) {
        if localViews[k].shown == nil {
            // (Empty while its value is walked: a value naming its own local, `let a = Stack { a }`,
            // which no compiler accepts, shows nothing more.)
            localViews[k].shown = ScopeSummary()
            var shown = ScopeSummary()
            bodyDepth += 1
            walkOperand(localViews[k].value, .view, &shown)
            bodyDepth -= 1
            localViews[k].shown = shown
        }
        if let shown = localViews[k].shown { ev.merge(shown) }
    }

    mutating func walkStatement(_ statement: Stmt, _ mode: Mode, _ ev: inout ScopeSummary) {
        if stack.isLow() {
            stackRanLow = true
            return
        }
        switch statement {
        case let .expr(e):
            // A view built of another value's member (`coordinator.content`, a statement of view
            // code): what that value holds, which cannot be followed.
            if mode == .view, Self.isMemberOfAValue(e) { ev.hasOpaqueContent = true }
            walkOperand(e, mode, &ev)
        case let .decl(d):
            walkDecl(d, &ev)
        case let .if(i):
            walkIf(i, mode, &ev)
        case let .guard(g):
            // Names a guard binds stay visible after it; its else body is imperative.
            let isFallback = Self.availabilityCheck(g.conditions) == .available
            let checked = isFallback ? Self.checkedVersions(g.conditions, source.bytes) : nil
            if isFallback { fallbackDepth += 1 }
            if let checked { olderSystemChecks.append(checked) }
            walkStatements(g.elseBody, .action, &ev)
            if isFallback { fallbackDepth -= 1 }
            if checked != nil { olderSystemChecks.removeLast() }
            let outer = conditionsHaveFallback
            conditionsHaveFallback = false   // its `else` leaves: the rest needs the value
            for c in g.conditions { walkCondition(c, &ev) }
            conditionsHaveFallback = outer
        case let .switch(s):
            if let p = path(of: s.subject) { noteUnwrapped(p, .tolerant, &ev) }
            walkOperand(s.subject, .action, &ev)
            let switchesOnSelf: Bool = { if case let .identifier(n, _) = s.subject.kind { return n == "self" } else { return false } }()
            branchGroups += 1
            branchClauses.append(ConditionalClause(group: -branchGroups, clause: 0))
            defer { branchClauses.removeLast() }
            var k = 0
            // In presented content, each case is a screen of its own.
            let capture = capturesScreens(mode)
            if capture { screenCaptures[screenCaptures.count - 1].isOpen = false }
            defer { if capture { screenCaptures[screenCaptures.count - 1].isOpen = true } }
            for c in s.cases {
                branchClauses[branchClauses.count - 1].clause = k
                k += 1
                var caseSummary = ScopeSummary()
                // Payloads a case binds may be nil (see `payloadMayBeNil`); most cases bind nothing.
                let nilable = nilableLocals.count
                for pattern in c.patterns where Self.mayBind(pattern, source.bytes) && Self.payloadMayBeNil(pattern) {
                    nilableLocals.append(contentsOf: Self.boundNames(in: pattern))
                }
                // What a case binds of a value a called view handed (`case .success(let image)` of
                // `AsyncImage`'s phase) is a view that view made, as the value is.
                let handed = viewHandedValues.count
                if case let .identifier(subject, _) = s.subject.kind, NameSet.list(viewHandedValues, contains: subject) {
                    for pattern in c.patterns { viewHandedValues.append(contentsOf: Self.boundNames(in: pattern)) }
                }
                walkStatements(c.body, mode, &caseSummary)
                if viewHandedValues.count > handed { viewHandedValues.removeLast(viewHandedValues.count - handed) }
                if nilableLocals.count > nilable { nilableLocals.removeLast(nilableLocals.count - nilable) }
                if switchesOnSelf, !typeStack.isEmpty, typeStack[typeStack.count - 1].kind == .enum {
                    for name in c.patterns.compactMap(Self.caseName) {
                        typeStack[typeStack.count - 1].caseViews[name, default: []].append(contentsOf: caseSummary.views.map(\.typeName) + caseSummary.builtInViews.names)
                    }
                }
                if case let .identifier(subject, _) = s.subject.kind, routeParameters.contains(subject) {
                    for name in c.patterns.compactMap(Self.caseName) {
                        memberCaseViews[name, default: []].append(contentsOf: caseSummary.views.map(\.typeName) + caseSummary.builtInViews.names)
                    }
                }
                if case let .identifier(subject, _) = s.subject.kind, let top = routeCaptures.last, top.subject == subject, !top.subject.isEmpty {
                    for name in c.patterns.compactMap(Self.caseName) {
                        var summary = caseSummary
                        summary.settleNavigationBar()
                        routeCaptures[routeCaptures.count - 1].cases.append(RouteCase(name: name, summary: summary))
                    }
                }
                if capture { addScreen(Self.caseScreenName(c), caseSummary, at: c.range, condition: s.subject.range) } else { ev.merge(caseSummary) }
            }
        case let .block(b):
            for h in b.header { walkOperand(h, .action, &ev) }
            // `for await value in updates { flag = value }` in a task: each value is observed,
            // as an `onChange` handler's parameter is.
            let saved = (observedValues, observedSubject, observesByID)
            if inAppearHandler, b.keyword == "for", b.header.count >= 2, b.header[0].tag == .identifier, Self.isForAwait(b.range, source.bytes) {
                (observedValues, observedSubject, observesByID) = ([b.header[0].tree.string(b.header[0].node.a)], path(of: b.header[1]), false)
            }
            for body in b.bodies { walkStatements(body, mode, &ev) }
            (observedValues, observedSubject, observesByID) = saved
        case let .return(e, _):
            if let e { walkOperand(e, mode, &ev) }
        case let .ifConfig(config):
            for clause in config.clauses {
                let debug = clause.condition.map(Self.isDebugCondition) ?? false
                if debug {
                    // A way out that only debug builds have does not count: walk it for sites only.
                    debugDepth += 1
                    var discarded = ScopeSummary()
                    walkStatements(clause.items, mode, &discarded)
                    debugDepth -= 1
                } else {
                    walkStatements(clause.items, mode, &ev)
                }
            }
        case let .other(e, _):
            if let e { walkOperand(e, .action, &ev) } else if mode == .view { ev.hasOpaqueContent = true }
        }
    }

    /// `if … else if … else …`, in a loop: a ladder of 8,500 branches is as deep as one `if`.
    /// The branches of one ladder are the clauses of one group (only one of them runs), and an
    /// `else if` needs no group of its own.
    mutating func walkIf(_ first: IfStmt, _ mode: Mode, _ ev: inout ScopeSummary) {
        var i = first
        // In presented content, each branch of an `if … else` is a screen of its own.
        let capture = first.elseBody != nil && capturesScreens(mode)
        var grouped = false
        var clause = 0
        var fallbacks = 0, olderChecks = 0
        // The optionals the ladder's conditions unwrap, while they are all it tests: its `else`
        // shows only where one of them holds no value.
        var unwrappedByLadder: [String]? = []
        while true {
            let availability = Self.availabilityCheck(i.conditions)
            for c in i.conditions {
                if case let .optionalBinding(name, value, _) = c, let p = optionalPath(name, value) {
                    unwrappedByLadder?.append(p)
                } else {
                    unwrappedByLadder = nil
                }
            }
            // With an `else`, the two branches never run together (nor do the two sides of an
            // availability check, whose `else` may be left implicit).
            if !grouped && (i.elseBody != nil || availability != .none) {
                grouped = true
                branchGroups += 1
                branchClauses.append(ConditionalClause(group: -branchGroups, clause: clause))
            }
            // `if #unavailable(…)` guards a fallback; so does `if #available(…)` for systems that
            // predate the replacements.
            let thenIsFallback = availability == .unavailable || (availability == .available && i.conditions.contains {
                if case let .availability(range, false) = $0 { return Self.predatesReplacements(range, source.bytes) } else { return false }
            })
            withScope { me in
                let outer = me.conditionsHaveFallback
                me.conditionsHaveFallback = i.elseBody != nil
                for c in i.conditions { me.walkCondition(c, &ev) }
                me.conditionsHaveFallback = outer
                if thenIsFallback { me.fallbackDepth += 1 }
                // (`if #unavailable(iOS 16)` runs only below what it names.)
                let checked = availability == .unavailable ? Self.checkedVersions(i.conditions, me.source.bytes) : nil
                if let checked { me.olderSystemChecks.append(checked) }
                if capture {
                    me.addScreen(me.branchName(i.range), me.walkScreen { me, screen in me.walkStatements(i.then, mode, &screen) }, at: i.range, condition: i.range)
                } else {
                    me.walkStatements(i.then, mode, &ev)
                }
                if thenIsFallback { me.fallbackDepth -= 1 }
                if checked != nil { me.olderSystemChecks.removeLast() }
            }
            clause += 1
            if grouped { branchClauses[branchClauses.count - 1].clause = clause }
            guard let e = i.elseBody else { break }
            if availability == .available {
                fallbackDepth += 1
                fallbacks += 1
                if let checked = Self.checkedVersions(i.conditions, source.bytes) {
                    olderSystemChecks.append(checked)
                    olderChecks += 1
                }
            }
            // `else if`: the next `if` is the else body's only statement.
            if e.count == 1, case let .if(next) = e[e.startIndex] {
                i = next
                continue
            }
            if capture {
                addScreen("`else`", walkScreen { me, screen in me.walkStatements(e, mode, &screen) }, at: Self.firstStatementRange(e) ?? i.range,
                          shownWhileAbsent: unwrappedByLadder ?? [])
            } else {
                walkStatements(e, mode, &ev)
            }
            break
        }
        fallbackDepth -= fallbacks
        olderSystemChecks.removeLast(olderChecks)
        if grouped { branchClauses.removeLast() }
    }

    /// `coordinator.content`: a member of a value named in lower case (not `self`, not a type).
    static func isMemberOfAValue(_ e: Expr) -> Bool {
        guard case let .memberAccess(m) = e.kind, let base = m.base, case let .identifier(name, _) = base.kind,
              let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return name != "self"
    }

    /// The optional an `if let`/`guard let` unwraps: the path of its value (`model.study` in `if
    /// let study = model.study`), or the name itself when it unwraps a property by its own name
    /// (`if let study`).
    mutating func optionalPath(_ name: String, _ value: Expr?) -> String? {
        if let value { return path(of: value) }
        return isShadowed(name) ? nil : name
    }

    mutating func walkCondition(_ condition: Condition, _ ev: inout ScopeSummary) {
        switch condition {
        case let .expr(e):
            walkOperand(e, .action, &ev)
        case let .optionalBinding(name, value, _):
            let kind: UnwrapKind = conditionsHaveFallback ? .tolerant : .forced
            let unwrapped = optionalPath(name, value)
            if let unwrapped { noteUnwrapped(unwrapped, kind, &ev) }
            if let value { walkOperand(value, .action, &ev) }
            // `if let image` (or `if let image = image`, `= self.image`) of a property: inside, a view
            // shown by that name is the property's value (see `noteViewName`).
            if unwrapped == name && !isShadowed(name) { propertyUnwraps.append(shadowed.count) }
            // `if let image = previews[url]`: an element of a property's value.
            if let value, case let .subscript(base, _, _) = value.kind, case let .identifier(property, _) = base.kind, !isShadowed(property) {
                elementUnwraps.append((shadowed.count, property))
            }
            if let unwrapped { presentOptionals.append(unwrapped) }
            shadowed.append(name)
        case let .pattern(pattern, value, _):
            if let value {
                if let p = path(of: value) { noteUnwrapped(p, conditionsHaveFallback ? .tolerant : .forced, &ev) }
                walkOperand(value, .action, &ev)
            }
            let names = Self.boundNames(in: pattern)
            shadowed.append(contentsOf: names)
            if Self.payloadMayBeNil(pattern) { nilableLocals.append(contentsOf: names) }
        case .availability:
            break
        }
    }
}
