import SwiftUI
import SafariServices

// The presented view calls dismiss() from the environment.
struct WalkthroughPage: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Step 1")
            Button("Start using the app") { dismiss() }
        }
    }
}

struct WalkthroughHost: View {
    @State private var walkthrough = false
    var body: some View {
        Text("Home").fullScreenCover(isPresented: $walkthrough) { WalkthroughPage() }
    }
}

// The legacy presentation mode works too.
struct LegacyPlayer: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Text("Playing").onTapGesture { presentationMode.wrappedValue.dismiss() }
    }
}

struct LegacyHost: View {
    @State private var legacyShown = false
    var body: some View {
        Text("Legacy").fullScreenCover(isPresented: $legacyShown) { LegacyPlayer() }
    }
}

// The presenter hands its binding in and the child turns it off.
struct CameraPanel: View {
    @Binding var isActive: Bool
    var body: some View {
        Text("Viewfinder").onTapGesture(count: 2) { isActive = false }
    }
}

struct CameraHost: View {
    @State private var cameraActive = false
    var body: some View {
        Text("Camera").fullScreenCover(isPresented: $cameraActive) { CameraPanel(isActive: $cameraActive) }
    }
}

// A closure from the presenter ends the flow.
struct FirstRunFlow: View {
    let onFinish: () -> Void
    var body: some View { Button("Continue") { onFinish() } }
}

struct FirstRunGate: View {
    @AppStorage("firstRunComplete") private var firstRunComplete = false
    var body: some View {
        Text("Main")
            .fullScreenCover(isPresented: .constant(!firstRunComplete)) {
                FirstRunFlow(onFinish: { firstRunComplete = true })
            }
    }
}

// A coordinator method closes the cover.
@Observable final class CaptureCoordinator {
    var capturing = false
    func endCapture() { capturing = false }
}

struct CaptureScreen: View {
    @Environment(CaptureCoordinator.self) private var coordinator
    var body: some View {
        Button("Finish") { coordinator.endCapture() }
    }
}

struct CaptureHost: View {
    @Environment(CaptureCoordinator.self) private var coordinator
    var body: some View {
        @Bindable var coordinator = coordinator
        Text("Capture").fullScreenCover(isPresented: $coordinator.capturing) { CaptureScreen() }
    }
}

// A visible Close button counts whatever its action is.
struct ClosableBanner: View {
    @State private var bannerShown = false
    var body: some View {
        Text("Banner").fullScreenCover(isPresented: $bannerShown) {
            VStack {
                Text("Big news")
                Button("Close") { logClose() }
            }
        }
    }
    func logClose() {}
}

// An xmark symbol as the label.
struct MapFullscreen: View {
    @State private var mapExpanded = false
    var body: some View {
        Text("Map").fullScreenCover(isPresented: $mapExpanded) {
            ZStack(alignment: .topTrailing) {
                Color.green
                Button { track() } label: { Image(systemName: "xmark.circle.fill") }
            }
        }
    }
    func track() {}
}

// A toolbar item at the cancellation placement.
struct DraftEditor: View {
    var body: some View {
        NavigationStack {
            Text("Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Discard") { discard() } }
                }
        }
    }
    func discard() {}
}

struct DraftHost: View {
    @State private var drafting = false
    var body: some View {
        Text("Drafts").fullScreenCover(isPresented: $drafting) { DraftEditor() }
    }
}

// A cancel role.
struct ConfirmScreen: View {
    @State private var confirmingPayment = false
    var body: some View {
        Text("Pay").fullScreenCover(isPresented: $confirmingPayment) {
            Button(role: .cancel) { noop() } label: { Text("Not now") }
        }
    }
    func noop() {}
}

// Content from another module: unknown, so silent.
struct ExternalHost: View {
    @State private var showExternal = false
    var body: some View {
        Text("External").fullScreenCover(isPresented: $showExternal) { ThirdPartyPaywallView() }
    }
}

// UIKit-backed content has its own exit.
struct SafariSheet: UIViewControllerRepresentable {
    let url: URL
    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct LinkHost: View {
    @State private var browsing = false
    var body: some View {
        Text("Open").fullScreenCover(isPresented: $browsing) { SafariSheet(url: URL(string: "https://example.com")!) }
    }
}

// Content from a context object: unknown.
final class CoverContext: ObservableObject {
    @Published var isActive = false
    var content: AnyView = AnyView(EmptyView())
}

struct ContextHost: View {
    @StateObject private var context = CoverContext()
    var body: some View {
        Text("Ctx").fullScreenCover(isPresented: $context.isActive) { context.content }
    }
}

// Generic content: whatever the caller passes.
struct ModalWrapper<Content: View>: View {
    @State private var wrapped = false
    let content: Content
    var body: some View {
        Text("Wrapper").fullScreenCover(isPresented: $wrapped) { content }
    }
}

// A plain sheet can be swiped away.
struct PlainSheet: View {
    @State private var plain = false
    var body: some View {
        Text("Plain").sheet(isPresented: $plain) { Text("Swipe me") }
    }
}

// Dismissal disabled only while saving.
struct SavingSheet: View {
    @State private var savingShown = false
    @State private var isSaving = false
    var body: some View {
        Text("Save").sheet(isPresented: $savingShown) {
            Text("Saving").interactiveDismissDisabled(isSaving)
        }
    }
}

// The presenter turns the flag off itself.
struct TimedPromo: View {
    @State private var promoShown = false
    var body: some View {
        Text("Promo")
            .fullScreenCover(isPresented: $promoShown) { Text("Limited offer") }
            .task {
                try? await Task.sleep(for: .seconds(3))
                promoShown = false
            }
    }
}

// Each route screen can leave.
enum StudioRoute: String, Identifiable {
    case record, edit
    var id: String { rawValue }
}

struct RecordScreen: View {
    @Environment(\.dismiss) private var goAway
    var body: some View { Button("Stop") { goAway() } }
}

struct EditScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Back", action: dismiss.callAsFunction) }
}

