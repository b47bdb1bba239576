import SwiftUI

struct SyncView: View {
    @State private var failed = false

    var body: some View {
        Text("Syncing")
            .alert(isPresented: $failed) {
                Alert(title: Text("Sync failed"))
            }
    }
}
