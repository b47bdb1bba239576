import SwiftUI

struct LibraryView: View {
    @State private var adding = false

    var body: some View {
        Button("Add") { adding = true }
            .sheet(isPresented: $adding) {
                NavigationStack {
                    Form { Text("Title") }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Cancel") { adding = false }
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button("Add") { adding = false }
                            }
                        }
                }
            }
    }
}
