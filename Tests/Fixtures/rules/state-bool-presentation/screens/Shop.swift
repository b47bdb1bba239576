import StoreKit
import SwiftUI

// What sells is a screen of its own, however little it holds: a paywall built on StoreKit's
// store view, and a tip jar that buys through its own function. Their twin only shows.
struct AccountMenu: View {
    @State private var showsPass = false
    @State private var showsTips = false
    @State private var showsSupport = false
    var body: some View {
        List {
            Button("Get the pass") { showsPass = true }
                .sheet(isPresented: $showsPass) { PassShop() } // expect: state-bool-presentation
            Button("Leave a tip") { showsTips = true }
                .sheet(isPresented: $showsTips) { TipJar() } // expect: state-bool-presentation
            Button("Support") { showsSupport = true }
                .sheet(isPresented: $showsSupport) { SupportPage() } // all: state-bool-presentation
        }
    }
}

struct PassShop: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        SubscriptionStoreView(groupID: "pass")
            .toolbar { Button("Done") { dismiss() } }
    }
}

struct TipJar: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Tips keep the app going.")
            Button("Small tip") { purchase("tip.small") }
            Button("Done") { dismiss() }
        }
    }
    func purchase(_ id: String) {
        print(id)
    }
}

struct SupportPage: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Write to us any time.")
            Link("Mail", destination: URL(string: "mailto:help@example.com")!)
            Button("Done") { dismiss() }
        }
    }
}
