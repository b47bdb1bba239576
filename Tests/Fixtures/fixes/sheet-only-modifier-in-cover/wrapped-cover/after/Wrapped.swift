import SwiftUI

struct FiltersView: View { var body: some View { Text("Filters") } }

extension View {
    func appCover<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        fullScreenCover(isPresented: isPresented, content: content)
    }
}

// Through the project's own cover: no `.fullScreenCover(` to rename, so the modifier goes.
struct SearchView: View {
    @State private var showFilters = false
    var body: some View {
        Button("Filters") { showFilters = true }
            .appCover(isPresented: $showFilters) {
                FiltersView()
                    .padding()
            }
    }
}
