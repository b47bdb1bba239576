import SwiftUI

struct Home: View {
    @State private var showTimer = false
    var body: some View {
        Button("Timer") { showTimer = true }
            .sheet(isPresented: $showTimer) { Text("Timer") } // expect: state-bool-presentation@14
    }
}
