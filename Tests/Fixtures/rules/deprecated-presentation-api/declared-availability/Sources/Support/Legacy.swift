import SwiftUI

// Twins: code that also runs on the package's older systems needs the old APIs.
struct LegacyView: View {
    @State private var failed = false
    var body: some View {
        Text("Legacy")
            .alert(isPresented: $failed) {
                Alert(title: Text("Could not send"))
            }
    }
}

// iOS 15 on iOS only: macOS 10.15, tvOS 13 and watchOS 6.2 still build this type.
@available(iOS 15.0, *)
struct PartlyNewView: View {
    @State private var failed = false
    var body: some View {
        Text("Partly new")
            .alert(isPresented: $failed) {
                Alert(title: Text("Could not send"))
            }
    }
}

// Newer than the package, but older than the replacements.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct FourteenView: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

// Unavailable everywhere: kept for callers that no longer build.
@available(*, unavailable)
struct RetiredView: View {
    @State private var failed = false
    var body: some View {
        Text("Retired")
            .alert(isPresented: $failed) {
                Alert(title: Text("Gone"))
            }
    }
}
