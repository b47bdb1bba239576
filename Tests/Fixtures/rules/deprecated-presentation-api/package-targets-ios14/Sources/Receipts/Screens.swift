import SwiftUI

struct ReceiptView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var confirming = false
    @State private var failed = false
    var body: some View {
        VStack {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
            Button("Delete") { confirming = true }
        }
        .actionSheet(isPresented: $confirming) {
            ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")), .cancel()])
        }
        .alert(isPresented: $failed) {
            Alert(title: Text("Could not save"))
        }
    }
}

struct ReceiptList: View {
    @State private var showsReceipt = false
    var body: some View {
        Button("Open") { showsReceipt = true }
            .sheet(isPresented: $showsReceipt) {
                NavigationView {
                    ReceiptView()
                        // `.toolbar` exists on iOS 14: this one is still reported.
                        .navigationBarItems(trailing: Button("Done") { showsReceipt = false }) // expect: deprecated-presentation-api@26
                }
            }
    }
}

// A property nothing reads is reported below iOS 15 too: removing it needs no newer API.
struct ReceiptFooter: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    var body: some View { Text("Thanks") }
}
