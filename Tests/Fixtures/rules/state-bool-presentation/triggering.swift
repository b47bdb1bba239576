import SwiftUI

// A private Boolean toggled by a button drives a sheet.
struct InvoiceView: View {
    @State private var showExport = false

    var body: some View {
        Button("Export") { showExport = true }
            .sheet(isPresented: $showExport) { // expect: state-bool-presentation
                ExportOptionsForm()
            }
    }
}

// The type is written out; the modifier is a full-screen cover.
struct TourStart: View {
    @State private var isTouring: Bool = false

    var body: some View {
        Text("Welcome")
            .fullScreenCover(isPresented: $isTouring) { // expect: state-bool-presentation
                GuidedTour()
            }
    }
}

// No initial value: the memberwise initializer sets it.
struct BadgeRow: View {
    @State var revealDetails: Bool
    var body: some View {
        Text("Badge").sheet(isPresented: $revealDetails) { BadgeDetails() } // expect: state-bool-presentation
    }
}

// Starts presented.
struct WhatsNewHost: View {
    @State private var showingNews = true
    var body: some View {
        Color.clear
            .sheet(isPresented: $showingNews) { NewsList() } // expect: state-bool-presentation
    }
}

// Two flags, two sheets: each is reported.
struct TicketView: View {
    let ticketID: String
    @State private var showTransfer = false
    @State private var showSupport = false

    var body: some View {
        VStack {
            Button("Transfer") { showTransfer = true }
            Button("Support") { showSupport = true }
        }
        .sheet(isPresented: $showTransfer) { TransferForm(ticketID: ticketID) } // expect: state-bool-presentation
        .sheet(isPresented: $showSupport) { SupportChat(ticketID: ticketID) } // expect: state-bool-presentation
    }
}

// Multiple trailing closures and an onDismiss handler.
struct PhotoStrip: View {
    @State private var pickerShown = false
    var body: some View {
        Button { pickerShown.toggle() } label: { Image(systemName: "photo") }
            .sheet(isPresented: $pickerShown, onDismiss: refresh) { // expect: state-bool-presentation
                PhotoGrid()
            }
    }
    func refresh() {}
}

// Content passed as a function reference.
struct ManualView: View {
    @State private var isReading = false
    var body: some View {
        Button("Read", action: open)
            .fullScreenCover(isPresented: $isReading, content: chapter) // expect: state-bool-presentation
    }
    func open() { isReading = true }
    func chapter() -> some View { ChapterReader() }
}

// The attribute is module-qualified and the access level is fileprivate.
struct QualifiedState: View {
    @SwiftUI.State fileprivate var shows = false
    var body: some View {
        Text("q").sheet(isPresented: $shows) { Text("sheet") } // expect: state-bool-presentation
    }
}

// The binding is written through self.
struct SelfBinding: View {
    @State private var editing = false
    var body: some View {
        Text("e").sheet(isPresented: self.$editing) { Text("editor") } // expect: state-bool-presentation
    }
}

// A view modifier owns its own flag.
struct HelpOverlay: ViewModifier {
    @State private var helpShown = false
    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $helpShown) { HelpTopics() } // expect: state-bool-presentation
    }
}

// Nested view types.
enum Checkout {
    struct Summary: View {
        @State private var showCoupon = false
        var body: some View {
            Button("Coupon") { showCoupon = true }
                .sheet(isPresented: $showCoupon) { CouponEntry() } // expect: state-bool-presentation
        }
    }
}

// Inside a #if branch.
struct PlatformSpecific: View {
    @State private var showScanner = false
    var body: some View {
        #if os(iOS)
        Button("Scan") { showScanner = true }
            .fullScreenCover(isPresented: $showScanner) { ScannerScreen() } // expect: state-bool-presentation
        #else
        Text("Scanning needs a camera")
        #endif
    }
}

// The sheet sits in a helper that returns a view, in a list row.
struct RosterList: View {
    let names: [String]
    @State private var showInvite = false
    var body: some View {
        List(names, id: \.self) { name in
            row(name)
        }
    }
    @ViewBuilder
    func row(_ name: String) -> some View {
        Text(name)
            .sheet(isPresented: $showInvite) { InviteForm() } // expect: state-bool-presentation
    }
}

