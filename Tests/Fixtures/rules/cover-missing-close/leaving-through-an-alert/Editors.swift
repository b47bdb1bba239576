import SwiftUI

// An alert or a confirmation dialog is no screen of its own: its buttons run in the view that
// shows it, so a `dismiss()` there dismisses that view's presentation. A control that asks
// "Leave without saving?" and then calls `dismiss()` is a way out, whatever its label.
struct QuarryNotesEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var asksToLeave = false
    var body: some View {
        VStack {
            TextEditor(text: $text)
            Button("Leave") { asksToLeave = true }
        }
        .alert("Leave without saving?", isPresented: $asksToLeave) {
            Button("Leave now") { dismiss() }
            Button("Keep editing", role: .cancel) {}
        }
    }
}

struct QuarryLogEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var entry = ""
    @State private var asksToFinish = false
    var body: some View {
        VStack {
            TextField("Entry", text: $entry)
            Button("Finish") { asksToFinish = true }
        }
        .confirmationDialog("Finish the log?", isPresented: $asksToFinish) {
            Button("Finish and leave") { dismiss() }
        }
    }
}

// Twin: the only button of the alert that dismisses destroys something first (a destructive
// role): leaving means deleting, which is no way out.
struct QuarrySiteEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var asksToDelete = false
    var body: some View {
        VStack {
            TextField("Site", text: $name)
            Button("Remove site") { asksToDelete = true }
        }
        .alert("Remove this site?", isPresented: $asksToDelete) {
            Button("Remove", role: .destructive) {
                name = ""
                dismiss()
            }
            Button("Keep", role: .cancel) {}
        }
    }
}

// Twin: a Cancel in the alert closes the alert, not the screen.
struct QuarryRouteEditor: View {
    @State private var stops = ""
    @State private var asksToReset = false
    var body: some View {
        VStack {
            TextField("Stops", text: $stops)
            Button("Reset") { asksToReset = true }
        }
        .alert("Reset the route?", isPresented: $asksToReset) {
            Button("Reset") { stops = "" }
            Button("Cancel", role: .cancel) { stops = stops }
        }
    }
}

struct QuarryScreen: View {
    @State private var editsNotes = false
    @State private var editsLog = false
    @State private var editsSite = false
    @State private var editsRoute = false
    var body: some View {
        List {
            Button("Notes") { editsNotes = true }
            Button("Log") { editsLog = true }
            Button("Site") { editsSite = true }
            Button("Route") { editsRoute = true }
        }
        .fullScreenCover(isPresented: $editsNotes) { QuarryNotesEditor() }
        .fullScreenCover(isPresented: $editsLog) { QuarryLogEditor() }
        .fullScreenCover(isPresented: $editsSite) { QuarrySiteEditor() } // expect: cover-missing-close
        .fullScreenCover(isPresented: $editsRoute) { QuarryRouteEditor() } // expect: cover-missing-close
    }
}
