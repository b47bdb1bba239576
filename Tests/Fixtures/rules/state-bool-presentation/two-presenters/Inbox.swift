import SwiftUI

// A composer presented from two screens, each with its own flag: a destination both times.
struct InboxScreen: View {
    @State private var composing = false
    var body: some View {
        Button("Write") { composing = true }
            .sheet(isPresented: $composing) { MessageComposer() } // expect: state-bool-presentation
    }
}
