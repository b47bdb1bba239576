import SwiftUI

struct NotesScreen: View {
    let notes: [Note]
    @State private var editing: Note?

    func open(_ note: Note) { editing = note }

    func closeAll() {
        editing = nil
    }

    func cancel() {
        editing = nil
    }

    var body: some View {
        List(notes, id: \.id) { note in
            Button(note.text) { open(note) }
        }
        .fullScreenCover(item: $editing) { editing in NoteEditor(note: editing) }
        .toolbar { Button("Cancel") { cancel() } }
    }
}
