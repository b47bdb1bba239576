import SwiftUI

// Content the model cannot place, silent by default: a view the presenter was handed and stores,
// and a sheet that shows nothing (kept for what its flag triggers elsewhere).
struct ProfileSheets: ViewModifier {
    @Binding var showsDetails: Bool
    let detailsView: AnyView
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $showsDetails) { detailsView } // all: state-bool-presentation
    }
}

struct ActivityFeed: View {
    @State private var showsDetails = false
    @State private var forwardsActivity = false
    var body: some View {
        List {
            Text("Feed")
            Button("Forward") { forwardsActivity = true }
        }
            .modifier(ProfileSheets(showsDetails: $showsDetails, detailsView: AnyView(Text("Details"))))
            .sheet(isPresented: $forwardsActivity) { EmptyView() } // all: state-bool-presentation
    }
}
