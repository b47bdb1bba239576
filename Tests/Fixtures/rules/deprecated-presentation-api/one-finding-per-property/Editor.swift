import SwiftUI

// One finding per property, at its declaration; its dismiss calls (here and in the extension in
// Editor+Actions.swift) are listed in the message, not reported again.
struct NoteEditor: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View {
        VStack {
            Button("Cancel") { presentationMode.wrappedValue.dismiss() }
            Button("Save") { save() }
        }
    }
}

// A dismissal through another object's property stays a finding of its own: the declaration it
// goes through is that object's.
final class ShareCoordinator {
    var parent: ShareSheetHost
    init(parent: ShareSheetHost) { self.parent = parent }
    func finish() {
        parent.presentationMode.wrappedValue.dismiss() // expect: deprecated-presentation-api@46
    }
}

struct ShareSheetHost: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View { Text("Share") }
}
