/// A project's presentation wrappers, as their declarations show them: which method or
/// `ViewModifier` applies a presentation with the binding it is given, directly, through a
/// helper member of its own, or through another wrapper.
extension FactExtractor {
    /// A presentation a `ViewModifier`'s helper member (not its `body`) applies with one of the
    /// type's `@Binding`s: the type is a wrapper if its body reaches that member.
    struct HelperWrapper {
        /// `typeStack.count` while the helper was walked: the type it belongs to.
        var typeDepth: Int
        var member: String
        var wrapper: PresentationWrapper
    }

    /// How many members deep a `ViewModifier`'s body is followed to a helper that presents
    /// (`body` → `platformSheet(_:)` → `nativeSheet(_:)`).
    static let helperFollowDepth = 3

    /// Notes the method or type that the presentation just recorded makes a wrapper, if any: a
    /// `View` extension method handing one of its parameters as the binding, or a `ViewModifier`
    /// handing one of its `@Binding`s, in its `body` or in a helper member (settled when the
    /// type's walk ends). `name` is the modifier applied; for a wrapper call (`isWrapperCall`), the
    /// wrapper it calls, which the index settles (a wrapper of a wrapper).
    mutating func noteWrapper(applying name: String, isWrapperCall: Bool, boundParameter: String?, binding: PresentationBinding?,
                              clearsBackground: Bool, detents: String?) {
        guard isWrapperCall || Self.wrappableModifiers.contains(name), let member = currentMember else { return }
        guard let bound = boundParameter ?? { if case let .property(p)? = binding { return p } else { return nil } }() else { return }
        let via = isWrapperCall ? Self.wrappedName(name) : nil
        if isInViewExtension, functionParameters.contains(bound) {
            facts.presentationWrappers.append(PresentationWrapper(name: member, modifier: via == nil ? name : nil, via: via,
                                                                  clearsBackground: clearsBackground, detents: detents))
            return
        }
        guard let modifierType = presentingModifier(binding: bound) else { return }
        let wrapper = PresentationWrapper(name: modifierType.name, modifier: via == nil ? name : nil, via: via,
                                          clearsBackground: clearsBackground, detents: detents)
        if member == "body" {
            facts.presentationWrappers.append(wrapper)
        } else {
            helperWrappers.append(HelperWrapper(typeDepth: typeStack.count, member: member, wrapper: wrapper))
        }
    }

    /// The `ViewModifier` whose code is being walked, when it has the `@Binding` `bound`: the type
    /// itself, or, in an extension of it, its declaration earlier in the file.
    func presentingModifier(binding bound: String) -> TypeFacts? {
        guard let current = typeStack.last else { return nil }
        let declaration = current.kind == .extension ? presentingModifierDeclaration(of: current.name) : current
        guard let declaration, Self.isViewModifier(declaration.inheritance),
              declaration.properties.contains(where: { $0.name == bound && $0.hasWrapper("Binding") }) else { return nil }
        return declaration
    }

    static func isViewModifier<S: Sequence<String>>(_ inheritance: S) -> Bool {
        inheritance.contains { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }
    }

    /// The wrapper a wrapper call names: `formSheet`, or `FormSheet` for `modifier(FormSheet)`.
    static func wrappedName(_ name: String) -> String {
        name.hasPrefix("modifier(") && name.hasSuffix(")") ? String(name.dropFirst(9).dropLast()) : name
    }

    /// At the end of a type's walk: each helper that presents with one of its `@Binding`s and that
    /// its `body` reaches (calls or shows, in any `#if` clause, up to `helperFollowDepth` members
    /// deep) makes the type a wrapper.
    mutating func settleHelperWrappers() {
        let depth = typeStack.count
        guard helperWrappers.contains(where: { $0.typeDepth == depth }) else { return }
        // In an extension, the declaration's `body` (walked before it) reaches the helpers too.
        var members = typeStack[depth - 1].members
        if typeStack[depth - 1].kind == .extension, let declaration = presentingModifierDeclaration(of: typeStack[depth - 1].name) {
            members += declaration.members
        }
        var reached: Set<String> = ["body"], frontier: [String] = ["body"]
        for _ in 0..<Self.helperFollowDepth where !frontier.isEmpty {
            var next: [String] = []
            for m in members where frontier.contains(m.name) {
                for name in m.summary.memberRefs where !reached.contains(name) { reached.insert(name); next.append(name) }
                for name in m.summary.calledNames where !reached.contains(name) { reached.insert(name); next.append(name) }
            }
            frontier = next
        }
        for h in helperWrappers where h.typeDepth == depth && reached.contains(h.member) { facts.presentationWrappers.append(h.wrapper) }
        helperWrappers.removeAll { $0.typeDepth == depth }
    }

    /// The declaration (not an extension) of the `ViewModifier` named `name` walked earlier in the file.
    func presentingModifierDeclaration(of name: String) -> TypeFacts? {
        facts.types.last { $0.kind != .extension && $0.name == name && Self.isViewModifier($0.inheritance) }
    }

    /// The `Binding` parameters of `f` that it hands to the view (or view modifier) `v` as they
    /// are (`PlayerSheets(showsQueue: showsQueue)`), by `f`'s argument label, with `v`'s.
    func handedBindings(_ f: FunctionDecl, to v: ViewReference) -> [String: String] {
        var handed: [String: String] = [:]
        for p in f.parameters {
            guard let label = p.label, let type = p.typeRange, source.text(type.start, type.end).containsBytes("Binding<") else { continue }
            for (viewLabel, value) in v.valueArguments where value == p.name { handed[label] = viewLabel }
        }
        return handed
    }

    /// The label a call's site takes when it hands bindings to a method under other labels than
    /// `isPresented:` or `item:`: settled by the index (see `PresentationWrapper.handedBindings`),
    /// never kept as a presentation.
    static let handingLabel = "(handing)"

    /// `.playerSheets(showsQueue: $showsQueue, …)`: a call handing `$binding`s under labels of its
    /// own, which the index turns into a use of the `ViewModifier` the method applies, if it is a
    /// wrapper handing them on. Recorded beside the call's ordinary walk.
    mutating func recordHandingCall(_ m: MemberAccessExpr, _ call: CallExpr) {
        var bound: [String: String] = [:]
        for a in call.arguments {
            guard let label = a.label, let p = Self.bindingPath(a.value) else { continue }
            bound[label] = p
        }
        guard !bound.isEmpty else { return }
        var content = ScopeSummary()
        content.views.append(ViewReference(typeName: m.name, bindingArguments: bound))
        facts.presentations.append(PresentationSite(
            modifier: m.name, span: span(m.nameRange), enclosingType: currentTypeName, enclosingQualifiedType: currentQualifiedTypeName,
            bindingLabel: Self.handingLabel, binding: nil, content: content, contentParameters: [], routeCases: [], clauses: [],
            member: currentMember, derivedBindingBox: nil, screensBox: nil, onDismissBox: nil, isDebugOnly: false, isPreview: isInPreview,
            isNested: false, platforms: .all))
        facts.presentations[facts.presentations.count - 1].wrapper = m.name
        facts.hasWrapperCalls = true
    }

    /// A call labelling a `$binding` argument other than `isPresented:` and `item:`.
    static func handsLabelledBinding(_ call: CallExpr) -> Bool {
        call.arguments.contains { a in
            guard let label = a.label, label != "isPresented", label != "item" else { return false }
            return bindingPath(a.value) != nil
        }
    }
}
