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

// A latch: the model decides whether the sheet shows; the Bool only remembers a dismissal.
final class UpdateModel: ObservableObject {
    @Published var needsUpdate = false
}

struct HomeScreen: View {
    @ObservedObject var updates: UpdateModel
    @State private var dismissedUpdate = false
    var body: some View {
        Text("Home")
            .sheet(isPresented: Binding( // all: state-bool-presentation
                get: { updates.needsUpdate && !dismissedUpdate },
                set: { if !$0 { dismissedUpdate = true } }
            )) {
                NewListForm()
            }
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
