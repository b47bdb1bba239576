/// The declarations of a file: types (with their attributes and availability), properties,
/// functions and the assignment scopes of their bodies, and where each thing is (`span`).
extension FactExtractor {
    mutating func span(_ range: ByteRange) -> SourceSpan {   // mutating: see `path(of:)`
        lineTexts.scan(through: max(range.start, range.end), source.bytes)
        // The lines known so far: those of `range` and the one after (see `LineTextCache.scan`).
        let lines = LineMap(lineStarts: lineTexts.lineStarts)
        let start = lines.position(of: range.start)
        let end = lines.position(of: range.end)
        if let text = lineTexts.texts[start.line] {
            return SourceSpan(start: start, end: end, lineText: text)
        }
        let text = lines.trimmedLine(start.line, in: source.bytes)
        lineTexts.texts[start.line] = text
        return SourceSpan(start: start, end: end, lineText: text)
    }

    // MARK: Declarations

    mutating func walkDecl(_ decl: Decl, _ ev: inout ScopeSummary) {
        switch decl {
        case let .type(t):
            walkType(t)
        case let .variable(v):
            walkVariable(v, &ev)
        case let .function(f):
            walkFunction(f, &ev)
        case let .enumCase(c):
            guard !typeStack.isEmpty else { return }
            // Only a route's cases can be reported: other enums (every `CodingKeys`) keep their
            // case names without a place in the file (see `locateRouteCases`).
            let located = typeStack[typeStack.count - 1].isCoverProvider
            for element in c.elements {
                typeStack[typeStack.count - 1].enumCases.append(EnumCaseFact(name: element.name, nameRange: element.nameRange,
                                                                             spanBox: located ? SourceSpanBox(span(element.nameRange)) : nil))
            }
        case let .ifConfig(config):
            for clause in config.clauses {
                let debug = clause.condition.map(Self.isDebugCondition) ?? false
                if debug { debugDepth += 1 }
                for d in clause.items { walkDecl(d, &ev) }
                if debug { debugDepth -= 1 }
            }
        case .other:
            break
        }
    }

    /// Reads a declaration's `@available` attributes: whether one keeps it for older systems on
    /// purpose (`isDeprecated`), and what they say of where its code runs, added to
    /// `declaredAvailability`, with the value to restore when the declaration is left (nil when
    /// it has none).
    @inline(__always)
    mutating func enterAttributes(_ attributes: [Attribute]) -> (deprecated: Bool, saved: DeclaredAvailability?) {
        if attributes.isEmpty { return (false, nil) }
        return enterAvailableAttributes(attributes)
    }

    mutating func enterAvailableAttributes(_ attributes: [Attribute]) -> (deprecated: Bool, saved: DeclaredAvailability?) {
        var deprecated = false
        var saved: DeclaredAvailability?
        for a in attributes.indices where attributes[a].name == "available" {
            if Self.isDeprecated(available: attributes[a]) { deprecated = true }
            if saved == nil { saved = declaredAvailability }
            let range = attributes[a].range
            let text = source.bytes[Int(range.start)..<Int(range.end)]
            guard let open = text.firstIndex(of: UInt8(ascii: "(")), let close = text.lastIndex(of: UInt8(ascii: ")")), open < close else { continue }
            declaredAvailability.add(arguments: text[(open + 1)..<close])
        }
        return (deprecated, saved)
    }

    /// The platforms code at `offset` is built for: those of the file (its imports and folders)
    /// and of the `#if`s around it.
    mutating func deprecatedUsePlatforms(at offset: UInt32) -> PlatformSet {
        if filePlatforms == nil { filePlatforms = PlatformSet.ofFile(path: source.path, tokens: tokens, bytes: source.bytes) }
        var platforms = filePlatforms ?? .all
        for c in clauses(at: offset) { if let p = c.platforms { platforms.formIntersection(p) } }
        return platforms
    }

