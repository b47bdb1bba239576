import SwiftUI

struct EditorToolbar: View {
    var presentationMode: Binding<PresentationMode>
    var body: some View {
        Button("Save") { self.presentationMode.wrappedValue.dismiss() }
    }
}

// A `@Binding` nobody in the project is seen handing a presentation mode: its `dismiss()` is not
// known to be the deprecated API's, and nothing is reported.
struct DraftFooter: View {
    @Binding var presentationMode: PresentationMode
    var body: some View {
        Button("Done") { presentationMode.dismiss() }
    }
}
