import SwiftUI
import WatchKit

// A file that imports WatchKit is watch code, wherever it sits.
struct WristMirror: View {
    @State private var open = false
    var body: some View {
        Button("Open") { open = true }
            .fullScreenCover(isPresented: $open) { ComposeScreen() } // expect: state-bool-presentation
    }
}
