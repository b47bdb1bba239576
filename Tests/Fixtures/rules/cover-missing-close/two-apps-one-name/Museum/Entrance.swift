import SwiftUI

// The museum's cover shows the museum's `Tour`, which closes itself.
struct Entrance: View {
    @State private var touring = false
    var body: some View {
        Button("Visit") { touring = true }
            .fullScreenCover(isPresented: $touring) { Tour() } // expect: state-bool-presentation
    }
}
