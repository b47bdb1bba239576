import SwiftUI

struct NotesScreen: View {
    @State private var showsNew = false
    @State private var showsSaved = false
    @State var model = NotesModel()
    var body: some View {
        VStack {
            Button("New") { showsNew = true }
                .modifier(FormSheet(isPresented: $showsNew) { Text("New note") }) // expect: state-bool-presentation@18
            // A model's flag, and a modifier that presents nothing: silent.
            Button("Import") { model.showsImport = true }
                .modifier(FormSheet(isPresented: $model.showsImport) { Text("Import") })
            Text("Notes")
                .modifier(Toast(isPresented: $showsSaved) { Text("Saved") })
        }
    }
}

@Observable final class NotesModel {
    var showsImport = false
}
