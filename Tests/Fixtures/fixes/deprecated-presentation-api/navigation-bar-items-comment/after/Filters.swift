import SwiftUI

struct FeedView: View {
    @State private var filtering = false

    var body: some View {
        Button("Filter") { filtering = true }
            .sheet(isPresented: $filtering) {
                NavigationView {
                    Text("Filters")
                        .navigationBarItems(leading: Button("Reset") {}, // keeps the sort order
                                            trailing: Button("Apply") { filtering = false })
                }
            }
    }
}
