import SwiftUI
import Observation

@Observable
final class AccountCoordinator {
    var route: AccountRoute?
    var help: HelpRoute?
}

struct AccountRoot: View {
    @State private var coordinator = AccountCoordinator()
    var body: some View {
        @Bindable var coordinator = coordinator
        VStack {
            Button("Notifications") { coordinator.route = .notificationSettings }
                .fullScreenCover(item: $coordinator.route) { route in
                    view(for: route)
                }
            Button("Help") { coordinator.help = .about }
                .sheet(item: $coordinator.help) { help in
                    helpView(for: help)
                }
        }
    }

    @ViewBuilder
    func view(for route: AccountRoute) -> some View {
        switch route {
        case .profile: ProfileEditor()
        case .notificationSettings: NotificationSettingsScreen()
        case .devices: DeviceList()
        }
    }

    @ViewBuilder
    func helpView(for help: HelpRoute) -> some View {
        switch help {
        case .about: Text("About")
        case .appSettings: NotificationSettingsScreen()
        }
    }
}

struct ProfileEditor: View {
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View { TextField("Name", text: $name) }
}

struct NotificationSettingsScreen: View {
    var body: some View { Form { Text("Notifications") } }
}

struct DeviceList: View {
    var body: some View { List { Text("iPhone") } }
}

// A second cover presenting the same route: still one finding at the case, listing both covers.
struct AccountShortcuts: View {
    @State private var shortcut: AccountRoute?
    var body: some View {
        Button("Notifications") { shortcut = .notificationSettings }
            .fullScreenCover(item: $shortcut) { route in
                switch route {
                case .profile: ProfileEditor()
                case .notificationSettings: NotificationSettingsScreen()
                case .devices: DeviceList()
                }
            }
    }
}
