import SwiftUI

struct SettingsView: View {
    var body: some View { Form { Text("Settings") } }
}

struct HomeView: View {
    @State private var showsSettings = false
    @State private var showsPreferences = false
    @State private var showsOptions = false
    var body: some View {
        VStack {
            Button("Settings") { showsSettings = true }
                .cardSheet(isPresented: $showsSettings) { SettingsView() }
            Button("Preferences") { showsPreferences = true }
                .fullScreenCover(isPresented: $showsPreferences) {
                    SettingsView().presentationBackground(.clear)
                }
            Button("Options") { showsOptions = true }
                .pageCover(isPresented: $showsOptions) { SettingsView() } // expect: settings-in-cover@18
        }
    }
}
