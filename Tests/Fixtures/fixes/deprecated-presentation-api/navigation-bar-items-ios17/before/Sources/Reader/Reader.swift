import SwiftUI

struct LibraryView: View {
    @State private var adding = false

    var body: some View {
        Button("Add") { adding = true }
            .sheet(isPresented: $adding) {
                NavigationStack {
                    Form { Text("Title") }
                        .navigationBarItems(leading: Button("Cancel") { adding = false },
                                            trailing: Button("Add") { adding = false })
                }
            }
    }
}
