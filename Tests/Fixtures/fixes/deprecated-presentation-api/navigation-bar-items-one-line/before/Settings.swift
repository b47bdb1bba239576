import SwiftUI

struct AccountView: View {
    @State private var showingSettings = false

    var body: some View {
        Button("Settings") { showingSettings = true }
            .sheet(isPresented: $showingSettings) {
                NavigationView {
                    List { Text("Notifications") }.navigationBarItems(trailing: Button("Done") { showingSettings = false })
                }
            }
    }
}
