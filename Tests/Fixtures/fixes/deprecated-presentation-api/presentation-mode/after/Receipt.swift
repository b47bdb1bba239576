import SwiftUI

struct ReceiptView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Paid")
            Button("Close") { dismiss() }
        }
    }
}
