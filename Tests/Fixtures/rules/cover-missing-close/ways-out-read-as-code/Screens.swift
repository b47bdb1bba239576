import SwiftUI

// Values declared at the top level of a file: colors, not views that could act.
let brandBackground = Color("Brand")
let cardCorner: CGFloat = 12

// A function the screen declares is what its body does: `dismissHint()` only hides a hint of
// its own, so nothing here leaves the cover.
struct HintedPlayerLauncher: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) { // expect: cover-missing-close
                HintedPlayer()
            }
    }
}

struct HintedPlayer: View {
    @State private var showsHint = true
    var body: some View {
        VStack {
            Text("Now playing")
            if showsHint {
                Button("Got it") { dismissHint() }
            }
        }
        .background(brandBackground)
    }

    func dismissHint() {
        withAnimation { showsHint = false }
    }
}

// Twin: here the screen's closing function calls `dismiss()`.
struct ClosablePlayerLauncher: View {
    @State private var playing = false
    var body: some View {
        Button("Play") { playing = true }
            .fullScreenCover(isPresented: $playing) {
                ClosablePlayer()
            }
    }
}

struct ClosablePlayer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Now playing")
            Text("Tap to finish")
                .onTapGesture { closePlayer() }
        }
    }

    func closePlayer() { dismiss() }
}

// A card view holding what its caller hands it, styled by a view modifier: the caller's content
// is read where it is written, and the modifier's `content` is the view it styles. Nothing closes.
struct ReceiptLauncher: View {
    @State private var showsReceipt = false
    var body: some View {
        Button("Receipt") { showsReceipt = true }
            .fullScreenCover(isPresented: $showsReceipt) { // expect: cover-missing-close
                ReceiptScreen()
            }
    }
}

struct ReceiptScreen: View {
    var body: some View {
        Card {
            Text("Paid")
        }
    }
}

struct Card<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        content
            .modifier(CardStyle())
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(brandBackground)
            .clipShape(RoundedRectangle(cornerRadius: cardCorner))
    }
}

// Twin: the caller hands the card a Close button.
struct TicketLauncher: View {
    @State private var showsTicket = false
    var body: some View {
        Button("Ticket") { showsTicket = true }
            .fullScreenCover(isPresented: $showsTicket) {
                TicketScreen()
            }
    }
}

struct TicketScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Card {
            Text("Row 12")
            Button("Close") { dismiss() }
        }
    }
}

// A stored image unwrapped by name (`if let code { code… }`) is that property's value: an image,
// which cannot close the cover. Twin: the same screen with a Done button.
struct CodeLauncher: View {
    @State private var showsCode = false
    @State private var showsDoneCode = false
    var body: some View {
        VStack {
            Button("Code") { showsCode = true }
                .fullScreenCover(isPresented: $showsCode) { // expect: cover-missing-close
                    CodeScreen()
                }
            Button("Code with Done") { showsDoneCode = true }
                .fullScreenCover(isPresented: $showsDoneCode) {
                    DoneCodeScreen()
                }
        }
    }
}

struct CodeScreen: View {
    @State private var code: Image?
    var body: some View {
        if let code {
            code.resizable().scaledToFit()
        } else {
            Text("Pick a study.")
        }
    }
}

struct DoneCodeScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var code: Image?
    var body: some View {
        VStack {
            if let code = self.code {
                code.resizable()
            }
            Button("Done") { dismiss() }
        }
    }
}
