import SwiftUI
import AVKit

// A cover showing the presenter's own player again, larger (a helper its body shows as well), is a
// presentation mode of that view, not a screen of its own. Twin: a sheet built in a helper that
// the body shows nowhere else is read for what it shows (a form of its own).
final class ClipPlayback {
    let player = AVPlayer()
    func keepAwake(_ on: Bool) {}
    func elapsed() -> String { "0:00" }
}

final class ClipReporter {
    func send(_ text: String) {}
}

struct ClipReportForm: View {
    let reporter: ClipReporter
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    var body: some View {
        Form {
            TextField("What is wrong?", text: $text)
            Button("Send") {
                reporter.send(text)
                dismiss()
            }
        }
    }
}

struct ClipView: View {
    @State private var isFullScreen = false
    @State private var showsReport = false
    let reporter = ClipReporter()
    let playback = ClipPlayback()
    var body: some View {
        VStack {
            player
                .onTapGesture { isFullScreen = true }
                .fullScreenCover(isPresented: $isFullScreen) { // all: state-bool-presentation
                    enlarged
                }
            Button("Report") { showsReport = true }
                .sheet(isPresented: $showsReport) { // expect: state-bool-presentation
                    reportForm
                }
        }
    }
    private var enlarged: some View {
        NavigationStack {
            player
                .overlay(alignment: .bottom) { Text(playback.elapsed()) }
                .toolbar { Button("Close") { isFullScreen = false } }
        }
        .onAppear { playback.keepAwake(true) }
    }
    private var player: some View {
        VideoPlayer(player: playback.player)
    }
    private var reportForm: some View {
        NavigationStack {
            ClipReportForm(reporter: reporter)
                .toolbar { Button("Cancel") { showsReport = false } }
        }
    }
}

// Toolbar content of the project (`CloseToolbar: ToolbarContent`) is the bar around the screen,
// never the screen. Rows written in place that append the chosen token to the presenter's text and
// close in the same action are a picker. Twin: a screen of the project's own with the same close
// toolbar is that screen.
struct CloseToolbar: ToolbarContent {
    @Binding var presenting: Bool
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            CloseToolbarButton(presenting: $presenting)
        }
    }
}

struct CloseToolbarButton: View {
    @Binding var presenting: Bool
    var body: some View {
        Button("Close") { presenting = false }
    }
}

final class TokenStore {
    static let shared = TokenStore()
    func install(_ token: String) {}
}

struct TokenInstaller: View {
    @State private var name = ""
    var body: some View {
        Form {
            TextField("Token", text: $name)
            Button("Install") { TokenStore.shared.install(name) }
        }
    }
}

struct TokenField: View {
    @Binding var text: String
    @State private var picksToken = false
    @State private var installsToken = false
    var body: some View {
        VStack {
            Button("Insert token") { picksToken = true }
                .sheet(isPresented: $picksToken) { // all: state-bool-presentation
                    NavigationStack {
                        List(["{date}", "{time}"], id: \.self) { token in
                            Button(token) {
                                text += token
                                picksToken = false
                            }
                        }
                        .toolbar { CloseToolbar(presenting: $picksToken) }
                    }
                }
            Button("Install tokens") { installsToken = true }
                .sheet(isPresented: $installsToken) { // expect: state-bool-presentation
                    NavigationStack {
                        TokenInstaller()
                            .toolbar { CloseToolbar(presenting: $installsToken) }
                    }
                }
        }
    }
}
