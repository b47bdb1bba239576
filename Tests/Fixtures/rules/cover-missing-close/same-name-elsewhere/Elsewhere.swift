import SwiftUI

// Code elsewhere writing flags of the same names.
struct IntroBanner: View {
    @State private var showsIntro = true
    var body: some View {
        Button("Hide") { showsIntro = false }
    }
}

struct GamesHost: View {
    @StateObject private var games = GamesModel()
    var body: some View {
        Button("Done") { games.showsSearch = false }
    }
}

final class SessionTimer {
    var session: SessionModel
    init(session: SessionModel) { self.session = session }
    func expire() {
        session.showsLock = false
    }
}
