import SwiftUI
import PhotosUI

struct Ingredient: Identifiable {
    let id: Int
    var name: String
}

struct IngredientRow: View {
    let ingredient: Ingredient
    var body: some View { Text(ingredient.name) }
}

// Already the item form.
struct ItemFormView: View {
    @State private var selection: Ingredient?
    var body: some View {
        Text("x").sheet(item: $selection) { ingredient in IngredientRow(ingredient: ingredient) }
    }
}

// The optional is an output the content fills in.
struct PhotoPickerSheet: View {
    @Binding var image: UIImage?
    var body: some View { Text("pick") }
}

struct AvatarEditor: View {
    @State private var pickingPhoto = false
    @State private var pickedImage: UIImage?
    var body: some View {
        Text("avatar").sheet(isPresented: $pickingPhoto) { PhotoPickerSheet(image: $pickedImage) }
    }
}

// Optional closures are callbacks, not data.
struct CallbackView: View {
    @State private var asking = false
    var onAnswer: ((Bool) -> Void)?
    var body: some View {
        Text("ask").sheet(isPresented: $asking) { Button("Yes") { onAnswer?(true) } }
    }
}

// A let constant is fixed for the view's life.
struct ConstantView: View {
    let preset: Ingredient?
    @State private var showPreset = false
    var body: some View {
        Text("preset").sheet(isPresented: $showPreset) { Text(preset?.name ?? "none") }
    }
}

// An environment object is a service, not a selection.
@Observable final class Session {
    var userName = ""
}

struct SessionView: View {
    @Environment(Session.self) private var session: Session?
    @State private var profileShown = false
    var body: some View {
        Text("me").sheet(isPresented: $profileShown) { Text(session?.userName ?? "") }
    }
}

// A service held optionally is not what the sheet is about.
final class SyncClient {
    func sync() {}
}

struct SyncView: View {
    @State private var syncing = false
    @State private var client: SyncClient?
    var body: some View {
        Text("sync").sheet(isPresented: $syncing) { Button("Sync now") { client?.sync() } }
    }
}

// A local if-let shadows the property name with another value.
struct ShadowView: View {
    let fallback: Ingredient?
    @State private var shadowShown = false
    @State private var chosen: Ingredient?
    var body: some View {
        Text("s").sheet(isPresented: $shadowShown) {
            if let chosen = fallback { IngredientRow(ingredient: chosen) }
        }
    }
}

// A closure parameter shadows the property name.
struct ParamShadowView: View {
    let all: [Ingredient]
    @State private var listShown = false
    @State private var item: Ingredient?
    var body: some View {
        Text("p").sheet(isPresented: $listShown) {
            List(all) { item in IngredientRow(ingredient: item) }
        }
    }
}

// The content does not mention the optional.
struct UnrelatedView: View {
    @State private var aboutShown = false
    @State private var lastOpened: Ingredient?
    var body: some View {
        Text("about")
            .onTapGesture { lastOpened = nil }
            .sheet(isPresented: $aboutShown) { Text("About this app") }
    }
}

// Alerts are not checked.
struct AlertView: View {
    @State private var failing = false
    @State private var failure: String?
    var body: some View {
        Text("a").alert("Error", isPresented: $failing) { Button("OK") {} } message: { Text(failure ?? "") }
    }
}

// Static and computed optionals are not a selection.
struct StaticView: View {
    static var shared: Ingredient?
    var firstItem: Ingredient? { nil }
    @State private var staticShown = false
    var body: some View {
        Text("st").sheet(isPresented: $staticShown) {
            Text(Self.shared?.name ?? "")
            Text(firstItem?.name ?? "")
        }
    }
}

// Another owner's flag: the enclosing view's optional is not the flag owner's.
final class DrawerModel: ObservableObject {
    @Published var drawerOpen = false
}

struct DrawerView: View {
    @StateObject private var drawer = DrawerModel()
    @State private var pinned: Ingredient?
    var body: some View {
        Text("d").sheet(isPresented: $drawer.drawerOpen) { Text(pinned?.name ?? "") }
    }
}

// A constant binding.
struct ConstantBindingView: View {
    @State private var spotlight: Ingredient?
    var body: some View {
        Text("c").sheet(isPresented: .constant(false)) { Text(spotlight?.name ?? "") }
    }
}

// The optional is only read outside the content.
struct OutsideView: View {
    @State private var helpShown = false
    @State private var query: String?
    var body: some View {
        Text(query ?? "search").sheet(isPresented: $helpShown) { Text("Help") }
    }
}

// In a comment: .sheet(isPresented: $x) { Text(selected!.name) }
struct CommentView: View {
    var body: some View { Text("nothing") }
}

// Data the view loads on its own is not a selection, even when the sheet reads it.
struct Profile { var note = "" }

