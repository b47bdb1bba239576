import SwiftUI

// Covers with no way out whose flag's name other code turns off, but not theirs: another
// view's own `@State` of the same name, and another model's property of the same name. Both
// are traps. Twin: a model turned off through a reference of its own type (a coordinator's
// timeout) is closed elsewhere, and stays silent.
final class LibraryModel: ObservableObject {
    @Published var showsSearch = false
}

final class GamesModel: ObservableObject {
    @Published var showsSearch = false
}

final class SessionModel: ObservableObject {
    @Published var showsLock = false
}

struct IntroHost: View {
    @State private var showsIntro = false
    var body: some View {
        Button("Intro") { showsIntro = true }
            .fullScreenCover(isPresented: $showsIntro) { // expect: cover-missing-close
                Text("Welcome")
            }
    }
}

struct LibraryHost: View {
    @StateObject private var library = LibraryModel()
    var body: some View {
        Button("Search") { library.showsSearch = true }
            .fullScreenCover(isPresented: $library.showsSearch) { // expect: cover-missing-close
                Text("Searching")
            }
    }
}

struct SessionHost: View {
    @EnvironmentObject var session: SessionModel
    var body: some View {
        Button("Lock") { session.showsLock = true }
            .fullScreenCover(isPresented: $session.showsLock) {
                Text("Locked")
            }
    }
}
