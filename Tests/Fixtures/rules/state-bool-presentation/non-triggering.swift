import SwiftUI

// The parent owns the state and passes a binding in.
struct ChildPresenter: View {
    @Binding var isPresented: Bool
    var body: some View {
        Text("child").sheet(isPresented: $isPresented) { Text("shown") }
    }
}

// Persisted flags are app state, not view-local state.
struct StoredFlags: View {
    @AppStorage("didSeeIntro") private var didSeeIntro = false
    @SceneStorage("composerOpen") private var composerOpen = false
    var body: some View {
        Text("flags")
            .sheet(isPresented: $didSeeIntro) { Text("intro") }
            .sheet(isPresented: $composerOpen) { Text("composer") }
    }
}

// A view model publishes the flag.
final class InboxModel: ObservableObject {
    @Published var showCompose = false
}

struct InboxView: View {
    @StateObject private var model = InboxModel()
    var body: some View {
        Text("inbox").sheet(isPresented: $model.showCompose) { Text("compose") }
    }
}

// A coordinator owns presentation state.
@Observable final class FlowCoordinator {
    var presentingHelp = false
    var route: FlowRoute?
}

enum FlowRoute: String, Identifiable {
    case help
    var id: String { rawValue }
}

struct FlowRoot: View {
    @Environment(FlowCoordinator.self) private var coordinator
    var body: some View {
        @Bindable var coordinator = coordinator
        Text("root")
            .sheet(isPresented: $coordinator.presentingHelp) { Text("help") }
            .sheet(item: $coordinator.route) { route in Text(route.rawValue) }
    }
}

// A constant binding, and a hand-made one over state the view does not own.
struct FixedBindings: View {
    @State private var done = false
    @Environment(FlowCoordinator.self) private var coordinator
    var body: some View {
        Text("fixed")
            .fullScreenCover(isPresented: .constant(!done)) { Text("gate") }
            .sheet(isPresented: Binding(get: { coordinator.presentingHelp }, set: { coordinator.presentingHelp = $0 })) { Text("custom") }
    }
}

#if DEBUG
// Debug-only code is internal tooling, not product design (as previews are).
struct NetworkLogScreen: View {
    @State private var showsFilters = false
    var body: some View {
        Text("Log").sheet(isPresented: $showsFilters) { Text("Filters") }
    }
}
#endif

// A type named as debug tooling.
struct DebugMenuView: View {
    @State private var showsFlags = false
    var body: some View {
        Button("Flags") { showsFlags = true }.sheet(isPresented: $showsFlags) { Text("Feature flags") }
    }
}

// The item form with an optional selection is what the rule asks for.
struct SelectionSheet: View {
    @State private var picked: Color?
    var body: some View {
        Text("pick").sheet(item: $picked) { color in Text("\(color)") }
    }
}

extension Color: @retroactive Identifiable {
    public var id: Int { hashValue }
}

// Alerts, dialogs and popovers are not checked by default.
struct ConfirmDelete: View {
    @State private var confirming = false
    @State private var showingTip = false
    @State private var askingWhere = false
    var body: some View {
        Text("delete")
            .alert("Delete?", isPresented: $confirming) { Button("Delete", role: .destructive) {} }
            .popover(isPresented: $showingTip) { Text("tip") }
            .confirmationDialog("Where?", isPresented: $askingWhere) { Button("Here") {} }
    }
}

// Focus state is not presentation state.
struct FocusSheet: View {
    @FocusState private var focused: Bool
    var body: some View {
        TextField("name", text: .constant("")).focused($focused)
    }
}

// A state struct's member is bound, not a view-local Boolean.
struct PanelState {
    var showAdvanced = false
}

struct PanelView: View {
    @State private var panel = PanelState()
    var body: some View {
        Text("panel").sheet(isPresented: $panel.showAdvanced) { Text("advanced") }
    }
}

// A binding held in a plain property, no dollar sign at the site.
struct ForwardedBinding: View {
    let showing: Binding<Bool>
    var body: some View {
        Text("fwd").sheet(isPresented: showing) { Text("content") }
    }
}

// Previews are demo code.
struct SheetDemo_Previews: PreviewProvider {
    struct Host: View {
        @State private var open = true
        var body: some View { Text("demo").sheet(isPresented: $open) { Text("sheet") } }
    }
    static var previews: some View { Host() }
}

// Mentions in comments and strings are not code.
struct Documentation: View {
    // .sheet(isPresented: $showHelp) { Help() }
    let snippet = ".fullScreenCover(isPresented: $showHelp) { Help() }"
    var body: some View { Text(snippet) }
}

// A non-Boolean @State object whose member drives the sheet.
@Observable final class DraftStore {
    var isEditing = false
}

struct DraftView: View {
    @State private var store = DraftStore()
    var body: some View {
        Text("draft").fullScreenCover(isPresented: $store.isEditing) {
            Button("Close") { store.isEditing = false }
        }
    }
}

