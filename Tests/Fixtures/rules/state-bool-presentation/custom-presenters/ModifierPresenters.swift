import SwiftUI

// Presenting `ViewModifier`s a screen applies directly with `.modifier(…)`.
struct FormSheet<Body: View>: ViewModifier {
    @Binding var isPresented: Bool
    @ViewBuilder let sheetContent: () -> Body
    init(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Body) {
        _isPresented = isPresented
        sheetContent = content
    }
    func body(content: Content) -> some View {
        content.sheet(isPresented: $isPresented) { NavigationStack { sheetContent() } }
    }
}

// Takes a flag and content, presents nothing: a banner over the view.
struct Toast<Banner: View>: ViewModifier {
    @Binding var isPresented: Bool
    @ViewBuilder let banner: () -> Banner
    init(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Banner) {
        _isPresented = isPresented
        banner = content
    }
    func body(content: Content) -> some View {
        content.overlay { if isPresented { banner() } }
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
