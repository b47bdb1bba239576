import SwiftUI

// The same screen in the phone app has no way out: reported. Under `#if os(tvOS)` the remote's
// Menu button closes it: not reported.
struct PagerHome: View {
    @State private var composing = false
    @State private var browsing = false
    var body: some View {
        VStack {
            Button("New") { composing = true }
                .fullScreenCover(isPresented: $composing) { ComposeScreen() } // expect: state-bool-presentation, cover-missing-close
            #if os(tvOS)
            Button("Browse") { browsing = true }
                .fullScreenCover(isPresented: $browsing) { ComposeScreen() } // expect: state-bool-presentation
            #endif
        }
    }
}
