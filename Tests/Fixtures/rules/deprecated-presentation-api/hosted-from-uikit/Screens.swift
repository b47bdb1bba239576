import SwiftUI

struct AboutScreen: View {
    var body: some View {
        Text("About").navigationBarItems(trailing: Text("v1")) // expect: deprecated-presentation-api@23
    }
}

struct HelpScreen: View {
    var body: some View {
        Text("Help").navigationBarItems(leading: Text("?")) // expect: deprecated-presentation-api@22
    }
}

struct ReceiptScreen: View {
    var body: some View {
        Text("Receipt").navigationBarItems(trailing: Text("Paid")) // expect: deprecated-presentation-api@25
    }
}

// Twin: shown by nothing, so not judged as presented content.
struct InlineBadge: View {
    var body: some View {
        Text("Badge").navigationBarItems(trailing: Text("!"))
    }
}

// Content shown by the project's own presentation wrapper is presented content too.
struct TipsHost: View {
    @State private var showTips = false
    var body: some View {
        Button("Tips") { showTips = true }
            .formSheet(isPresented: $showTips) { TipsScreen() }
    }
}

struct TipsScreen: View {
    var body: some View {
        Text("Tips").navigationBarItems(trailing: Text("1/3")) // expect: deprecated-presentation-api@22
    }
}

extension View {
    func formSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
}
