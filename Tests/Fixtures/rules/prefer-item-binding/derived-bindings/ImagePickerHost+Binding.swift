import SwiftUI

extension ImagePickerHost {
    var imageShown: Binding<Bool> {
        Binding(get: { selectedImage != nil }, set: { if !$0 { selectedImage = nil } })
    }
}
