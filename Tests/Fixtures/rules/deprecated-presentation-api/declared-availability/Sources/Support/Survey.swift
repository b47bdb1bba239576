import SwiftUI

// Built for iOS 15 and later only (the other platforms are left out): the modern APIs exist
// wherever this code runs.
@available(iOS 15.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SurveyView: View {
    @State private var failed = false
    var body: some View {
        Text("Survey")
            .alert(isPresented: $failed) { // expect: deprecated-presentation-api@14
                Alert(title: Text("Could not send"))
            }
    }
}

// The type asks for the new systems of every platform it names; `*` leaves the others at the
// package's, and the file is built for iOS and macOS only.
#if os(iOS) || os(macOS)
@available(iOS 16.0, macOS 13.0, *)
struct DebugRootView: View {
    @Environment(\.presentationMode) private var presentationMode // expect: deprecated-presentation-api@50
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}
#endif

// Availability given to an extension holds for its members.
struct ReceiptsView: View {
    @State private var confirming = false
    var body: some View { content }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension ReceiptsView {
    var content: some View {
        Text("Receipts")
            .actionSheet(isPresented: $confirming) { // expect: deprecated-presentation-api@14
                ActionSheet(title: Text("Delete?"))
            }
    }
}
