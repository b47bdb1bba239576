import SwiftUI

// The project's own presentation modifiers: a View extension applying `.sheet` with its own
// `isPresented:` and content, and one applying a ViewModifier that presents a full-screen cover.
extension View {
    func formSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) { NavigationStack { content() } }
    }

    func appCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(AppCover(isPresented: isPresented, cover: content))
    }

    // Takes a binding and a closure but presents nothing: a banner over the view.
    func toast<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        overlay { if isPresented.wrappedValue { content() } }
    }
}

struct AppCover<Cover: View>: ViewModifier {
    @Binding var isPresented: Bool
    let cover: () -> Cover
    func body(content: Content) -> some View {
        content.fullScreenCover(isPresented: $isPresented) { cover() }
    }
}

// A wrapper showing content of its own: call sites pass no content.
struct HelpCenterModifier: ViewModifier {
    @Binding var isPresented: Bool
    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) { Text("Help center"); Button("Done") { isPresented = false } }
    }
}

extension View {
    func presentHelpCenter(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil) -> some View {
        modifier(HelpCenterModifier(isPresented: isPresented))
    }

    // Takes a flag, presents nothing.
    func glow(isPresented: Binding<Bool>) -> some View {
        shadow(radius: isPresented.wrappedValue ? 8 : 0)
    }
}
