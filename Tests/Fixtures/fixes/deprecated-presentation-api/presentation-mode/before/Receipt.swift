import SwiftUI

struct ReceiptView: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text("Paid")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}
