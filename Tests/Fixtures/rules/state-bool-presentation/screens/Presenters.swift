import SwiftUI

// What the presented content is decides whether the view-local flag is worth a coordinator:
// destinations are reported, pickers, information and control panels are not (under the
// default `"report": "destinations"`). Lines marked `all:` are reported with `"report": "all"` too.

// A picker handed a `$binding` of the presenter's state, which it writes: the value flows back.
struct AvatarRow: View {
    @State private var showsChooser = false
    @State private var avatar: String?
    var body: some View {
        Button("Choose") { showsChooser = true }
            .sheet(isPresented: $showsChooser) { SymbolChooser(selection: $avatar) } // all: state-bool-presentation
    }
}

// Its twin: a form of its own, built from an id, with its own state: a destination.
struct ProfileRow: View {
    @State private var showsEditor = false
    let userID: String
    var body: some View {
        Button("Edit") { showsEditor = true }
            .sheet(isPresented: $showsEditor) { ProfileEditor(userID: userID) } // expect: state-bool-presentation
    }
}

// A picker handed a callback that writes the presenter's state.
struct AddressForm: View {
    @State private var showsCountries = false
    @State private var country = ""
    var body: some View {
        Button(country) { showsCountries = true }
            .sheet(isPresented: $showsCountries) { // all: state-bool-presentation
                CountryList(onPick: { picked in
                    country = picked
                    showsCountries = false
                })
            }
    }
}

// Its twin: the callback only closes: a flow of its own.
struct WelcomeScreen: View {
    @State private var showsSignUp = false
    var body: some View {
        Button("Sign up") { showsSignUp = true }
            .fullScreenCover(isPresented: $showsSignUp) { // expect: state-bool-presentation
                SignUpFlow(onFinish: { showsSignUp = false })
            }
    }
}

// Information: text, a link and a way to close.
struct FeeRow: View {
    @State private var showsHelp = false
    var body: some View {
        Button("What is this fee?") { showsHelp = true }
            .sheet(isPresented: $showsHelp) { FeeHelp() } // all: state-bool-presentation
    }
}

// A control panel: the presenter's own model, edited in place.
final class FeedModel: ObservableObject {
    @Published var showsReplies = true
    @Published var range = 7
}

struct FeedScreen: View {
    @StateObject private var model = FeedModel()
    @State private var showsOptions = false
    var body: some View {
        Button("Options") { showsOptions = true }
            .sheet(isPresented: $showsOptions) { FeedOptions(model: model) } // all: state-bool-presentation
    }
}

// A small sheet: every detent stops below `.large`.
struct TipRow: View {
    @State private var showsTip = false
    var body: some View {
        Button("Tip") { showsTip = true }
            .sheet(isPresented: $showsTip) { // all: state-bool-presentation
                TipJar()
                    .presentationDetents([.medium])
            }
    }
}

// Its twin: the sheet can grow to full height.
struct StoreRow: View {
    @State private var showsStore = false
    var body: some View {
        Button("Store") { showsStore = true }
            .sheet(isPresented: $showsStore) { // expect: state-bool-presentation
                TipJar()
                    .presentationDetents([.medium, .large])
            }
    }
}

// A destination with its own navigation stack, Cancel and Save.
struct ListsScreen: View {
    @State private var showsNewList = false
    var body: some View {
        Button("New list") { showsNewList = true }
            .sheet(isPresented: $showsNewList) { NewListForm() } // expect: state-bool-presentation
    }
}

// A latch: the model decides whether the sheet shows; the Bool only remembers a dismissal. The
// presentation is the model's, not view-local, in either mode; so is one whose latching binding a
// member of the view makes.
final class UpdateModel: ObservableObject {
    @Published var needsUpdate = false
    @Published var deviceRemoved = false
}

struct HomeScreen: View {
    @ObservedObject var updates: UpdateModel
    @State private var dismissedUpdate = false
    @State private var dismissedRemoval = false
    var body: some View {
        Text("Home")
            .sheet(isPresented: Binding(
                get: { updates.needsUpdate && !dismissedUpdate },
                set: { if !$0 { dismissedUpdate = true } }
            )) {
                NewListForm()
            }
            .sheet(isPresented: removalBinding) {
                NewListForm()
            }
    }

