import SwiftUI

// `if #available` shows a new player or an old one: the old one has no way out.
struct PlayerHost: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) { // expect: cover-missing-close
                if #available(iOS 17, *) {
                    ModernPlayer()
                } else {
                    LegacyPlayer()
                }
            }
    }
}

// `if … else if … else`: each branch is a screen; the last has no way out.
struct CheckoutHost: View {
    @State private var checkingOut = false
    @State private var signedIn = false
    @State private var guest = false
    var body: some View {
        Button("Buy") { checkingOut = true }
            .fullScreenCover(isPresented: $checkingOut) { // expect: cover-missing-close
                if signedIn {
                    ModernPlayer()
                } else if guest {
                    RecapScreen()
                } else {
                    LegacyPlayer()
                }
            }
    }
}

// Twin: both branches have a way out.
struct SafePlayerHost: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) {
                if #available(iOS 17, *) {
                    ModernPlayer()
                } else {
                    QuizScreen()
                }
            }
    }
}

// Twin: a branch that only shows progress gives way to the other by itself.
struct LoadingHost: View {
    @State private var showing = false
    @State private var loading = true
    var body: some View {
        Button("Open") { showing = true }
            .fullScreenCover(isPresented: $showing) {
                if loading {
                    ProgressView()
                } else {
                    ModernPlayer()
                }
            }
    }
}

// Twin: branches inside a list's rows are parts of one screen, which has a way out.
struct ListHost: View {
    @State private var showing = false
    let items = [1, 2]
    var body: some View {
        Button("Open") { showing = true }
            .fullScreenCover(isPresented: $showing) {
                VStack {
                    ForEach(items, id: \.self) { item in
                        if item > 1 { LegacyPlayer() } else { Text("One") }
                    }
                    Button("Close") { showing = false }
                }
            }
    }
}

// A branch only debug builds take counts neither way: the release screen has no way out.
struct DiagnosticsHost: View {
    @State private var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .fullScreenCover(isPresented: $showing) { // expect: cover-missing-close
                #if DEBUG
                QuizScreen()
                #else
                LegacyPlayer()
                #endif
            }
    }
}

// Twin: the debug-only screen lacks the way out that the release screen has.
struct ReleaseHost: View {
    @State private var showing = false
    var body: some View {
        Button("Open") { showing = true }
            .fullScreenCover(isPresented: $showing) {
                #if DEBUG
                LegacyPlayer()
                #else
                QuizScreen()
                #endif
            }
    }
}

// A fallback for older systems that only says the feature is missing: the way to the feature is
// offered where it exists, so the placeholder is not judged on its own.
struct DigestHost: View {
    @State private var showsDigest = false
    var body: some View {
        Button("Digest") { showsDigest = true }
            .fullScreenCover(isPresented: $showsDigest) {
                if #available(iOS 17, *) {
                    ModernPlayer()
                } else {
                    Text("The digest needs iOS 17.")
                }
            }
    }
}

// Twin: the same placeholder behind an ordinary condition is a screen the user can be left on.
struct MembersDigestHost: View {
    @State private var showsDigest = false
    @State private var isMember = false
    var body: some View {
        Button("Digest") { showsDigest = true }
            .fullScreenCover(isPresented: $showsDigest) { // expect: cover-missing-close
                if isMember {
                    ModernPlayer()
                } else {
                    Text("The digest is for members.")
                }
            }
    }
}
