import SwiftUI

struct InboxView: View {
    @State private var composing = false

    var body: some View {
        Button("New") { composing = true }
            .sheet(isPresented: $composing) {
                NavigationView {
                    Text("To:")
                        #if os(iOS)
                        .toolbar {
                            ToolbarItem(placement: .navigationBarTrailing) {
                                Button("Send") { composing = false }
                            }
                        }
                        #endif
                }
            }
    }
}
