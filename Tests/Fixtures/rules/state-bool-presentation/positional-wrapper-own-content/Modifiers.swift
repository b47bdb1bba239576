import SwiftUI

// A presenting `ViewModifier` showing content of its own, branch by branch.
struct FeedbackFormModifier: ViewModifier {
    @Binding var isPresented: Bool
    let topic: FeedbackTopic

    func body(content: Content) -> some View {
        switch topic {
        case .post:
            content.sheet(isPresented: $isPresented) { Text("Report this post") }
        case .person:
            content.sheet(isPresented: $isPresented) { Text("Report this person") }
        }
    }
}

enum FeedbackTopic { case post, person }

extension View {
    // The binding is handed by position and the wrapper takes no content.
    func feedbackForm(_ show: Binding<Bool>, topic: FeedbackTopic) -> some View {
        modifier(FeedbackFormModifier(isPresented: show, topic: topic))
    }

    // Takes a binding by position but presents nothing: not a presentation.
    func pulsing(_ active: Binding<Bool>, speed: Double) -> some View {
        opacity(active.wrappedValue ? 0.5 : 1)
    }
}
