import SwiftUI

struct Failure: Identifiable {
    let id: Int
    let text: String
}

struct ErrorsView: View {
    @State private var failure: Failure?

    var body: some View {
        Text("Work")
            .alert(item: $failure) { failure in
                Alert(title: Text(failure.text))
            }
    }
}
