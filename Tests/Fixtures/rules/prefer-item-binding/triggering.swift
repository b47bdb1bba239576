import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    var title: String
    static let blank = Recipe(id: 0, title: "")
}

struct RecipeCard: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}

// The content unwraps with if-let shorthand.
struct CookbookView: View {
    let recipes: [Recipe]
    @State private var showRecipe = false
    @State private var chosen: Recipe?
    func select(_ value: Recipe) { chosen = value; showRecipe = true }

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) {
                chosen = recipe
                showRecipe = true
            }
        }
        .sheet(isPresented: $showRecipe) { // expect: prefer-item-binding
            if let chosen { RecipeCard(recipe: chosen) }
        }
    }
}

// Force unwrap.
struct ForceUnwrapView: View {
    @State private var detailShown = false
    @State private var current: Recipe?
    func select(_ value: Recipe) { current = value; detailShown = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $detailShown) { RecipeCard(recipe: current!) } // expect: prefer-item-binding
    }
}

// Optional chaining.
struct ChainingView: View {
    @State private var previewing = false
    @State private var previewed: Recipe?
    func select(_ value: Recipe) { previewed = value; previewing = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $previewing) { Text(previewed?.title ?? "") } // expect: prefer-item-binding
    }
}

// Nil-coalescing.
struct CoalescingView: View {
    @State private var editing = false
    @State private var draft: Recipe?
    func select(_ value: Recipe) { draft = value; editing = true }
    var body: some View {
        Text("list")
            .fullScreenCover(isPresented: $editing) { // expect: prefer-item-binding
                RecipeCard(recipe: draft ?? .blank)
                Button("Close") { editing = false }
            }
    }
}

// A switch over the optional.
struct SwitchView: View {
    @State private var inspecting = false
    @State private var inspected: Recipe?
    func select(_ value: Recipe) { inspected = value; inspecting = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $inspecting) { // expect: prefer-item-binding
                switch inspected {
                case .some(let recipe): RecipeCard(recipe: recipe)
                case .none: EmptyView()
                }
            }
    }
}

// Mapping over the optional.
struct MapView: View {
    @State private var showing = false
    @State private var focus: Recipe?
    func select(_ value: Recipe) { focus = value; showing = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $showing) { focus.map { RecipeCard(recipe: $0) } } // expect: prefer-item-binding
    }
}

// Testing against nil.
struct NilCheckView: View {
    @State private var sharing = false
    @State private var shared: Recipe?
    func select(_ value: Recipe) { shared = value; sharing = true }
    var body: some View {
        Text("list")
            .popover(isPresented: $sharing) { // expect: prefer-item-binding
                if shared != nil { Text("Share") }
            }
    }
}

// A named if-let through self.
struct NamedBindingView: View {
    @State private var open = false
    @State private var target: Recipe?
    func select(_ value: Recipe) { target = value; open = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $open) { // expect: prefer-item-binding
                if let recipe = self.target { RecipeCard(recipe: recipe) }
            }
    }
}

// The optional is handed to a view that takes an optional.
struct OptionalEditor: View {
    let recipe: Recipe?
    var body: some View { Text(recipe?.title ?? "New") }
}

struct HandOnView: View {
    @State private var editorShown = false
    @State private var editingRecipe: Recipe?
    func select(_ value: Recipe) { editingRecipe = value; editorShown = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $editorShown) { OptionalEditor(recipe: editingRecipe) } // expect: prefer-item-binding
    }
}

// A helper function unwraps with guard.
struct GuardHelperView: View {
    @State private var reviewing = false
    @State private var reviewed: Recipe?
    func select(_ value: Recipe) { reviewed = value; reviewing = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $reviewing, content: reviewSheet) // expect: prefer-item-binding
    }
    func reviewSheet() -> AnyView {
        guard let reviewed else { return AnyView(EmptyView()) }
        return AnyView(RecipeCard(recipe: reviewed))
    }
}

// Flag and selection on a view model.
final class PantryModel: ObservableObject {
    @Published var showItem = false
    @Published var selectedRecipe: Recipe?
    func open(_ recipe: Recipe) {
        selectedRecipe = recipe
        showItem = true
    }
}

