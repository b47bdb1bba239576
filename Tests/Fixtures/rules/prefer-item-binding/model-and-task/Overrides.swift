import SwiftUI
import CoreData

// A model-owned flag with the optional on the presenting view (its type is generated from a
// Core Data model the linter cannot see).
final class AdjustmentsState: ObservableObject {
    @Published var showEditSheet = false
    @Published var current: OverrideStored?
}

struct AdjustmentsScreen: View {
    @StateObject var state = AdjustmentsState()
    @State private var selectedOverride: OverrideStored?
    var body: some View {
        Text("Overrides")
            .sheet(isPresented: $state.showEditSheet) { // expect: prefer-item-binding
                if let o = selectedOverride { Text(o.name ?? "") }
            }
    }
}

extension AdjustmentsScreen {
    func edit(_ preset: OverrideStored) {
        selectedOverride = preset
        state.showEditSheet = true
    }
}

// The selection is assigned in a Task the action starts: the sheet shows nothing until it runs.
struct Receipt: Identifiable {
    let id: Int
    var total: String
}

struct ReceiptsScreen: View {
    @State private var showsReceipt = false
    @State private var receipt: Receipt?
    var body: some View {
        Button("Last receipt") {
            showsReceipt = true
            Task { receipt = await latest() }
        }
        .sheet(isPresented: $showsReceipt) { Text(receipt?.total ?? "Loading") } // expect: prefer-item-binding
    }
    func latest() async -> Receipt { Receipt(id: 1, total: "9") }
}

// The same with a loader that may return nothing: the sheet opens either way.
struct ReceiptsScreenMaybe: View {
    @State private var showsReceipt = false
    @State private var receipt: Receipt?
    var body: some View {
        Button("Last receipt") {
            showsReceipt = true
            Task { receipt = await latest() }
        }
        .sheet(isPresented: $showsReceipt) { Text(receipt?.total ?? "None yet") }
    }
    func latest() async -> Receipt? { nil }
}

// An `App`'s item pair is still a pair.
@main
struct ReaderApp: App {
    @State private var openedDocument: URL?
    @State private var showsDocument = false
    var body: some Scene {
        WindowGroup {
            Text("Library")
                .onOpenURL { url in openedDocument = url; showsDocument = true }
                .sheet(isPresented: $showsDocument) { Text(openedDocument?.lastPathComponent ?? "") } // expect: prefer-item-binding
        }
    }
}

// A model-owned flag whose model optional is not published: binding it would never present.
final class PlainModel: ObservableObject {
    @Published var showsDetail = false
    var detail: Receipt?
    func open(_ r: Receipt) { detail = r; showsDetail = true }
}

struct PlainModelScreen: View {
    @StateObject var model = PlainModel()
    var body: some View {
        Text("x").sheet(isPresented: $model.showsDetail) { Text(model.detail?.total ?? "") }
    }
}
