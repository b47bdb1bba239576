import SwiftUI

struct SortMenu: View {
    @State private var sorting = false
    let orders = ["Name", "Date"]

    var body: some View {
        Button("Sort") { sorting = true }
            .actionSheet(isPresented: $sorting) {
                ActionSheet(title: Text("Sort by"), buttons: orders.map { order in .default(Text(order)) } + [.cancel()])
            }
    }
}
