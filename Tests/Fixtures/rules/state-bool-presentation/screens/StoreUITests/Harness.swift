import SwiftUI

// A UI-test host presenting the product's screens one by one: not reported by default (a test
// harness is no destination a coordinator routes to); reported with `"report": "all"`.
struct StoreHarness: View {
    @State private var showsStore = false
    var body: some View {
        Button("Open store") { showsStore = true }
            .sheet(isPresented: $showsStore) { HarnessStore() } // all: state-bool-presentation
    }
}

struct HarnessStore: View {
    @State private var plan = "monthly"
    @State private var agreed = false
    var body: some View {
        NavigationStack { Form { Picker("Plan", selection: $plan) { Text("Monthly").tag("monthly") }; Toggle("Agree", isOn: $agreed) } }
    }
}
