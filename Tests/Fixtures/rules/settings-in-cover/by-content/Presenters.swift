import SwiftUI

// A screen is a settings screen by what it is — a Form of preference controls bound to
// `@AppStorage` or a settings model — whatever its name (the screens are in Screens.swift).
struct ProfileTab: View {
    @State private var showAccount = false
    @State private var showEvent = false
    @State private var showSounds = false
    @State private var showStore = false
    @State private var showFirstRun = false
    @AppStorage("sounds") private var soundsOn = true
    @AppStorage("theme") private var theme = "system"
    @State private var draftTitle = ""
    @State private var draftPrivate = false
    var body: some View {
        VStack {
            Button("Account") { showAccount = true }
            Button("New event") { showEvent = true }
            Button("Sounds") { showSounds = true }
            Button("Store") { showStore = true }
            Button("First run") { showFirstRun = true }
        }
        // Preference toggles bound to `@AppStorage`, under a name that does not say settings.
        .fullScreenCover(isPresented: $showAccount) { AccountPanel() } // expect: settings-in-cover
        // A form of text and dates bound to a draft: an editor, not settings.
        .fullScreenCover(isPresented: $showEvent) { EventEditor() }
        // Written in place: a Form of preferences.
        .fullScreenCover(isPresented: $showSounds) { // expect: settings-in-cover
            Form {
                Toggle("Sounds", isOn: $soundsOn)
                Picker("Theme", selection: $theme) { Text("System").tag("system") }
            }
        }
        // Bound to a settings model.
        .fullScreenCover(isPresented: $showStore) { StorePanel() } // expect: settings-in-cover
        // A mandatory first-run flow stays exempt, even when it asks for preferences.
        .fullScreenCover(isPresented: $showFirstRun) { OnboardingChoices() }
    }
}

struct AlertsTab: View {
    @State private var showAlerts = false
    @State private var showChecklist = false
    var body: some View {
        VStack {
            Button("Alerts") { showAlerts = true }
            Button("Checklist") { showChecklist = true }
        }
        .fullScreenCover(isPresented: $showAlerts) { AlertsPanel() } // expect: settings-in-cover
        .fullScreenCover(isPresented: $showChecklist) { ChecklistPanel() }
    }
}

struct EnrollmentTab: View {
    @State private var showGenerator = false
    @State private var showSharedOptions = false
    var body: some View {
        VStack {
            Button("Generate") { showGenerator = true }
            Button("Options") { showSharedOptions = true }
        }
        .fullScreenCover(isPresented: $showGenerator) { CodeGenerator() }
        .fullScreenCover(isPresented: $showSharedOptions) { SharedCodeOptionsPanel() } // expect: settings-in-cover
    }
}

// Twin of the inline form: the controls edit a draft the cover creates.
struct ComposeTab: View {
    @State private var composing = false
    @State private var title = ""
    @State private var isPrivate = false
    @State private var notify = false
    var body: some View {
        Button("Compose") { composing = true }
            .fullScreenCover(isPresented: $composing) {
                Form {
                    TextField("Title", text: $title)
                    Toggle("Private", isOn: $isPrivate)
                    Toggle("Notify", isOn: $notify)
                }
            }
    }
}
