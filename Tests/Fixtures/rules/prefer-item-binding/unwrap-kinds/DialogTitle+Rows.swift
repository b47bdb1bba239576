import SwiftUI

extension PresetsScreen {
    var rows: some View {
        ForEach([Preset(id: 1, name: "a")]) { preset in
            Button("Delete") {
                selectedPreset = preset
                confirmsDelete = true
            }
            Button("Edit") {
                selectedPreset = preset
                state.showsEditor = true
            }
        }
        .confirmationDialog("Delete \(selectedPreset?.name ?? "")?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { selectedPreset = nil }
        } message: {
            Text(selectedPreset?.name ?? "")
        }
    }
}

extension ArchiveScreen {
    var archiveRows: some View {
        ForEach([Preset(id: 2, name: "b")]) { preset in
            Button("Archive") {
                archivedPreset = preset
                confirmsArchive = true
            }
            Button("Edit") {
                editedPreset = preset
                state.showsEditor = true
            }
        }
        .confirmationDialog("Archive \(archivedPreset?.name ?? "")?", isPresented: $confirmsArchive) {
            Button("Archive") { archivedPreset = nil }
        }
    }
}
