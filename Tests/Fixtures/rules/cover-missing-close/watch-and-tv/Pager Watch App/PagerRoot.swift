import SwiftUI

// A watch app's target: the system puts a Cancel button on full-screen presentations.
struct PagerRoot: View {
    @State private var composing = false
    var body: some View {
        Button("New") { composing = true }
            .fullScreenCover(isPresented: $composing) { ComposeScreen() } // expect: state-bool-presentation
    }
}

struct ComposeScreen: View {
    var body: some View { Text("Dictate a page") }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
