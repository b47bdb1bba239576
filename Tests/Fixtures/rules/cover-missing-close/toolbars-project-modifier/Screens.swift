import SwiftUI

// The project wraps screens in a navigation stack through a modifier of its own
// (`.embeddedInNavigation()`): where it is applied cannot be seen from a view's code, so a
// toolbar's way out counts everywhere in the project.
extension View {
    func embeddedInNavigation() -> some View {
        NavigationStack { self }
    }
}

struct SettingsRow: View {
    @State private var showsAccount = false
    var body: some View {
        Button("Account") { showsAccount = true }
            .fullScreenCover(isPresented: $showsAccount) {
                AccountScreen()
            }
    }
}

struct AccountScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Form {
            Text("Signed in")
        }
        .toolbar {
            Button("Close") { dismiss() }
        }
        .embeddedInNavigation()
    }
}
