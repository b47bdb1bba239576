import SwiftUI

struct ThreadScreen: View {
    @State private var replying = false
    var body: some View {
        Button("Reply") { replying = true }
            .sheet(isPresented: $replying) { MessageComposer() } // expect: state-bool-presentation
    }
}

struct MessageComposer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
                }
        }
    }
}
