import SwiftUI

struct TrashView: View {
    @State private var confirming = false
    @State private var emptying = false
    let items: [String]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .alert("Delete \(items.count) items?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {
                    deleteAll()
                    confirming = false
                }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert("Empty the trash?", isPresented: $emptying) {
                Button("Empty", action: deleteAll)
                Button("Cancel", role: .cancel) {}
            }
    }

    func deleteAll() {}
}
