import SwiftUI

// 1. The only close-like button is the Cancel of an alert a modifier shows: a trap.
struct LoungeGuestTrap: View {
    @State private var asksToBlock = false
    @State private var reason = ""
    var body: some View {
        Text("Guest")
            .onTapGesture { asksToBlock = true }
            .modifier(LoungeAlertsModifier(asksToBlock: $asksToBlock, blockActions: AnyView(blockActions)))
    }
    private var blockActions: some View {
        Group {
            TextField("Reason", text: $reason)
            Button("Cancel", role: .cancel) { reason = "" }
            Button("Block", role: .destructive) { reason = "" }
        }
    }
}

// Twin: the modifier shows the handed view on screen, and it has a Close button.
struct LoungeGuestExit: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Guest")
            .modifier(LoungeFooterModifier(footer: AnyView(closeBar)))
    }
    private var closeBar: some View {
        Button("Close") { dismiss() }
    }
}

// Twin: what the alert's handed view turns off is the presenter's state: a way out.
struct LoungeGuestLeaving: View {
    @Binding var isShown: Bool
    @State private var asksToBlock = false
    var body: some View {
        Text("Guest")
            .onTapGesture { asksToBlock = true }
            .modifier(LoungeAlertsModifier(asksToBlock: $asksToBlock, blockActions: AnyView(leaveActions)))
    }
    private var leaveActions: some View {
        Button("Leave") { isShown = false }
    }
}

// 2. A helper the screen's own alert shows is part of the alert: its Cancel closes the alert.
struct LoungeRulesTrap: View {
    @State private var asksToReset = false
    @State private var draft = ""
    var body: some View {
        Text("House rules")
            .onTapGesture { asksToReset = true }
            .alert("Reset the rules?", isPresented: $asksToReset) {
                resetActions
            }
    }
    private var resetActions: some View {
        Group {
            Button("Cancel", role: .cancel) { draft = "" }
            Button("Reset", role: .destructive) { draft = "" }
        }
    }
}

// Twin: the alert's helper turns the presenter's state off.
struct LoungeRulesLeaving: View {
    @Binding var isShown: Bool
    @State private var asksToLeave = false
    var body: some View {
        Text("House rules")
            .onTapGesture { asksToLeave = true }
            .alert("Leave the lounge?", isPresented: $asksToLeave) {
                leaveActions
            }
    }
    private var leaveActions: some View {
        Group {
            Button("Stay", role: .cancel) {}
            Button("Leave") { isShown = false }
        }
    }
}
