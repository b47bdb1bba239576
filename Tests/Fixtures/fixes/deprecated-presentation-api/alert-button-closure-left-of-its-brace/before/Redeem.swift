import SwiftUI

struct RedeemView: View {
    @State private var showingResult = false
    var result: String?

    var body: some View {
        Text("Redeeming")
            .alert(isPresented: $showingResult) {
                return Alert(title: Text("Redemption"),
                             message: Text(result ?? ""),
                             dismissButton: .cancel(Text("OK")) {
                    showingResult = false
                })
            }
    }
}
