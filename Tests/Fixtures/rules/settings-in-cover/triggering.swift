import SwiftUI

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Form { Button("Done") { dismiss() } } }
}
struct AppSettingsScreen: View { var body: some View { Form { Toggle("Sounds", isOn: .constant(true)) } } }
struct PreferencesView: View { var body: some View { Form { Text("Theme") } } }
struct NotificationOptionsView: View { var body: some View { Form { Text("Alerts") } } }
struct AccountSettingsView: View { var body: some View { Form { Text("Email") } } }
struct PrivacyPanel: View { var body: some View { Form { Text("Tracking") } } }
struct HelpCenter: View { var body: some View { Text("Help") } }

// The plain case.
struct ProfileHeader: View {
    @State private var settingsOpen = false
    var body: some View {
        Button("Settings") { settingsOpen = true }
            .fullScreenCover(isPresented: $settingsOpen) { SettingsView() } // expect: settings-in-cover
    }
}

// Wrapped in a navigation container.
struct HomeToolbar: View {
    @State private var showAppSettings = false
    var body: some View {
        Text("Home")
            .fullScreenCover(isPresented: $showAppSettings) { // expect: settings-in-cover
                NavigationStack { AppSettingsScreen() }
            }
    }
}

// Preferences and options are settings too.
struct EditorChrome: View {
    @State private var prefsShown = false
    @State private var optionsShown = false
    var body: some View {
        Text("Editor")
            .fullScreenCover(isPresented: $prefsShown) { PreferencesView() } // expect: settings-in-cover
            .fullScreenCover(isPresented: $optionsShown) { NotificationOptionsView() } // expect: settings-in-cover
    }
}

// An item route with a settings case.
enum MainCover: Identifiable {
    case settings // expect: settings-in-cover@10
    case account // expect: settings-in-cover@10
    case privacyPreferences // expect: settings-in-cover@10
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
                case .account: AccountSettingsView()
                case .privacyPreferences: PrivacyPanel()
                case .help: HelpCenter()
                }
            }
    }
}

// Content through a helper of the presenting view.
struct SidebarFooter: View {
    @State private var configuring = false
    var body: some View {
        Text("Footer")
            .fullScreenCover(isPresented: $configuring, content: settingsScreen) // expect: settings-in-cover
    }
    func settingsScreen() -> some View {
        SettingsView()
    }
}

// With arguments and modifiers on the presented view.
@Observable final class SettingsStore {
    var sounds = true
}

struct ConfiguredHost: View {
    @State private var store = SettingsStore()
    @State private var configShown = false
    var body: some View {
        Text("Config")
            .fullScreenCover(isPresented: $configShown) { // expect: settings-in-cover
                SettingsView()
                    .environment(store)
                    .tint(.orange)
            }
    }
}

// Under #if.
struct PlatformHost: View {
    @State private var platformSettings = false
    var body: some View {
        #if os(iOS)
        Text("iOS").fullScreenCover(isPresented: $platformSettings) { PreferencesView() } // expect: settings-in-cover
        #endif
    }
}

// A qualified type name.
enum Screens {
    struct SettingsScreen: View { var body: some View { Form { Text("S") } } }
}

struct QualifiedHost: View {
    @State private var qualified = false
    var body: some View {
        Text("Q").fullScreenCover(isPresented: $qualified) { Screens.SettingsScreen() } // expect: settings-in-cover
    }
}

// A cover provider enum: the settings case is reported at its declaration.
protocol FullScreenCoverProvider {
    var cover: AnyView { get }
}

struct TutorialScreen: View { var body: some View { Text("Tutorial") } }

enum AppCover: FullScreenCoverProvider {
    case settings, tutorial // expect: settings-in-cover@10
    case about

    var cover: AnyView {
        switch self {
        case .settings: return AnyView(SettingsView())
        case .tutorial: return AnyView(TutorialScreen())
        case .about: return AnyView(HelpCenter())
        }
    }
}

// A provider case whose name hides a settings screen.
enum ProfileCover: FullScreenCoverProvider {
    case general
    case manage // expect: settings-in-cover@10

    var cover: AnyView {
        switch self {
        case .general: return AnyView(HelpCenter())
        case .manage: return AnyView(AccountSettingsView())
        }
    }
}

// Both an item-route case and a view in one route.
struct TabsHost: View {
    enum Sheet: Identifiable { case preferences, tips; var id: Int { 0 } } // expect: settings-in-cover@37
    @State private var active: Sheet?
    var body: some View {
        Text("Tabs").fullScreenCover(item: $active) { which in
            switch which {
            case .preferences: Text("Preferences")
            case .tips: HelpCenter()
            }
        }
    }
}
