import SwiftUI

struct SafariPage: View {
    let url: URL
    var body: some View { Text(url.absoluteString) }
}

// `.isNotNil($x)`: a hand-made `item:`, here opened by a helper the view hands `$browserURL`.
struct TermsButton: View {
    let terms: URL
    @State private var browserURL: URL?
    var body: some View {
        Button("Terms") { Browser.open(terms, in: $browserURL) }
            .sheet(isPresented: .isNotNil($browserURL)) { // expect: prefer-item-binding
                SafariPage(url: browserURL!)
            }
    }
}

// The `Binding.isNotNil(…)` spelling, with `self.`.
struct PrivacyButton: View {
    let policy: URL
    @State private var shownURL: URL?
    var body: some View {
        Button("Privacy") { shownURL = policy }
            .sheet(isPresented: Binding.isNotNil(self.$shownURL)) { // expect: prefer-item-binding
                if let shownURL { SafariPage(url: shownURL) }
            }
    }
}

// The opposite flag, and a static helper the project does not define: silent.
struct SignInGate: View {
    @State private var session: URL?
    @State private var pending: URL?
    var body: some View {
        Text("Home")
            .sheet(isPresented: .isNil($session)) {
                if let session { SafariPage(url: session) } else { Text("Sign in") }
            }
            .fullScreenCover(isPresented: .isPending($pending)) {
                if let pending { SafariPage(url: pending) }
            }
    }
}
