import SwiftUI

struct Preset: Identifiable {
    let id: Int
    var name: String
}

final class PresetsModel: ObservableObject {
    @Published var showsEditor = false
    @Published var running: Preset?
}

// The edit sheet and a delete confirmation (in an extension in another file) each select the
// preset in their own action, and the dialog reads it in its title and actions. With
// `item: $selectedPreset` on the sheet, choosing Delete would open the editor too: silent.
struct PresetsScreen: View {
    @StateObject var state = PresetsModel()
    @State var selectedPreset: Preset?
    @State var confirmsDelete = false
    var body: some View {
        List { rows }
            .sheet(isPresented: $state.showsEditor) {
                if let preset = selectedPreset { Text(preset.name) }
            }
    }

    func editRunning() {
        Task {
            selectedPreset = state.running
            state.showsEditor = true
        }
    }
}

// Its twin: the presenter shows the selection in its rows, beyond any presentation.
struct PresetsScreenMarked: View {
    @StateObject var state = PresetsModel()
    @State var selectedPreset: Preset?
    var body: some View {
        List {
            if let selectedPreset { Text("Selected: \(selectedPreset.name)") }
            Button("Edit") {
                selectedPreset = state.running
                state.showsEditor = true
            }
        }
        .sheet(isPresented: $state.showsEditor) {
            if let preset = selectedPreset { Text(preset.name) }
        }
    }
}

// Its twin: the confirmation (in another file) is about another optional; the sheet is an
// `item:` pair.
struct ArchiveScreen: View {
    @StateObject var state = PresetsModel()
    @State var editedPreset: Preset?
    @State var archivedPreset: Preset?
    @State var confirmsArchive = false
    var body: some View {
        List { archiveRows }
            .sheet(isPresented: $state.showsEditor) { // expect: prefer-item-binding
                if let preset = editedPreset { Text(preset.name) }
            }
    }
}
