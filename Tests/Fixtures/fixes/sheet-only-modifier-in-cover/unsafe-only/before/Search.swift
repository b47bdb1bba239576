import SwiftUI

struct FiltersView: View { var body: some View { Text("Filters") } }

// Detents and a grabber: the author wanted a sheet.
struct SearchView: View {
    @State private var showFilters = false
    var body: some View {
        Button("Filters") { showFilters = true }
            .fullScreenCover(isPresented: $showFilters) {
                FiltersView()
                    .presentationDetents([.medium, .large])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
    }
}
