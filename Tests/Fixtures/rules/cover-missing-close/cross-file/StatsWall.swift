import SwiftUI

// Declared in another file: followed, and it has no way out.
struct StatsWall: View {
    var body: some View {
        VStack {
            StatsHeader()
            Text("Numbers")
        }
    }
}

struct StatsHeader: View {
    var body: some View { Text("Header") }
}
