import SwiftUI

struct RedeemView: View {
    @State private var showingResult = false
    var result: String?

    var body: some View {
        Text("Redeeming")
            .alert("Redemption", isPresented: $showingResult) {
                Button("OK", role: .cancel) {
                    showingResult = false
                }
            } message: {
                Text(result ?? "")
            }
    }
}
