import SwiftUI

struct ReceiptView: View {
    @Environment(\.presentationMode) var presentationMode // expect: deprecated-presentation-api@42
    @State private var confirming = false
    @State private var failed = false
    var body: some View {
        VStack {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
            Button("Delete") { confirming = true }
        }
        .actionSheet(isPresented: $confirming) { // expect: deprecated-presentation-api@10
            ActionSheet(title: Text("Delete?"), buttons: [.destructive(Text("Delete")), .cancel()])
        }
        .alert(isPresented: $failed) { // expect: deprecated-presentation-api@10
            Alert(title: Text("Could not save"))
        }
    }
}
