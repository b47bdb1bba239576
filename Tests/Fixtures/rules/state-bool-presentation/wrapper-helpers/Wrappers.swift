import SwiftUI

// A `ViewModifier` applying its sheet in a helper its body calls, one helper per platform.
struct PlatformSheet<Sheet: View>: ViewModifier {
    @Binding var isPresented: Bool
    let sheet: () -> Sheet
    func body(content: Content) -> some View {
        #if os(macOS)
        macSheet(content)
        #else
        nativeSheet(content)
        #endif
    }
    private func nativeSheet(_ c: Content) -> some View {
        c.sheet(isPresented: $isPresented) { sheet() }
    }
    private func macSheet(_ c: Content) -> some View {
        c.sheet(isPresented: $isPresented) { sheet().frame(minWidth: 400) }
    }
}

// Its twin: the helper that presents is never reached from the body (a banner is shown instead).
struct BannerLayer<Banner: View>: ViewModifier {
    @Binding var isPresented: Bool
    let banner: () -> Banner
    func body(content: Content) -> some View {
        overlaid(content)
    }
    private func overlaid(_ c: Content) -> some View {
        c.overlay { if isPresented { banner() } }
    }
    private func unused(_ c: Content) -> some View {
        c.sheet(isPresented: $isPresented) { banner() }
    }
}

// A helper presenting with state of its own, not the binding it is given: no wrapper.
struct TipLayer: ViewModifier {
    @Binding var isPresented: Bool
    @State private var showsTip = false
    func body(content: Content) -> some View {
        tipped(content)
    }
    private func tipped(_ c: Content) -> some View {
        c.opacity(isPresented ? 1 : 0.5).sheet(isPresented: $showsTip) { Text("Tip") } // expect: state-bool-presentation@42
    }
}

// A `ViewModifier` applying another wrapper with its binding: a wrapper of a wrapper.
struct ReportCover: ViewModifier {
    @Binding var isPresented: Bool
    func body(content: Content) -> some View {
        content.platformSheet(isPresented: $isPresented) { Text("Report"); Button("Close") { isPresented = false } }
    }
}

extension View {
    func platformSheet<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> S) -> some View {
        modifier(PlatformSheet(isPresented: isPresented, sheet: content))
    }

    // Wrappers of wrappers, two deep, on the implicit and the explicit `self`.
    func settingsSheet<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> S) -> some View {
        platformSheet(isPresented: isPresented, content: content)
    }

    func accountSheet<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> S) -> some View {
        self.settingsSheet(isPresented: isPresented) { content() }
    }

    func banner<B: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> B) -> some View {
        modifier(BannerLayer(isPresented: isPresented, banner: content))
    }

    // Its twin: a method handing its binding to a method that presents nothing.
    func quietBanner<B: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> B) -> some View {
        banner(isPresented: isPresented, content: content)
    }

    func tip(isPresented: Binding<Bool>) -> some View {
        modifier(TipLayer(isPresented: isPresented))
    }
}

// A `ViewModifier` presenting with several `@Binding`s, applied by a method handing its own
// bindings on under other labels: a binding's source is whoever calls the method.
struct PlayerSheets: ViewModifier {
    @Binding var showsQueue: Bool
    @Binding var showsInfo: Bool
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $showsQueue) { Text("Queue") } // expect: state-bool-presentation@14
            .sheet(isPresented: $showsInfo) { Text("Info") }
    }
}

// Its twin: a modifier given a binding it only reads.
struct GlowLayer: ViewModifier {
    @Binding var isOn: Bool
    func body(content: Content) -> some View {
        content.shadow(radius: isOn ? 8 : 0)
    }
}

// A `ViewModifier` whose presenting helper is declared in an extension of it.
struct DrawerSheet<Sheet: View>: ViewModifier {
    @Binding var isPresented: Bool
    let sheet: () -> Sheet
    func body(content: Content) -> some View {
        drawn(content)
    }
}

extension DrawerSheet {
    func drawn(_ c: Content) -> some View {
        c.sheet(isPresented: $isPresented) { sheet() }
    }
}

extension View {
    func drawerSheet<S: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> S) -> some View {
        modifier(DrawerSheet(isPresented: isPresented, sheet: content))
    }

    func playerSheets(queue: Binding<Bool>, info: Binding<Bool>) -> some View {
        modifier(PlayerSheets(showsQueue: queue, showsInfo: info))
    }

    func glowing(active: Binding<Bool>) -> some View {
        modifier(GlowLayer(isOn: active))
    }
}

// These cases test which calls are presentations, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