struct LoadedDataView: View {
    @State private var profile: Profile?
    @State private var editingNote = false
    var body: some View {
        Button("Edit note") { editingNote = true }
            .sheet(isPresented: $editingNote) { Text(profile?.note ?? "") }
            .task { profile = await load() }
    }
    func load() async -> Profile { Profile() }
}

// One editor for "new" (no value) and "edit" (a value): item: could not present the new case.
struct IngredientEditor: View {
    let ingredient: Ingredient?
    var body: some View { Text(ingredient?.name ?? "New ingredient") }
}

struct PantryList: View {
    let all: [Ingredient]
    @State private var editing: Ingredient?
    @State private var editorShown = false
    var body: some View {
        List(all) { ingredient in
            Button(ingredient.name) {
                editing = ingredient
                editorShown = true
            }
        }
        .toolbar {
            Button("Add") {
                editing = nil
                editorShown = true
            }
        }
        .sheet(isPresented: $editorShown) { IngredientEditor(ingredient: editing) }
    }
}

// A handle to running work, set together with the flag: the progress sheet may cancel it or test
// it, but it is not what the sheet shows, and a Task could never be an item.
struct UploadScreen: View {
    @State private var uploading = false
    @State private var upload: Task<Void, Never>?
    @State private var poller: Timer?
    var body: some View {
        Button("Upload") {
            uploading = true
            upload = Task { uploading = false }
            poller = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        }
        .sheet(isPresented: $uploading) {
            VStack {
                ProgressView()
                Button("Cancel") { upload?.cancel(); poller?.invalidate() }
            }
            .interactiveDismissDisabled(upload != nil)
        }
    }
}

// A view kept as a value that only some raisers select: the other button opens the same sheet
// with its placeholder. The presenter stores what to show, not a selection for this sheet.
struct PreferencesHelpMixed: View {
    @State private var helpShown = false
    @State private var helpBody: AnyView?
    var body: some View {
        List {
            Button("About sync") { helpBody = AnyView(Text("Sync runs hourly.")); helpShown = true }
            Button("Help") { helpShown.toggle() }
        }
        .sheet(isPresented: $helpShown) { helpBody ?? AnyView(Text("General help")) }
    }
}

// An existential view kept as a value, raised with the flag: never `Identifiable`, nothing to wrap.
struct PreferencesPanel: View {
    @State private var panelShown = false
    @State private var panel: (any View)?
    var body: some View {
        Button("Open") { panel = Text("Sync"); panelShown = true }
            .sheet(isPresented: $panelShown) { if let panel { AnyView(panel) } }
    }
}

// The value may still be nil when the flag goes on: a loader that returns an optional, or `try?`.
// The sheet is meant to open either way (a support mail with or without a log file), so it is
// not a selection the sheet could be driven by.
struct SupportRow: View {
    struct LogFile { let name: String }
    @State private var composing = false
    @State private var log: LogFile?
    @State private var draftShown = false
    @State private var draft: String?
    var body: some View {
        VStack {
            Button("Contact support") {
                Task {
                    log = await collectLog()
                    composing = true
                }
            }
            Button("Restore draft") {
                draft = try? String(contentsOfFile: "/tmp/draft")
                draftShown = true
            }
        }
        .sheet(isPresented: $composing) { SupportMail(log: log) }
        .sheet(isPresented: $draftShown) { Text(draft ?? "") }
    }

    func collectLog() async -> LogFile? { nil }
}

struct SupportMail: View {
    let log: SupportRow.LogFile?
    var body: some View { Text(log?.name ?? "No log") }
}

// One selection serves several presentations: the member's action sheet, then the report form
// and the removal confirmation it leads to. Driving the action sheet by `item:` would clear the
// member as that sheet closes, just before the form that needs it opens.
struct TeamRoster: View {
    struct Member { let name: String }
    let members: [Member]
    @State private var focused: Member?
    @State private var actionsShown = false
    @State private var reportShown = false
    @State private var removalAsked = false
    var body: some View {
        List(members, id: \.name) { member in
            Button(member.name) {
                focused = member
                actionsShown = true
            }
        }
        .sheet(isPresented: $actionsShown) {
            if let focused {
                MemberActions(name: focused.name, report: { reportShown = true }, remove: { removalAsked = true })
            }
        }
        .sheet(isPresented: $reportShown) {
            if let focused { Text("Report \(focused.name)") }
        }
        .alert("Remove member?", isPresented: $removalAsked) {
            Button("Remove", role: .destructive) {
                if let focused { print(focused.name) }
            }
        }
    }
}

struct MemberActions: View {
    let name: String
    let report: () -> Void
    let remove: () -> Void
    var body: some View { Text(name) }
}