// The presenting code is in an extension of the view.
struct LibraryView: View {
    @State private var addingBook = false
    var body: some View { shelf }
}

extension LibraryView {
    var shelf: some View {
        Text("Shelf")
            .sheet(isPresented: $addingBook) { AddBookForm() } // expect: state-bool-presentation
    }
}

// A private view that previews also show is still app code when the file uses it elsewhere.
private struct TipsPanel: View {
    @State private var showsTip = false
    var body: some View {
        Button("Tip") { showsTip = true }
            .sheet(isPresented: $showsTip) { Text("Tip") } // expect: state-bool-presentation
    }
}

#Preview { TipsPanel() }

struct TipsScreen: View {
    var body: some View { TipsPanel() }
}

// A hand-made binding over the view's own flag is still driven by it.
struct PickerScreen: View {
    @State private var showPicker = false
    let compact: Bool
    var body: some View {
        Button("Pick") { showPicker = true }
            .sheet(isPresented: Binding(get: { showPicker && !compact }, set: { showPicker = $0 })) { Text("Picker") } // expect: state-bool-presentation
    }
}

// A flag that mirrors an observed value but is also raised by the view's own button; and one an
// observer raises with a value of its own.
struct MirrorAndButton: View {
    @Environment(QueueOwner.self) private var owner
    @State private var showingQueue = false
    @State private var showingAlerts = false
    var body: some View {
        Button("Queue") { showingQueue = true }
            .onChange(of: owner.showsQueue) { _, shown in showingQueue = shown }
            .onReceive(owner.alerts) { _ in showingAlerts = true }
            .sheet(isPresented: $showingQueue) { Text("Queue") } // expect: state-bool-presentation
            .sheet(isPresented: $showingAlerts) { Text("Alerts") } // expect: state-bool-presentation
    }
}

@Observable final class QueueOwner {
    var showsQueue = false
    let alerts = NotificationCenter.default.publisher(for: .init("alerts"))
}

// Set as the view appears from something other than what the mirror observes: the view decides.
struct GatedWithOwnRule: View {
    @Environment(QueueOwner.self) private var owner
    @State private var showingQueue = false
    let firstLaunch: Bool
    var body: some View {
        Text("root")
            .onAppear { showingQueue = firstLaunch }
            .onChange(of: owner.showsQueue) { _, shown in showingQueue = shown }
            .sheet(isPresented: $showingQueue) { Text("Queue") } // expect: state-bool-presentation
    }
}

// A task keyed on a value that raises the flag on its own: the view decides.
struct WelcomeOnLogin: View {
    let userID: Int
    @State private var welcoming = false
    var body: some View {
        Text("home")
            .task(id: userID) { welcoming = true }
            .sheet(isPresented: $welcoming) { Text("Welcome") } // expect: state-bool-presentation
    }
}

// Following the view's own state is still view-local state: a copy of a local selection, and a
// flag computed from it (`selection == nil`, not a copy).
struct MapBrowser: View {
    @State private var picked: String?
    @State private var listShown = true
    @State private var cardShown = false
    var body: some View {
        Text("map")
            .onChange(of: picked) { listShown = picked == nil }
            .onChange(of: picked) { _, value in cardShown = value != nil }
            .sheet(isPresented: $listShown) { Text("Results") } // expect: state-bool-presentation
            .sheet(isPresented: $cardShown) { Text("Card") } // expect: state-bool-presentation
    }
}

struct LocalMirror: View {
    @State private var expanded = false
    @State private var showingDetail = false
    var body: some View {
        Text("row")
            .onChange(of: expanded) { _, now in showingDetail = now }
            .sheet(isPresented: $showingDetail) { Text("Detail") } // expect: state-bool-presentation
    }
}

// A loop over the view's own list in a task is not a stream of observed values.
struct BatchReview: View {
    let items: [Bool]
    @State private var reviewing = false
    var body: some View {
        Text("batch")
            .task { for item in items { reviewing = item } }
            .sheet(isPresented: $reviewing) { Text("Review") } // expect: state-bool-presentation
    }
}

// These cases test which flags are view-local, whatever the content: every one is reported.
// fixture-option: state-bool-presentation report=all
