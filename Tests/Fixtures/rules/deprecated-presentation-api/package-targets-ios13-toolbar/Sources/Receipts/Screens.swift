import SwiftUI

struct ReceiptList: View {
    @State private var showsReceipt = false
    var body: some View {
        Button("Open") { showsReceipt = true }
            .sheet(isPresented: $showsReceipt) {
                NavigationView {
                    Text("Receipt")
                        .navigationBarItems(trailing: Button("Done") { showsReceipt = false })
                }
            }
    }
}
