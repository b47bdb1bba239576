import SwiftUI

struct Chapter: Identifiable {
    let id: Int
    let mode: ViewerMode
}

// Three covers present the gate: its trapping branch is reported once, in the gate.
struct ShelfScreen: View {
    @State private var opened: Chapter?
    @State private var readingLatest = false
    var body: some View {
        List {
            Button("Latest") { readingLatest = true }
        }
        .fullScreenCover(item: $opened) { chapter in
            ViewerGate(title: "Chapter \(chapter.id)", mode: chapter.mode)
        }
        .fullScreenCover(isPresented: $readingLatest) {
            ViewerGate(title: "Latest", mode: .text)
        }
    }
}

struct HistoryScreen: View {
    @State private var reopened: Chapter?
    var body: some View {
        Button("Reopen") { reopened = Chapter(id: 1, mode: .web) }
            .fullScreenCover(item: $reopened) { chapter in
                ViewerGate(title: "Again", mode: chapter.mode)
            }
    }
}

struct MediaScreen: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) {
                MediaGate(kind: .photo)
            }
    }
}

// Twins: the views whose branches are all safe, or decided by their own state, or framed by a
// shared close button.
struct SafeScreen: View {
    @State private var a = false
    @State private var b = false
    @State private var c = false
    var body: some View {
        VStack {
            Button("A") { a = true }
            Button("B") { b = true }
            Button("C") { c = true }
        }
        .fullScreenCover(isPresented: $a) { SafeGate(mode: .pages) }
        .fullScreenCover(isPresented: $b) { LoadingGate() }
        .fullScreenCover(isPresented: $c) { FramedGate(mode: .text) }
    }
}

// Twin: a sheet can be swiped away, whatever its branches show.
struct SheetOnlyGateHost: View {
    @State private var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                MediaGate(kind: .audio)
            }
    }
}
