import SwiftUI

struct Badge: Identifiable, Equatable {
    let id: Int
}

// Wrappers taking their binding by position, with an overload for a flag and one for an item
// (the flag variant maps the Bool onto the item one's modifier).
private struct LayerCover<Cover: View, T: Identifiable & Equatable>: ViewModifier {
    @Binding var item: T?
    let cover: (T) -> Cover
    func body(content: Content) -> some View {
        content.fullScreenCover(item: $item) { cover($0) }
    }
}

private struct LayerCoverFlag<Cover: View>: ViewModifier {
    @Binding var shown: Bool
    let cover: () -> Cover
    func body(content: Content) -> some View {
        content.layer_cover(Binding(get: { shown ? Badge(id: 1) : nil }, set: { shown = $0 != nil })) { _ in cover() }
    }
}

extension View {
    func layer_cover<Cover: View>(_ shown: Binding<Bool>, @ViewBuilder content: @escaping () -> Cover) -> some View {
        modifier(LayerCoverFlag(shown: shown, cover: content))
    }

    func layer_cover<Cover: View, T: Identifiable & Equatable>(_ item: Binding<T?>, @ViewBuilder content: @escaping (T) -> Cover) -> some View {
        modifier(LayerCover(item: item, cover: content))
    }

    // One kind only: a sheet over a flag given by position.
    func plainSheet<Content: View>(_ isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    // An unlabelled binding that presents nothing: a highlight while the flag is on.
    func pulse<Content: View>(_ active: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        overlay { if active.wrappedValue { content() } }
    }
}
