import SwiftUI

extension ImagePickerHost {
    var imageShown: Binding<Bool> {
        Binding(get: { selectedImage != nil }, set: { if !$0 { selectedImage = nil } })
    }
}

extension AccountGate {
    // True while there is no account: not derived from the account's value.
    var needsAccount: Binding<Bool> {
        Binding(get: { account == nil }, set: { if !$0 { account = nil } })
    }
}