struct PantryView: View {
    @StateObject private var model = PantryModel()
    var body: some View {
        Text("pantry")
            .sheet(isPresented: $model.showItem) { // expect: prefer-item-binding
                if let recipe = model.selectedRecipe { RecipeCard(recipe: recipe) }
            }
    }
}

// The selection comes from the parent through a binding.
struct BoundSelectionView: View {
    @Binding var highlighted: Recipe?
    @State private var zoomed = false
    func select(_ value: Recipe) { highlighted = value; zoomed = true }
    var body: some View {
        Text("list")
            .sheet(isPresented: $zoomed) { Text(highlighted!.title) } // expect: prefer-item-binding
    }
}

// Inside an extension of the view.
struct ExtensionView: View {
    @State private var planning = false
    @State private var planned: Recipe?
    func select(_ value: Recipe) { planned = value; planning = true }
    var body: some View { planner }
}

extension ExtensionView {
    var planner: some View {
        Text("plan")
            .sheet(isPresented: $planning) { Text(planned?.title ?? "") } // expect: prefer-item-binding
    }
}

// A nested view type.
enum Meals {
    struct Week: View {
        @State private var dayShown = false
        @State private var day: String?
        func select(_ value: String) { day = value; dayShown = true }
        var body: some View {
            Text("week").sheet(isPresented: $dayShown) { Text(day ?? "today") } // expect: prefer-item-binding
        }
    }
}

// Under #if.
struct ConditionalView: View {
    @State private var printing = false
    @State private var printable: Recipe?
    func select(_ value: Recipe) { printable = value; printing = true }
    var body: some View {
        #if os(iOS)
        Text("print").sheet(isPresented: $printing) { Text(printable?.title ?? "") } // expect: prefer-item-binding
        #endif
    }
}

// Multiple trailing closures do not hide the content.
struct TrailingView: View {
    @State private var infoShown = false
    @State private var info: String?
    func select(_ value: String) { info = value; infoShown = true }
    var body: some View {
        Button { info = "About"; infoShown = true } label: { Text("Info") }
            .sheet(isPresented: $infoShown, onDismiss: { info = nil }) { Text(info ?? "") } // expect: prefer-item-binding
    }
}

// A model type whose name merely ends in "Task" is a value the sheet is about.
struct TodoTask { var title: String }

struct TaskBoard: View {
    @State private var showingTask = false
    @State private var openTask: TodoTask?
    var body: some View {
        Button("Open") {
            openTask = TodoTask(title: "Write")
            showingTask = true
        }
        .sheet(isPresented: $showingTask) { // expect: prefer-item-binding@10
            if let openTask { Text(openTask.title) }
        }
    }
}

// A file produced on demand and shared from a sheet: the URL is the value the sheet is about,
// even though a view value next to it (the caption) is not.
struct BackupExport: View {
    @State private var sharing = false
    @State private var archive: URL?
    @State private var caption: AnyView?
    var body: some View {
        Button("Export") {
            archive = URL(fileURLWithPath: "/tmp/backup.zip")
            caption = AnyView(Text("Backup"))
            sharing = true
        }
        .sheet(isPresented: $sharing) { // expect: prefer-item-binding@10
            caption
            if let archive { Text(archive.lastPathComponent) }
        }
    }
}

// A loader that always returns a value: the sheet shows that value, so it is a selection.
struct ReceiptRow: View {
    struct Receipt { let total: Int }
    @State private var showingReceipt = false
    @State private var receipt: Receipt?
    var body: some View {
        Button("Receipt") {
            Task {
                receipt = await loadReceipt()
                showingReceipt = true
            }
        }
        .sheet(isPresented: $showingReceipt) { // expect: prefer-item-binding@10
            if let receipt { Text("\(receipt.total)") }
        }
    }

    func loadReceipt() async -> Receipt { Receipt(total: 3) }
}

// Another presentation of the view that does not read the selection leaves it to this one.
struct GalleryView: View {
    struct Photo { let caption: String }
    let photos: [Photo]
    @State private var enlarged: Photo?
    @State private var viewerShown = false
    @State private var aboutShown = false
    var body: some View {
        List(photos, id: \.caption) { photo in
            Button(photo.caption) {
                enlarged = photo
                viewerShown = true
            }
        }
        .toolbar { Button("About") { aboutShown = true } }
        .fullScreenCover(isPresented: $viewerShown) { // expect: prefer-item-binding
            if let enlarged { Text(enlarged.caption).onTapGesture { viewerShown = false } }
        }
        .sheet(isPresented: $aboutShown) { Text("About the gallery") }
    }
}

