import SwiftUI

struct TrailerCard: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) { // expect: cover-missing-close@14
                Text("Trailer")
            }
    }
}

// On iOS 14 the presentation mode closes the cover: a way out.
struct ClipCard: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) { ClipPlayer() }
    }
}

struct ClipPlayer: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}
