import SwiftUI

struct ProjectEditor: View {
    @State private var failed = false
    var body: some View {
        Text("Editor")
            .alert(isPresented: $failed) { // expect: deprecated-presentation-api@14
                Alert(title: Text("Could not save"))
            }
    }
}
