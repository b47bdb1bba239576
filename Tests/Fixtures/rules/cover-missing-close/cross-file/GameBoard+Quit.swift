import SwiftUI

extension GameBoard {
    var quitButton: some View {
        QuitControl()
    }
}

struct QuitControl: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Quit") { dismiss() }
    }
}
