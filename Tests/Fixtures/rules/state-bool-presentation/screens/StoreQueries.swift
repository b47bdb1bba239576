import SwiftUI
import SwiftData

// A screen that queries the app's store itself (SwiftData's `@Query`, Core Data's
// `@FetchRequest`) is a screen of the app's records, even when it only lists them and closes:
// reported. Twin: the same list shown from the records it is handed is a page to read, silent.
// And a list of stored records whose row hands the chosen one back through a binding made by
// hand (`Binding(get: { nil }, set: { note in store.insert(note) })`) is a picker, silent.
@Model final class Reading {
    var value = 0.0
    init() {}
}

@Model final class JournalNote {
    var text = ""
    init() {}
}

final class JournalNoteStore {
    func insert(_ text: String) {}
}

struct ReadingHistory: View {
    @Environment(\.dismiss) private var dismiss
    @Query var readings: [Reading]

    var body: some View {
        List(readings) { reading in
            Text("\(reading.value)")
        }
        .toolbar {
            Button("Close") { dismiss() }
        }
    }
}

struct ReadingSummary: View {
    @Environment(\.dismiss) private var dismiss
    let readings: [Reading]

    var body: some View {
        List(readings) { reading in
            Text("\(reading.value)")
        }
        .toolbar {
            Button("Close") { dismiss() }
        }
    }
}

struct JournalNotesPicker: View {
    @Environment(\.dismiss) private var dismiss
    @Query var notes: [JournalNote]
    @Binding var chosen: JournalNote?

    var body: some View {
        List(notes) { note in
            Button(note.text) {
                chosen = note
                dismiss()
            }
        }
    }
}

struct ReadingsHost: View {
    @State private var showsHistory = false
    @State private var showsSummary = false
    @State private var showsNotes = false
    @State private var latest: [Reading] = []
    let store = JournalNoteStore()

    var body: some View {
        VStack {
            Button("History") { showsHistory = true }
            Button("Summary") { showsSummary = true }
            Button("Notes") { showsNotes = true }
        }
        .sheet(isPresented: $showsHistory) { // expect: state-bool-presentation
            NavigationStack { ReadingHistory() }
        }
        .sheet(isPresented: $showsSummary) { // all: state-bool-presentation
            NavigationStack { ReadingSummary(readings: latest) }
        }
        .sheet(isPresented: $showsNotes) { // all: state-bool-presentation
            JournalNotesPicker(chosen: Binding(get: { nil }, set: { note in
                if let note { store.insert(note.text) }
            }))
        }
    }
}
