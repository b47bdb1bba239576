import SwiftUI

struct Lobby: View {
    @State private var inGame = false
    var body: some View {
        Button("Play") { inGame = true }
            .fullScreenCover(isPresented: $inGame) { GameBoard() }
    }
}
