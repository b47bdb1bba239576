import SwiftUI

// Two app targets in one repository both declare `MainScreen` and `Scoreboard`. The sheet here
// presents the Chess ones, found by their nearer folder; the Notes ones are never presented.
struct Lobby: View {
    @State private var game: GameKind?
    @State private var board: GameKind?
    var body: some View {
        Button("Play") { game = .blitz }
            .sheet(item: $game) { _ in MainScreen() }
            .sheet(item: $board) { _ in Scoreboard() }
    }
}

enum GameKind: String, Identifiable {
    case blitz
    var id: String { rawValue }
}
