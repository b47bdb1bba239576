import SwiftUI

struct PostRow: View {
    @State private var reporting = false
    @State private var highlighted = false
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            Button("Report") { reporting = true }
            TextField("Reply", text: .constant(""))
                .focused($focused)
        }
        .feedbackForm($reporting, topic: .post) // expect: state-bool-presentation@10
        .pulsing($highlighted, speed: 2)
    }
}

// These cases test which calls are presentations, whatever the content (a wrapper presenting
// content of its own, which the model cannot read): every one is reported.
// fixture-option: state-bool-presentation report=all
