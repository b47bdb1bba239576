import SwiftUI

struct FlowStep: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Close" : "Back") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