    private var removalBinding: Binding<Bool> {
        Binding(
            get: { updates.deviceRemoved && !dismissedRemoval },
            set: { newValue in if !newValue { dismissedRemoval = true } }
        )
    }
}

// Its twin: the hand-made binding's setter is the presentation's own state.
struct CompactHome: View {
    @State private var showsNewList = false
    let compact: Bool
    var body: some View {
        Text("Home")
            .sheet(isPresented: Binding(get: { showsNewList && !compact }, set: { showsNewList = $0 })) { // expect: state-bool-presentation
                NewListForm()
            }
    }
}

// Advice: a value selected in the action that raises the flag is the route case's payload.
struct OrdersScreen: View {
    @State private var showsOrder = false
    @State private var selectedOrder = ""
    let orders: [String]
    var body: some View {
        List(orders, id: \.self) { order in
            Button(order) {
                selectedOrder = order
                showsOrder = true
            }
        }
        .sheet(isPresented: $showsOrder) { OrderEditor(orderID: selectedOrder) } // expect: state-bool-presentation
    }
}

// Content built in a helper of the presenter: what the helper shows is the content. Options bound
// to the presenter's own layout state: a control panel of this screen.
struct ChannelScreen: View {
    @State private var showsOptions = false
    @State private var showsEditor = false
    @State private var layout = "list"
    @State private var rowSize = 1
    let channelID: String
    var body: some View {
        List { Text(channelID) }
            .toolbar {
                Button("Options") { showsOptions = true }
                Button("Edit") { showsEditor = true }
            }
            .sheet(isPresented: $showsOptions) { optionsSheet } // all: state-bool-presentation
            // Its twin: the helper shows a form of its own: a destination.
            .sheet(isPresented: $showsEditor) { editorSheet } // expect: state-bool-presentation
    }

    private var optionsSheet: some View {
        LayoutOptions(layout: $layout, rowSize: $rowSize)
    }

    private var editorSheet: some View {
        NavigationStack { ChannelEditor(channelID: channelID) }
    }
}

// A system picker in a representable, handed its result callback as a trailing closure: the
// chosen file comes back to the presenter.
struct ImportRow: View {
    @State private var showsImporter = false
    @State private var showsMail = false
    @State private var showsGifs = false
    @State private var imported: [URL] = []
    @State private var draft = ""
    var body: some View {
        VStack {
            // A project view whose callback is a stored `var` taking a value, handed as a trailing closure.
            Button("GIF") { showsGifs = true }
                .sheet(isPresented: $showsGifs) { // all: state-bool-presentation
                    GifSearch { url in draft += url }
                }
            Button("Import") { showsImporter = true }
                .sheet(isPresented: $showsImporter) { // all: state-bool-presentation
                    DocumentPicker { url in imported.append(url) }
                }
            // Its twin: a representable whose callback takes nothing (it reports that it is done):
            // a support mail composer, a screen of its own.
            Button("Contact us") { showsMail = true }
                .sheet(isPresented: $showsMail) { // expect: state-bool-presentation
                    SupportMail { showsMail = false }
                }
        }
    }
}

// A filter sheet handed a binding made by hand over the presenter's state: it edits that state.
struct SearchScreen: View {
    @State private var showsFilters = false
    @State private var showsSaved = false
    @State private var filters = SearchFilters()
    var body: some View {
        List { Text(filters.sort) }
            .toolbar {
                Button("Filters") { showsFilters = true }
                Button("Saved") { showsSaved = true }
            }
            .sheet(isPresented: $showsFilters) { // all: state-bool-presentation
                FiltersSheet(filters: Binding(get: { filters }, set: { filters = $0 }))
            }
            // Its twin: the same sheet over a constant, not the presenter's state: nothing flows back.
            .sheet(isPresented: $showsSaved) { // expect: state-bool-presentation
                FiltersSheet(filters: .constant(SearchFilters()))
            }
    }
}

