import SwiftUI

struct ListView: View {
    @State private var showing = false

    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                NavigationView {
                    Text("Detail")
                        .navigationBarItems(trailing: Button(action: { showing = false }) {
							Text("Close")
						})
                }
            }
    }
}
