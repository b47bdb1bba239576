import SwiftUI

// A form only its own file can name (`private`, `fileprivate`, or inside a type or extension
// that is) is a part of the screen presenting it: no coordinator elsewhere could make it, so
// its presentation stays silent by default. Twin: the same form, visible to the module, is a
// screen other code could present, and is reported.
struct PantryShelf: Identifiable {
    let id: Int
    var label = ""
}

struct PantryShelfScreen: View {
    @State private var shelf = PantryShelf(id: 1)
    @State private var renamesPrivately = false
    @State private var notesPrivately = false
    @State private var tagsPrivately = false
    @State private var labelsPrivately = false
    @State private var renames = false

    var body: some View {
        List {
            Button("Rename") { renamesPrivately = true }
            Button("Notes") { notesPrivately = true }
            Button("Tags") { tagsPrivately = true }
            Button("Labels") { labelsPrivately = true }
            Button("Rename (shared form)") { renames = true }
        }
        .sheet(isPresented: $renamesPrivately) { // all: state-bool-presentation
            PantryRenameForm()
        }
        .sheet(isPresented: $notesPrivately) { // all: state-bool-presentation
            PantryShelfScreen.NotesForm()
        }
        .sheet(isPresented: $tagsPrivately) { // all: state-bool-presentation
            PantryTagsForm()
        }
        .sheet(isPresented: $labelsPrivately) { // all: state-bool-presentation
            PantryForms.LabelsForm()
        }
        .sheet(isPresented: $renames) { // expect: state-bool-presentation
            PantrySharedRenameForm()
        }
    }
}

private struct PantryRenameForm: View {
    @State private var name = ""
    @State private var reason = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Reason", text: $reason)
        }
    }
}

private extension PantryShelfScreen {
    struct NotesForm: View {
        @State private var notes = ""
        var body: some View {
            Form { TextEditor(text: $notes) }
        }
    }
}

fileprivate enum PantryForms {
    struct LabelsForm: View {
        @State private var labels = ""
        var body: some View {
            Form { TextField("Labels", text: $labels) }
        }
    }
}

fileprivate struct PantryTagsForm: View {
    @State private var tags = ""
    var body: some View {
        Form { TextField("Tags", text: $tags) }
    }
}

struct PantrySharedRenameForm: View {
    @State private var name = ""
    @State private var reason = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Reason", text: $reason)
        }
    }
}

// A private view that only frames a view other files can make (a navigation stack and a Done
// button around it): the screen is the view it frames, which a coordinator could present.
// A private menu that pushes such a view is still a part of the presenter: the view it pushes is
// a page of its own, not the screen it frames.
struct PantryShelfHeader: View {
    @State private var editsShelves = false
    @State private var opensMenu = false
    var body: some View {
        HStack {
            Button("Edit shelves") { editsShelves = true }
            Button("Menu") { opensMenu = true }
        }
        .sheet(isPresented: $editsShelves) { // expect: state-bool-presentation
            PantryShelvesFrame()
        }
        .sheet(isPresented: $opensMenu) { // all: state-bool-presentation
            PantryShelvesMenu()
        }
    }
}

private struct PantryShelvesMenu: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Rename") { PantrySharedRenameForm() }
            }
        }
    }
}

private struct PantryShelvesFrame: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            PantrySharedRenameForm()
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}