    mutating func walkType(_ t: TypeDecl) {
        let simple = t.name.lastDottedComponent
        // (A top-level type's qualified name is its name, shared, not a copy made by `"" + name`.)
        let qualified = currentQualifiedTypeName.map { $0 + "." + t.name } ?? t.name
        // Only code of its file can name a type declared `private` or `fileprivate`, or inside one.
        let isFilePrivate = Self.isFilePrivate(t.modifiers) || typeStack.last?.isFilePrivate == true
        // Other files may name an internal type: only a debug-only one named for previews counts, or
        // one named as preview scaffolding (`PauseDurationPreviewSheetHost`).
        if t.kind != .extension && (isFilePrivate || (debugDepth > 0 && simple.contains("Preview"))
            || Self.isPreviewScaffoldingName(simple)) {
            previewHostCandidates.append((qualified, simple, t.range))
        }
        if simple.hasSuffix("_Previews") || t.inheritance.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
            previewRanges.append(t.range)
        }
        typeStack.append(TypeFacts(name: simple, qualifiedName: t.kind == .extension ? t.name : qualified, kind: t.kind,
                                   inheritance: t.inheritance, path: source.path))
        typeStack[typeStack.count - 1].nameSpan = span(t.nameRange)
        typeStack[typeStack.count - 1].isFilePrivate = isFilePrivate
        // The lists sized once, exactly, from the declarations: grown by doubling, each was
        // reallocated several times per type, and kept up to half empty until the end of the run.
        var counts = (properties: 0, members: 0, cases: 0)
        Self.countMembers(t.members, &counts)
        if counts.properties > 0 { typeStack[typeStack.count - 1].properties.reserveCapacity(counts.properties) }
        if counts.members > 0 { typeStack[typeStack.count - 1].members.reserveCapacity(counts.members) }
        if counts.cases > 0 { typeStack[typeStack.count - 1].enumCases.reserveCapacity(counts.cases) }
        // Members keep their own summary (they merge nothing into this); stored properties'
        // initializers are walked into it for the facts they record, and it is then dropped.
        var ignored = ScopeSummary()
        let (savedShadowed, savedNilable, savedDepth) = (shadowed, nilableLocals, bodyDepth)
        (shadowed, nilableLocals, bodyDepth) = ([], [], 0)
        let (deprecated, savedAvailability) = enterAttributes(t.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        let (firstUse, firstOwner) = (facts.deprecatedUses.count, fallbackDismissOwners.count)
        let (firstCall, firstMemberOwner) = (fallbackCalls.count, memberDismissOwners.count)
        typeRanges.append(t.range)
        for member in t.members { walkDecl(member, &ignored) }
        typeRanges.removeLast()
        if deprecated { deprecatedDepth -= 1 }
        if fallbackCalls.count > firstCall {
            dropFallbackHelperUses(from: firstUse, in: simple, helpers: fallbackCalls[firstCall...], memberOwners: memberDismissOwners[firstMemberOwner...])
            fallbackCalls.removeSubrange(firstCall...)
        }
        if memberDismissOwners.count > firstMemberOwner { memberDismissOwners.removeSubrange(firstMemberOwner...) }
        if fallbackDismissOwners.count > firstOwner { keepFallbackEnvironments(from: firstUse, owners: fallbackDismissOwners[firstOwner...]) }
        (shadowed, nilableLocals, bodyDepth) = (savedShadowed, savedNilable, savedDepth)
        settleHelperWrappers()
        facts.types.append(typeStack.removeLast())
    }

    /// How many properties, members (functions, and computed properties) and enum cases the
    /// declarations of a type's body make, those in `#if` clauses included: what `walkVariable`,
    /// `walkFunction` and `walkDecl` append for them.
    static func countMembers(_ decls: [Decl], _ counts: inout (properties: Int, members: Int, cases: Int)) {
        for d in decls {
            switch d {
            case let .variable(v):
                // (A variable with observers only, `didSet`, is counted as a member too: rare, and
                // telling it apart costs a pass over each accessor.)
                let bindings = v.bindings
                counts.properties += bindings.count
                for b in bindings.indices where !bindings[b].accessors.isEmpty { counts.members += 1 }
            case .function: counts.members += 1
            case let .enumCase(c): counts.cases += c.elements.count
            case let .ifConfig(config):
                for clause in config.clauses { countMembers(clause.items, &counts) }
            default: break
            }
        }
    }

