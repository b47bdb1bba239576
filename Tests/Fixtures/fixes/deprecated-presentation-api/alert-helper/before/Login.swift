import SwiftUI

struct LoginView: View {
    @State private var failed = false

    var body: some View {
        Button("Sign in") { failed = true }
            .alert(isPresented: $failed) { failureAlert() }
    }

    func failureAlert() -> Alert {
        Alert(title: Text("Sign-in failed"))
    }
}
