import SwiftUI

// In a folder named as debug tooling: not product design, silent.
struct FlagsScreen: View {
    @State private var showsFlag = false
    var body: some View {
        Button("Flag") { showsFlag = true }.sheet(isPresented: $showsFlag) { Text("Flag") }
    }
}
