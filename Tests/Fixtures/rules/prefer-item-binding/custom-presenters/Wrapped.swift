import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
}

extension View {
    func bottomSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}

// The item pair through the project's own sheet modifier .
struct Playlist: View {
    let tracks: [Track]
    @State private var showsTrack = false
    @State private var picked: Track?
    var body: some View {
        List(tracks) { t in Button(t.title) { picked = t; showsTrack = true } }
            .bottomSheet(isPresented: $showsTrack) { Text(picked?.title ?? "") } // expect: prefer-item-binding@14
    }
}

// The same with a modifier the project does not define (another module's): not followed.
struct Queue: View {
    let tracks: [Track]
    @State private var showsTrack = false
    @State private var picked: Track?
    var body: some View {
        List(tracks) { t in Button(t.title) { picked = t; showsTrack = true } }
            .drawer(isPresented: $showsTrack) { Text(picked?.title ?? "") }
    }
}
