import SwiftUI

struct LegacyView: View {
    @State private var failed = false
    var body: some View {
        Text("Legacy")
            .alert(isPresented: $failed) {
                Alert(title: Text("Could not load"))
            }
    }
}
