import SwiftUI

// Two app targets each declare a `Home` with one sheet of its own: neither view juggles several
// sheets, so nothing is reported even though the type name is shared.
struct Home: View {
    @State private var showRules = false
    var body: some View {
        Button("Rules") { showRules = true }
            .sheet(isPresented: $showRules) { Text("Rules") } // expect: state-bool-presentation@14
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
