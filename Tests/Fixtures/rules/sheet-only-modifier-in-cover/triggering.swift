import SwiftUI

struct FiltersView: View { var body: some View { Text("Filters") } }

// 1–2. Detents and a drag indicator on cover content.
struct FilterHost: View {
    @State private var filtering = false
    var body: some View {
        Text("a").fullScreenCover(isPresented: $filtering) {
            FiltersView()
                .presentationDetents([.medium, .large]) // expect: sheet-only-modifier-in-cover@18
                .presentationDragIndicator(.visible) // expect: sheet-only-modifier-in-cover@18
        }
    }
}

// 3. Background interaction.
struct MapHost: View {
    @State private var results = false
    var body: some View {
        Text("b").fullScreenCover(isPresented: $results) {
            Text("Results").presentationBackgroundInteraction(.enabled) // expect: sheet-only-modifier-in-cover@29
        }
    }
}

// 4. Content interaction.
struct ScrollHost: View {
    @State private var reading = false
    var body: some View {
        Text("c").fullScreenCover(isPresented: $reading) {
            ScrollView { Text("Long") }.presentationContentInteraction(.scrolls) // expect: sheet-only-modifier-in-cover@41
        }
    }
}

// 5. interactiveDismissDisabled: a cover has no swipe to disable.
struct LockedHost: View {
    @State private var locked = false
    var body: some View {
        Text("d").fullScreenCover(isPresented: $locked) {
            Button("Done") { locked = false }
                .interactiveDismissDisabled() // expect: sheet-only-modifier-in-cover@18
        }
    }
}

// 6. In an item route's case.
enum Panel: Identifiable { case a, b; var id: Int { 0 } }

struct RouteHost: View {
    @State private var panel: Panel?
    var body: some View {
        Text("e").fullScreenCover(item: $panel) { p in
            switch p {
            case .a: Text("A").presentationDetents([.medium]) // expect: sheet-only-modifier-in-cover@32
            case .b: Text("B")
            }
        }
    }
}

// 7. Inside a container in the content.
struct ContainerHost: View {
    @State private var stacked = false
    var body: some View {
        Text("f").fullScreenCover(isPresented: $stacked) {
            NavigationStack {
                Text("Inner").presentationDragIndicator(.hidden) // expect: sheet-only-modifier-in-cover@31
            }
        }
    }
}

// 8. With a conditional value.
struct ConditionalHost: View {
    @State private var busy = false
    @State private var saving = false
    var body: some View {
        Text("g").fullScreenCover(isPresented: $busy) {
            Text("Busy").interactiveDismissDisabled(saving) // expect: sheet-only-modifier-in-cover@26
        }
    }
}

// 9. Under #if in the content.
struct PlatformHost: View {
    @State private var platform = false
    var body: some View {
        Text("h").fullScreenCover(isPresented: $platform) {
            #if os(iOS)
            Text("iOS").presentationDetents([.large]) // expect: sheet-only-modifier-in-cover@25
            #endif
        }
    }
}

// 10. Several on one line.
struct OneLineHost: View {
    @State private var oneLine = false
    var body: some View {
        Text("i").fullScreenCover(isPresented: $oneLine) { Text("x").presentationDetents([.medium]).presentationDragIndicator(.visible) } // expect: sheet-only-modifier-in-cover@70, sheet-only-modifier-in-cover@101
    }
}
