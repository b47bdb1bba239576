import SwiftUI

extension NoteEditor {
    func save() {
        presentationMode.wrappedValue.dismiss()
    }
}
