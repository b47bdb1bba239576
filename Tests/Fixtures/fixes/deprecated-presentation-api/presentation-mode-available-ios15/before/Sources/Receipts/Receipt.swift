import SwiftUI

@available(iOS 15, *)
struct ReceiptView: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}