    /// Drops the reported `@Environment(\.presentationMode)` declarations of the type just walked
    /// (those from `first` on) whose property an availability fallback of the type dismisses through.
    mutating func keepFallbackEnvironments(from first: Int, owners: ArraySlice<String>) {
        dropDeprecatedUses(from: first) { _, property, _ in property.map(owners.contains) ?? false }
    }

    /// Drops the uses (from `first` on) in members of type `typeName` that its availability
    /// fallbacks call (`helpers`): those members are fallback code moved out of the `else`. The
    /// `presentationMode` properties they dismiss through count as dismissed through by a fallback.
    mutating func dropFallbackHelperUses(from first: Int, in typeName: String, helpers: ArraySlice<String>,
                                         memberOwners: ArraySlice<(member: String, owner: String)>) {
        for (member, owner) in memberOwners where helpers.contains(member) { fallbackDismissOwners.append(owner) }
        dropDeprecatedUses(from: first) { use, _, member in
            use.enclosingType == typeName && (member.map(helpers.contains) ?? false)
        }
    }

    /// Removes the deprecated uses from `first` on for which `drop` is true (given the use, the
    /// `presentationMode` property it declares and the member it is in), keeping the index-keyed
    /// notes about the others in step.
    mutating func dropDeprecatedUses(from first: Int, where drop: (DeprecatedUse, String?, String?) -> Bool) {
        var kept: [DeprecatedUse] = []
        var members: [Int: String] = [:]
        for i in first..<facts.deprecatedUses.count {
            let use = facts.deprecatedUses[i], member = deprecatedUseMembers.removeValue(forKey: i)
            let property = use.kind == .presentationModeEnvironment ? environmentProperties.last(where: { $0.offset == use.offset })?.name : nil
            if drop(use, property, member) { continue }
            members[first + kept.count] = member
            kept.append(use)
        }
        facts.deprecatedUses.replaceSubrange(first..., with: kept)
        deprecatedUseMembers.merge(members) { $1 }
    }

    enum AvailabilityCheck { case none, available, unavailable }

    /// Whether conditions test `#available(…)` or `#unavailable(…)`.
    static func availabilityCheck(_ conditions: [Condition]) -> AvailabilityCheck {
        for c in conditions {
            if case let .availability(_, unavailable) = c { return unavailable ? .unavailable : .available }
        }
        return .none
    }

    /// The versions an availability condition names (`#available(iOS 16, macOS 13, *)`); nil
    /// when the conditions hold none, or it names no version.
    static func checkedVersions(_ conditions: [Condition], _ bytes: [UInt8]) -> DeclaredAvailability? {
        for c in conditions {
            guard case let .availability(range, _) = c else { continue }
            let text = bytes[Int(range.start)..<min(Int(range.end), bytes.count)]
            guard let open = text.firstIndex(of: UInt8(ascii: "(")), let close = text.lastIndex(of: UInt8(ascii: ")")), open < close else { return nil }
            var checked = DeclaredAvailability()
            checked.add(arguments: text[(open + 1)..<close])
            return checked.minimums.isEmpty ? nil : checked
        }
        return nil
    }

