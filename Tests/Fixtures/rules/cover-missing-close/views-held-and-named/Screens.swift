import SwiftUI

// Views the content holds or names in ways a search must read, not give up on.

// 1. A local of view code (`let footer = …`) is the view it holds: followed where it is shown.
struct PlainFooter: View {
    var body: some View {
        AsyncImage(url: URL(string: "https://example.com/logo.png")) { phase in
            switch phase {
            case let .success(image):
                image.resizable()
            default:
                Color.gray
            }
        }
    }
}

struct ClosingFooter: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct HeldFooterTrap: View {
    let pinned: Bool
    var body: some View {
        let footer = PlainFooter().padding()
        if pinned {
            footer.contextMenu { Text("Pinned") }
        } else {
            footer
        }
    }
}

struct HeldFooterExit: View {
    var body: some View {
        let footer = ClosingFooter().padding()
        VStack {
            Text("Receipt")
            footer
        }
    }
}

// 2. A helper named like a type (`var CloseControl: some View`) is a helper: its close button counts.
struct ChromeWithExit: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            MainPage
            CloseControl
        }
        .background(Color.black)
    }
    var MainPage: some View { Text("Page") }
    var CloseControl: some View {
        Button { dismiss() } label: { Image(systemName: "xmark") }
    }
}

struct ChromeWithoutExit: View {
    var body: some View {
        VStack { MainPage }
            .background(Color.black.opacity(0.8))
    }
    var MainPage: some View { Text("Page") }
}

// 3. Content a view of the project is handed as `AnyView` is the caller's code, read with it.
//    A destructive button that dismisses is no way out: leaving means blocking someone.
struct MemberProfileTrap: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Member")
            .modifier(MemberFooterModifier(footer: AnyView(blockBar)))
    }
    private var blockBar: some View {
        Button("Block", role: .destructive) { dismiss() }
    }
}

struct MemberProfileExit: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Member")
            .modifier(MemberFooterModifier(footer: AnyView(leaveBar)))
    }
    private var leaveBar: some View {
        Button("Leave") { dismiss() }
    }
}

// 4. Parts nested deeper than a few levels are still read.
struct DepthOne: View { var body: some View { DepthTwo() } }
struct DepthTwo: View { var body: some View { DepthThree() } }
struct DepthThree: View { var body: some View { DepthFour() } }
struct DepthFour: View { var body: some View { DepthFive() } }
struct DepthFive: View { var body: some View { Text("Deep") } }

struct ExitOne: View { var body: some View { ExitTwo() } }
struct ExitTwo: View { var body: some View { ExitThree() } }
struct ExitThree: View { var body: some View { ExitFour() } }
struct ExitFour: View { var body: some View { ExitFive() } }
struct ExitFive: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Finish") { dismiss() } }
}

// 5. A button whose action is written empty closes nothing, whatever its title.
struct EmptyCancelScreen: View {
    var body: some View {
        VStack {
            Text("Terms")
            Button("Cancel") {}
        }
    }
}
