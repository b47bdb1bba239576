import SwiftUI

// A coordinator's route presented through a mapping is followed case by case.
enum AppRoute: String, Identifiable {
    case profile, display // expect: settings-in-cover@19
    var id: String { rawValue }
}

struct RootCoordinatorView: View {
    @State private var route: AppRoute?
    var body: some View {
        Button("Display") { route = .display }
            .fullScreenCover(item: $route) { route in
                screen(for: route)
            }
    }

    @ViewBuilder
    func screen(for route: AppRoute) -> some View {
        switch route {
        case .profile: ProfileScreen()
        case .display: DisplayPanel()
        }
    }
}

// The route's own view property.
enum HelpRoute: String, Identifiable {
    case faq, appearance // expect: settings-in-cover@15
    var id: String { rawValue }

    @ViewBuilder
    var view: some View {
        switch self {
        case .faq: FAQScreen()
        case .appearance: AppearanceScreen()
        }
    }
}

struct HelpHost: View {
    @State private var helpRoute: HelpRoute?
    var body: some View {
        Button("Help") { helpRoute = .faq }
            .fullScreenCover(item: $helpRoute) { $0.view }
    }
}

// Twin: no case of the mapping is a settings screen.
enum MediaRoute: String, Identifiable {
    case profile, faq
    var id: String { rawValue }
}

struct MediaHost: View {
    @State private var media: MediaRoute?
    var body: some View {
        Button("Media") { media = .faq }
            .fullScreenCover(item: $media) { media in
                page(for: media)
            }
    }

    @ViewBuilder
    func page(for media: MediaRoute) -> some View {
        switch media {
        case .profile: ProfileScreen()
        case .faq: FAQScreen()
        }
    }
}

struct ProfileScreen: View {
    var body: some View { Text("Profile") }
}

struct FAQScreen: View {
    var body: some View { Text("FAQ") }
}

struct DisplayPanel: View {
    @AppStorage("textSize") private var textSize = 1.0
    @AppStorage("bold") private var bold = false
    var body: some View {
        Form {
            Slider(value: $textSize)
            Toggle("Bold text", isOn: $bold)
        }
    }
}

struct AppearanceScreen: View {
    @AppStorage("accent") private var accent = "blue"
    @AppStorage("dark") private var dark = false
    var body: some View {
        Form {
            Picker("Accent", selection: $accent) { Text("Blue").tag("blue") }
            Toggle("Dark", isOn: $dark)
        }
    }
}
