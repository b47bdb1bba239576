import SwiftUI

// A cover whose content is left only by choosing something (the presenter's callback takes the
// choice and turns the cover off) traps a user who wants to back out. Twin: the same picker with
// a Cancel button.

struct CoverArtwork: Identifiable {
    let id: URL
}

struct CoverArtworkSearch: View {
    let results: [CoverArtwork]
    let onChoose: (CoverArtwork) -> Void
    @State private var previews: [URL: Image] = [:]

    var body: some View {
        ScrollView {
            ForEach(results) { artwork in
                Button { onChoose(artwork) } label: {
                    if let preview = previews[artwork.id] {
                        preview.resizable()
                    } else {
                        ProgressView()
                    }
                }
            }
        }
    }
}

struct CancellableArtworkSearch: View {
    @Environment(\.dismiss) private var dismiss
    let onChoose: (CoverArtwork) -> Void

    var body: some View {
        VStack {
            Button("Cancel") { dismiss() }
            CoverArtworkSearch(results: [], onChoose: onChoose)
        }
    }
}

@MainActor
final class ShelfModel: ObservableObject {
    @Published var searchesArtwork = false
    @Published var pickedArtwork: CoverArtwork?
    func save(_ artwork: CoverArtwork) async {}
}

struct ShelfView: View {
    @StateObject private var model = ShelfModel()
    @State private var choosesArtwork = false

    var body: some View {
        VStack {
            Button("Choose cover") { model.searchesArtwork = true }
            Button("Choose cover, cancellable") { choosesArtwork = true }
        }
        .fullScreenCover(isPresented: $model.searchesArtwork) { // expect: cover-missing-close
            CoverArtworkSearch(results: []) { artwork in
                if let picked = model.pickedArtwork {
                    Task {
                        await model.save(picked)
                        model.searchesArtwork = false
                    }
                }
            }
        }
        .fullScreenCover(isPresented: $choosesArtwork) {
            CancellableArtworkSearch { artwork in
                model.pickedArtwork = artwork
                choosesArtwork = false
            }
        }
    }
}
