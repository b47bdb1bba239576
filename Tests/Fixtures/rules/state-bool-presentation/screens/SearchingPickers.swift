import SwiftUI

// A picker that searches holds state of its own (the query, a scope, the results, whether it is
// loading) but edits few values: what it hands back through its callback is what the user chose,
// so it is a picker however much it holds. Twin: a form that binds four values of its own to its
// fields and hands the record it builds back is a screen of its own (an add form).
struct CoverArt: Identifiable, Hashable {
    let id: Int
    var title = ""
}

struct CoverArtSearch: View {
    let onChoose: (CoverArt) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var query = ""
    @State private var scope = 0
    @State private var results: [CoverArt] = []
    @State private var isLoading = false
    @State private var lastError: String?
    @State private var page = 1

    var body: some View {
        NavigationStack {
            List(results) { art in
                Button(art.title) {
                    onChoose(art)
                    dismiss()
                }
            }
            .searchable(text: $query)
            .toolbar {
                Picker("Scope", selection: $scope) {
                    Text("Front").tag(0)
                    Text("Back").tag(1)
                }
            }
            .overlay { if isLoading { ProgressView() } }
        }
        .task(id: query) { await load() }
    }

    private func load() async {
        isLoading = true
        results = []
        lastError = nil
        page = 1
        isLoading = false
    }
}

struct MaintenanceRecord: Hashable {
    var title = ""
    var notes = ""
    var date = Date()
    var vehicle = 0
}

struct MaintenanceAddForm: View {
    let onAdd: (MaintenanceRecord) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""
    @State private var date = Date()
    @State private var vehicle = 0

    var body: some View {
        Form {
            TextField("Title", text: $title)
            TextField("Notes", text: $notes)
            DatePicker("Date", selection: $date)
            Picker("Vehicle", selection: $vehicle) {
                Text("Car").tag(0)
                Text("Bike").tag(1)
            }
            Button("Add") {
                onAdd(MaintenanceRecord(title: title, notes: notes, date: date, vehicle: vehicle))
                dismiss()
            }
        }
    }
}

struct GarageScreen: View {
    @State private var covers: [CoverArt] = []
    @State private var records: [MaintenanceRecord] = []
    @State private var searchesCovers = false
    @State private var addsRecord = false

    var body: some View {
        List {
            Button("Cover art") { searchesCovers = true }
            Button("Add maintenance") { addsRecord = true }
        }
        .sheet(isPresented: $searchesCovers) { // all: state-bool-presentation
            CoverArtSearch { art in covers.append(art) }
        }
        .sheet(isPresented: $addsRecord) { // expect: state-bool-presentation
            MaintenanceAddForm { record in records.append(record) }
        }
    }
}
