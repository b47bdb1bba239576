import SwiftUI

struct ExportView: View {
    @State private var finished = false
    var failed = false

    var body: some View {
        Text("Exporting")
            .alert(isPresented: $finished) {
                if failed {
                    return Alert(title: Text("Export failed"))
                } else {
                    return Alert(title: Text("Exported"))
                }
            }
    }
}
