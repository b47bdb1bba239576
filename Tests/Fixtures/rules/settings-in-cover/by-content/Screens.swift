import SwiftUI

struct AccountPanel: View {
    @AppStorage("badges") private var showBadges = true
    @AppStorage("digest") private var weeklyDigest = false
    @AppStorage("units") private var units = "metric"
    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Badges", isOn: $showBadges)
                Toggle("Weekly digest", isOn: $weeklyDigest)
            }
            Picker("Units", selection: $units) { Text("Metric").tag("metric") }
        }
    }
}

struct EventEditor: View {
    @State private var title = ""
    @State private var start = Date()
    @State private var allDay = false
    var body: some View {
        Form {
            TextField("Title", text: $title)
            DatePicker("Starts", selection: $start)
            Toggle("All day", isOn: $allDay)
        }
    }
}

final class AppSettingsStore: ObservableObject {
    @Published var haptics = true
    @Published var volume = 0.5
}

struct StorePanel: View {
    @EnvironmentObject var store: AppSettingsStore
    var body: some View {
        Form {
            Toggle("Haptics", isOn: $store.haptics)
            Slider(value: $store.volume)
        }
    }
}

struct OnboardingChoices: View {
    @AppStorage("analytics") private var analytics = false
    @AppStorage("tips") private var tips = true
    var body: some View {
        Form {
            Toggle("Share analytics", isOn: $analytics)
            Toggle("Show tips", isOn: $tips)
        }
    }
}

// A grouped List of preferences is a settings screen too; a plain list of toggles is not judged so.
struct AlertsPanel: View {
    @AppStorage("alerts.sound") private var sound = true
    @AppStorage("alerts.banner") private var banner = true
    var body: some View {
        List {
            Toggle("Sound", isOn: $sound)
            Toggle("Banner", isOn: $banner)
        }
        .listStyle(.insetGrouped)
    }
}

struct ChecklistPanel: View {
    @AppStorage("check.a") private var a = false
    @AppStorage("check.b") private var b = false
    var body: some View {
        List {
            Toggle("Packed", isOn: $a)
            Toggle("Labelled", isOn: $b)
        }
    }
}

// The view's own `@State` value, named for options: a generator's inputs, kept while it shows,
// not preferences kept for the app. Twin: the same form bound to an options model the
// environment hands every screen is settings.
struct CodeOptions {
    var expires = false
    var level = 0
}

final class SharedOptions: ObservableObject {
    @Published var expires = false
    @Published var level = 0
}

struct CodeGenerator: View {
    @State private var options = CodeOptions()
    var body: some View {
        Form {
            Toggle("Expires", isOn: $options.expires)
            Picker("Level", selection: $options.level) { Text("Low").tag(0) }
        }
    }
}

struct SharedCodeOptionsPanel: View {
    @EnvironmentObject var options: SharedOptions
    var body: some View {
        Form {
            Toggle("Expires", isOn: $options.expires)
            Picker("Level", selection: $options.level) { Text("Low").tag(0) }
        }
    }
}
