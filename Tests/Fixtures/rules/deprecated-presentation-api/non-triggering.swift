import SwiftUI

// 1. The modern dismiss action.
struct ModernDetail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}

// 2. Modern alerts.
struct ModernAlert: View {
    @State private var failed = false
    var body: some View {
        Text("a").alert("Failed", isPresented: $failed) { Button("OK") {} } message: { Text("Try again") }
    }
}

// 3. Confirmation dialogs.
struct ModernMenu: View {
    @State private var sharing = false
    var body: some View {
        Text("s").confirmationDialog("Share", isPresented: $sharing) { Button("Copy") {} }
    }
}

// 4. Toolbars in presented content.
struct ModernBar: View {
    @State private var cover = false
    var body: some View {
        Text("c").fullScreenCover(isPresented: $cover) {
            NavigationStack {
                Text("Cover").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { cover = false } } }
            }
        }
    }
}

// 5. Other environment values.
struct OtherEnvironment: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isPresented) private var isPresented
    var body: some View { Text(isPresented ? "p" : "n") }
}

// 6. A property merely named presentationMode.
struct NamedMode: View {
    var presentationMode = "compact"
    var body: some View { Text(presentationMode) }
}

// 7. An Alert struct built for another purpose, outside .alert.
struct AlertValue {
    var title = "x"
}

// 8. In a comment: @Environment(\.presentationMode) var presentationMode
struct CommentOnly: View { var body: some View { Text("c") } }

// 9. In a string.
struct StringOnly: View {
    var body: some View { Text(".actionSheet(isPresented:)") }
}

// 10. A custom dismiss on a wrapped value that is not presentationMode.
final class Panel { func dismiss() {} }
struct Wrapper { var wrappedValue = Panel() }

struct CustomWrapped: View {
    let holder = Wrapper()
    var body: some View { Button("x") { holder.wrappedValue.dismiss() } }
}

// 11. Inside declarations that are themselves deprecated or unavailable: a compatibility shim
// keeps calling the old API on purpose, and the compiler stays quiet there too.
extension View {
    @available(*, deprecated, message: "Use the confirmationDialog overload.")
    func legacyChoices(_ shown: Binding<Bool>) -> some View {
        actionSheet(isPresented: shown) { ActionSheet(title: Text("Pick")) }
    }

    @available(iOS, introduced: 13, deprecated: 15, message: "Use alert(_:isPresented:actions:).")
    func legacyWarning(_ shown: Binding<Bool>) -> some View {
        alert(isPresented: shown) { Alert(title: Text("Careful")) }
    }
}

@available(*, unavailable, renamed: "ModernCloser")
struct OldCloser: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
}

struct PartlyOld: View {
    @available(iOS, obsoleted: 16)
    @Environment(\.presentationMode) var presentationMode
    var body: some View { Text("x") }
}

// 12. The modern item alert: title, presenting, actions.
struct ModernItemAlert: View {
    @State private var failure: String?
    var body: some View {
        Text("x").alert("Failed", isPresented: .constant(failure != nil), presenting: failure) { _ in
            Button("OK") { failure = nil }
        } message: { reason in Text(reason) }
    }
}

// 13. An app's own `.actionSheet` route case and factory share the name, not the modifier: they
// take no `isPresented:` or `item:`.
enum Overlay { case actionSheet(String), banner(String) }
struct OverlayRouter { func show(_ overlay: Overlay) {} }
struct OwnOverlays: View {
    let router = OverlayRouter()
    @State private var overlay: Overlay?
    var body: some View {
        Button("More") {
            router.show(.actionSheet("Options"))
            overlay = Overlay.actionSheet("Again")
        }
    }
}

