import SwiftUI

// Both modules call their screen `RootView` and use the same names. Only the timers screen
// selects the value together with the flag (in an extension in another file).
enum Alarms {
    struct RootView: View {
        @State private var infoShown = false
        @State private var infoTopic: String?
        var body: some View {
            InfoRow(shown: $infoShown, onPick: { infoTopic = "Repeat" })
                .sheet(isPresented: $infoShown) { Text(infoTopic ?? "") }
        }
    }
}

struct InfoRow: View {
    @Binding var shown: Bool
    let onPick: () -> Void
    var body: some View { Button("i") { onPick(); shown = true } }
}
