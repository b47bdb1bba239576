import SwiftUI

// A picker can hand its choice back by changing the presenter's collection in place: the stop
// search adds and removes stops of the trip it is handed (`stops.append(place)`), the blocked
// sites list appends and deletes through helper methods, the key editor replaces and appends
// keys. None assigns the binding, yet each edits the presenter's value. Twins: the same kind of
// views that only read what they are handed (`stops.contains`, `stops.filter`) and do their own
// work are screens of their own.
struct StopSearch: View {
    @Binding var stops: [String]
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List {
            TextField("Search", text: $query)
            ForEach(["Lyon", "Turin"], id: \.self) { place in
                Button(place) { toggle(place) }
                    .foregroundStyle(stops.contains(place) ? .blue : .primary)
            }
            Button("Done") { dismiss() }
        }
    }
    private func toggle(_ place: String) {
        if let i = stops.firstIndex(of: place) {
            stops.remove(at: i)
        } else {
            stops.append(place)
        }
    }
}

struct BlockedSites: View {
    @Binding var sites: [String]
    @State private var newSite = ""
    var body: some View {
        Form {
            TextField("Site", text: $newSite)
            Button("Add", action: add)
            ForEach(sites, id: \.self) { Text($0) }
                .onDelete(perform: delete)
        }
    }
    private func add() {
        sites.append(newSite)
        newSite = ""
    }
    private func delete(_ offsets: IndexSet) { sites.remove(atOffsets: offsets) }
}

struct TripPlanner: View {
    @State private var stops: [String] = []
    @State private var sites: [String] = []
    @State private var searchesStops = false
    @State private var editsSites = false
    var body: some View {
        Form {
            Button("Add stops") { searchesStops = true }
            Button("Blocked sites") { editsSites = true }
        }
        .sheet(isPresented: $searchesStops) { // all: state-bool-presentation
            StopSearch(stops: $stops)
        }
        .sheet(isPresented: $editsSites) { // all: state-bool-presentation
            BlockedSites(sites: $sites)
        }
    }
}

// Twin: handed the stops only to mark those already chosen; it books through a service.
struct StopBooking: View {
    @Binding var stops: [String]
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List {
            TextField("Search", text: $query)
            ForEach(stops.filter { $0.hasPrefix(query) }, id: \.self) { stop in
                Text(stop)
            }
            Button("Book") {
                BookingService.shared.book(query)
                dismiss()
            }
        }
    }
}

final class BookingService {
    static let shared = BookingService()
    func book(_ stop: String) {}
}

struct TripOverview: View {
    @State private var stops: [String] = []
    @State private var books = false
    var body: some View {
        Button("Book") { books = true }
            .sheet(isPresented: $books) { // expect: state-bool-presentation
                StopBooking(stops: $stops)
            }
    }
}
