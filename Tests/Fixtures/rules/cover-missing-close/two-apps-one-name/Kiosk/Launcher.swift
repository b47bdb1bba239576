import SwiftUI

// Two app targets each declare a `Tour`. The kiosk's own tour has no way out; the museum app's
// tour has a Close button, but the kiosk's cover shows the kiosk's `Tour`, the declaration nearest
// to it, so the museum's button does not count for it.
struct Launcher: View {
    @State private var touring = false
    var body: some View {
        Button("Start") { touring = true }
            .fullScreenCover(isPresented: $touring) { Tour() } // expect: state-bool-presentation, cover-missing-close
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
