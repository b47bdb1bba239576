import SwiftUI

struct SettingsView: View {
    @AppStorage("sounds") private var sounds = true
    var body: some View { Form { Toggle("Sounds", isOn: $sounds) } }
}
struct HelpCenter: View { var body: some View { Text("Help") } }
struct CameraView: View { var body: some View { Text("Camera") } }

extension View {
    func appCover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        fullScreenCover(isPresented: isPresented, content: content)
    }
    func fullScreenCover<C: View>(isPresented: Binding<Bool>, animated: Bool, @ViewBuilder content: @escaping () -> C) -> some View {
        fullScreenCover(isPresented: isPresented, content: content)
    }
}

struct Wrapped: View {
    @State private var open = false
    @State private var other = false
    var body: some View {
        Text("A")
            .appCover(isPresented: $open) { SettingsView() }
        Text("B")
            .fullScreenCover(isPresented: $other, animated: false) { SettingsView() }
    }
}

enum MainCover: Identifiable {
    case settings
    case help
    var id: String { "\(self)" }
}

struct MainScreen: View {
    @State private var cover: MainCover?
    var body: some View {
        Text("Main")
            .fullScreenCover(item: $cover) { route in
                switch route {
                case .settings: SettingsView()
                case .help: HelpCenter()
                }
            }
    }
}

// A route the project does not declare: the cover shows the camera too.
struct CameraScreen: View {
    @State private var cover: ExternalRoute?
    var body: some View {
        Text("Main")
            .fullScreenCover(item: $cover) { route in
                switch route {
                case .settings: SettingsView()
                case .camera: CameraView()
                }
            }
    }
}

// An enum of covers: its settings case is reported at the case, where there is no cover to rename.
protocol FullScreenCoverProvider {
    var cover: AnyView { get }
}

enum AppCover: FullScreenCoverProvider {
    case settings
    case help

    var cover: AnyView {
        switch self {
        case .settings: return AnyView(SettingsView())
        case .help: return AnyView(HelpCenter())
        }
    }
}
