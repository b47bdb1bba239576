import SwiftUI

// The property is handed to a child (EditorToolbar in Toolbar.swift), which dismisses through it:
// that call is one of the property's uses, listed in its one finding, not a finding of its own.
struct EditorScreen: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View {
        VStack {
            EditorToolbar(presentationMode: presentationMode)
            Button("Cancel") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

// Read as a `@Binding`: `presentationMode.dismiss()` is its use.
struct ShareSheet: View {
    @Environment(\.presentationMode) @Binding var presentationMode // expect: deprecated-presentation-api@51
    var body: some View {
        Button("Done") { self.presentationMode.dismiss() }
    }
}
