import SwiftUI

// A view handed to a modifier as `AnyView` is on screen where the modifier shows it: inside the
// modifier's alert, its Cancel closes the alert, not the screen.
struct LoungeAlertsModifier: ViewModifier {
    @Binding var asksToBlock: Bool
    let blockActions: AnyView

    func body(content: Content) -> some View {
        content
            .alert("Block guest", isPresented: $asksToBlock) {
                blockActions
            }
    }
}

// The same view shown through a helper of the modifier's body is on screen.
struct LoungeFooterModifier: ViewModifier {
    let footer: AnyView

    func body(content: Content) -> some View {
        VStack {
            content
            footerBar
        }
    }

    private var footerBar: some View {
        footer.padding()
    }
}
