import SwiftUI

struct PreferencesScreen: View { // expect: scattered-modal-state@8
    @State private var showsFilters = false
    @State private var showsSettings = false
    @State private var showsAccount = false
    @State private var showsReport = false
    var body: some View {
        VStack {
            Button("Filters") { showsFilters = true }
                .platformSheet(isPresented: $showsFilters) { Text("Filters") } // expect: state-bool-presentation@18
            Button("Settings") { showsSettings = true }
                .settingsSheet(isPresented: $showsSettings) { Text("Settings") } // expect: state-bool-presentation@18
            Button("Account") { showsAccount = true }
                .accountSheet(isPresented: $showsAccount) { Text("Account") } // expect: state-bool-presentation@18
            Button("Report") { showsReport = true }
                .modifier(ReportCover(isPresented: $showsReport)) // expect: state-bool-presentation@18
        }
    }
}

// Bindings handed to wrappers that present nothing: silent.
struct NoticesScreen: View {
    @State private var showsBanner = false
    @State private var showsQuiet = false
    @State private var tipped = false
    var body: some View {
        VStack {
            Text("Notices")
                .banner(isPresented: $showsBanner) { Text("New") }
            Text("More")
                .quietBanner(isPresented: $showsQuiet) { Text("Quiet") }
            Text("Tips")
                .tip(isPresented: $tipped)
        }
    }
}

// The queue's flag is the screen's own; the info's is a model's: only the queue is reported,
// where `PlayerSheets` presents it.
struct PlayerScreen: View {
    @State private var showsQueue = false
    @State private var glows = false
    @State private var model = PlayerModel()
    var body: some View {
        Text("Player")
            .playerSheets(queue: $showsQueue, info: $model.showsInfo)
            .glowing(active: $glows)
    }
}

// A wrapper presenting through a helper in an extension of its `ViewModifier`.
struct DrawerScreen: View {
    @State private var showsDrawer = false
    var body: some View {
        Text("Drawer")
            .drawerSheet(isPresented: $showsDrawer) { Text("Menu") } // expect: state-bool-presentation@14
    }
}

@Observable final class PlayerModel {
    var showsInfo = false
}
