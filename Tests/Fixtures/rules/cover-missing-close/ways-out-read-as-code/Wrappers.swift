import SwiftUI

// A project's cover wrapper that puts its own way out around what it is handed: a tap outside
// the card closes it, so every call has a way out.
extension View {
    func cardCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        fullScreenCover(isPresented: isPresented) {
            TapAwayContainer {
                content()
            }
        }
    }

    // Twin: a wrapper that adds nothing around the content.
    func plainCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        fullScreenCover(isPresented: isPresented) {
            content()
        }
    }
}

struct TapAwayContainer<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    let content: () -> Content
    var body: some View {
        ZStack {
            Color.black.opacity(0.3)
                .onTapGesture { dismiss() }
            content()
        }
    }
}

struct FeeInfoButton: View {
    @State private var showsFees = false
    var body: some View {
        Button("Fees") { showsFees = true }
            .cardCover(isPresented: $showsFees) {
                Text("Network fees are paid to miners.")
            }
    }
}

// Twin: through the plain wrapper, the same text traps the user.
struct LimitsInfoButton: View {
    @State private var showsLimits = false
    var body: some View {
        Button("Limits") { showsLimits = true }
            .plainCover(isPresented: $showsLimits) { // expect: cover-missing-close@14
                Text("You can send up to 1,000 a day.")
            }
    }
}
