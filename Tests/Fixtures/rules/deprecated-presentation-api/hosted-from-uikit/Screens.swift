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