// 14. Availability fallbacks run where the replacements do not exist: the old API is the only one.
struct Mishap: Identifiable { let id: Int; let title: String }
struct AvailabilityFallbacks: View {
    @Environment(\.presentationMode) private var olderMode
    @State private var mishap: Mishap?
    @State private var choosing = false
    var body: some View {
        if #available(iOS 15, *) {
            Text("new").confirmationDialog("Pick", isPresented: $choosing) { Button("One") {} }
        } else {
            Text("old")
                .alert(item: $mishap) { m in Alert(title: Text(m.title)) }
                .actionSheet(isPresented: $choosing) { ActionSheet(title: Text("Pick")) }
            Button("Close") { olderMode.wrappedValue.dismiss() }
        }
    }
    func leave() {
        guard #available(iOS 15, *) else {
            olderMode.wrappedValue.dismiss()
            return
        }
    }
}

struct UnavailableBranch: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        if #unavailable(iOS 15) {
            Button("Back") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

// 15. Modern alerts whose actions come from helpers that give views, not an `Alert`; and a helper
// that gives an `Alert` used only in an availability fallback.
struct HelperActions: View {
    struct Failure: LocalizedError { var errorDescription: String? { "Failed" } }
    @State private var confirming = false
    @State private var failure: Failure?
    @State private var legacy = false
    var body: some View {
        VStack {
            Text("a").alert("Delete?", isPresented: $confirming) { deleteButtons() }
            Text("b").alert(isPresented: .constant(failure != nil), error: failure) { _ in retryButton }
            if #available(iOS 15, *) {
                Text("c").alert("Old?", isPresented: $legacy) { Button("OK") {} }
            } else {
                Text("c").alert(isPresented: $legacy) { legacyAlert() }
            }
        }
    }
    @ViewBuilder func deleteButtons() -> some View {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
    }
    var retryButton: some View { Button("Retry") {} }
    func legacyAlert() -> Alert { Alert(title: Text("Old")) }
}

// 16. A helper named like an Alert builder in another type does not make this alert the old API.
struct OtherOwner {
    func prompt() -> Alert { Alert(title: Text("x")) }
}
struct ModernPrompt: View {
    @State private var showing = false
    var body: some View {
        Text("p").alert("Prompt", isPresented: $showing) { prompt() }
    }
    func prompt() -> some View { Button("OK") {} }
}

// 17. A check for systems that predate the replacements (macOS 11 has no `dismiss`): code that
// passes it still runs where only the old API exists, so both branches are fallbacks.
struct OlderSystemsCloser: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var asking = false
    var body: some View {
        if #available(macOS 11.0, iOS 14, *) {
            Image(systemName: "xmark").onTapGesture { presentationMode.wrappedValue.dismiss() }
                .actionSheet(isPresented: $asking) { ActionSheet(title: Text("Leave?")) }
        } else {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

// 18. A fallback moved into a helper: only the `else` of the availability check calls it, so
// its old alert (and the presentationMode it closes through) is fallback code too.
struct LegacyConfirm: ViewModifier {
    @Environment(\.presentationMode) private var presentationMode
    @Binding var pending: PendingAction?
    func body(content: Content) -> some View {
        if #available(iOS 15, macOS 12, *) {
            modernBody(content)
        } else {
            legacyBody(content)
        }
    }
    @ViewBuilder func modernBody(_ content: Content) -> some View {
        content.confirmationDialog("Sure?", isPresented: .constant(pending != nil)) { Button("Yes") {} }
    }
    @ViewBuilder func legacyBody(_ content: Content) -> some View {
        content.alert(item: $pending) { action in
            Alert(title: Text(action.title), dismissButton: .default(Text("OK")) { presentationMode.wrappedValue.dismiss() })
        }
    }
}
struct PendingAction: Identifiable { let id: Int; let title: String }

// 19. An app's own `actionSheet(item:model:)`: SwiftUI's takes only `content:`.
struct TrashMenu: Identifiable { let id: Int }
extension View {
    func actionSheet<Item: Identifiable>(item: Binding<Item?>, model: (Item) -> [String]) -> some View { self }
}
struct TrashScreen: View {
    @State private var menu: TrashMenu?
    var body: some View {
        Text("trash").actionSheet(item: $menu, model: { _ in ["Restore", "Delete"] })
    }
}
