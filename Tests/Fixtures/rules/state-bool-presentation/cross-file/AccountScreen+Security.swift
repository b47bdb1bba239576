import SwiftUI

extension AccountScreen {
    var securitySection: some View {
        Button("Security") { showSecurity = true }
            .fullScreenCover(isPresented: $showSecurity) { SecurityCheckup() } // expect: state-bool-presentation
    }
}
