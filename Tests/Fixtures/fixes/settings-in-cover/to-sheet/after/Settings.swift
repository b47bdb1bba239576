import SwiftUI

struct SettingsView: View {
    @AppStorage("sounds") private var sounds = true
    var body: some View { Form { Toggle("Sounds", isOn: $sounds) } }
}

// Trailing closure, `onDismiss:` and a comment inside the call.
struct ProfileHeader: View {
    @State private var settingsOpen = false
    var body: some View {
        Button("Settings") { settingsOpen = true }
            .sheet(isPresented: $settingsOpen, onDismiss: reload) { // the app's settings
                SettingsView()
            }
    }
    func reload() {}
}

// `content:` written as an argument, across lines.
struct SidebarFooter: View {
    @State private var configuring = false
    var body: some View {
        Text("Footer")
            .sheet(
                isPresented: $configuring,
                content: {
                    NavigationStack { SettingsView() }
                }
            )
    }
}

// `item:`, one screen, in an `#if os(iOS)` branch; and `onDismiss` as a labelled trailing closure.
struct Account: Identifiable { let id: Int }
struct AccountRow: View {
    @State private var editing: Account?
    var body: some View {
        #if os(iOS)
        Text("Account")
            .sheet(item: $editing) { _ in
                SettingsView()
            }
        #endif
        Text("More")
            .sheet(isPresented: .constant(false)) {
                print("closed")
            } content: {
                SettingsView()
            }
    }
}
