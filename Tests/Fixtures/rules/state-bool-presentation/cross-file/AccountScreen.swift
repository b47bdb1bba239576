import SwiftUI

// The flag is declared here; the sheet lives in an extension in another file.
struct AccountScreen: View {
    @State private var showSecurity = false
    var body: some View {
        securitySection
    }
}
