import SwiftUI

extension Pantry {
    var shopping: some View {
        Button("List") { showShopping = true }
            .sheet(isPresented: $showShopping) { Text("List") } // expect: state-bool-presentation@14
    }
}
