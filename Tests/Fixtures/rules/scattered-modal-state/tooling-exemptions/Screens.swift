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
