import SwiftUI

struct Dashboard: View {
    @State private var showStats = false
    var body: some View {
        Button("Stats") { showStats = true }
            .fullScreenCover(isPresented: $showStats) { StatsWall() } // expect: cover-missing-close
    }
}