// A local @Bindable copy in body shadows nothing: the flag lives on the object.
struct BindableLocal: View {
    var store: DraftStore
    var body: some View {
        @Bindable var store = store
        Text("local").sheet(isPresented: $store.isEditing) { Text("edit") }
    }
}

// An App's own flag: the scene is the top-level owner, and the cover follows the scene phase.
struct VaultApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var locked = false
    var body: some Scene {
        WindowGroup {
            Text("Vault").fullScreenCover(isPresented: $locked) { Text("Locked") }
        }
        .onChange(of: scenePhase) { phase in locked = phase != .active }
    }
}

// Preview scaffolding: a private host, and a debug-only one, that the file names only in previews
// (`#Preview` and a `PreviewProvider`). They exist to show another view in a sheet on the canvas.
struct ReceiptSummary: View {
    var body: some View { Text("Receipt") }
}

private struct ReceiptSummarySheetHost: View {
    @State private var showing = true
    var body: some View {
        Color.clear.sheet(isPresented: $showing) { ReceiptSummary() }
    }
}

extension ReceiptSummarySheetHost {
    static let title = "In a sheet"
}

#Preview(ReceiptSummarySheetHost.title) {
    ReceiptSummarySheetHost()
}

#if DEBUG
struct ReceiptSummaryCoverPreviewHost: View {
    @State var covering = false
    var body: some View {
        Button("Open") { covering = true }
            .fullScreenCover(isPresented: $covering) { ReceiptSummary() }
    }
}

struct ReceiptSummary_Previews: PreviewProvider {
    static var previews: some View { ReceiptSummaryCoverPreviewHost() }
}
#endif

// A host named as preview scaffolding shows the sheet on the canvas; the file names it only in
// its preview, so it is preview code even though other files could see it.
struct ReceiptPreviewSheetHost: View {
    @State private var show = true
    var body: some View {
        Color.clear.sheet(isPresented: $show) { ReceiptSummary() }
    }
}

#Preview { ReceiptPreviewSheetHost() }

// A flag that only mirrors state a coordinator owns: it is raised only by copying the observed
// value, in either form of `onChange`, or from `onReceive`.
@Observable final class QueueCoordinator {
    var showsQueue = false
    var showsHistory = false
}

struct MiniPlayerBar: View {
    @Environment(QueueCoordinator.self) private var coordinator
    @State private var showingQueue = false
    @State private var showingHistory = false
    var body: some View {
        Text("Now playing")
            .onChange(of: coordinator.showsQueue) { _, newValue in showingQueue = newValue }
            .onChange(of: coordinator.showsHistory) { showingHistory = $0 }
            .sheet(isPresented: $showingQueue, onDismiss: { coordinator.showsQueue = false }) { Text("Queue") }
            .sheet(isPresented: $showingHistory) { Button("Done") { showingHistory = false } }
    }
}

// A mirror synced once as the view appears and then on every change of the same value.
@Observable final class GateKeeper { var isBlocking = false }

struct GatedRoot: View {
    @Environment(GateKeeper.self) private var gate
    @State private var showingGate = false
    private var gateActive: Bool { gate.isBlocking }
    var body: some View {
        Text("root")
            .onAppear { showingGate = gateActive }
            .onChange(of: gateActive) { _, active in showingGate = active }
            .fullScreenCover(isPresented: $showingGate) { Text("Locked") }
    }
}

// Mirrors written two more ways: `.task(id:)` copying a value of the object it watches, and an
// `onChange(of:)` handler reading the watched value itself rather than its parameter.
struct AccountsGate: View {
    @AppStorage("accounts") private var accounts: [String] = []
    @Environment(GateKeeper.self) private var keeper
    @State private var onboarding = false
    @State private var blocked = false
    var body: some View {
        Text("home")
            .task(id: accounts.hashValue) { onboarding = accounts.isEmpty }
            .onChange(of: keeper.isBlocking) { blocked = keeper.isBlocking }
            .sheet(isPresented: $onboarding) { Text("Welcome") }
            .fullScreenCover(isPresented: $blocked) { Text("Blocked") }
    }
}

// Mirrors of a stream and of a publisher: each value the view receives is copied in.
struct TipHost: ViewModifier {
    let updates: AsyncStream<Bool>
    let published: AnyPublisher<Bool, Never>
    @State private var showTip = false
    @State private var showBanner = false
    func body(content: Content) -> some View {
        content
            .task {
                for await shouldShow in updates {
                    showTip = shouldShow
                }
            }
            .onReceive(published) { showBanner = $0 }
            .sheet(isPresented: $showTip) { Text("Tip") }
            .sheet(isPresented: $showBanner) { Text("Banner") }
    }
}

// The same from a throwing sequence: `for try await` copies each value too.
struct LockWatcher: View {
    let lockStates: AsyncThrowingStream<Bool, Error>
    @State private var locked = false
    var body: some View {
        Color.clear
            .task {
                do {
                    for try await isLocked in lockStates {
                        locked = isLocked
                    }
                } catch {}
            }
            .fullScreenCover(isPresented: $locked) { Text("Locked") }
    }
}
