import SwiftUI

struct BadgeScreen: View {
    @State private var zoomed = false
    @State private var showsHelp = false
    @State private var highlighted = false
    var body: some View {
        VStack {
            Button("Zoom") { zoomed = true }
                .layer_cover($zoomed) { Text("Zoomed"); Button("Close") { zoomed = false } } // expect: state-bool-presentation@18
            Button("Help") { showsHelp = true }
                .plainSheet($showsHelp) { Text("Help") } // expect: state-bool-presentation@18
            // A binding by position that presents nothing: silent.
            Text("Badges")
                .pulse($highlighted) { Text("New") }
        }
    }
}

// The item overload, and a model's flag: silent.
struct BadgeDetails: View {
    @State private var opened: Badge?
    @State var model = BadgeModel()
    var body: some View {
        VStack {
            Button("Open") { opened = Badge(id: 2) }
                .layer_cover($opened) { badge in Text("\(badge.id)"); Button("Close") { opened = nil } }
            Button("Model") { model.showsInfo = true }
                .layer_cover($model.showsInfo) { Text("Info"); Button("Close") { model.showsInfo = false } }
        }
    }
}

@Observable final class BadgeModel {
    var showsInfo = false
}
