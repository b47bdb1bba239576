import SwiftUI

struct TrashView: View {
    @State private var confirming = false
    @State private var emptying = false
    let items: [String]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .alert(isPresented: $confirming) {
                Alert(
                    title: Text("Delete \(items.count) items?"),
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) {
                        deleteAll()
                        confirming = false
                    },
                    secondaryButton: Alert.Button.cancel(Text("Keep"))
                )
            }
            .alert(isPresented: $emptying) {
                Alert(title: Text("Empty the trash?"),
                      primaryButton: .default(Text("Empty"), action: deleteAll),
                      secondaryButton: .cancel())
            }
    }

    func deleteAll() {}
}
