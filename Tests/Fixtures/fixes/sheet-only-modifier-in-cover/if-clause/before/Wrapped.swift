import SwiftUI

struct FiltersView: View { var body: some View { Text("Filters") } }

extension View {
    func appCover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        fullScreenCover(isPresented: isPresented, content: content)
    }
}

// The modifier is the whole of an `#if` clause: left to the author.
struct PlatformFilters: View {
    @State private var showFilters = false
    var body: some View {
        Button("Filters") { showFilters = true }
            .appCover(isPresented: $showFilters) {
                FiltersView()
                    #if os(iOS)
                    .presentationDetents([.medium])
                    #endif
            }
    }
}
