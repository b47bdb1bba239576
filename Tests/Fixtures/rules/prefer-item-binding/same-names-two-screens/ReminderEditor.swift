import SwiftUI

// This screen selects the value and shows the sheet in one body: a selection.
struct ReminderEditor: View {
    @State private var noteShown = false
    @State private var noteTitle: String?
    var body: some View {
        Button("Snooze help") {
            noteTitle = "Snooze"
            noteShown = true
        }
        .sheet(isPresented: $noteShown) { Text(noteTitle ?? "") } // expect: prefer-item-binding@10
    }
}
