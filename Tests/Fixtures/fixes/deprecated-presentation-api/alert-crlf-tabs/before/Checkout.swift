import SwiftUI

struct Checkout: View {
	@State private var failed = false

	var body: some View {
		Button("Pay") { failed = true }
			.alert(isPresented: $failed) {
				Alert(title: Text("Payment failed"), message: Text("Try another card."), primaryButton: .default(Text("Retry")) {
					failed = false
				}, secondaryButton: .cancel())
			}
	}
}