// A selection the view also binds to a control: the list's highlighted row drives the detail
// column, and a context-menu action opens the editor on it. `item:` would open the editor on
// every row click and clear the list's selection whenever the editor closes.
struct Album: Identifiable, Hashable { let id: Int; var name: String }
struct AlbumBrowser: View {
    @State private var albums: [Album] = []
    @State private var highlighted: Album?
    @State private var editing = false
    var body: some View {
        NavigationSplitView {
            List(albums, selection: $highlighted) { album in
                Text(album.name).tag(album).contextMenu {
                    Button("Rename") {
                        highlighted = album
                        editing = true
                    }
                }
            }
        } detail: {
            Text(highlighted?.name ?? "None")
        }
        .sheet(isPresented: $editing) {
            if let highlighted { Text("Rename \(highlighted.name)") }
        }
    }
}

// A view kept as an existential value: what to show, not a model, and never `Identifiable`.
final class PanelHost: ObservableObject {
    @Published var showsPanel = false
    @Published var panelView: (any View)?
    func show(_ view: any View) { panelView = view; showsPanel = true }
}
struct PanelFrame: View { var inner: (any View)?; var body: some View { if let inner { AnyView(inner) } } }
struct PanelScreen: View {
    @StateObject private var host = PanelHost()
    var body: some View {
        Text("p").sheet(isPresented: $host.showsPanel) { PanelFrame(inner: host.panelView) }
    }
}

// The flag is also raised with no selection made: the sheet then starts from a default. With
// `item:` that button would open nothing.
struct Size: Identifiable { let id: Int }
struct SizePicker: View { let initial: Size?; var body: some View { Text("\(initial?.id ?? 1)") } }
struct ShirtOrder: View {
    @State private var choosingSize = false
    @State private var suggested: Size?
    var body: some View {
        VStack {
            Button("Choose size") { choosingSize = true }
            Button("Choose suggested") { suggested = Size(id: 3); choosingSize = true }
        }
        .sheet(isPresented: $choosingSize) { SizePicker(initial: suggested) }
    }
}

// Values that may be nil when selected: a failable initializer, an optional parameter (nil
// means "new"), a case pattern's payload. The sheet must open for nil as well.
struct DeepLinkHost: View {
    @State private var linkShown = false
    @State private var linkedID: UUID?
    func open(_ text: String) { linkedID = UUID(uuidString: text); linkShown = true }
    var body: some View {
        Text("d").sheet(isPresented: $linkShown) { Text(linkedID?.uuidString ?? "unknown") }
    }
}

struct Disk: Identifiable { let id: Int }
struct DiskList: View {
    @State private var configuring = false
    @State private var disk: Disk?
    func configure(_ target: Disk?) { disk = target; configuring = true }
    func add() { configure(nil) }
    var body: some View {
        Button("Add", action: add).sheet(isPresented: $configuring) { Text(disk.map { "\($0.id)" } ?? "new disk") }
    }
}

enum Tab: Hashable { case home, compose(String?) }
struct TabHost: View {
    @State private var composing = false
    @State private var draftText: String?
    func switched(to tab: Tab) {
        if case let .compose(text) = tab { draftText = text; composing = true }
    }
    var body: some View {
        Text("t").sheet(isPresented: $composing) { Text(draftText ?? "") }
    }
}

struct TabRouter: View {
    @State private var writing = false
    @State private var startText: String?
    func routed(_ tab: Tab) {
        switch tab {
        case .compose(let text): startText = text; writing = true
        case .home: break
        }
    }
    var body: some View {
        Text("r").sheet(isPresented: $writing) { Text(startText ?? "") }
    }
}

// The content changes the optional while the sheet stays up: a flow that moves from one step to
// the next, and a one-time seed the content consumes. `item:` would present the sheet anew at each
// step, and close it as the seed is cleared.
struct PhotoFlow: View {
    enum Step { case pick, crop }
    @State private var step: Step?
    @State private var flowShown = false
    var body: some View {
        Button("Photo") { step = .pick; flowShown = true }
            .sheet(isPresented: $flowShown) {
                switch step {
                case .pick: Button("Use") { withAnimation { step = .crop } }
                case .crop: Button("Done") { flowShown = false }
                case nil: EmptyView()
                }
            }
    }
}

struct WizardSheet: View {
    @State private var page: Int?
    @State private var wizardShown = false
    var body: some View {
        Button("Start") { page = 1; wizardShown = true }
            .sheet(isPresented: $wizardShown) {
                if let page {
                    Button("Next after \(page)") { self.page = page + 1 }
                }
            }
    }
}

struct SeededAssistant: View {
    @State private var seed: String?
    @State private var assistantShown = false
    var body: some View {
        Button("Ask") { seed = "What is this?"; assistantShown = true }
            .sheet(isPresented: $assistantShown) {
                AssistantPane(question: seed) { seed = nil }
            }
    }
}

