import SwiftUI

enum Timers {
    struct RootView: View {
        @State var infoShown = false
        @State var infoTopic: String?
        var body: some View {
            infoButton
                .sheet(isPresented: $infoShown) { Text(infoTopic ?? "") } // expect: prefer-item-binding@18
        }
    }
}
