/// `.sheet(isPresented: $x)` / `.fullScreenCover(isPresented: $x)` where `x` is the view's own
/// `@State` Boolean: presentation state that nothing outside the view can drive or test.
public struct StateBoolPresentationRule: FileByFileRule {
    public static let descriptor = RuleDescriptor(
        id: "state-bool-presentation",
        name: "View-local Boolean drives a presentation",
        defaultSeverity: .warning,
        enabledByDefault: true,
        summary: "A sheet or full-screen cover is driven by a view-local `@State` Bool instead of coordinator-owned state.",
        rationale: """
        A presentation toggled by a private `@State` Boolean can only be triggered by that one view: a deep \
        link, a push notification or a coordinator cannot present it, a test cannot observe it, and several \
        such flags in one view drift apart. Owning presentation state in a coordinator (an `@Observable` \
        object with an optional route) keeps one source of truth, and `.sheet(item:)` or \
        `.fullScreenCover(item:)` binds to that route: SwiftUI presents while it is non-nil and sets it back \
        to nil when the user dismisses.
        """,
        options: [
            RuleOptionDescriptor(name: "modifiers", summary: "Presentation modifiers to check (add alert, confirmationDialog or popover to widen).",
                                 defaultValue: .strings(["sheet", "fullScreenCover"])),
        ],
        badExample: """
        import SwiftUI

        struct OrderView: View {
            @State private var showRefund = false
            var body: some View {
                Button("Refund") { showRefund = true }
                    .sheet(isPresented: $showRefund) { RefundForm() }
            }
        }
        """,
        goodExample: """
        import SwiftUI

        enum OrderRoute: String, Identifiable {
            case refund
            var id: String { rawValue }
        }

        @Observable final class OrderCoordinator {
            var sheet: OrderRoute?
            func present(_ route: OrderRoute) { sheet = route }
        }

        struct OrderView: View {
            @Environment(OrderCoordinator.self) private var coordinator
            var body: some View {
                @Bindable var coordinator = coordinator
                Button("Refund") { coordinator.present(.refund) }
                    .sheet(item: $coordinator.sheet) { route in
                        switch route {
                        case .refund: RefundForm()
                        }
                    }
            }
        }
        """,
        examples: ["Tests/Fixtures/rules/state-bool-presentation"],
        limitations: """
        State of an `App` or `Scene` is not reported: that is already the top-level owner, and what it \
        presents follows the system (a privacy cover on scene-phase changes). Nor is a flag the view only ever \
        raises by copying an observed value into it (`.onChange(of: coordinator.showsQueue) { showsQueue = $0 \
        }`): it mirrors state that already has an owner. Alerts, confirmation dialogs and popovers are checked \
        only when the `modifiers` option names them.
        """,
        references: [.sheetItem, .fullScreenCoverItem, .modalPresentations])

    let factory: FindingFactory
    let modifiers: Set<String>

    public init(settings: RuleSettings) {
        factory = FindingFactory(ruleID: Self.descriptor.id, severity: settings.severity)
        modifiers = Set(settings.strings("modifiers"))
    }

    /// The flag is only ever raised by copying an observed value into it (`.onChange(of:
    /// coordinator.showQueue) { showQueue = $0 }`): it mirrors presentation state that something
    /// else already owns, which is what the rule asks for.
    /// A copy of the observed value made as the view appears (`.onAppear { flag = isGateActive }`
    /// beside `.onChange(of: isGateActive) { flag = $1 }`) is the mirror's first sync. A copy of
    /// the view's own `@State` is not a mirror of anything else.
    static func mirrorsObservedState(_ name: String, of owner: String, _ path: String, _ index: ProjectIndex) -> Bool {
        let types = index.types(named: owner, nearestTo: path) ?? index.types(named: owner)
        // Most flags are raised by the view itself and mirror nothing: told by the changes alone,
        // the flag (a byte) tested before the name (a string comparison).
        func count(mirroring: Bool) -> Int {
            var n = 0
            // By index: `for … in` copied (and retained) every type, member and change it passed.
            for t in types.indices {
                let members = types[t].members
                for m in members.indices {
                    let changes = members[m].evidence.stateChanges
                    for c in changes.indices where changes[c].mirrorsObservedValue == mirroring && changes[c].value != .off
                        && changes[c].target == name { n += 1 }
                }
            }
            return n
        }
        guard count(mirroring: true) > 0 else { return false }
        let others = count(mirroring: false)
        var sources: [ObservedSource] = []
        for t in types.indices {
            let members = types[t].members
            for m in members.indices where !members[m].evidence.observedSources.isEmpty {
                sources += members[m].evidence.observedSources.filter { $0.target == name }
            }
        }
        // Copying the view's own `@State` (`flag = selection == nil`) keeps the state in the view.
        if sources.contains(where: { source in
            source.isMirror && types.contains { $0.property(named: String(source.path.firstDottedComponent))?.hasWrapper("State") == true }
        }) { return false }
        // The other changes must be copies made as the view appears, of a value a mirror observes.
        let observed = sources.filter(\.isMirror).map(\.path)
        let firstSyncs = sources.filter { !$0.isMirror && observed.contains($0.path) }.count
        return others <= firstSyncs
    }

    static func isSceneProtocol(_ name: String) -> Bool {
        name == "App" || name == "SwiftUI.App" || name == "Scene" || name == "SwiftUI.Scene"
    }

    public func check(_ index: ProjectIndex, files: Range<Int>) -> [Finding] {
        var findings: [Finding] = []
        for f in files {
            // Read through a pointer: binding each site would copy (and retain) every field of it.
            index.files[f].presentations.withUnsafeBufferPointer { sites in
                for s in sites.indices where sites[s].bindingLabel == "isPresented" && modifiers.contains(sites[s].modifier) {
                    let site = sites.baseAddress! + s
                    let path = index.files[f].path
                    guard case let .property(name)? = site.pointee.binding,
                          let owner = site.pointee.enclosingType, !site.pointee.isPreview,
                          let property = index.property(name, of: owner, preferring: path),
                          property.hasWrapper("State"), !property.isStatic, !property.isComputed,
                          property.type == "Bool" else { continue }
                    // An `App` (or `Scene`) is already the top-level owner: its flags follow the system
                    // (a privacy cover on scene-phase changes), not a view's taps.
                    if index.conforms(owner, where: Self.isSceneProtocol) { continue }
                    if Self.mirrorsObservedState(name, of: owner, path, index) { continue }
                    let message: FindingMessage = "`.\(site.pointee.modifier)` is driven by view-local `@State var \(name): Bool`; move presentation state to a coordinator and bind `.\(site.pointee.modifier)(item:)` to it"
                    findings.append(factory.make(message, path: path, span: site.pointee.span, enclosingType: owner))
                }
            }
        }
        return findings
    }
}
