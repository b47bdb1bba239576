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
        .alert(isPresented: $failed) {
            Alert(title: Text("Upload failed"), message: Text(reason), dismissButton: .default(Text("OK")))
        }
        .background(
            Color.clear.alert(isPresented: $done) { Alert(title: Text("Uploaded")) }
        )
        .overlay(
            Color.clear.alert(isPresented: $quota) {
                Alert(title: Text(verbatim: reason),
                      message: Text("Free some space and try again."),
                      dismissButton: .cancel(Text(verbatim: "Close")) { quota = false })
            }
        )
    }
}