// A representable that makes the system share sheet: an action on what the screen shows.
struct ArticleScreen: View {
    @State private var showsShare = false
    @State private var showsMail = false
    @State private var showsCheckout = false
    let url: URL
    var body: some View {
        VStack {
            Button("Share") { showsShare = true }
                .sheet(isPresented: $showsShare) { ShareSheet(items: [url]) } // all: state-bool-presentation
            // Its twin: a representable that makes the system mail composer: a screen of its own.
            Button("Mail") { showsMail = true }
                .sheet(isPresented: $showsMail) { MailComposer(subject: "Hello") } // expect: state-bool-presentation
            // And one that makes a controller of the project: not known, reported.
            Button("Buy") { showsCheckout = true }
                .sheet(isPresented: $showsCheckout) { CheckoutSheet(url: url) } // expect: state-bool-presentation
        }
    }
}

// A representable that makes a Safari page: a page to read.
struct HelpLinkRow: View {
    @State private var showsDocs = false
    var body: some View {
        Button("Learn more") { showsDocs = true }
            .sheet(isPresented: $showsDocs) { SafariPage(url: URL(string: "https://example.com")!) } // all: state-bool-presentation
    }
}

// The page is what the representable's body makes, its declared result being any controller: a
// manual's page, read. Its twin makes the system mail composer, a screen of its own.
struct ManualLinkRow: View {
    @State private var showsManual = false
    @State private var showsMail = false
    let manualURL: URL
    var body: some View {
        VStack {
            Button("Manual") { showsManual.toggle() }
                .sheet(isPresented: $showsManual) { AnySafariPage(url: manualURL) } // all: state-bool-presentation
            Button("Write to us") { showsMail = true }
                .sheet(isPresented: $showsMail) { AnyMailComposer() } // expect: state-bool-presentation
        }
    }
}

// The privacy policy in a representable that keeps its web view; its twin keeps a ledger screen.
struct PolicyLinkRow: View {
    @State private var showsPolicy = false
    @State private var showsLedger = false
    let policyURL: URL
    var body: some View {
        VStack {
            Button("Privacy") { showsPolicy = true }
                .sheet(isPresented: $showsPolicy) { KeptWebPage(url: policyURL) } // all: state-bool-presentation
            Button("Ledger") { showsLedger = true }
                .sheet(isPresented: $showsLedger) { KeptLedger() } // expect: state-bool-presentation
        }
    }
}

// A view of another module handed a binding of the presenter's state: a library picker.
struct PhotoField: View {
    @State private var showsLibrary = false
    @State private var showsScanner = false
    @State private var showsStore = false
    @State private var photo: Data?
    @State private var code = ""
    let offering: String
    var body: some View {
        VStack {
            Button("Photo") { showsLibrary = true }
                .sheet(isPresented: $showsLibrary) { ImagePickerView(data: $photo) } // all: state-bool-presentation
            // A view of another module handed a callback that takes the scanned value.
            Button("Scan") { showsScanner = true }
                .sheet(isPresented: $showsScanner) { // all: state-bool-presentation
                    ScannerView(codeTypes: [.qr]) { result in handleScan(result) }
                }
            // Its twin: StoreKit's store view, which sells: a screen of its own, reported.
            Button("Upgrade") { showsStore = true }
                .sheet(isPresented: $showsStore) { StoreView(offering: offering) } // expect: state-bool-presentation
        }
    }
    func handleScan(_ result: String) { code = result }
}

// A view of another module handed one of the presenter's functions, which takes its result.
struct TicketField: View {
    @State private var showsTicketScanner = false
    @State private var ticket = ""
    var body: some View {
        Button("Scan ticket") { showsTicketScanner = true }
            .sheet(isPresented: $showsTicketScanner) { ScannerView(codeTypes: [.qr], completion: handleScan) } // all: state-bool-presentation
    }
    func handleScan(_ result: String) { ticket = result }
}

