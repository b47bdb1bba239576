import SwiftUI

// The way out is in an extension in a third file.
struct GameBoard: View {
    var body: some View {
        VStack {
            Text("Board")
            quitButton
        }
    }
}
