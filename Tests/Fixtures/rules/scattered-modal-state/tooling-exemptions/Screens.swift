import SwiftUI

// Compiled only in debug builds.
#if DEBUG
struct InspectorPanel: View {
    @State private var showsTree = false
    @State private var showsTimings = false
    var body: some View {
        VStack {
            Button("Tree") { showsTree = true }
            Button("Timings") { showsTimings = true }
        }
        .sheet(isPresented: $showsTree) { Text("Tree") }
        .sheet(isPresented: $showsTimings) { Text("Timings") }
    }
}
#endif

// Named as developer tooling.
struct DeveloperMenuView: View {
    @State private var showsFlags = false
    @State private var showsServer = false
    var body: some View {
        VStack {
            Button("Flags") { showsFlags = true }
            Button("Server") { showsServer = true }
        }
        .sheet(isPresented: $showsFlags) { Text("Flags") }
        .sheet(isPresented: $showsServer) { Text("Server") }
    }
}

// Product code beside them: reported.
struct ProfileScreen: View { // expect: scattered-modal-state@8
    @State private var showsEdit = false
    @State private var showsShare = false
    var body: some View {
        VStack {
            Button("Edit") { showsEdit = true }
            Button("Share") { showsShare = true }
        }
        .sheet(isPresented: $showsEdit) { Text("Edit") } // expect: state-bool-presentation
        .sheet(isPresented: $showsShare) { Text("Share") } // expect: state-bool-presentation
    }
}

// A product screen whose two sheets are debug menus (opened by hidden taps): what it presents
// is tooling, as state-bool-presentation reads it by default, and is not counted. (This project
// runs state-bool-presentation with `"report": "all"`, which reports every view-local flag.)
struct SplashDebugMenuView: View {
    @State private var verbose = false
    var body: some View {
        Form { Toggle("Verbose logging", isOn: $verbose) }
    }
}

struct SplashDeveloperPanel: View {
    @State private var endpoint = ""
    var body: some View {
        Form { TextField("Endpoint", text: $endpoint) }
    }
}

struct SplashScreen: View {
    @State private var showsDebugMenu = false
    @State private var showsDeveloperPanel = false
    var body: some View {
        Image(systemName: "sparkles")
            .onTapGesture(count: 5) { showsDebugMenu = true }
            .onLongPressGesture { showsDeveloperPanel = true }
            .sheet(isPresented: $showsDebugMenu) { SplashDebugMenuView() } // expect: state-bool-presentation
            .sheet(isPresented: $showsDeveloperPanel) { SplashDeveloperPanel() } // expect: state-bool-presentation
    }
}
