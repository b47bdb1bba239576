import SwiftUI

// `ReminderBrowser` and `ReminderEditor` use the same property names. Only the editor sets the
// label and the flag in one body; here the label is set by a callback and a child row turns the
// flag on through its binding. The other screen's habit says nothing about this one.
struct ReminderBrowser: View {
    @State private var noteShown = false
    @State private var noteTitle: String?
    var body: some View {
        List {
            ReminderRow(noteShown: $noteShown, onPick: { noteTitle = "Snooze" })
        }
        .sheet(isPresented: $noteShown) { Text(noteTitle ?? "") }
    }
}

struct ReminderRow: View {
    @Binding var noteShown: Bool
    let onPick: () -> Void
    var body: some View { Button("?") { onPick(); noteShown.toggle() } }
}
