import SwiftUI

struct FiltersView: View { var body: some View { Text("Filters") } }

// Only `interactiveDismissDisabled`: a cover already cannot be swiped away.
struct CheckoutView: View {
    @State private var paying = false
    @State private var busy = false
    var body: some View {
        Button("Pay") { paying = true }
            .fullScreenCover(isPresented: $paying) {
                VStack {
                    Text("Paying").interactiveDismissDisabled()
                    FiltersView()
                        .interactiveDismissDisabled(
                            busy
                        ) // while paying
                        .padding()
                }
            }
    }
}
