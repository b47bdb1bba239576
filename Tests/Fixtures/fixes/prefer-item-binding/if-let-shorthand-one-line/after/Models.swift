import SwiftUI

struct Note {
    let id: UUID
    var text: String
}

extension Note: Identifiable {}

struct NoteEditor: View {
    let note: Note
    var body: some View { Text(note.text) }
}
