import SwiftUI
import Observation

// A flag owned by a model is closed by content that sets the model's property off or calls its
// close method.
@Observable
final class PlayerModel {
    var isPlayerOpen = false
    var isQueueOpen = false
    var isLyricsOpen = false
    func closeQueue() { /* tracked elsewhere */ }
}

struct NowPlayingBar: View {
    @Bindable var model: PlayerModel
    var body: some View {
        VStack {
            Button("Open player") { model.isPlayerOpen = true }
            Button("Queue") { model.isQueueOpen = true }
            Button("Lyrics") { model.isLyricsOpen = true }
        }
        .fullScreenCover(isPresented: $model.isPlayerOpen) { FullPlayer() }
        .fullScreenCover(isPresented: $model.isQueueOpen) { QueueScreen() }
        .fullScreenCover(isPresented: $model.isLyricsOpen) { LyricsScreen() } // expect: cover-missing-close
    }
}

struct FullPlayer: View {
    @Environment(PlayerModel.self) private var model
    var body: some View {
        Text("Song").onTapGesture { model.isPlayerOpen = false }
    }
}

struct QueueScreen: View {
    @Environment(PlayerModel.self) private var model
    var body: some View {
        Text("Up next").onTapGesture { model.closeQueue() }
    }
}

struct LyricsScreen: View {
    @Environment(PlayerModel.self) private var model
    var body: some View {
        Text("Lyrics")
    }
}
