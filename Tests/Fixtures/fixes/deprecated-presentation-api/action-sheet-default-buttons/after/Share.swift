import SwiftUI

struct ShareButton: View {
    @State private var sharing = false

    var body: some View {
        Button("Share") { sharing = true }
            .confirmationDialog(Text(verbatim: "Share"), isPresented: $sharing, titleVisibility: .visible) {
                Button("Cancel", role: .cancel) {}
            }
    }
}
