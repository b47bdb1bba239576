import SwiftUI

final class AppStore: ObservableObject {
    static let shared = AppStore()
    @Published var autoplay = true
    @Published var quality = 1
}

// Preference controls bound to an app-wide store the environment hands every screen: settings,
// whatever the screen is called.
struct PlaybackPanel: View {
    @EnvironmentObject var store: AppStore
    var body: some View {
        Form {
            Toggle("Autoplay", isOn: $store.autoplay)
            Picker("Quality", selection: $store.quality) { Text("High").tag(1) }
        }
    }
}

// Twin: the same controls bound to what the presenter hands in are a per-screen control panel.
struct FilterPanel: View {
    @Binding var showsRead: Bool
    @Binding var sortOrder: Int
    var body: some View {
        Form {
            Toggle("Show read", isOn: $showsRead)
            Picker("Sort", selection: $sortOrder) { Text("Newest").tag(0) }
        }
    }
}

// Twin: named for settings, but a log viewer: it offers no preference and is no form.
struct LoggingSettingsView: View {
    let lines: [String]
    var body: some View {
        ScrollView {
            ForEach(lines, id: \.self) { Text($0).font(.caption.monospaced()) }
        }
    }
}

// Twin: a debug screen's settings are tooling, skipped as state-bool-presentation skips them.
struct DebugSettingsView: View {
    @AppStorage("fakeNetwork") private var fakeNetwork = false
    @AppStorage("verboseLogs") private var verboseLogs = false
    var body: some View {
        Form {
            Toggle("Fake network", isOn: $fakeNetwork)
            Toggle("Verbose logs", isOn: $verboseLogs)
        }
    }
}

struct LibraryScreen: View {
    @State private var showsPlayback = false
    @State private var showsFilters = false
    @State private var showsLogs = false
    @State private var showsDebug = false
    @State private var showsRead = true
    @State private var sortOrder = 0
    var body: some View {
        List {
            Button("Playback") { showsPlayback = true }
            Button("Filters") { showsFilters = true }
            Button("Logs") { showsLogs = true }
            Button("Debug") { showsDebug = true }
        }
        .fullScreenCover(isPresented: $showsPlayback) { PlaybackPanel() } // expect: settings-in-cover
        .fullScreenCover(isPresented: $showsFilters) { FilterPanel(showsRead: $showsRead, sortOrder: $sortOrder) }
        .fullScreenCover(isPresented: $showsLogs) { LoggingSettingsView(lines: []) }
        .fullScreenCover(isPresented: $showsDebug) { DebugSettingsView() }
    }
}
