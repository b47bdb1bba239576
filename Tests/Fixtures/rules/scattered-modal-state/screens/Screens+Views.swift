import SwiftUI

// The views the screens of Screens.swift present, declared in another file: the model reads them
// across files.

struct Note: Identifiable { let id: Int; var title: String }

struct TripEditor: View {
    @State private var name = ""
    @State private var start = Date()
    var body: some View { Form { TextField("Name", text: $name); DatePicker("Start", selection: $start) } }
}

struct BudgetEditor: View {
    @State private var amount = 0.0
    @State private var currency = "EUR"
    var body: some View { Form { Stepper("Amount", value: $amount); TextField("Currency", text: $currency) } }
}

struct CityChooser: View {
    @Binding var selection: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(["Lisbon", "Porto"], id: \.self) { city in Button(city) { selection = city; dismiss() } }
    }
}

struct DateChooser: View {
    @Binding var selection: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(["Today", "Tomorrow"], id: \.self) { day in Button(day) { selection = day; dismiss() } }
    }
}

struct TripHelp: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Plan a trip by adding a city and dates.")
            Button("Close") { dismiss() }
        }
    }
}

struct NoteEditor: View {
    let note: Note?
    let onSave: (Note) -> Void
    @State private var title = ""
    var body: some View { Form { TextField("Title", text: $title); Button("Save") { onSave(Note(id: 0, title: title)) } } }
}

struct PostMenu: View {
    let onReport: () -> Void
    var body: some View { VStack { Button("Report", action: onReport) } }
}

struct ReportForm: View {
    @Binding var reason: String
    @State private var details = ""
    @State private var blocks = false
    var body: some View { Form { TextField("Reason", text: $reason); TextField("Details", text: $details); Toggle("Block", isOn: $blocks) } }
}
