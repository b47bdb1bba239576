import SwiftUI

// Within one target, sheets of the same type spread over an extension still count together (the
// finding goes to the first site in path order, here in the extension's file).
struct Pantry: View { // expect: scattered-modal-state@8
    @State private var showScanner = false
    @State private var showShopping = false
    var body: some View {
        Button("Scan") { showScanner = true }
            .sheet(isPresented: $showScanner) { Text("Scanner") } // expect: state-bool-presentation@14
            .overlay { shopping }
    }
}
