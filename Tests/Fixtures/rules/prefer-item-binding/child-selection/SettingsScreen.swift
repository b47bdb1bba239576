import SwiftUI

// The selection is made in a child row: the screen hands it `$showHint` and a binding made by
// hand whose setter stores the hint; the row's button sets both.
struct SettingsScreen: View {
    @State private var showHint = false
    @State private var hintTitle: String?
    @State private var hint: AnyView?
    var body: some View {
        Form {
            HintRow(
                title: "Sync",
                isShowingHint: $showHint,
                selectedHint: Binding(get: { hint }, set: { hint = $0; hintTitle = "Sync" })
            )
        }
        .sheet(isPresented: $showHint) { // expect: prefer-item-binding
            HintSheet(title: hintTitle ?? "", text: hint ?? AnyView(EmptyView()))
        }
    }
}

// The web page is handed on as a `$binding` that the viewer only reads: a value.
struct HelpCenter: View {
    static let faq = URL(fileURLWithPath: "/help/faq.html")
    @State private var page: URL?
    @State private var showsPage = false
    var body: some View {
        Button("FAQ") { page = Self.faq; showsPage = true }
            .fullScreenCover(isPresented: $showsPage) { WebPage(url: $page) } // expect: prefer-item-binding
    }
}

// The same hand-off to a view that writes the binding (a picker's output): no selection.
struct AvatarScreen: View {
    static let placeholder = URL(fileURLWithPath: "/avatars/default.png")
    @State private var avatar: URL?
    @State private var picking = false
    var body: some View {
        Button("Pick") { avatar = Self.placeholder; picking = true }
            .sheet(isPresented: $picking) { AvatarPicker(url: $avatar) }
    }
}

// The child raises the flag alone (no selection): silent.
struct AboutScreen: View {
    @State private var showsAbout = false
    @State private var topic: String?
    var body: some View {
        Form { AboutRow(isShowing: $showsAbout) }
            .sheet(isPresented: $showsAbout) { Text(topic ?? "About") }
    }
}

// Two sheets hand the same optional on as a read-only `$binding` (new branch from it, rename
// it): `item:` on one would clear the value the other one reads.
struct BranchList: View {
    static let main = URL(fileURLWithPath: "/refs/main")
    @State private var showsNew = false
    @State private var showsRename = false
    @State private var fromBranch: URL?
    var body: some View {
        VStack {
            Button("New") { showsNew = true; fromBranch = Self.main }
            Button("Rename") { showsRename = true; fromBranch = Self.main }
        }
        .sheet(isPresented: $showsNew) { WebPage(url: $fromBranch) }
        .sheet(isPresented: $showsRename) { WebPage(url: $fromBranch) }
    }
}
