import SwiftUI

struct Preset: Identifiable {
    let id: Int
    var name: String
}

final class PresetsModel: ObservableObject {
    @Published var showsEditor = false
    @Published var running: Preset?
}

// The edit sheet and a delete confirmation each select the preset in their own action; the
// dialog reads it in its title. That title is shown with the dialog, not beyond it: the sheet
// is still an `item:` pair.
struct PresetsScreen: View {
    @StateObject var state = PresetsModel()
    @State var selectedPreset: Preset?
    @State var confirmsDelete = false
    var body: some View {
        List { rows }
            .sheet(isPresented: $state.showsEditor) { // expect: prefer-item-binding
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