// A `Result`'s success value is selected: it is not nil, whatever the pattern hides otherwise.
struct ExportScreen: View {
    @State private var sharing = false
    @State private var exported: URL?
    func finished(_ result: Result<URL, Error>) {
        switch result {
        case let .success(url): exported = url; sharing = true
        case .failure: break
        }
    }
    var body: some View {
        Text("export").sheet(isPresented: $sharing) { // expect: prefer-item-binding
            if let exported { Text(exported.path) }
        }
    }
}

// The content clears the selection as it closes the sheet: exactly what `item:` does by itself.
struct ContactBook: View {
    struct Contact { let name: String }
    @State private var editing: Contact?
    @State private var editorShown = false
    var body: some View {
        Button("Edit") { editing = Contact(name: "Ann"); editorShown = true }
            .sheet(isPresented: $editorShown) { // expect: prefer-item-binding
                if let contact = editing {
                    Button("Save \(contact.name)") { editing = nil; editorShown = false }
                }
            }
    }
}

// The shown view only reads the view model's selection: it is a plain selection.
final class SpiceModel: ObservableObject {
    @Published var detailShown = false
    @Published var chosen: Recipe?
    func choose(_ recipe: Recipe) {
        chosen = recipe
        detailShown = true
    }
}

struct SpiceRack: View {
    @StateObject private var spices = SpiceModel()
    var body: some View {
        Text("rack")
            .sheet(isPresented: $spices.detailShown) { // expect: prefer-item-binding
                if let recipe = spices.chosen { SpiceDetail(recipe: recipe) }
            }
    }
}

struct SpiceDetail: View {
    @EnvironmentObject var spiceModel: SpiceModel
    let recipe: Recipe
    var body: some View {
        Button("Close") { spiceModel.detailShown = false }
    }
}

// The first row, picked to be shown: an empty list would show an empty popover, which `item:`
// avoids, so a selection that may be nil this way is still one.
struct FirstRowPicker: View {
    let rows: [String]
    @State private var firstRowShown = false
    @State private var firstRow: String?
    var body: some View {
        Button("Open") {
            firstRow = rows.first
            firstRowShown = true
        }
        .popover(isPresented: $firstRowShown) { // expect: prefer-item-binding
            if let firstRow { Text(firstRow) }
        }
    }
}

// Read only by the sheet's own helpers, however deep: still the presentation's own code.
struct GoalSetter: View {
    let habits: [Recipe]
    @State private var goalSheetShown = false
    @State private var goalHabit: Recipe?
    var body: some View {
        List(habits) { habit in
            Button(habit.title) {
                goalHabit = habit
                goalSheetShown = true
            }
        }
        .sheet(isPresented: $goalSheetShown) { goalSheet } // expect: prefer-item-binding
    }
    private var goalSheet: some View {
        VStack {
            if let goalHabit { Text(goalHabit.title) }
            Button("Save") { Task { await saveGoal() } }
        }
    }
    private func saveGoal() async {
        guard let habit = goalHabit else { return }
        print(habit.title)
    }
}

// Views kept as values, selected by every raiser of the flag (the help sheet shows the
// explanation its button picked): `item:` fits once the view is wrapped in an `Identifiable` value.
struct PreferencesHelp: View {
    @State private var helpShown = false
    @State private var helpBody: AnyView?
    @State private var helpCaption: Text?
    @State private var helpCard: HelpCard?
    var body: some View {
        List {
            Button("About sync") {
                helpBody = AnyView(Text("Sync runs hourly."))
                helpCaption = Text("Sync")
                helpCard = HelpCard(topic: "sync")
                helpShown = true
            }
        }
        .sheet(isPresented: $helpShown) { // expect: prefer-item-binding
            VStack {
                helpCaption ?? Text("Help")
                helpBody ?? AnyView(EmptyView())
                if let helpCard { helpCard }
            }
        }
    }
}

struct HelpCard: View {
    let topic: String
    var body: some View { Text(topic) }
}
