import SwiftUI

enum ViewerMode { case pages, web, text }

// Shows a screen per mode the presenter hands in: the text mode has no way out.
struct ViewerGate: View {
    var title: String
    var mode: ViewerMode = .pages

    var body: some View {
        ZStack {
            if mode == .pages {
                PageViewer(title: title)
            } else if mode == .web {
                WebPage(title: title)
            } else {
                Text("Coming soon") // expect: cover-missing-close@17
            }
        }
        .tint(.orange)
    }
}

// The same shape as a `switch`: the audio case has no way out.
struct MediaGate: View {
    let kind: MediaKind

    var body: some View {
        switch kind {
        case .photo:
            PageViewer(title: "Photo")
        case .audio: // expect: cover-missing-close@9
            Text("Audio is not supported yet")
        }
    }
}

enum MediaKind { case photo, audio }

// Twin: every branch has a way out.
struct SafeGate: View {
    var mode: ViewerMode

    var body: some View {
        if mode == .pages {
            PageViewer(title: "Pages")
        } else {
            WebPage(title: "Web")
        }
    }
}

// Twin: the branches follow the view's own state (a loaded document), which changes while the
// screen is shown; the branch a presenter picks is not what decides it.
struct LoadingGate: View {
    @State private var failed = false

    var body: some View {
        if failed {
            Text("Could not load")
        } else {
            PageViewer(title: "Doc")
        }
    }
}

// Twin: the way out is around the branches, shared by all of them.
struct FramedGate: View {
    var mode: ViewerMode
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            if mode == .web {
                WebPage(title: "Web")
            } else {
                Text("Nothing to show")
            }
        }
        .toolbar {
            Button("Close") { dismiss() }
        }
    }
}

struct PageViewer: View {
    var title: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text(title)
            .overlay(alignment: .topLeading) {
                Button("Close", systemImage: "xmark") { dismiss() }
            }
    }
}

struct WebPage: View {
    var title: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Text(title)
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}
