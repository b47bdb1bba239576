import SwiftUI

struct SettingsView: View { var body: some View { Form { Text("General") } } }
struct OnboardingView: View { var body: some View { Text("Hello") } }
struct LoginView: View { var body: some View { Form { TextField("Email", text: .constant("")) } } }
struct PaywallView: View { var body: some View { Text("Pro") } }
struct CameraView: View { var body: some View { Text("Camera") } }
struct PlayerView: View { var body: some View { Text("Player") } }
struct OnboardingSettingsView: View { var body: some View { Form { Text("Pick your interests") } } }
struct SettingsButton: View { var body: some View { Image(systemName: "gear") } }
struct SignUpFlow: View { var body: some View { Text("Sign up") } }

// Settings in a sheet are what the rule asks for.
struct SheetHost: View {
    @State private var settingsSheet = false
    var body: some View {
        Text("S").sheet(isPresented: $settingsSheet) { SettingsView() }
    }
}

// Immersive and mandatory flows belong in covers.
struct ImmersiveHost: View {
    @State private var a = false
    @State private var b = false
    @State private var c = false
    @State private var d = false
    @State private var e = false
    @State private var f = false
    var body: some View {
        Text("I")
            .fullScreenCover(isPresented: $a) { OnboardingView() }
            .fullScreenCover(isPresented: $b) { LoginView() }
            .fullScreenCover(isPresented: $c) { PaywallView() }
            .fullScreenCover(isPresented: $d) { CameraView() }
            .fullScreenCover(isPresented: $e) { PlayerView() }
            .fullScreenCover(isPresented: $f) { SignUpFlow() }
    }
}

// Settings words inside an immersive flow's name.
struct FirstLaunch: View {
    @State private var firstLaunch = true
    var body: some View {
        Text("F").fullScreenCover(isPresented: $firstLaunch) { OnboardingSettingsView() }
    }
}

// A settings button inside a camera screen is a control, not the screen.
struct CaptureHost: View {
    @State private var capturing = false
    var body: some View {
        Text("C").fullScreenCover(isPresented: $capturing) {
            ZStack {
                Color.black
                SettingsButton()
            }
        }
    }
}

// The word appears only in text.
struct TextOnly: View {
    @State private var textOnly = false
    var body: some View {
        Text("T").fullScreenCover(isPresented: $textOnly) { Text("Open Settings to allow access") }
    }
}

// A parameter named settings.
struct Playback: View {
    let settings: [String: Bool]
    @State private var watching = false
    var body: some View {
        Text("W").fullScreenCover(isPresented: $watching) { PlayerView().id(settings.count) }
    }
}

// Routes to immersive screens.
enum FlowCover: Identifiable {
    case camera, onboarding
    var id: Int { 0 }
}

struct FlowHost: View {
    @State private var flow: FlowCover?
    var body: some View {
        Text("Flow").fullScreenCover(item: $flow) { route in
            switch route {
            case .camera: CameraView()
            case .onboarding: OnboardingView()
            }
        }
    }
}

// A sheet route with a settings case.
enum SheetRoute: Identifiable {
    case settings
    var id: Int { 0 }
}

struct SheetRouteHost: View {
    @State private var sheetRoute: SheetRoute?
    var body: some View {
        Text("R").sheet(item: $sheetRoute) { _ in SettingsView() }
    }
}

// An enum that is not a cover provider.
enum Tab {
    case feed, settings
}

// A provider with only immersive covers.
protocol FullScreenCoverProvider {
    var cover: AnyView { get }
}

enum LaunchCover: FullScreenCoverProvider {
    case tutorial
    var cover: AnyView { AnyView(OnboardingView()) }
}

// Content from a context object: nothing to judge.
final class CoverContext: ObservableObject {
    @Published var isActive = false
    func content() -> AnyView { AnyView(EmptyView()) }
}

extension View {
    func fullScreenCover(context: CoverContext) -> some View {
        fullScreenCover(isPresented: .constant(context.isActive), content: context.content)
    }
}

// Previews are demo code.
#Preview {
    Text("P").fullScreenCover(isPresented: .constant(true)) { SettingsView() }
}

// One builder serves the stack, the sheet and the cover of a coordinator. It can draw the
// settings screen (as the stack's root), but which route the cover shows is not known from here.
enum ProfileRoute: Hashable, Identifiable {
    case preferences, editName
    var id: Self { self }
}

final class ProfileRouter: ObservableObject {
    @Published var sheet: ProfileRoute?
    @Published var cover: ProfileRoute?
}

struct ProfileFlow: View {
    @StateObject private var router = ProfileRouter()
    var body: some View {
        NavigationStack {
            screen(.preferences)
                .sheet(item: $router.sheet, content: screen)
                .fullScreenCover(item: $router.cover, content: screen)
        }
    }

    @ViewBuilder
    func screen(_ route: ProfileRoute) -> some View {
        switch route {
        case .preferences:
            PreferencesScreen(onEditName: { router.cover = .editName })
        case .editName:
            NameEditor()
        }
    }
}

struct PreferencesScreen: View {
    let onEditName: () -> Void
    var body: some View { Button("Edit name", action: onEditName) }
}

struct NameEditor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}
