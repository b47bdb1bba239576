import SwiftUI

enum Route: Identifiable { case refund, contact; var id: Int { 0 } }

// 1. One route enum, one sheet.
struct RoutedPage: View {
    @State private var route: Route?
    var body: some View {
        Text("r").sheet(item: $route) { r in
            switch r {
            case .refund: Text("Refund")
            case .contact: Text("Contact")
            }
        }
    }
}

// 2. A single sheet.
struct SinglePage: View {
    @State private var only = false
    var body: some View { Text("s").sheet(isPresented: $only) { Text("Only") } }
}

// 3. Two modals on the same state.
struct SameStatePage: View {
    @State private var shared = false
    var body: some View {
        VStack {
            Text("a").sheet(isPresented: $shared) { Text("A") }
            Text("b").sheet(isPresented: $shared) { Text("B") }
        }
    }
}

// 4. State owned by a coordinator.
@Observable final class Coordinator {
    var refund = false
    var contact = false
}

struct CoordinatedPage: View {
    @Bindable var coordinator: Coordinator
    var body: some View {
        Text("c")
            .sheet(isPresented: $coordinator.refund) { Text("Refund") }
            .sheet(isPresented: $coordinator.contact) { Text("Contact") }
    }
}

// 5. Bindings from the parent.
struct BoundPage: View {
    @Binding var first: Bool
    @Binding var second: Bool
    var body: some View {
        Text("b")
            .sheet(isPresented: $first) { Text("1") }
            .sheet(isPresented: $second) { Text("2") }
    }
}

// 6. Different views each with one sheet.
struct LeftPane: View {
    @State private var l = false
    var body: some View { Text("l").sheet(isPresented: $l) { Text("L") } }
}

struct RightPane: View {
    @State private var r = false
    var body: some View { Text("r").sheet(isPresented: $r) { Text("R") } }
}

// 7. Alerts and dialogs are not counted.
struct AlertPage: View {
    @State private var main = false
    @State private var warn = false
    @State private var pick = false
    var body: some View {
        Text("a")
            .sheet(isPresented: $main) { Text("Main") }
            .alert("Warn", isPresented: $warn) { Button("OK") {} }
            .confirmationDialog("Pick", isPresented: $pick) { Button("A") {} }
    }
}

// 8. Persisted flags.
struct StoredPage: View {
    @AppStorage("a") private var a = false
    @AppStorage("b") private var b = false
    var body: some View {
        Text("s")
            .sheet(isPresented: $a) { Text("A") }
            .sheet(isPresented: $b) { Text("B") }
    }
}

// 9. Previews.
struct Scattered_Previews: PreviewProvider {
    struct Host: View {
        @State private var p = true
        @State private var q = true
        var body: some View {
            Text("h").sheet(isPresented: $p) { Text("P") }.sheet(isPresented: $q) { Text("Q") }
        }
    }
    static var previews: some View { Host() }
}

// 10. A nested view's own sheet does not count for the outer one.
struct OuterPage: View {
    @State private var outer = false
    var body: some View {
        Text("o").sheet(isPresented: $outer) { InnerPage() }
    }
    struct InnerPage: View {
        @State private var inner = false
        var body: some View { Text("i").sheet(isPresented: $inner) { Text("I") } }
    }
}

// 11. Sheets in different clauses of one #if are never built together: each platform has one.
struct PlatformPage: View {
    @State private var phone = false
    @State private var desk = false
    var body: some View {
        #if os(iOS)
        Text("i").sheet(isPresented: $phone) { Text("Phone") }
        #else
        Text("o").sheet(isPresented: $desk) { Text("Desk") }
        #endif
    }
}

struct ChainPlatformPage: View {
    @State private var exporting = false
    @State private var tuning = false
    @State private var watching = false
    var body: some View {
        List { Text("l") }
        #if os(macOS)
            .sheet(isPresented: $exporting) { Text("Export") }
        #elseif os(tvOS)
            .fullScreenCover(isPresented: $watching) { Text("Watch") }
        #else
            .sheet(isPresented: $tuning) { Text("Tune") }
        #endif
    }
}

