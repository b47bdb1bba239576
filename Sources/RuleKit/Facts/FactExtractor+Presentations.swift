/// Presentation sites: `.sheet`, `.fullScreenCover`, `.popover`, alerts and dialogs, and the
/// project's own presentation wrappers; deprecated presentation APIs; bindings and handlers.
extension FactExtractor {
    /// A modifier taking `isPresented:` or `item:` and content may be a project's own presentation
    /// wrapper (`.formSheet(isPresented: $x) { … }`): recorded as a site, which the index keeps if
    /// the project (or the configuration) declares such a wrapper.
    func isWrapperCandidate(_ m: MemberAccessExpr, _ call: CallExpr, _ mode: Mode, _ traits: MethodName) -> Bool {
        guard mode == .view, m.base != nil, !traits.isPresentation, !traits.isSystemBindingModifier else { return false }
        if Self.mayBeWrapperCall(call) { return true }
        // An unlabelled `$binding` first and no content (`.reportMenu($showsReport, target: note)`):
        // a wrapper showing content of its own, unless SwiftUI's (`.focused($field)`).
        return Self.hasPositionalBinding(call) && !Self.positionalBindingModifiers.contains(m.name)
    }

    /// SwiftUI's own modifiers taking an unlabelled binding first, which present nothing.
    static let positionalBindingModifiers: Set<String> = [
        "focused", "defaultFocus", "accessibilityFocused", "scrollPosition", "searchScopes", "tabViewCustomization",
        "renameAction", "searchFocused", "onChange", "bind", "sync",
    ]

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

