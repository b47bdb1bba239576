/// A full-screen cover (or a sheet that disables swipe-to-dismiss) whose content offers no way out.
public struct CoverMissingCloseRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "cover-missing-close",
        name: "Full-screen cover without a way out",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A full-screen cover, or a sheet with interactive dismissal disabled, whose content has no close button, no `dismiss()` and nothing that turns its state off.",
        rationale: """
        A full-screen cover has no swipe-to-dismiss gesture, and a sheet with `.interactiveDismissDisabled()` \
        loses it too: unless the content offers an explicit way out, the user is stuck. Apple's Human \
        Interface Guidelines describe a modal view as one that requires an explicit action to dismiss; the \
        content should offer that action as a visible Close, Done or Cancel button that calls `dismiss()` from \
        the environment (or the coordinator's dismiss method).
        """,
        options: [],
        badExample: """
        import SwiftUI

        struct TrailerRow: View {
            @State private var showPlayer = false
            var body: some View {
                Button("Play trailer") { showPlayer = true }
                    .fullScreenCover(isPresented: $showPlayer) {
                        PlayerView()
                    }
            }
        }

        struct PlayerView: View {
            var body: some View {
                Text("Now playing")   // no close button, no dismiss(): the user is stuck
            }
        }
        """,
        goodExample: """
        import SwiftUI

        struct TrailerRow: View {
            @State private var showPlayer = false
            var body: some View {
                Button("Play trailer") { showPlayer = true }
                    .fullScreenCover(isPresented: $showPlayer) {
                        PlayerView()
                    }
            }
        }

        struct PlayerView: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("Now playing")
                    .overlay(alignment: .topLeading) {
                        Button("Close", systemImage: "xmark") { dismiss() }
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/cover-missing-close"],
        limitations: """
        A sheet that keeps the screen behind it usable (`.presentationBackgroundInteraction(.enabled)`) is a \
        persistent panel, not a trap, and a cover that zooms in from its source \
        (`.navigationTransition(.zoom(…))`) can be swiped away; neither is reported. Nor are presentations \
        built only for watchOS or tvOS (by their `#if os(…)`, their file's `WatchKit`/`TVUIKit` import, or a \
        watch or TV app target's folder): there the system closes them (the watch's Cancel button, the \
        remote's Menu button). Content the rule cannot read, such as a view from another module, is not \
        reported.
        """,
        references: [.fullScreenCoverIsPresented, .interactiveDismissDisabled, .dismissAction, .higModality])

    let factory: FindingFactory

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            // Read through a pointer: binding each site would copy (and retain) every field of it.
            index.files[f].presentations.withUnsafeBufferPointer { presentations in
                for s in presentations.indices where !presentations[s].isDebugOnly && !presentations[s].isPreview
                    && (presentations[s].modifier == "fullScreenCover" || presentations[s].modifier == "sheet")
                    && !presentations[s].isForWatchOrTVOnly {
                    let site = presentations.baseAddress! + s
                    let path = index.files[f].path
                    let isCover = site.pointee.modifier == "fullScreenCover"
                    guard isCover || disablesInteractiveDismiss(site, index) else { continue }
                    guard let stateNames = stateNames(of: site) else { continue }
                    if isCover && zoomsAndSwipes(site, index) { continue }
                    var isConstant = false
                    if case .constant? = site.pointee.binding { isConstant = true }
                    if isConstant {
                        if stateNames.contains(where: index.isAssignedSomewhere) { continue }
                    } else if stateNames.contains(where: index.isTurnedOffSomewhere) {
                        continue
                    }
                    // A computed flag (`get { route != nil }`) is turned off through other state: unknown.
                    let stateProperty = statePropertyOf(site, path, index)
                    if stateProperty?.isComputed ?? false { continue }
                    // Derived or persisted state (`.constant(!done)`, `@AppStorage`) may be flipped by any
                    // write in the content, even under another property name for the same key.
                    let persisted = stateProperty.map { $0.hasWrapper("AppStorage") || $0.hasWrapper("SceneStorage") } ?? false
                    var search = WayOutSearch(index: index, stateNames: Set(stateNames), anyWriteCounts: isConstant || persisted)
                    guard search.evaluate(site.pointee.content, in: site.pointee.enclosingType, at: path, depth: 0) == .none else { continue }
                    let presented = site.pointee.content.views.first { !PresentationVocabulary.builtInViews.contains($0.typeName) }?.typeName
                        ?? site.pointee.content.memberRefs.sorted().first
                    let what = presented.map { "`\($0)`" } ?? "its content"
                    let state = stateNames.first.map { "nothing sets `\($0)` back" } ?? "nothing turns it off"
                    let message: String
                    if isCover {
                        message = "`.fullScreenCover` presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Close button that calls `dismiss()`"
                    } else {
                        message = "`.sheet` disables interactive dismissal but presents \(what) with no way out: no close button, no `dismiss()` call and \(state); add a Cancel or Done button that calls `dismiss()`"
                    }
                    findings.append(factory.make(message, path: path, span: site.pointee.span, enclosingType: site.pointee.enclosingType))
                }
            }
        }
        return findings
    }

    /// A cover whose content zooms in from its source (`.navigationTransition(.zoom(…))`) can be
    /// swiped or pinched away, as long as interactive dismissal is not disabled.
    func zoomsAndSwipes(_ site: UnsafePointer<PresentationSite>, _ index: ProjectIndex) -> Bool {
        anyEvidence(site, index, .usesZoomTransition) && !anyEvidence(site, index, .disablesInteractiveDismiss)
    }

    enum EvidenceFlag { case usesZoomTransition, disablesInteractiveDismiss, keepsBackgroundInteractive }

    /// Whether the content, or a member of any view type it presents (all declarations of the
    /// name: a modifier any of them applies counts), shows `flag`. Read in place: merging each
    /// view type's evidence first (at every sheet) copied and rehashed all of it.
    func anyEvidence(_ site: UnsafePointer<PresentationSite>, _ index: ProjectIndex, _ flag: EvidenceFlag) -> Bool {
        func shows(_ e: Evidence) -> Bool {
            switch flag {
            case .usesZoomTransition: return e.usesZoomTransition
            case .disablesInteractiveDismiss: return e.disablesInteractiveDismiss
            case .keepsBackgroundInteractive: return e.keepsBackgroundInteractive
            }
        }
        if shows(site.pointee.content) { return true }
        // A project type may share a built-in view's name: those names are followed too.
        let views = site.pointee.content.views
        func typeShows(_ name: String) -> Bool {
            let types = index.types(named: name)
            for t in types.indices {
                let members = types[t].members
                for m in members.indices where shows(members[m].evidence) { return true }
            }
            return false
        }
        for v in views.indices where typeShows(views[v].typeName) { return true }
        return site.pointee.content.builtInViews.containsName(where: typeShows)
    }

    /// The property behind `$name` (of the enclosing type) or `$base.name` (of base's type).
    func statePropertyOf(_ site: UnsafePointer<PresentationSite>, _ path: String, _ index: ProjectIndex) -> PropertyFact? {
        guard let owner = site.pointee.enclosingType else { return nil }
        switch site.pointee.binding {
        case let .property(name)?:
            return index.property(name, of: owner, preferring: path)
        case let .member(base, name)? where !base.containsBytes("."):
            guard let baseType = index.property(base, of: owner, preferring: path)?.type.map(PreferItemBindingRule.bareTypeName) else { return nil }
            return index.property(name, of: baseType)
        default:
            return nil
        }
    }

    /// Names of the state the presentation is bound to; nil when it is driven by something opaque.
    func stateNames(of site: UnsafePointer<PresentationSite>) -> [String]? {
        switch site.pointee.binding {
        case let .property(name)?: return [name]
        case let .member(_, name)?: return [name]
        case let .constant(names)?: return names.map(\.lastDottedComponent)
        case .other?, nil: return nil
        }
    }

    /// A sheet that cannot be swiped away and blocks the screen behind it. With background
    /// interaction enabled it is a persistent panel (a maps-style drawer): the user is not stuck.
    func disablesInteractiveDismiss(_ site: UnsafePointer<PresentationSite>, _ index: ProjectIndex) -> Bool {
        anyEvidence(site, index, .disablesInteractiveDismiss) && !anyEvidence(site, index, .keepsBackgroundInteractive)
    }
}

/// Follows presented content through helpers and view types declared in the linted files,
/// looking for any way out. Unknown content (another module, opaque views) ends the search as
/// `.unknown`, so the rule stays silent. A name several targets declare (each app's `SettingsView`)
/// means the declaration nearest to the code that names it; when none is nearest, it is unknown.
struct WayOutSearch {
    enum Outcome: Equatable { case wayOut, unknown, none }

    let index: ProjectIndex
    let stateNames: Set<String>
    /// Any state change in the content counts as a way out.
    let anyWriteCounts: Bool
    var visited: Set<String> = []
    static let maxDepth = 4

    init(index: ProjectIndex, stateNames: Set<String>, anyWriteCounts: Bool = false) {
        self.index = index
        self.stateNames = stateNames
        self.anyWriteCounts = anyWriteCounts
    }

    /// `evidence` is code of type `typeName` (when known) in the file at `path`.
    mutating func evaluate(_ evidence: Evidence, in typeName: String?, at path: String, depth: Int) -> Outcome {
        if evidence.hasCloseAffordance { return .wayOut }
        if !evidence.closingMethods.isEmpty
            || evidence.calledNames.contains(where: Evidence.isClosingName) { return .wayOut }
        // The declaration (and extensions) of the enclosing type that this code belongs to.
        let declarations = typeName.flatMap { index.types(named: $0, nearestTo: path) }
        if let declarations, !evidence.calledNames.isEmpty {
            // By index, as everywhere over lists of types and properties: `flatMap` and `filter`
            // copied (and retained) each one.
            for t in declarations.indices {
                let properties = declarations[t].properties
                for p in properties.indices where properties[p].environmentKey == "dismiss" || properties[p].environmentKey == "presentationMode" {
                    if evidence.calledNames.contains(properties[p].name) { return .wayOut }
                }
            }
        }
        if evidence.stateChanges.contains(where: { change in change.value != .on && stateNames.contains { change.targetEnds(with: $0) } }) { return .wayOut }
        if anyWriteCounts && !evidence.stateChanges.isEmpty { return .wayOut }
        if evidence.passedBindings.contains(where: { stateNames.contains($0.lastDottedComponent) }) { return .wayOut }

        var outcome: Outcome = evidence.hasOpaqueContent ? .unknown : .none
        // Helpers of the enclosing type: view helpers must resolve, called functions may.
        for name in evidence.memberRefs.sorted() + evidence.calledNames.sorted() {
            let mustResolve = evidence.memberRefs.contains(name)
            guard let typeName, let declarations, let member = ProjectIndex.member(name, in: declarations) else {
                if mustResolve { outcome = .unknown }
                continue
            }
            let key = typeName + "." + name
            guard !visited.contains(key) else { continue }
            visited.insert(key)
            switch evaluate(member.evidence, in: typeName, at: path, depth: depth) {
            case .wayOut: return .wayOut
            case .unknown: outcome = .unknown
            case .none: break
            }
        }
        for view in evidence.views where !PresentationVocabulary.builtInViews.contains(view.typeName) {
            guard index.isDeclared(view.typeName), depth < Self.maxDepth,
                  let viewDeclarations = index.types(named: view.typeName, nearestTo: path) else { outcome = .unknown; continue }
            if viewDeclarations.indices.contains(where: { viewDeclarations[$0].conformsToRepresentable }) { outcome = .unknown; continue }
            guard !visited.contains(view.typeName) else { continue }
            visited.insert(view.typeName)
            // The view's own code is read from its declaration's file onward.
            let viewPath = viewDeclarations.indices.first(where: { viewDeclarations[$0].kind != .extension }).map { viewDeclarations[$0].path } ?? viewDeclarations[0].path
            switch evaluate(ProjectIndex.mergedEvidence(viewDeclarations), in: view.typeName, at: viewPath, depth: depth + 1) {
            case .wayOut: return .wayOut
            case .unknown: outcome = .unknown
            case .none: break
            }
        }
        return outcome
    }
}