// A project view whose unlabelled trailing closure takes the chosen value and acts on it.
struct KeyboardBar: View {
    @State private var showsShortcuts = false
    @State private var showsPanel = false
    let session: KeyboardSession
    var body: some View {
        HStack {
            Button("Keys") { showsShortcuts = true }
                .sheet(isPresented: $showsShortcuts) { // all: state-bool-presentation
                    ShortcutList { keys in session.send(keys) }
                }
            // Its twin: a trailing closure that builds the content (no value taken): a screen.
            Button("Panel") { showsPanel = true }
                .sheet(isPresented: $showsPanel) { // expect: state-bool-presentation
                    ShortcutPanel { Text("Shortcuts") }
                }
        }
    }
}

// Content written in place from built-in views, with a way to close: information.
struct HintRow: View {
    @State private var showsTip = false
    @State private var showsPromo = false
    var body: some View {
        VStack {
            Button("Tip") { showsTip = true }
                .sheet(isPresented: $showsTip) { // all: state-bool-presentation
                    VStack {
                        Image(systemName: "info.circle")
                        Text("Swipe a row to archive it.")
                        Button("Close") { showsTip = false }
                    }
                }
            // Its twin: a bare text with no way out stands for a screen in a sketch: reported.
            Button("Promo") { showsPromo = true }
                .sheet(isPresented: $showsPromo) { Text("Promotion") } // expect: state-bool-presentation
        }
    }
}

// An about screen that loads what it shows and copies it to the pasteboard: it only reads.
struct SettingsFooter: View {
    @State private var showsAbout = false
    @State private var showsPreferences = false
    @State private var showsNews = false
    var body: some View {
        VStack {
            Button("About") { showsAbout = true }
                .sheet(isPresented: $showsAbout) { AboutScreen() } // all: state-bool-presentation
            // Its twin: stored preferences edited by toggles: a screen of its own.
            Button("Preferences") { showsPreferences = true }
                .sheet(isPresented: $showsPreferences) { PreferencesScreen() } // expect: state-bool-presentation
            // Release notes that remember, as bookkeeping, which version they last showed: still reading.
            Button("What's new") { showsNews = true }
                .sheet(isPresented: $showsNews) { ReleaseNotesScreen() } // all: state-bool-presentation
        }
    }
}

// The presenter's model handed to content that edits it (`$filters.showsArchived` in a toggle):
// a panel of the presenting screen.
struct InboxList: View {
    @State private var showsFilters = false
    @State private var showsCompose = false
    @StateObject private var filters = InboxFilters()
    @StateObject private var session = AppSession()
    var body: some View {
        List { Text("Inbox") }
            .toolbar {
                Button("Filters") { showsFilters = true }
                Button("Compose") { showsCompose = true }
            }
            .sheet(isPresented: $showsFilters) { InboxFilterPanel(filters: filters) } // all: state-bool-presentation
            // Its twin: an app-wide model handed to a screen that only reads it: a destination.
            .sheet(isPresented: $showsCompose) { ComposeScreen(session: session) } // expect: state-bool-presentation
    }
}

// A screen named as debug tooling: not product design.
struct VersionLabel: View {
    @State private var showsDebugMenu = false
    var body: some View {
        Text("1.0")
            .onTapGesture(count: 5) { showsDebugMenu = true }
            .sheet(isPresented: $showsDebugMenu) { DebugMenuScreen() } // all: state-bool-presentation
    }
}

// A web page wrapped once per platform in one file (a `UIViewRepresentable` and an
// `NSViewRepresentable`): both variants are the one type, read by the controller they make.
struct ReceiptRow: View {
    @State private var showsReceipt = false
    var body: some View {
        Button("Receipt") { showsReceipt = true }
            .sheet(isPresented: $showsReceipt) { ReceiptPage(html: "<p>Paid</p>") } // all: state-bool-presentation
    }
}

// An edit form handed a binding it only reads (to fill its own fields), saving through a store:
// a screen of its own, not a picker.
struct GarageRow: View {
    @State private var showsEditor = false
    @State private var car = Car(name: "Van")
    var body: some View {
        Button("Edit car") { showsEditor = true }
            .sheet(isPresented: $showsEditor) { CarEditor(car: $car) } // expect: state-bool-presentation
    }
}
