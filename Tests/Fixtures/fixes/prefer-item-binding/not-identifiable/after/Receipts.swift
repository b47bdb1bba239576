import SwiftUI

struct Receipt: Hashable {
    var total: Double
}

struct ReceiptView: View {
    let receipt: Receipt
    var body: some View { Text("\(receipt.total)") }
}

struct Receipts: View {
    let receipts: [Receipt]
    @State private var showReceipt = false
    @State private var receipt: Receipt?

    var body: some View {
        List(receipts, id: \.self) { r in
            Button("Open") {
                receipt = r
                showReceipt = true
            }
        }
        .sheet(isPresented: $showReceipt) {
            if let receipt { ReceiptView(receipt: receipt) }
        }
    }
}

struct Links: View {
    @State private var showLink = false
    @State private var link: URL?

    var body: some View {
        Button("Help") {
            link = URL(string: "https://example.com/help")!
            showLink = true
        }
        .sheet(isPresented: $showLink) {
            if let link { Text(link.absoluteString) }
        }
    }
}
