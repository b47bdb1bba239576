import SwiftUI

struct UploadView: View {
    @State private var failed = false
    @State private var done = false
    @State private var quota = false
    var reason = ""

    var body: some View {
        VStack {
            Text("Uploading")
        }
        .alert("Upload failed", isPresented: $failed) {
            Button("OK") {}
        } message: {
            Text(reason)
        }
        .background(
            Color.clear.alert("Uploaded", isPresented: $done) {}
        )
        .overlay(
            Color.clear.alert(Text(verbatim: reason), isPresented: $quota) {
                Button(role: .cancel, action: { quota = false }) { Text(verbatim: "Close") }
            } message: {
                Text("Free some space and try again.")
            }
        )
    }
}
