import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NotesList: View {
    @State private var selected: Note?

    var body: some View {
        Text("Notes")
            .actionSheet(item: $selected) { note in
                ActionSheet(title: Text(note.title), buttons: [.destructive(Text("Delete")), .cancel()])
            }
    }
}
