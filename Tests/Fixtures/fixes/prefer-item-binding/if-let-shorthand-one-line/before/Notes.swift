import SwiftUI

struct NotesScreen: View {
    let notes: [Note]
    @State private var editing: Note?
    @State private var isEditing = false

    func open(_ note: Note) { editing = note; isEditing = true }

    func closeAll() {
        isEditing = false
        editing = nil
    }

    func cancel() {
        isEditing = false
    }

    var body: some View {
        List(notes, id: \.id) { note in
            Button(note.text) { open(note) }
        }
        .fullScreenCover(isPresented: $isEditing) { if let editing { NoteEditor(note: editing) } }
        .toolbar { Button("Cancel") { cancel() } }
    }
}