struct AssistantPane: View {
    let question: String?
    let consumed: () -> Void
    var body: some View { Text(question ?? "Ask anything").onAppear(perform: consumed) }
}

// The view model's optional has a private setter: the view cannot bind `$model.receipt` to it.
final class CheckoutModel: ObservableObject {
    struct Receipt: Identifiable { let id: Int }
    private(set) var receipt: Receipt?
    @Published var showsReceipt = false
    func pay() {
        receipt = Receipt(id: 7)
        showsReceipt = true
    }
}

struct CheckoutScreen: View {
    @StateObject private var model = CheckoutModel()
    var body: some View {
        Button("Pay") { model.pay() }
            .sheet(isPresented: $model.showsReceipt) {
                if let receipt = model.receipt { Text("Receipt \(receipt.id)") }
            }
    }
}

// An initializer stores what it is given (`self.x = x`): that is not a selection.
final class DraftModel: ObservableObject {
    struct Draft { let text: String }
    @Published var draft: Draft?
    @Published var showsEditor: Bool
    init(draft: Draft, showsEditor: Bool) {
        self.draft = draft
        self.showsEditor = showsEditor
    }
}

struct DraftScreen: View {
    @ObservedObject var model: DraftModel
    var body: some View {
        Text("Drafts")
            .sheet(isPresented: $model.showsEditor) {
                if let draft = model.draft { Text(draft.text) }
            }
    }
}

// The view model publishes the flag but not the optional: bound as `item:`, setting the optional
// alone would not update the view, and the sheet would never open.
final class ReaderRouter: ObservableObject {
    struct Page: Identifiable { let id: Int }
    @Published var reading = false
    var page: Page?
    func open(_ next: Page) {
        page = next
        reading = true
    }
}

struct ReaderHome: View {
    @EnvironmentObject var router: ReaderRouter
    var body: some View {
        Text("Home")
            .sheet(isPresented: $router.reading) {
                if let page = router.page { Text("Page \(page.id)") }
            }
    }
}

// A view model's selection that the shown editor changes while it stays up: Cancel puts back the
// palette it started from, Duplicate moves on to the copy. With `item:` each would present anew.
final class PaletteModel: ObservableObject {
    @Published var paletteEditorShown = false
    @Published var paletteInEditor: Palette?
    func edit(_ palette: Palette) {
        paletteInEditor = palette
        paletteEditorShown = true
    }
}

struct Palette: Identifiable { let id: Int; var name: String }

struct PaletteList: View {
    @StateObject private var palettes = PaletteModel()
    var body: some View {
        Text("palettes")
            .sheet(isPresented: $palettes.paletteEditorShown) {
                if let palette = palettes.paletteInEditor { PaletteEditor(original: palette) }
            }
    }
}

struct PaletteEditor: View {
    @EnvironmentObject var paletteModel: PaletteModel
    let original: Palette
    var body: some View {
        Button("Cancel") { paletteModel.paletteInEditor = original }
    }
}

// Dropdowns. The content moves the highlighted row through the presenter's methods while the
// popover stays up; or it only watches it with `onChange(of:)`. Neither is a selection the
// popover is about.
struct SteppingDropdown: View {
    let rows: [String]
    @State private var steppingShown = false
    @State private var steppingRow: Int?
    var body: some View {
        Button("Open") {
            steppingRow = 0
            steppingShown = true
        }
        .popover(isPresented: $steppingShown) {
            if let steppingRow { Text(rows[steppingRow]) }
            Button("Next") { step() }
        }
    }
    func step() { steppingRow = (steppingRow ?? 0) + 1 }
}

struct WatchingDropdown: View {
    let rows: [String]
    @State private var watchingShown = false
    @State private var watchedRow: Int?
    var body: some View {
        Button("Open") {
            watchedRow = 0
            watchingShown = true
        }
        .popover(isPresented: $watchingShown) {
            List(rows, id: \.self) { Text($0) }
                .onChange(of: watchedRow) { newValue in
                    if let newValue { print(newValue) }
                }
        }
    }
}

// The list uses the selection too, after the sheet closes: the chosen row shows a spinner while
// its preset activates. With `item:` closing the sheet would clear it.
struct PresetList: View {
    let presets: [Recipe]
    @State private var presetSheetShown = false
    @State private var chosenPreset: Recipe?
    @State private var activating = false
    var body: some View {
        List(presets) { preset in
            HStack {
                Text(preset.title)
                if activating && chosenPreset?.id == preset.id { ProgressView() }
            }
            .onTapGesture {
                chosenPreset = preset
                presetSheetShown = true
            }
        }
        .sheet(isPresented: $presetSheetShown) {
            if let chosenPreset { Text(chosenPreset.title) }
        }
    }
}
