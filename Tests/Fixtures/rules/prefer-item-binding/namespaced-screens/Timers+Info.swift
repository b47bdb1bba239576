import SwiftUI

extension Timers.RootView {
    var infoButton: some View {
        Button("About laps") {
            infoTopic = "Laps"
            infoShown = true
        }
    }
}
