import SwiftUI

struct Checkout: View {
	@State private var failed = false

	var body: some View {
		Button("Pay") { failed = true }
			.alert("Payment failed", isPresented: $failed) {
				Button("Retry") {
					failed = false
				}
				Button("Cancel", role: .cancel) {}
			} message: {
				Text("Try another card.")
			}
	}
}
