import SwiftUI

// Content written in place that shows the presenter's values in text and does nothing else: a
// sheet of it is read and swiped away, information. Twins: the same text in a full-screen cover
// (which needs a way out, and is reported by both rules), a placeholder that shows no value of
// the presenter's (a sketch standing for a screen), and the same text beside a button that
// does work.
final class BiographyStore {
    func refresh() {}
}

struct BiographyHeader: View {
    let biography: String
    let portrait: String
    let store: BiographyStore
    @State private var readsBiography = false
    @State private var readsCaption = false
    @State private var coversBiography = false
    @State private var opensSketch = false
    @State private var refreshesBiography = false

    var body: some View {
        VStack {
            Button("More") { readsBiography = true }
            Button("Caption") { readsCaption = true }
            Button("Full screen") { coversBiography = true }
            Button("Sketch") { opensSketch = true }
            Button("Refresh") { refreshesBiography = true }
        }
        .sheet(isPresented: $readsBiography) { // all: state-bool-presentation
            NavigationStack {
                ScrollView {
                    Text(biography)
                        .padding()
                }
                .navigationTitle("Biography")
            }
        }
        .sheet(isPresented: $readsCaption) { // all: state-bool-presentation
            VStack {
                Image(systemName: portrait)
                Text(biography)
            }
        }
        .fullScreenCover(isPresented: $coversBiography) { // expect: state-bool-presentation, cover-missing-close
            ScrollView { Text(biography) }
        }
        .sheet(isPresented: $opensSketch) { // expect: state-bool-presentation
            Text("Biography editor")
        }
        .sheet(isPresented: $refreshesBiography) { // expect: state-bool-presentation
            VStack {
                Text(biography)
                Button("Refresh") { store.refresh() }
            }
        }
    }
}
