import SwiftUI

struct PhotoPicker: View {
    @State private var choosing = false
    @State private var source = "library"

    var body: some View {
        Button("Change photo") { choosing = true }
            .confirmationDialog("Change photo", isPresented: $choosing, titleVisibility: .visible) {
                Button("Camera") { source = "camera" }
                Button("Library") {
                    source = "library"
                    print(source)
                }
                Button("Remove", role: .destructive, action: remove)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Where from?")
            }
    }

    func remove() {}
}
