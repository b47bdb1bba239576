import SwiftUI

struct ContentView: View {
    @State private var failed = false
    var body: some View {
        Text("Modern")
            .alert(isPresented: $failed) { // expect: deprecated-presentation-api@14
                Alert(title: Text("Could not load"))
            }
    }
}
