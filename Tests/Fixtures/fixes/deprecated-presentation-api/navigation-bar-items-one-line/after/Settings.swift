import SwiftUI

struct AccountView: View {
    @State private var showingSettings = false

    var body: some View {
        Button("Settings") { showingSettings = true }
            .sheet(isPresented: $showingSettings) {
                NavigationView {
                    List { Text("Notifications") }.toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button("Done") { showingSettings = false }
                        }
                    }
                }
            }
    }
}
