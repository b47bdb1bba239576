import SwiftUI

struct RootView: View {
    @StateObject private var state = AppState.shared

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Archive") { Destination.archive.pushedView }
            }
        }
        .sheet(item: $state.route) {
            $0.makeSheetView()
        }
    }
}
