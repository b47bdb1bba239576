import SwiftUI

// A form handed a binding of the presenter's record is still a screen of its own when a control
// there saves through a store and closes in one action: the edit form of a browser entry. Twins:
// the same binding edited by a form with no save of its own hands the value back (the presenter
// saves it), and a list whose rows set the binding, note the choice and close is a picker.
struct BrowserEntry: Hashable {
    var name = ""
    var path = ""
}

final class BrowserStore: ObservableObject {
    @Published var entries: [BrowserEntry] = []
    func save(_ entry: BrowserEntry) { entries.append(entry) }
    func remember(_ entry: BrowserEntry) {}
}

struct BrowserEntryForm: View {
    @Binding var entry: BrowserEntry
    @EnvironmentObject var store: BrowserStore
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            TextField("Name", text: $entry.name)
            TextField("Path", text: $entry.path)
            Button("Save") {
                store.save(entry)
                dismiss()
            }
        }
    }
}

struct BrowserEntryFields: View {
    @Binding var entry: BrowserEntry
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            TextField("Name", text: $entry.name)
            TextField("Path", text: $entry.path)
            Button("Done") { dismiss() }
        }
    }
}

struct BrowserChooser: View {
    @Binding var entry: BrowserEntry
    @EnvironmentObject var store: BrowserStore
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(store.entries, id: \.self) { candidate in
            Button(candidate.name) {
                entry = candidate
                store.remember(candidate)
                dismiss()
            }
        }
    }
}

struct BrowserSettings: View {
    @EnvironmentObject var store: BrowserStore
    @State private var draft = BrowserEntry()
    @State private var editsEntry = false
    @State private var fillsEntry = false
    @State private var choosesEntry = false
    var body: some View {
        List {
            Button("Edit") { editsEntry = true }
            Button("Fill") { fillsEntry = true }
            Button("Choose") { choosesEntry = true }
            Button("Save draft") { store.save(draft) }
        }
        .sheet(isPresented: $editsEntry) { // expect: state-bool-presentation
            BrowserEntryForm(entry: $draft)
        }
        .sheet(isPresented: $fillsEntry) { // all: state-bool-presentation
            BrowserEntryFields(entry: $draft)
        }
        .sheet(isPresented: $choosesEntry) { // all: state-bool-presentation
            BrowserChooser(entry: $draft)
        }
    }
}
