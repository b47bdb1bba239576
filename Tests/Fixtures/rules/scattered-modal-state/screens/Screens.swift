import SwiftUI

// Which sheets are alternatives a route enum would gather, read by the screen model (under the
// default `"report": "destinations"`). Lines marked `all:` are reported with `"report": "all"` too.

// Two screens of their own (forms with their own state) on two flags: one route enum.
struct TripScreen: View { // expect: scattered-modal-state@8
    @State private var showsNewTrip = false
    @State private var showsBudget = false
    var body: some View {
        List { Text("Trips") }
            .sheet(isPresented: $showsNewTrip) { TripEditor() }
            .sheet(isPresented: $showsBudget) { BudgetEditor() }
    }
}

// Its twin: two pickers handing a value back to this form and a help popup: small controls of one
// screen, not alternatives of a route.
struct TripForm: View { // all: scattered-modal-state
    @State private var showsCities = false
    @State private var showsDates = false
    @State private var showsHelp = false
    @State private var city = ""
    @State private var date = ""
    var body: some View {
        Form { Text(city); Text(date) }
            .sheet(isPresented: $showsCities) { CityChooser(selection: $city) }
            .sheet(isPresented: $showsDates) { DateChooser(selection: $date) }
            .sheet(isPresented: $showsHelp) { TripHelp() }
    }
}

// A create flag and an edit item presenting the same editor: one route with two cases, even
// though the editor hands what it saved back.
struct NoteList: View { // expect: scattered-modal-state@8
    @State private var showsNewNote = false
    @State private var editing: Note?
    @State private var notes: [Note] = []
    var body: some View {
        List(notes) { note in Button(note.title) { editing = note } }
            .sheet(isPresented: $showsNewNote) { NoteEditor(note: nil, onSave: { saved in notes.append(saved) }) }
            .sheet(item: $editing) { note in NoteEditor(note: note, onSave: { saved in notes.append(saved) }) }
    }
}

// A menu whose button raises the report sheet as it closes: two steps of one chain on two flags,
// which can both be on at once.
struct PostRow: View { // expect: scattered-modal-state@8
    @State private var showsMenu = false
    @State private var showsReport = false
    var body: some View {
        Button("More") { showsMenu = true }
            .sheet(isPresented: $showsMenu) {
                PostMenu(onReport: {
                    showsMenu = false
                    showsReport = true
                })
                .presentationDetents([.height(200)])
            }
            .sheet(isPresented: $showsReport) { ReportForm(reason: $reportReason) }
    }
    @State private var reportReason = ""
}

// Two forms and a picker: the forms are grouped, the picker beside them is neither counted nor
// listed among the finding's places.
struct TripBoard: View { // expect: scattered-modal-state@8
    @State private var showsNewTrip = false
    @State private var showsBudget = false
    @State private var showsCities = false
    @State private var city = ""
    var body: some View {
        List { Text(city) }
            .sheet(isPresented: $showsNewTrip) { TripEditor() }
            .sheet(isPresented: $showsBudget) { BudgetEditor() }
            .sheet(isPresented: $showsCities) { CityChooser(selection: $city) }
    }
}
