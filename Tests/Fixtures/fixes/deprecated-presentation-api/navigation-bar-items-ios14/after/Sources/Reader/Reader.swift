import SwiftUI

struct LibraryView: View {
    @State private var adding = false
    @State private var failed = false

    var body: some View {
        Button("Add") { adding = true }
            .sheet(isPresented: $adding) {
                NavigationView {
                    Form { Text("Title") }
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) {
                                Button("Add") { adding = false }
                            }
                        }
                        .alert(isPresented: $failed) {
                            Alert(title: Text("Could not add the book"))
                        }
                }
            }
    }
}
