import SwiftUI

@available(iOS 15, *)
struct ReceiptView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }
    }
}