// 12. The two branches of an availability check: one system runs one of them.
struct ShareRow: View {
    @State private var sharing = false
    @State private var sharingOld = false
    var body: some View {
        if #available(iOS 16, *) {
            Text("new").sheet(isPresented: $sharing) { Text("Share") }
        } else {
            Text("old").sheet(isPresented: $sharingOld) { Text("Share (old)") }
        }
    }
}

// 13. One item route for the sheets and one item for the cover: already routed, and a cover
// cannot join a `.sheet(item:)`.
enum Drawer: Identifiable { case picker, filters; var id: Self { self } }
struct Note: Identifiable { let id: Int }
struct Notebook: View {
    @State private var drawer: Drawer?
    @State private var reading: Note?
    var body: some View {
        List { Text("n") }
            .sheet(item: $drawer) { d in Text("\(String(describing: d))") }
            .fullScreenCover(item: $reading) { n in Button("Close \(n.id)") { reading = nil } }
    }
}

// Sheets and covers are counted apart: one sheet beside one cover leaves nothing to merge,
// whether each is driven by a flag or by an item.
struct OneOfEach: View {
    struct Trip: Identifiable { let id: Int }
    @State private var filters = false
    @State private var opened: Trip?
    var body: some View {
        Text("trips")
            .sheet(isPresented: $filters) { Text("Filters") }
            .fullScreenCover(item: $opened) { trip in Text("Trip \(trip.id)") }
    }
}

// A sheet attached inside another sheet's content is stacked on it on purpose.
struct StackedPicker: View {
    @State private var periods = false
    @State private var custom = false
    var body: some View {
        Text("period").sheet(isPresented: $periods) {
            List { Button("Custom…") { custom = true } }
                .sheet(isPresented: $custom) { Text("Custom range") }
        }
    }
}

// Covers in the two branches of an `if … else`, or in different `switch` cases, never show together.
struct LaunchGate: View {
    enum Phase { case splash, main, locked }
    struct Notice: Identifiable { let id: Int }
    @State private var ready = false
    @State private var onboarding = false
    @State private var notice: Notice?
    @State private var phase = Phase.splash
    @State private var unlock = false
    @State private var help = false
    var body: some View {
        VStack {
            if ready {
                Text("main").fullScreenCover(item: $notice) { n in Text("Notice \(n.id)") }
            } else {
                Text("splash").fullScreenCover(isPresented: $onboarding) { Text("Welcome") }
            }
            switch phase {
            case .locked:
                Text("locked").sheet(isPresented: $unlock) { Text("Unlock") }
            case .main, .splash:
                Text("open").sheet(isPresented: $help) { Text("Help") }
            }
        }
    }
}

// The same stacking, with the first sheet's content in a helper property of the view.
struct StackedFilters: View {
    @State private var filters = false
    @State private var saved = false
    var body: some View {
        Text("results").sheet(isPresented: $filters) { filterPanel }
    }
    private var filterPanel: some View {
        List { Button("Saved filters") { saved = true } }
            .sheet(isPresented: $saved) { Text("Saved") }
    }
}

// Helpers shown from different cases of one switch: each sheet is on screen with its case only.
struct BadgePanel: View {
    enum Kind { case update, news }
    let kind: Kind
    @State private var showUpdate = false
    @State private var showNews = false
    var body: some View {
        switch kind {
        case .update: updatePanel
        case .news: newsPanel
        }
    }
    private var updatePanel: some View {
        Button("Update") { showUpdate = true }
            .sheet(isPresented: $showUpdate) { Text("Update") }
    }
    private var newsPanel: some View {
        Button("News") { showNews = true }
            .sheet(isPresented: $showNews) { Text("News") }
    }
}

// A sheet inside content the app's own sheet wrapper presents is stacked on it, as inside a
// `.sheet`'s content.
extension View {
    func bottomSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented) { content().presentationDetents([.medium]) }
    }
}

struct ScanScreen: View {
    @State private var bonus = false
    @State private var sharing = false
    var body: some View {
        VStack {
            Text("Scan")
            Button("Bonus") { bonus = true }
        }
        .bottomSheet(isPresented: $bonus) { bonusContent }
    }
    private var bonusContent: some View {
        Button("Share") { sharing = true }
            .sheet(isPresented: $sharing) { Text("Share") }
    }
}
