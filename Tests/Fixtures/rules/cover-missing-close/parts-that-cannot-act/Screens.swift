import SwiftUI
import Lottie
import BetterSafariView

// An animation from another module and a stored colour handed to `.background` are parts of the
// screen that cannot act: the screen is still one with no way out.
struct WelcomeHost: View {
    @State private var welcoming = false
    let surfaceColor: Color = .indigo
    var body: some View {
        Button("Start") { welcoming = true }
            .fullScreenCover(isPresented: $welcoming) { // expect: cover-missing-close
                VStack {
                    LottieView(name: "confetti")
                    Text("Welcome aboard")
                }
                .background(surfaceColor)
            }
    }
}

// The same in a project view the cover presents.
struct CelebrationHost: View {
    @State private var celebrating = false
    var body: some View {
        Button("Finish") { celebrating = true }
            .fullScreenCover(isPresented: $celebrating) { // expect: cover-missing-close
                CelebrationScreen(title: "Done")
            }
    }
}

struct CelebrationScreen: View {
    let title: String
    @StateObject private var model = CelebrationModel()
    var body: some View {
        ZStack {
            LottieView(name: "fireworks")
            Text(title)
        }
        .background(model)
    }
}

final class CelebrationModel: ObservableObject {}

// Twin: a library web controller that is the whole screen brings its own Done button.
struct ArticleHost: View {
    @State private var reading = false
    let url: URL
    var body: some View {
        Button("Read") { reading = true }
            .fullScreenCover(isPresented: $reading) {
                SafariWebView(url: url)
            }
    }
}

// Twin: a library view handed a closure may call it to close.
struct ScanHost: View {
    @State private var scanning = false
    @State private var code = ""
    var body: some View {
        Button("Scan") { scanning = true }
            .fullScreenCover(isPresented: $scanning) {
                VStack {
                    Text("Point at a code")
                    CodeScannerView(codeTypes: [.qr], completion: { result in code = "\(result)" })
                }
            }
    }
}

// Twin: a library view handed the presenter's flag may turn it off.
struct MailHost: View {
    @State private var mailing = false
    var body: some View {
        Button("Mail") { mailing = true }
            .fullScreenCover(isPresented: $mailing) {
                VStack {
                    Text("Write to us")
                    MailComposer(isShowing: $mailing)
                }
            }
    }
}

// Twin: a library view handed one of the presenter's functions may call it.
struct PickerHost: View {
    @State private var picking = false
    var body: some View {
        Button("Pick") { picking = true }
            .fullScreenCover(isPresented: $picking) {
                VStack {
                    Text("Choose a photo")
                    LibraryPhotoGrid(onPick: handlePick)
                }
            }
    }
    func handlePick(_ id: Int) { picking = false }
}

// Twin: a generic cover wrapper shows what its caller hands it, a stored closure: unknown content.
struct LayeredCover<Shown: View, Item: Identifiable>: ViewModifier {
    @Binding var item: Item?
    let shownContent: (Item) -> Shown
    let player: PlayerCoordinator
    func body(content: Content) -> some View {
        content.fullScreenCover(item: $item) { item in
            shownContent(item)
                .onDisappear { player.leaveFullScreen(false) }
        }
    }
}

final class PlayerCoordinator {
    func leaveFullScreen(_ on: Bool) {}
}

// What `.onDisappear` calls runs once the cover is gone: it is no way out.
struct ReplayHost: View {
    @State private var replaying = false
    let player: ReplayCoordinator
    var body: some View {
        Button("Replay") { replaying = true }
            .fullScreenCover(isPresented: $replaying) { // expect: cover-missing-close
                Text("Replaying")
                    .onDisappear { player.dismissReplay() }
            }
    }
}

final class ReplayCoordinator {
    func dismissReplay() {}
}
