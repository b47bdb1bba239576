import SwiftUI

// Twins: the same shapes that no presentation shows are not presented content.
struct InlineRouter: View {
    enum Part { case header, footer }
    let part: Part

    var body: some View {
        switch part {
        case .header: InlineHeader()
        case .footer: InlineFooterHost()
        }
    }
}

struct InlineHeader: View {
    var body: some View {
        Text("Header").navigationBarItems(trailing: Text("!"))
    }
}

struct InlineFooterHost: View {
    var body: some View {
        InlineFooter()
    }
}

struct InlineFooter: View {
    var body: some View {
        Text("Footer").navigationBarItems(leading: Text("?"))
    }
}

struct HomeScreen: View {
    @State private var showsAlert = false
    var body: some View {
        VStack {
            InlineRouter(part: .header)
            InlineRouter(part: .footer)
        }
        // An alert shows no view content: nothing below it is judged.
        .alert("Saved", isPresented: $showsAlert) { Button("OK") {} }
    }
}
