import SwiftUI

struct SettingsView: View {
    @AppStorage("sounds") private var sounds = true
    @Environment(\.dismiss) private var dismiss
    var body: some View { Form { Toggle("Sounds", isOn: $sounds); Button("Done") { dismiss() } } }
}

// Settings in a cover that asks for detents: one rename fixes both rules' findings.
struct HomeView: View {
    @Binding var showSettings: Bool
    var body: some View {
        Button("Settings") { showSettings = true }
            .fullScreenCover(isPresented: $showSettings) {
                SettingsView()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
            }
    }
}
