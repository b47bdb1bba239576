import SwiftUI

struct ShareButton: View {
    @State private var sharing = false

    var body: some View {
        Button("Share") { sharing = true }
            .actionSheet(isPresented: $sharing, content: {
                return ActionSheet(title: Text(verbatim: "Share"))
            })
    }
}