    /// Whether the `for` statement at `range` is `for await` (or `for try await`).
    static func isForAwait(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        var k = Int(range.start) + 3
        func skipSpace() { while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 } }
        func word(_ w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard k + n < bytes.count, bytes.withUnsafeBufferPointer({ $0.spells(w, at: k, length: n) }) else { return false }
            let after = bytes[k + n]
            return after == 0x20 || after == 0x09 || after == 0x0A
        }
        skipSpace()
        if word("try") { k += 3; skipSpace() }
        return word("await")
    }

    /// Whether an `#available(…)` check (`range`, in `bytes`) asks only for systems older than the
    /// ones that brought the replacements (`dismiss`, `.confirmationDialog`, the new `.alert`:
    /// iOS, iPadOS, Mac Catalyst and tvOS 15, macOS 12, watchOS 8): then code that passes it may
    /// still run where they are missing (`if #available(macOS 11, *)` on macOS 11).
    static func predatesReplacements(_ range: ByteRange, _ bytes: [UInt8]) -> Bool {
        guard let open = bytes[Int(range.start)..<Int(range.end)].firstIndex(of: UInt8(ascii: "(")) else { return false }
        var listed = 0
        for item in bytes[(open + 1)..<Int(range.end)].split(whereSeparator: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") }) {
            let words = item.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            if words.count == 1 && words[0].elementsEqual([UInt8(ascii: "*")]) { continue }
            guard words.count == 2 else { return false }
            var platform = String(decoding: words[0], as: UTF8.self)
            if platform.hasSuffix("ApplicationExtension") { platform.removeLast("ApplicationExtension".count) }
            let major = Int(String(decoding: words[1].prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self))
            let minimum: Int
            switch platform {
            case "iOS", "iPadOS", "macCatalyst", "tvOS": minimum = 15
            case "macOS", "OSX": minimum = 12
            case "watchOS": minimum = 8
            default: return false
            }
            guard let major, major < minimum else { return false }
            listed += 1
        }
        return listed > 0
    }

    // Inlined into `walkDecl`, which reads the declaration in its enum box in place.
    @inline(__always)
    mutating func walkVariable(_ v: VariableDecl, _ ev: inout ScopeSummary) {
        let isMember = !typeStack.isEmpty && bodyDepth == 0
        var firstWrapper: String?
        var moreWrappers: [String] = []
        if isMember {
            for a in v.attributes {
                if firstWrapper == nil { firstWrapper = a.name.lastDottedComponent } else { moreWrappers.append(a.name.lastDottedComponent) }
            }
        }
        let (deprecated, savedAvailability) = enterAttributes(v.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if deprecated { deprecatedDepth -= 1 } }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        for b in v.bindings.indices {
            let accessors = v.bindings[b].accessors
            let isComputed = !accessors.isEmpty && accessors.indices.contains { accessors[$0].kind == .getter || accessors[$0].kind == .setter }
            if let initializer = v.bindings[b].initializer {
                bodyDepth += 1
                walkOperand(initializer, .action, &ev)
                bodyDepth -= 1
            }
            // Most variables (every local) have no accessors: no summary to make, walk or merge.
            var memberSummary: ScopeSummary?
            if !accessors.isEmpty {
                let viewMode: Mode = (v.bindings[b].name == "body" || (v.bindings[b].type.map { $0.text.containsBytes("View") } ?? false)
                    || v.attributes.contains { $0.name == "ViewBuilder" }) ? .view : .action
                var summary = ScopeSummary()
                bodyDepth += 1
                let savedMember = currentMember
                if isMember { currentMember = v.bindings[b].name }
                let savedDeferral = deferralDepth
                deferralDepth = 0
                defer { deferralDepth = savedDeferral }
                // A view's `body` may show a screen per branch (see `BodyScreens`).
                let splitsBody = isMember && v.bindings[b].name == "body" && viewMode == .view && beginBodyScreens()
                for a in accessors.indices {
                    let mode: Mode = accessors[a].kind == .getter ? viewMode : .action
                    // A member's accessor is a body of its own (a setter is an action).
                    if isMember { beginAssignmentScope(mode, startedByAction: false, member: v.bindings[b].name) }
                    withScope { $0.walkStatements(accessors[a].body, mode, &summary) }
                    if isMember { endAssignmentScope() }
                }
                if splitsBody { endBodyScreens(&summary) }
                currentMember = savedMember
                bodyDepth -= 1
                // A member's summary is kept in its `MemberFact`; what members would merge into the
                // type's walk is thrown away there, so it is not merged at all. Kept, it is kept at its size.
                if isMember { summary.settleNavigationBar(); summary.trim() } else { ev.merge(summary) }
                memberSummary = consume summary
            }
            if isMember {
                let name = v.bindings[b].name, nameRange = v.bindings[b].nameRange
                let declaredType = v.bindings[b].type?.text
                let environmentKey = Self.environmentKey(v.attributes)
                if environmentKey == "presentationMode" && deprecatedDepth == 0 {
                    facts.deprecatedUses.append(DeprecatedUse(kind: .presentationModeEnvironment, span: span(nameRange), enclosingType: currentTypeName, subject: name,
                                                              offset: nameRange.start, platforms: deprecatedUsePlatforms(at: nameRange.start),
                                                              availability: declaredAvailability, modifiers: Array(v.modifiers)))
                    environmentProperties.append((name, v.range, typeRanges.last, nameRange.start))
                }
                // Appended last, once the property is complete.
                typeStack[typeStack.count - 1].properties.append(PropertyFact(
                    name: name, firstWrapper: firstWrapper,
                    typeText: declaredType ?? v.bindings[b].initializer.flatMap(Self.inferredType),
                    wrapperDetails: moreWrappers.isEmpty && environmentKey == nil ? nil
                        : WrapperDetails(moreWrappers: moreWrappers, environmentKey: environmentKey), isLet: v.isLet,
                    isStatic: v.modifiers.contains("static") || v.modifiers.contains("class"),
                    isComputed: isComputed, hasPrivateSetter: Self.hasPrivateSetter(v.modifiers), typeIsDeclared: declaredType != nil,
                    startsFalse: v.bindings[b].initializer.map { $0.tag == .literal && $0.tree.spells($0.node.a, "false") } ?? false))
                if isComputed {
                    var derived: DerivedBinding?
                    if Self.mayReturnBinding(declaredType), let getter = accessors.first(where: { $0.kind == .getter }), let last = getter.body.last,
                       let value = Self.valueOf(last) {
                        derived = derivedBinding(value)
                    }
                    typeStack[typeStack.count - 1].members.append(MemberFact(name: name, summary: memberSummary.take() ?? ScopeSummary(),
                                                                             derivedBindingBox: derived.map(DerivedBindingBox.init), isFunction: false,
                                                                             resultType: declaredType))
                }
            } else {
                if typeStack.isEmpty && bodyDepth == 0 && v.bindings[b].names.isEmpty {
                    facts.topLevelValues.append((v.bindings[b].name, v.bindings[b].type?.text ?? v.bindings[b].initializer.flatMap(Self.inferredType)))
                }
                // A local bound to a property's own value (`@Bindable var model = model`, `let
                // model = self.model`) is that property's value, as an `if let` of it is.
                if v.bindings[b].names.isEmpty, let initial = v.bindings[b].initializer, path(of: initial) == v.bindings[b].name {
                    propertyUnwraps.append(shadowed.count)
                }
                if v.bindings[b].names.isEmpty { shadowed.append(v.bindings[b].name) } else { shadowed.append(contentsOf: v.bindings[b].names) }
            }
        }
    }

    /// `Binding<Bool>` → `isPresented`, `Binding<T?>` → `item`, as a parameter's type is written.
    static func bindingParameterKind(_ type: String) -> String? {
        let t = type.filter { $0 != " " }
        guard t.hasPrefix("Binding<") || t.hasPrefix("SwiftUI.Binding<") else { return nil }
        if t.hasSuffix("<Bool>") { return "isPresented" }
        return t.hasSuffix("?>") ? "item" : nil
    }

    mutating func walkFunction(_ f: FunctionDecl, _ ev: inout ScopeSummary) {
        let isMember = !typeStack.isEmpty && bodyDepth == 0
        let wrappersBefore = facts.presentationWrappers.count
        let viewMode = (f.returnType.map { $0.text.containsBytes("View") } ?? false) || f.attributes.contains { $0.name == "ViewBuilder" }
        var bodySummary = ScopeSummary()
        var caseViews: [String: [String]] = [:]
        let (deprecated, savedAvailability) = enterAttributes(f.attributes)
        if deprecated { deprecatedDepth += 1 }
        defer { if deprecated { deprecatedDepth -= 1 } }
        defer { if let savedAvailability { declaredAvailability = savedAvailability } }
        if let body = f.body {
            bodyDepth += 1
            let savedInitializer = inInitializer
            inInitializer = f.kind == .initializer
            let savedDeferral = deferralDepth
            deferralDepth = 0
            beginAssignmentScope(viewMode ? .view : .action, startedByAction: false, member: isMember ? f.name : nil)
            defer {
                endAssignmentScope()
                deferralDepth = savedDeferral
                inInitializer = savedInitializer
                bodyDepth -= 1
            }
            let savedMember = currentMember
            if isMember { currentMember = f.name }
            // The enclosing body's lists are swapped out while this one is walked and swapped back
            // after (moved, not copied); the cases its `switch`es show are this member's.
            let parameterNames = f.parameters.map(\.name)
            var outerRoutes = isMember && viewMode ? parameterNames : [], outerCaseViews: [String: [String]] = [:]
            swap(&routeParameters, &outerRoutes)
            swap(&memberCaseViews, &outerCaseViews)
            defer {
                swap(&caseViews, &memberCaseViews)
                swap(&memberCaseViews, &outerCaseViews)
                swap(&routeParameters, &outerRoutes)
            }
            var outerParameters = parameterNames
            swap(&functionParameters, &outerParameters)
            defer { swap(&functionParameters, &outerParameters) }
            // A view modifier's `body(content:)`: `content` is the view it modifies.
            let modifiedView = isMember && f.name == "body" && parameterNames == ["content"]
            if modifiedView { viewHandedValues.append("content") }
            defer { if modifiedView { viewHandedValues.removeLast() } }
            withScope {
                $0.shadowed.append(contentsOf: parameterNames)
                for p in f.parameters where $0.isOptionalType(p.typeRange) { $0.nilableLocals.append(p.name) }
                $0.walkStatements(body, viewMode ? .view : .action, &bodySummary)
            }
            currentMember = savedMember
        }
        // A `View` extension method handing its `Binding` on to a `ViewModifier` it applies
        // (`modifier(FormSheet(isPresented: isPresented, content: content))`) may be a wrapper.
        if isMember, isInViewExtension, f.parameters.contains(where: { p in p.typeRange.map { source.text($0.start, $0.end).containsBytes("Binding<") } ?? false }) {
            for v in bodySummary.views where !BuiltInViews.names.contains(v.typeName) {
                facts.presentationWrappers.append(PresentationWrapper(name: f.name, modifier: nil, via: v.typeName,
                                                                      handedBindings: handedBindings(f, to: v)))
            }
        }
        // Its first parameter unlabelled (`_ isPresented: Binding<Bool>`, `_ item: Binding<T?>`):
        // call sites hand the binding by position, its type telling flag from item.
        if isMember, isInViewExtension, wrappersBefore < facts.presentationWrappers.count,
           let p = f.parameters.first, p.label == nil, let type = p.typeRange, let kind = Self.bindingParameterKind(source.text(type.start, type.end)) {
            for w in wrappersBefore..<facts.presentationWrappers.count where facts.presentationWrappers[w].name == f.name {
                facts.presentationWrappers[w].positionalBinding = kind
            }
        }
        if isMember { recordOptionalFlagMapper(f) }
        // A member's summary is kept in its `MemberFact` (see `walkVariable`), moved there, not copied.
        if isMember {
            bodySummary.settleNavigationBar()
            bodySummary.trim()
            let derived = Self.mayReturnBinding(f.returnType?.text) ? f.body.flatMap { $0.last }.flatMap(Self.valueOf).flatMap { derivedBinding($0) } : nil
            typeStack[typeStack.count - 1].members.append(MemberFact(name: f.name, summary: consume bodySummary, caseViews: caseViews,
                                                                     derivedBindingBox: derived.map(DerivedBindingBox.init), isFunction: true,
                                                                     resultType: f.returnType?.text))
        } else {
            ev.merge(bodySummary)
            if f.kind == .function { shadowed.append(f.name) }
        }
    }

    /// Opens a body. A closure in imperative code started by an enclosing action (`startedByAction`)
    /// joins that action; any other body begins an action of its own.
    /// `member` names the member whose body it is (a method, an accessor).
    mutating func beginAssignmentScope(_ mode: Mode, startedByAction: Bool, member: String? = nil) {
        // The parent is read in place: a copy of it would retain and release what it observes.
        let parent = scopeMarks.count - 1
        let joins = startedByAction && mode == .action && parent >= 0 && scopeMarks[parent].isAction
        scopeMarks.append(ScopeMark(start: pendingWrites.count, isAction: mode == .action, joinsParent: joins,
                                    deferralBase: joins ? scopeMarks[parent].deferralBase : deferralDepth,
                                    observed: joins ? scopeMarks[parent].observed : observedSubject,
                                    callStart: pendingActionCalls.count, member: joins ? scopeMarks[parent].member : member,
                                    runsAsViewAppears: joins ? scopeMarks[parent].runsAsViewAppears : inAppearHandler))
    }

    /// Closes a body: an action of its own is recorded with its changes and calls (once per file).
    mutating func endAssignmentScope() {
        guard let mark = scopeMarks.popLast(), !mark.joinsParent else { return }
        let changes = pendingWrites.count > mark.start, calls = pendingActionCalls.count > mark.callStart
        guard changes || calls else { return }
        let writes = changes ? Self.takeDistinctWrites(&pendingWrites, from: mark.start) : []
        var made: [ActionCall] = []
        if calls {
            for call in pendingActionCalls[mark.callStart...] where !made.contains(call) { made.append(call) }
            pendingActionCalls.removeSubrange(mark.callStart...)
        }
        let action = StateAction(owner: currentQualifiedTypeName ?? "", observed: mark.observed, writes: writes, calls: made,
                                 member: mark.member, isInPresentedContent: presentationDepth > 0, runsAsViewAppears: mark.runsAsViewAppears)
        if seenActions.insert(action) { facts.actions.append(action) }
    }

    /// Notes a call made by the open action, if the innermost body is one (calls that build views
    /// or compute values a view shows are no action's). Calls are kept for the code of views and
    /// view modifiers (a type declared one, or an extension of one the file declares), where the
    /// screen model asks what a control does: kept for every function of every model and
    /// service, they made a project's facts a fifth larger.
    mutating func noteCall(_ name: String, receiver: String?) {
        guard let mark = scopeMarks.last, mark.isAction, let type = typeStack.last else { return }
        func isView(_ t: TypeFacts) -> Bool {
            t.inheritance.contains { $0 == "View" || $0 == "SwiftUI.View" || $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }
        }
        guard isView(type) || (type.kind == .extension && facts.types.contains { $0.qualifiedName == type.qualifiedName && isView($0) }) else { return }
        pendingActionCalls.append(ActionCall(name: name, receiver: receiver))
    }

    /// Removes the changes from `start` on and returns them as `distinctWrites` does: sorted and
    /// made distinct where they are, so that only the result is a new array.
    static func takeDistinctWrites(_ pending: inout [StateWrite], from start: Int) -> [StateWrite] {
        let count = pending.count - start
        if count == 1 { return [pending.removeLast()] }
        if count == 2 {
            // An action of two changes (a selection and a flag) is the common case. They are
            // moved out of `pending`, not copied.
            let b = pending.removeLast(), a = pending.removeLast()
            if a == b { return [a] }
            return writeOrder(b, a) ? [b, a] : [a, b]
        }
        // A new array of these alone (a slice of `pending` would keep its whole buffer, room for
        // every change of the file), moved out of `pending` from its end and put back in order,
        // then sorted and made distinct in place.
        var writes: [StateWrite] = []
        writes.reserveCapacity(count)
        while pending.count > start { writes.append(pending.removeLast()) }
        writes.reverse()
        guard writes.count > 1 else { return writes }
        writes.sort(by: writeOrder)
        var kept = 1
        for i in 1..<writes.count where writes[i] != writes[kept - 1] {
            writes.swapAt(kept, i)
            kept += 1
        }
        writes.removeLast(writes.count - kept)
        return writes
    }

    /// The changes ordered by `writeOrder`, each distinct one once: linear after the sort, however
    /// many changes one generated body makes.
    static func distinctWrites(_ all: [StateWrite]) -> [StateWrite] {
        var writes = all
        return takeDistinctWrites(&writes, from: 0)
    }

    /// A declared type that may be a `Binding` (`Binding<Bool>`, `SwiftUI.Binding<Bool>`).
    static func mayReturnBinding(_ text: String?) -> Bool { text?.containsBytes("Binding<") ?? false }

    /// Changes by name, then by everything else, so that equal ones are neighbours.
    static func writeOrder(_ a: StateWrite, _ b: StateWrite) -> Bool {
        if a.name != b.name { return a.name < b.name }
        if a.target != b.target { return a.target < b.target }
        func rank(_ w: StateWrite) -> Int {
            let v: Int
            switch w.value {
            case .off: v = 0
            case .on: v = 1
            case .toggle: v = 2
            case .unknown: v = 3
            }
            let marks = [w.mayBeNil, w.isDeferred, w.isMethodResult, w.mirrorsObservedValue, w.isDebugOnly,
                         w.isInHandedClosure, w.closesItsPresentation]
            return marks.reduce(v) { $0 * 2 + ($1 ? 1 : 0) }
        }
        let (x, y) = (rank(a), rank(b))
        if x != y { return x < y }
        if a.callee != b.callee { return (a.callee ?? "") < (b.callee ?? "") }
        return a.whilePresent.lexicographicallyPrecedes(b.whilePresent)
    }

    /// Runs `body` and then forgets the names it bound.
    mutating func withScope(_ body: (inout FactExtractor) -> Void) {
        let (count, nilable, present) = (shadowed.count, nilableLocals.count, presentOptionals.count)
        body(&self)
        shadowed.removeLast(shadowed.count - count)
        if nilableLocals.count > nilable { nilableLocals.removeLast(nilableLocals.count - nilable) }
        if presentOptionals.count > present { presentOptionals.removeLast(presentOptionals.count - present) }
        while let last = propertyUnwraps.last, last >= count { propertyUnwraps.removeLast() }
        while let last = elementUnwraps.last, last.position >= count { elementUnwraps.removeLast() }
    }

    /// Whether a case pattern may bind a name: only a call, prefix, postfix, tuple or sequence
    /// can, and only with `let` or `var` in its text. Most case patterns (`case .home:`) do not.
    static func mayBind(_ pattern: Expr, _ bytes: [UInt8]) -> Bool {
        // `.home`, `x`, `"a"`: no place for a `let` at all.
        switch pattern.tag {
        case .call, .prefix, .postfix, .tuple, .sequence: break
        default: return false
        }
        let r = pattern.range
        guard r.end >= r.start + 3 else { return false }
        return bytes.withUnsafeBufferPointer { b in
            var i = Int(r.start)
            while i + 3 <= Int(r.end) {
                if (b[i] == UInt8(ascii: "l") && b[i + 1] == UInt8(ascii: "e") && b[i + 2] == UInt8(ascii: "t"))
                    || (b[i] == UInt8(ascii: "v") && b[i + 1] == UInt8(ascii: "a") && b[i + 2] == UInt8(ascii: "r")) { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether a parameter's written type is optional (`Item?`, `Item!`, `Optional<Item>`).
    func isOptionalType(_ range: ByteRange?) -> Bool {
        guard let range, range.end > range.start else { return false }
        return source.bytes.withUnsafeBufferPointer { b in
            var end = Int(range.end)
            while end > Int(range.start), b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
            guard end > Int(range.start) else { return false }
            let last = b[end - 1]
            if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { return true }
            return end - Int(range.start) > 9 && b.spells("Optional<", at: Int(range.start), length: 9)
        }
    }
}