struct StudioHost: View {
    @State private var studioRoute: StudioRoute?
    var body: some View {
        Text("Studio").fullScreenCover(item: $studioRoute) { route in
            switch route {
            case .record: RecordScreen()
            case .edit: EditScreen()
            }
        }
    }
}

// Debug menus and previews are not the app.
struct DebugMenuHost: View {
    @State private var debugMenu = false
    var body: some View {
        #if DEBUG
        Text("Debug").fullScreenCover(isPresented: $debugMenu) { Text("Flags") }
        #else
        EmptyView()
        #endif
    }
}

#Preview {
    Text("Preview").fullScreenCover(isPresented: .constant(true)) { Text("Stuck in preview only") }
}

// A dismiss action passed as a function reference.
struct ReferenceDismiss: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Leave", action: dismiss.callAsFunction) }
}

struct ReferenceHost: View {
    @State private var referenced = false
    var body: some View {
        Text("Ref").fullScreenCover(isPresented: $referenced) { ReferenceDismiss() }
    }
}

// The presenter's own helper content closes through the binding.
struct HelperCloses: View {
    @State private var tourShown = false
    var body: some View {
        Text("Tour").fullScreenCover(isPresented: $tourShown) { tourContent }
    }
    var tourContent: some View {
        Text("Tour").onTapGesture { tourShown.toggle() }
    }
}

// Persisted state under another property name for the same key: the content's write ends it.
struct WelcomeSteps: View {
    @AppStorage("welcomeDone") private var finished = false
    var body: some View { Button("Start") { finished = true } }
}

struct WelcomeGate: View {
    @AppStorage("welcomeDone") private var welcomeDone = false
    var body: some View {
        Text("App").fullScreenCover(isPresented: .constant(!welcomeDone)) { WelcomeSteps() }
    }
}

// A computed flag is turned off through the state behind it.
@Observable final class PlayerRouter {
    var track: String?
    var isPlaying: Bool {
        get { track != nil }
        set { if !newValue { track = nil } }
    }
}

struct NowPlayingHost: View {
    @Bindable var router: PlayerRouter
    var body: some View {
        Text("Tracks").fullScreenCover(isPresented: $router.isPlaying) { NowPlayingScreen(router: router) }
    }
}

struct NowPlayingScreen: View {
    var router: PlayerRouter
    var body: some View { Text("Playing").onTapGesture(count: 2) { router.track = nil } }
}

// A maps-style drawer: it cannot be swiped away on purpose, but the map behind it stays usable,
// so the user is never stuck. Both spellings of the enabled interaction, inline and in the view.
struct TrailMap: View {
    @State private var drawerShown = true
    @State private var legendShown = true
    var body: some View {
        Color.green
            .sheet(isPresented: $drawerShown) {
                List { Text("Nearby trails") }
                    .presentationDetents([.height(90), .medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .interactiveDismissDisabled()
            }
            .overlay {
                Color.clear.sheet(isPresented: $legendShown) { TrailLegend() }
            }
    }
}

struct TrailLegend: View {
    var body: some View {
        Text("Legend")
            .presentationDetents([.height(120)])
            .presentationBackgroundInteraction(.enabled)
            .interactiveDismissDisabled()
    }
}

// The expanded player zooms out of the mini player: the zoom transition lets the user swipe or
// pinch the cover away, so it needs no button.
struct MiniPlayerBar: View {
    @Namespace private var playerZoom
    @State private var expanded = false
    var body: some View {
        Text("Now playing")
            .matchedTransitionSource(id: "player", in: playerZoom)
            .onTapGesture { expanded = true }
            .fullScreenCover(isPresented: $expanded) {
                VStack { Text("Full player") }
                    .navigationTransition(.zoom(sourceID: "player", in: playerZoom))
            }
    }
}

// A cover bound to a constant `false` is never shown: there is nothing to get out of.
struct DisabledCoverPath: View {
    var body: some View {
        Text("Home").fullScreenCover(isPresented: .constant(false)) { Text("Not yet") }
    }
}
