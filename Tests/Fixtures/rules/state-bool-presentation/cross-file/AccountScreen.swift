import SwiftUI

// The flag is declared here; the sheet lives in an extension in another file.
struct AccountScreen: View {
    @State private var showSecurity = false
    var body: some View {
        securitySection
    }
}

// A screen of its own: a form with state of its own.
struct SecurityCheckup: View {
    @State private var usesPasskeys = true
    @State private var signsOutEverywhere = false
    var body: some View {
        NavigationStack {
            Form {
                Toggle("Passkeys", isOn: $usesPasskeys)
                Toggle("Sign out on other devices", isOn: $signsOutEverywhere)
            }
        }
    }
}
