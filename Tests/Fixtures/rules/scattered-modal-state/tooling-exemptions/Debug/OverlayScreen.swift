import SwiftUI

// In a `Debug/` folder: internal tooling, not product design.
struct OverlayScreen: View {
    @State private var showsLogs = false
    @State private var showsCache = false
    var body: some View {
        VStack {
            Button("Logs") { showsLogs = true }
            Button("Cache") { showsCache = true }
        }
        .sheet(isPresented: $showsLogs) { Text("Logs") }
        .sheet(isPresented: $showsCache) { Text("Cache") }
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
