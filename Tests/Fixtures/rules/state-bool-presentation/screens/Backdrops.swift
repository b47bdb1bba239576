import SwiftUI

// A view of the project that only draws (a moving grid behind the rows, handed nothing) is a
// decoration of the screen, not the screen: the rows beside it are read. Rows that set the
// presenter's skin and turn the flag off are a picker; rows that archive through a store, with no
// way out of their own, are a screen written in place.
struct GridBackdrop: View {
    @State private var phase = false
    var body: some View {
        ZStack {
            ForEach(0..<4, id: \.self) { _ in
                Rectangle().fill(Color.purple.opacity(0.2))
            }
        }
        .offset(y: phase ? 10 : 0)
        .onAppear { withAnimation { phase.toggle() } }
    }
}

final class ArchiveStore {
    func archive(_ name: String) {}
}

struct GameMenu: View {
    @State private var skin = "Classic"
    @State private var showsSkins = false
    var body: some View {
        Label(skin, systemImage: "paintpalette")
            .contextMenu { Button("Change skin") { showsSkins = true } }
            .sheet(isPresented: $showsSkins) { // all: state-bool-presentation
                ZStack {
                    GridBackdrop()
                    List(["Classic", "Neon"], id: \.self) { name in
                        Button(name) {
                            skin = name
                            showsSkins = false
                        }
                    }
                }
            }
    }
}

struct SaveSlots: View {
    let store = ArchiveStore()
    @State private var showsArchive = false
    var body: some View {
        Text("Saves")
            .onTapGesture(count: 2) { showsArchive = true }
            .sheet(isPresented: $showsArchive) { // expect: state-bool-presentation
                ZStack {
                    GridBackdrop()
                    List(["Slot 1", "Slot 2"], id: \.self) { name in
                        Text(name).swipeActions { Button("Archive") { store.archive(name) } }
                    }
                }
            }
    }
}