    mutating func recordPresentation(name: String, nameRange: ByteRange, _ call: CallExpr, _ ev: inout ScopeSummary) {
        let isWrapperCall = recordingWrapperCall
        recordingWrapperCall = false
        var bindingLabel: String?
        var binding: PresentationBinding?
        var content: ScopeSummary?
        var parameters: [String] = []
        var routeCases: [RouteCase] = []
        var onDismiss: ScopeSummary?
        var contentClosure: ClosureExpr?
        var derived: DerivedBinding?
        var boundParameter: String?
        var routeMember: String?
        // What the presentation's own arguments read (a dialog's title, its `message:`): shown
        // with it, so read by it.
        var argumentSummary = ScopeSummary()

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
                if case let .identifier(p, _) = a.value.kind, functionParameters.contains(p) { boundParameter = p }
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
                var dismissSummary = ScopeSummary()
                // The handler's own closure is where its code starts: closures inside it defer.
                deferralDepth -= 1
                walkHandler(a.value, &dismissSummary)
                deferralDepth += 1
                onDismiss = dismissSummary
            case "content", "actions":
                if let c = a.value.closure { contentClosure = c } else { content = referencedContent(a.value) }
            default:
                // A title or message is shown with the presentation: what it reads is the
                // presentation's, not read beyond it.
                presentationArgumentDepth += 1
                if let c = a.value.closure { walkClosure(c, .view, &argumentSummary) } else { walkOperand(a.value, .action, &argumentSummary) }
                presentationArgumentDepth -= 1
            }
        }
        // With a labelled `content:` trailing closure, the unlabelled first one is `onDismiss`
        // (`.fullScreenCover(item: $x) { reset() } content: { … }`).
        let contentIsLabelled = call.trailingClosures.contains { $0.label == "content" || $0.label == "actions" }
        for t in call.trailingClosures {
            if t.label == nil && contentIsLabelled && onDismiss == nil {
                var dismissSummary = ScopeSummary()
                deferralDepth -= 1
                walkClosure(t.closure, .action, &dismissSummary)
                deferralDepth += 1
                onDismiss = dismissSummary
            } else if t.label == nil || t.label == "content" || t.label == "actions", contentClosure == nil, content == nil {
                contentClosure = t.closure
            } else {
                presentationArgumentDepth += 1
                walkClosure(t.closure, .view, &argumentSummary)   // `message:` and the like
                presentationArgumentDepth -= 1
            }
        }
        var screens: ContentScreens?
        if let c = contentClosure {
            var summary = ScopeSummary()
            parameters = Array(c.parameters)
            routeCaptures.append(RouteCapture(subject: c.parameters.first ?? ""))
            screenCaptures.append(ScreenCapture(partDepth: screenPartDepth))
            let flag = binding.flatMap(Self.statePath)
            if let flag { openPresentationFlags.append(flag) }
            presentationDepth += 1
            // What a presentation shows is its own screen, wherever the presentation is.
            let saved = (pushDepth, decorationDepth)
            (pushDepth, decorationDepth) = (0, 0)
            walkClosure(c, .view, &summary)
            (pushDepth, decorationDepth) = saved
            presentationDepth -= 1
            if flag != nil { openPresentationFlags.removeLast() }
            routeCases = routeCaptures.removeLast().cases
            if let member = Self.routeMember(of: c) { routeMember = member }
            let captured = screenCaptures.removeLast().screens
            if !captured.isEmpty {
                // The branches were kept out of the walk's summary: it is what they share.
                var shared = summary
                shared.settleNavigationBar()
                screens = ContentScreens(shared: shared, screens: captured)
                for screen in captured { summary.merge(screen.summary) }
            }
            content = summary
        }
        var contentSummary = content ?? ScopeSummary()
        // Kept in the site to the end of the run, and shared by the summary it is merged into.
        contentSummary.settleNavigationBar()
        contentSummary.trim()
        // A wrapper with content of its own: what it shows is not in sight.
        if isWrapperCall && content == nil { contentSummary.hasOpaqueContent = true }
        if !typeStack.isEmpty {
            var read = contentSummary.unwrappedPaths
            read.formUnion(contentSummary.passedPaths)
            read.formUnion(contentSummary.passedBindings)
            read.formUnion(argumentSummary.unwrappedPaths)
            read.formUnion(argumentSummary.passedPaths)
            for v in contentSummary.views.indices where !contentSummary.views[v].derivedBindingArguments.isEmpty {
                for d in contentSummary.views[v].derivedBindingArguments.values where d.mapper != nil { read.formUnion(d.nilTests) }
            }
            if !read.isEmpty { typeStack[typeStack.count - 1].pathsReadByPresentations.append(contentsOf: read) }
        }
        if name == "alert" {
            let kind: DeprecatedUse.Kind = bindingLabel == "item" ? .alertItemStruct : .alertStruct
            if contentSummary.views.contains(where: { $0.typeName == "Alert" }) {
                noteDeprecated(kind, nameRange)
            } else if bindingLabel != nil, !contentSummary.memberRefs.isEmpty, !typeStack.isEmpty {
                // The `Alert` may come from a helper of the type; the rule asks the index.
                noteDeprecated(kind, nameRange, alertHelpers: contentSummary.memberRefs.sorted())
            }
        }
        // Modifiers inside a nested presentation belong to that presentation, not to ours.
        var nested = contentSummary
        nested.modifierUses = []
        nested.clearsPresentationBackground = false
        // Nor does its close button, or a `dismiss()` there, close the code presenting it: they
        // close that presentation. (An alert's or a confirmation dialog's buttons run in the view
        // showing it: a `dismiss()` there is that view's.)
        nested.removeWaysOut(keepingDismissCalls: name == "alert" || name == "confirmationDialog")
        ev.merge(nested)
        ev.merge(argumentSummary)
        if let onDismiss { ev.merge(onDismiss) }
        let siteClauses = clauses(at: nameRange.start) + branchClauses
        if filePlatforms == nil { filePlatforms = PlatformSet.ofFile(path: source.path, tokens: tokens, bytes: source.bytes) }
        var platforms = filePlatforms ?? .all
        for c in siteClauses { if let p = c.platforms { platforms.formIntersection(p) } }
        facts.presentations.append(PresentationSite(
            modifier: name, span: span(nameRange), enclosingType: currentTypeName, enclosingQualifiedType: currentQualifiedTypeName,
            bindingLabel: bindingLabel, binding: binding, content: contentSummary, contentParameters: parameters,
            routeCases: routeCases, clauses: siteClauses, member: currentMember, derivedBindingBox: derived.map(DerivedBindingBox.init),
            screensBox: screens.map(ContentScreensBox.init), onDismissBox: onDismiss.map(ScopeSummaryBox.init),
            isDebugOnly: debugDepth > 0 || isInDebugClause(at: nameRange.start), isPreview: isInPreview,
            isNested: presentationDepth > 0, platforms: platforms))
        facts.presentations[facts.presentations.count - 1].runsOnlyBelow = olderSystemChecks.last
        if let routeMember { facts.routeMemberSites.append((facts.presentations[facts.presentations.count - 1].span.start, routeMember)) }
        if isWrapperCall {
            facts.presentations[facts.presentations.count - 1].wrapper = name
            facts.hasWrapperCalls = true
            // What its content shows is stacked on the wrapper's sheet, if it is one.
            if let owner = currentTypeName {
                for member in contentSummary.memberRefs { facts.wrapperPresentedMembers.append((owner, member)) }
            }
        }
        noteWrapper(applying: name, isWrapperCall: isWrapperCall, boundParameter: boundParameter, binding: binding,
                    clearsBackground: contentSummary.clearsPresentationBackground,
                    detents: contentSummary.modifierUses.first { $0.name == "presentationDetents" }?.arguments)
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
    mutating func referencedContent(_ value: Expr) -> ScopeSummary {
        var summary = ScopeSummary()
        switch value.kind {
        case let .identifier(name, _):
            summary.memberRefs.insert(name)
        case let .memberAccess(m) where { if case let .identifier(b, _)? = m.base?.kind { return b == "self" } else { return false } }():
            summary.memberRefs.insert(m.name)
        case let .memberAccess(m) where m.name == "init" && m.base.map(Self.isTypePath) == true:
            // `content: EditCards.init`: the view itself, made with what the presentation hands it.
            // (A type path ends in a name, so the last one is always there.)
            let name = m.base.flatMap(Self.typeName(atEndOf:)) ?? ""
            summary.views.append(ViewReference(typeName: name, bindingArguments: [:]))
        case let .call(c) where Self.isFunctionReference(c):
            // `alert(for:)`, `self.alert(for:)`: a method named with its argument labels.
            return referencedContent(c.callee)
        default:
            summary.hasOpaqueContent = true
        }
        return summary
    }

    /// `alert(for:)`, `row(at:in:)`: a function named with its argument labels, not called.
    static func isFunctionReference(_ c: CallExpr) -> Bool {
        guard c.trailingClosures.isEmpty, !c.arguments.isEmpty else { return false }
        return c.arguments.allSatisfy { a in
            guard a.label != nil, case let .unknown(range) = a.value.kind else { return false }
            return range.start == range.end
        }
    }

    mutating func walkHandler(_ value: Expr, _ ev: inout ScopeSummary) {
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
