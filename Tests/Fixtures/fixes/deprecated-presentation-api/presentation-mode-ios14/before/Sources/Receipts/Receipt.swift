import SwiftUI

struct ReceiptView: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Text("Paid")
    }
}
