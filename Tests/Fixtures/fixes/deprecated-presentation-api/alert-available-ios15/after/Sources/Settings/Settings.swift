import SwiftUI

@available(iOS 15, *)
struct ResetView: View {
    @State private var resetting = false

    var body: some View {
        Button("Reset") { resetting = true }
            .alert("Reset all settings?", isPresented: $resetting) {
                Button("Reset", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
    }
}

struct LegacyResetView: View {
    @State private var resetting = false

    var body: some View {
        Button("Reset") { resetting = true }
            .alert(isPresented: $resetting) {
                Alert(title: Text("Reset all settings?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
            }
    }
}
