import SwiftUI

// A toolbar shows only inside a navigation container. `ProfileScreen` (another file) keeps its
// only way out in a toolbar item, and the cover shows it bare: the Done button never appears.
struct MemberRow: View {
    @State private var showsProfile = false
    var body: some View {
        Button("Open profile") { showsProfile = true }
            .fullScreenCover(isPresented: $showsProfile) { // expect: cover-missing-close
                ProfileScreen()
            }
    }
}

// Twin: the cover wraps the same screen in a navigation stack, so its toolbar shows.
struct MemberCard: View {
    @State private var showsProfile = false
    var body: some View {
        Button("Open profile") { showsProfile = true }
            .fullScreenCover(isPresented: $showsProfile) {
                NavigationStack {
                    ProfileScreen()
                }
            }
    }
}

// Twin: a project view that wraps its content in a navigation view brings the toolbar too.
struct MemberBadge: View {
    @State private var showsProfile = false
    var body: some View {
        Button("Open profile") { showsProfile = true }
            .fullScreenCover(isPresented: $showsProfile) {
                ModalNavigation {
                    ProfileScreen()
                }
            }
    }
}

// Twin: a screen that holds its own navigation stack shows its own toolbar.
struct ComposerButton: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .fullScreenCover(isPresented: $composing) {
                ComposerScreen()
            }
    }
}

// Twin: a sheet that cannot be swiped away may be a macOS sheet, where a toolbar shows without a
// navigation container: its toolbar's Done button counts.
struct ExportButton: View {
    @State private var exporting = false
    var body: some View {
        Button("Export") { exporting = true }
            .sheet(isPresented: $exporting) {
                ProfileScreen()
                    .interactiveDismissDisabled()
            }
    }
}

// A button titled "Decline" is what its title says, even with an `xmark` beside it: the cover
// has no way out.
struct InviteBanner: View {
    @State private var showsInvite = false
    let model: InviteModel
    var body: some View {
        Button("Invite") { showsInvite = true }
            .fullScreenCover(isPresented: $showsInvite) { // expect: cover-missing-close
                VStack {
                    Text("You are invited")
                    Button {
                        model.decline()
                    } label: {
                        Label("Decline", systemImage: "xmark")
                    }
                }
            }
    }
}

// Twin: an `xmark` with no title is a close button.
struct InviteCard: View {
    @State private var showsInvite = false
    let model: InviteModel
    var body: some View {
        Button("Invite") { showsInvite = true }
            .fullScreenCover(isPresented: $showsInvite) {
                VStack {
                    Text("You are invited")
                    Button {
                        model.decline()
                    } label: {
                        Image(systemName: "xmark")
                    }
                }
            }
    }
}

final class InviteModel {
    func decline() {}
}

// Twin: a view from another module around the screen may be a navigation stack of its own (a
// library's): its toolbar may show.
struct MemberTile: View {
    @State private var showsProfile = false
    var body: some View {
        Button("Open profile") { showsProfile = true }
            .fullScreenCover(isPresented: $showsProfile) {
                RouterStack {
                    ProfileScreen()
                }
            }
    }
}
