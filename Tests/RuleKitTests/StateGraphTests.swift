import XCTest
@testable import RuleKit

/// The presentation-state model: actions with their changes, closures handed to children, and
/// what a child does with its parameters.
final class StateGraphTests: XCTestCase {
    func describe(_ a: StateAction) -> String {
        a.writes.map { w in
            let value: String
            switch w.value {
            case .on: value = "on"
            case .off: value = "off"
            case .toggle: value = "toggle"
            case .unknown: value = "?"
            }
            return w.name + "=" + value + (w.mayBeNil ? " nil?" : "") + (w.isDeferred ? " later" : "")
        }.joined(separator: ", ")
    }

    /// A button's action is one action with the `Task` and completion it starts (their changes
    /// marked as made later); `withAnimation`'s closure runs at once; an `onChange` handler is an
    /// action of its own, with what it observes.
    func testActionsGroupTheWorkTheyStart() {
        let source = """
        struct Screen: View {
            @State private var show = false
            @State private var picked: Item?
            var body: some View {
                VStack {
                    Button("A") { show = true; Task { picked = await load() } }
                    Button("B") { withAnimation { picked = first; show = true } }
                    Button("C") { api.fetch { item in self.picked = item }; show = true }
                }
                .onChange(of: picked) { _, new in if new != nil { show = true } }
            }
            func close() { show = false; picked = nil }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        let described = facts.actions.map { ($0.owner, $0.observed, describe($0)) }
        // `await load()`: a function whose declared result decides whether it may be nil.
        XCTAssertEqual(described.map(\.2), [
            "picked=? nil? later, show=on",
            "picked=?, show=on",
            "picked=? later, show=on",
            "show=on",
            "picked=off, show=off",
        ])
        XCTAssertEqual(described.map(\.1), [nil, nil, nil, "picked", nil])
        XCTAssertTrue(described.allSatisfy { $0.0 == "Screen" })
        let index = ProjectIndex(files: [facts])
        XCTAssertEqual(index.actions(of: "Screen").count, 5)
        XCTAssertTrue(index.areSelectedTogether("picked", "show", in: ["Screen"]))
        XCTAssertTrue(index.isSelectedLater("picked", "show", in: ["Screen"]))
        XCTAssertFalse(index.isSelectedLater("show", "picked", in: ["Screen"]))
    }

    /// Two closures in one action (a completion inside a method) are one action; separate buttons
    /// are separate actions, so a flag one of them raises alone is raised alone.
    func testSeparateButtonsAreSeparateActions() {
        let source = """
        struct Screen: View {
            var body: some View {
                Button("New") { editing = true }
                Button("Edit") { selected = row; editing = true }
            }
        }
        """
        let index = ProjectIndex(files: [Analysis.facts(SourceText(path: "S.swift", text: source))])
        XCTAssertTrue(index.isSetAlone("editing", in: ["Screen"]))
        XCTAssertTrue(index.areSelectedTogether("selected", "editing", in: ["Screen"]))
        XCTAssertFalse(index.isSelectedLater("selected", "editing", in: ["Screen"]))
    }

    /// A compound assignment (`text += token`, `count -= 1`) writes its target: a value worked out
    /// from the old one, never a flag turned on or off.
    func testCompoundAssignmentsAreWrites() {
        let source = """
        struct Field: View {
            @Binding var text: String
            @State private var count = 0
            @State private var picking = false
            var body: some View {
                Button("Date") { text += "{date}"; picking = false }
                Button("Less") { self.count -= 1 }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Field.swift", text: source))
        XCTAssertEqual(facts.actions.map(describe), ["picking=off, text=?", "count=?"])
    }

    /// A callback taking a value, handed to the call that makes a project view's argument (a
    /// type's initialiser or `.init(…)`), is kept with the view under its own label and still
    /// counts in the code around it; one taking nothing, one nested deeper and a binding made by
    /// hand are not kept.
    func testCallbacksCarriedByWhatAViewIsMadeWith() {
        let source = """
        struct Parent: View {
            @State private var rate = ""
            @State private var code = ""
            @State private var open = false
            var body: some View {
                Chooser(model: RateModel(region: "EU", onChoose: { picked in rate = picked }, onClose: { open = false }))
                Voucher(model: .init(onApply: { entered in code = entered }), text: Binding(get: { code }, set: { v in code = v }))
                Other(model: Wrapper(inner: Inner(onPick: { x in rate = x })))
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Parent.swift", text: source))
        let body = facts.types[0].member(named: "body")!.summary
        func carried(_ view: String) -> [String] { body.views.first { $0.typeName == view }!.closureArguments.map(\.label) }
        XCTAssertEqual(carried("Chooser"), ["onChoose"])
        XCTAssertEqual(body.views.first { $0.typeName == "Chooser" }!.closureArguments.first?.writes.map(\.target), ["rate"])
        XCTAssertEqual(carried("Voucher"), ["onApply"])
        XCTAssertEqual(carried("Other"), [])
        XCTAssertEqual(Set(body.stateChanges.map(\.target)), ["rate", "code", "open"])
    }

    /// Closures handed to a project's view are kept with it; what the child does with its
    /// parameters is followed through the views it hands a binding to, across files.
    func testClosuresAndBindingsHandedToChildren() {
        let parent = """
        struct Parent: View {
            @State private var show = false
            @State private var url: URL?
            var body: some View {
                Row(onHelp: { show = true }, url: $url, isShown: $show)
                Button("x") { }
            }
        }
        """
        let child = """
        struct Row: View {
            var onHelp: () -> Void
            @Binding var url: URL?
            @Binding var isShown: Bool
            var body: some View {
                Button("Help") { onHelp() }
                Viewer(url: $url)
                Toggle("Shown", isOn: $isShown)
            }
        }
        struct Viewer: View {
            @Binding var url: URL?
            var body: some View { Text(url?.absoluteString ?? "") }
        }
        struct Editor: View {
            @Binding var url: URL?
            var body: some View { Button("Clear") { url = nil } }
        }
        """
        let facts = [Analysis.facts(SourceText(path: "App/Parent.swift", text: parent)),
                     Analysis.facts(SourceText(path: "App/Row.swift", text: child))]
        let body = facts[0].types[0].member(named: "body")!.summary
        let row = body.views.first { $0.typeName == "Row" }!
        XCTAssertEqual(row.closureArguments.map(\.label), ["onHelp"])
        XCTAssertEqual(row.closureArguments.first?.writes.map(\.target), ["show"])
        XCTAssertEqual(row.bindingArguments, ["url": "url", "isShown": "show"])
        let index = ProjectIndex(files: facts)
        XCTAssertEqual(index.use(ofParameter: "onHelp", in: "Row", nearestTo: "App/Parent.swift"), .calls)
        // Read only, through a view that only reads it: a value.
        XCTAssertEqual(index.use(ofParameter: "url", in: "Row", nearestTo: "App/Parent.swift"), [])
        XCTAssertEqual(index.use(ofParameter: "url", in: "Viewer", nearestTo: "App/Parent.swift"), [])
        XCTAssertEqual(index.use(ofParameter: "url", in: "Editor", nearestTo: "App/Parent.swift"), .writes)
        // A control edits what it is bound to.
        XCTAssertEqual(index.use(ofParameter: "isShown", in: "Row", nearestTo: "App/Parent.swift"), .writes)
        // A label that is no stored property (another initializer), or a type not linted.
        XCTAssertEqual(index.use(ofParameter: "missing", in: "Row", nearestTo: "App/Parent.swift"), .unknown)
        XCTAssertNil(index.use(ofParameter: "url", in: "WebView", nearestTo: "App/Parent.swift"))
    }

    /// A part of a handed binding written (a field assigned, a field bound to a control, a
    /// collection field changed in place, a field handed to a view that writes it) is a write of a
    /// part; the whole value assigned, or a part only read, is not.
    func testWritesOfAPartOfAHandedBinding() {
        let source = """
        struct Fields: View {
            @Binding var draft: Draft
            var body: some View { TextField("Title", text: $draft.title) }
        }
        struct Assigner: View {
            @Binding var draft: Draft
            var body: some View { Button("Mark") { draft.done = true } }
        }
        struct Tagger: View {
            @Binding var draft: Draft
            var body: some View { Button("Tag") { draft.tags.append("x") } }
        }
        struct Wrapper: View {
            @Binding var draft: Draft
            var body: some View { Fields(draft: $draft) }
        }
        struct PartHander: View {
            @Binding var draft: Draft
            var body: some View { TitleField(title: $draft.title) }
        }
        struct TitleField: View {
            @Binding var title: String
            var body: some View { TextField("Title", text: $title) }
        }
        struct Chooser: View {
            @Binding var draft: Draft
            var body: some View {
                Button("Pick") { draft = Draft() }
                Text(draft.title)
            }
        }
        """
        let index = ProjectIndex(files: [Analysis.facts(SourceText(path: "App/Forms.swift", text: source))])
        func use(_ type: String) -> ParameterUse? { index.use(ofParameter: "draft", in: type, nearestTo: "App/Forms.swift") }
        for type in ["Fields", "Assigner", "Tagger", "Wrapper", "PartHander"] {
            XCTAssertEqual(use(type), [.writes, .writesPart], type)
        }
        XCTAssertEqual(use("Chooser"), .writes)
    }

    /// A write records the optionals known to hold a value where it is made: those the enclosing
    /// `if let` unwraps (not in its `else`), those an earlier `guard let` of the same body
    /// unwraps, and a property's own value rebound to a local of its name keeps its path.
    func testWritesKnowWhichOptionalsHoldAValue() {
        let source = """
        struct Home: View {
            var model: Model
            @State private var shows = false
            @State private var other = false
            var body: some View {
                @Bindable var model = model
                Button("Open") {
                    if let study = model.study {
                        shows = true
                    } else {
                        other = true
                    }
                }
            }
            func open() {
                guard let item = model.item, let study else { return }
                shows = true
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "App/Home.swift", text: source))
        let writes = facts.actions.flatMap(\.writes)
        XCTAssertEqual(writes.filter { $0.target == "shows" }.map(\.whilePresent).sorted { $0.count < $1.count },
                       [["model.study"], ["model.item", "study"]])
        XCTAssertEqual(writes.first { $0.target == "other" }?.whilePresent, [])
    }

    /// Whether a type is `Identifiable`, as the project declares it: through a project protocol
    /// (true), adopting only standard protocols that do not identify (false), or something from
    /// elsewhere or not declared at all (not known).
    func testIdentifiableAsTheProjectDeclaresIt() {
        let source = """
        protocol MediaItem: Identifiable {}
        struct Movie: MediaItem, Codable {}
        struct Filter: Hashable, Codable {}
        final class Account: NSObject {}
        """
        let index = ProjectIndex(files: [Analysis.facts(SourceText(path: "App/Types.swift", text: source))])
        XCTAssertEqual(index.isIdentifiable("Movie?"), true)
        XCTAssertEqual(index.isIdentifiable("Filter"), false)
        XCTAssertNil(index.isIdentifiable("Account"))
        XCTAssertNil(index.isIdentifiable("Elsewhere"))
    }

    /// Hand-made bindings: what the getter tests and reads, what the setter changes, and members
    /// of the presenter that return one.
    func testDerivedBindings() {
        let source = """
        struct Screen: View {
            @State private var picked: Item?
            @State private var showPicker = false
            var pickedShown: Binding<Bool> {
                Binding(get: { picked != nil }, set: { if !$0 { picked = nil } })
            }
            func routeBinding() -> Binding<Bool> { .init(get: { self.picked != nil }, set: { _ in picked = nil }) }
            var body: some View {
                Text("a").sheet(isPresented: Binding(get: { showPicker && !compact }, set: { showPicker = $0 })) { Text("p") }
                Text("b").sheet(isPresented: pickedShown) { Text(picked!.name) }
                Text("c").sheet(isPresented: routeBinding()) { Text("c") }
                Text("d").sheet(isPresented: $showPicker) { Text("d") }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        let sites = facts.presentations
        XCTAssertEqual(sites[0].derivedBinding?.reads, ["showPicker", "compact"])
        XCTAssertEqual(sites[0].derivedBinding?.nilTests, [])
        XCTAssertEqual(sites[0].derivedBinding?.writes.map(\.target), ["showPicker"])
        XCTAssertEqual(sites[1].derivedBinding?.helper, "pickedShown")
        XCTAssertEqual(sites[2].derivedBinding?.helper, "routeBinding")
        XCTAssertNil(sites[3].derivedBinding)
        let members = facts.types[0].members
        let property = members.first { $0.name == "pickedShown" }?.derivedBinding
        XCTAssertEqual(property?.nilTests, ["picked"])
        XCTAssertEqual(property?.writes.map(\.target), ["picked"])
        XCTAssertEqual(property?.writes.map(\.value), [.off])
        let function = members.first { $0.name == "routeBinding" }?.derivedBinding
        XCTAssertEqual(function?.nilTests, ["picked"])
        XCTAssertEqual(function?.writes.map(\.value), [.off])
    }

    /// The names a file changes are read from its actions' writes: a change made only in debug
    /// builds changes nothing in release builds; a change in a closure presented content hands to
    /// a view, and content turning off its own presentation's flag, are assignments but not ways
    /// the file turns the state off elsewhere (the rules judge both from the content).
    func testChangedNamesComeFromTheWrites() {
        let source = """
        struct Screen: View {
            @State private var showsHelp = false
            @State private var showsLog = false
            @State private var debugMode = false
            @State private var filter = ""
            @State private var isEditing = true
            var body: some View {
                VStack {
                    Button("Clear") { filter = "" }
                    Button("Done") { isEditing = false }
                    #if DEBUG
                    Button("Debug") { debugMode = false }
                    #endif
                }
                .sheet(isPresented: $showsHelp) {
                    Button("Close") { showsHelp = false }
                }
                .sheet(isPresented: $showsLog) {
                    LogView(onClose: { showsLog = false })
                }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        XCTAssertEqual(Set(facts.assignedNames), ["filter", "isEditing", "showsHelp", "showsLog"])
        XCTAssertEqual(Set(facts.turnedOffNames), ["isEditing"])
        let writes = facts.actions.flatMap(\.writes)
        XCTAssertTrue(writes.contains { $0.name == "debugMode" && $0.isDebugOnly })
        XCTAssertTrue(writes.contains { $0.name == "showsHelp" && $0.closesItsPresentation })
        XCTAssertTrue(writes.contains { $0.name == "showsLog" && $0.isInHandedClosure })
    }
}
