import SwiftUI

struct Tour: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Gallery")
            Button("Close") { dismiss() }
        }
    }
}
