import SwiftUI

// Two flags that only copy a coordinator's state as it changes (and hand the close back to it):
// the coordinator already owns the route; the view's Bools are mirrors, not local state.
@Observable final class PlayerNavigation {
    var showsQueue = false
    var showsPlaylists = false
}

struct PlayerTabs: View { // all: scattered-modal-state
    let navigation: PlayerNavigation
    @State private var showingQueue = false
    @State private var showingPlaylists = false
    var body: some View {
        TabView { Text("Home") }
            .onChange(of: navigation.showsQueue) { _, shows in
                showingQueue = shows
            }
            .onChange(of: navigation.showsPlaylists) { _, shows in
                showingPlaylists = shows
            }
            .sheet(isPresented: $showingQueue, onDismiss: { navigation.showsQueue = false }) { TripEditor() }
            .sheet(isPresented: $showingPlaylists, onDismiss: { navigation.showsPlaylists = false }) { BudgetEditor() }
    }
}
