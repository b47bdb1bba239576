import SwiftUI

struct PhotoPicker: View {
    @State private var choosing = false
    @State private var source = "library"

    var body: some View {
        Button("Change photo") { choosing = true }
            .actionSheet(isPresented: $choosing) {
                ActionSheet(title: Text("Change photo"), message: Text("Where from?"), buttons: [
                    .default(Text("Camera")) { source = "camera" },
                    .default(Text("Library")) {
                        source = "library"
                        print(source)
                    },
                    .destructive(Text("Remove"), action: remove),
                    .cancel()
                ])
            }
    }

    func remove() {}
}
