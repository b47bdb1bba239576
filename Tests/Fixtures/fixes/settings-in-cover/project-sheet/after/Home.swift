import SwiftUI

struct SettingsView: View {
    @AppStorage("sounds") private var sounds = true
    var body: some View { Form { Toggle("Sounds", isOn: $sounds) } }
}

// The project's own `sheet` on `View`: `.sheet(` would call it, not SwiftUI's.
extension View {
    func sheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        overlay { if isPresented.wrappedValue { content() } }
    }
}

struct HomeView: View {
    @Binding var showSettings: Bool
    var body: some View {
        Button("Settings") { showSettings = true }
            .fullScreenCover(isPresented: $showSettings) {
                SettingsView()
            }
    }
}
