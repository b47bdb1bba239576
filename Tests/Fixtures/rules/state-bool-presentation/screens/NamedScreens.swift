import StoreKit
import SwiftUI

// Screens named through a type path, through a type's initialiser, and StoreKit's store view
// written in place: each is a screen of its own.
struct LibraryShelf: View {
    @State private var showsShelfSection = false
    @State private var showsShelfEditor = false
    @State private var showsShelfPass = false
    var body: some View {
        VStack {
            Button("Section") { showsShelfSection = true }
                .sheet(isPresented: $showsShelfSection) { Shelf.Sheets.SectionEditor(id: "new") } // expect: state-bool-presentation
            Button("Edit") { showsShelfEditor = true }
                .sheet(isPresented: $showsShelfEditor, content: ShelfEditor.init) // expect: state-bool-presentation
            Button("Pass") { showsShelfPass = true }
                .sheet(isPresented: $showsShelfPass) { SubscriptionStoreView(groupID: "pass") } // expect: state-bool-presentation
        }
    }
}

enum Shelf {
    enum Sheets {}
}

extension Shelf.Sheets {
    struct SectionEditor: View {
        let id: String
        @State private var title = ""
        var body: some View { NavigationStack { Form { TextField("Title", text: $title) } } }
    }
}

struct ShelfEditor: View {
    @State private var name = ""
    var body: some View { NavigationStack { Form { TextField("Name", text: $name) } } }
}
