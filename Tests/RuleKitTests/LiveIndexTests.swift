import Foundation
import XCTest
@testable import RuleKit

/// The project index kept current one file at a time (`LiveIndex`, under `LiveProject`) against
/// a fresh build of the same files after every step of random edit sequences: types added and
/// removed, a view moved between files, files renamed, deleted, made unreadable and brought back,
/// wrappers defined and dropped. Every table, lookup and finding must agree.
final class LiveIndexTests: XCTestCase {
    typealias Generator = SplitMix64

    /// Texts that move the project-wide tables: a wrapper definition, an optional-flag mapper,
    /// bodies setting many values, values cleared while others are set.
    static let extras: [String] = [
        """
        import SwiftUI
        extension View {
            func tripCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                fullScreenCover(isPresented: isPresented, content: content)
            }
        }
        """,
        """
        import SwiftUI
        extension Binding {
            func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
                Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
            }
        }
        """,
        """
        import SwiftUI
        struct Resetter: View {
            @State private var a = false
            @State private var b = false
            @State private var c: String?
            @State private var d = false
            @State private var e = 0
            var body: some View {
                Button("Reset") { a = true; b = true; c = nil; d = true; e = 1 }
                Button("Pick") { c = "x"; a = false; d = true }
                    .sheet(isPresented: $d) { Text("d") }
            }
        }
        """,
        """
        import SwiftUI
        struct WrappedCoverHost: View {
            @State private var tripShowing = false
            var body: some View {
                Button("Open") { tripShowing = true }
                    .tripCover(isPresented: $tripShowing) { Text("Trapped") }
            }
        }
        """,
        """
        import SwiftUI
        struct TripCoverModifier<Cover: View>: ViewModifier {
            @Binding var isPresented: Bool
            let cover: () -> Cover
            func body(content: Content) -> some View {
                #if os(macOS)
                content
                #else
                nativeCover(content)
                #endif
            }
            private func nativeCover(_ c: Content) -> some View {
                c.fullScreenCover(isPresented: $isPresented) { cover() }
            }
        }
        extension View {
            func tripCover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                modifier(TripCoverModifier(isPresented: isPresented, cover: content))
            }
        }
        """,
    ]

    static let manifest = """
    // swift-tools-version:5.5
    import PackageDescription
    let package = Package(name: "Old", platforms: [.iOS(.v13)], targets: [.target(name: "Old", path: "rules")])
    """

    func testRandomEditSequencesKeepTheIndexAndFindingsEqualToAFreshBuild() throws {
        let urls = Fixtures.swiftFiles(under: Fixtures.root.appendingPathComponent("rules"))
        var pool: [(path: String, text: [UInt8])] = try urls.map { (Fixtures.relativePath($0), try [UInt8](Data(contentsOf: $0))) }
        for (i, text) in Self.extras.enumerated() { pool.append(("Extras/Extra\(i).swift", Array(text.utf8))) }
        // A package manifest: the deployment targets of the files under it come and go with it.
        pool.append(("Tests/Fixtures/Package.swift", Array(Self.manifest.utf8)))
        for seed in [1, 2, 3] as [UInt64] {
            var random = Generator(state: seed)
            // Start from most of the files; the rest come in as the edits go.
            var current: [(path: String, text: [UInt8])] = pool.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
            var project = LiveProject(configuration: .defaults, jobs: 2)
            project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
            try check(project, current, "seed \(seed), loaded")
            for step in 0..<30 {
                let what: String
                let i = Int.random(in: 0..<current.count, using: &random)
                switch Int.random(in: 0..<8, using: &random) {
                case 0:   // Another file's text: its types now declared twice (or moved here).
                    let j = Int.random(in: 0..<pool.count, using: &random)
                    current[i].text = pool[j].text
                    project.update(LintInput(path: current[i].path, bytes: current[i].text))
                    what = "\(current[i].path) takes the text of \(pool[j].path)"
                case 1:   // Emptied: its types go.
                    current[i].text = Array("// nothing\n".utf8)
                    project.update(LintInput(path: current[i].path, bytes: current[i].text))
                    what = "\(current[i].path) emptied"
                case 2:   // Deleted.
                    let path = current.remove(at: i).path
                    project.remove([path])
                    what = "\(path) deleted"
                case 3:   // A file of the pool not in the project comes (back) in, at the end.
                    let missing = pool.filter { p in !current.contains { $0.path == p.path } }
                    guard let added = missing.randomElement(using: &random) else { continue }
                    current.append(added)
                    project.update(LintInput(path: added.path, bytes: added.text))
                    what = "\(added.path) added"
                case 4:   // Renamed: gone under one path, added under another, in one update.
                    let old = current.remove(at: i)
                    let renamed = (path: "Renamed/\(step)/" + (old.path as NSString).lastPathComponent, text: old.text)
                    current.append(renamed)
                    project.apply(updating: [LintInput(path: renamed.path, bytes: renamed.text)], removing: [old.path])
                    what = "\(old.path) renamed to \(renamed.path)"
                case 5:   // A view moved: its file's text appended to another, itself emptied, in one update.
                    let j = (i + 1 + Int.random(in: 0..<max(1, current.count - 1), using: &random)) % current.count
                    guard i != j else { continue }
                    current[j].text += [UInt8(ascii: "\n")] + current[i].text
                    current[i].text = Array("// moved\n".utf8)
                    project.apply(updating: [LintInput(path: current[i].path, bytes: current[i].text),
                                             LintInput(path: current[j].path, bytes: current[j].text)], removing: [])
                    what = "\(current[i].path) moved into \(current[j].path)"
                case 6:   // Cannot be analysed (a binary file), then later edited back.
                    current[i].text = [0x73, 0x00, 0x01]
                    project.update(LintInput(path: current[i].path, bytes: current[i].text))
                    what = "\(current[i].path) made binary"
                default:  // Its original text back (or another file's, for an added one).
                    let original = pool.first { $0.path == current[i].path } ?? pool[i % pool.count]
                    current[i].text = original.text
                    project.update(LintInput(path: current[i].path, bytes: current[i].text))
                    what = "\(current[i].path) restored"
                }
                try check(project, current, "seed \(seed), step \(step): \(what)")
            }
        }
    }

    /// Changes that reach every file: a wrapper defined and dropped (the calls of it become
    /// presentations and stop being ones), a package manifest added, changed and deleted (the
    /// deployment targets of every file under it move).
    func testWrapperAndManifestChangesAgreeWithAFreshBuild() throws {
        let urls = Fixtures.swiftFiles(under: Fixtures.root.appendingPathComponent("rules"))
        var current: [(path: String, text: [UInt8])] = try urls.map { (Fixtures.relativePath($0), try [UInt8](Data(contentsOf: $0))) }
        current.append(("Extras/Host.swift", Array(Self.extras[3].utf8)))
        var project = LiveProject(configuration: .defaults, jobs: 2)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
        try check(project, current, "loaded")
        XCTAssertEqual(project.findings(in: "Extras/Host.swift"), [], "no wrapper yet")
        func put(_ path: String, _ text: String, _ step: String) throws {
            if let i = current.firstIndex(where: { $0.path == path }) { current[i].text = Array(text.utf8) } else { current.append((path, Array(text.utf8))) }
            project.update(LintInput(path: path, bytes: Array(text.utf8)))
            try check(project, current, step)
        }
        try put("Extras/Wrapper.swift", Self.extras[0], "wrapper defined")
        XCTAssertTrue(project.findings(in: "Extras/Host.swift").contains { $0.ruleID == "cover-missing-close" }, "the wrapper's call is a cover now")
        try put("Extras/Wrapper.swift", "// gone\n", "wrapper dropped")
        XCTAssertEqual(project.findings(in: "Extras/Host.swift"), [])
        // A wrapper presenting in a helper its body calls: the editor follows the helper's file.
        try put("Extras/Wrapper.swift", Self.extras[4], "wrapper through a helper")
        XCTAssertTrue(project.findings(in: "Extras/Host.swift").contains { $0.ruleID == "cover-missing-close" }, "the helper presents a cover")
        try put("Extras/Wrapper.swift", Self.extras[4].replacingOccurrences(of: "nativeCover(content)", with: "content"), "helper not reached")
        XCTAssertEqual(project.findings(in: "Extras/Host.swift"), [], "a helper the body never calls makes no wrapper")
        let deprecated = { project.paths.flatMap { project.findings(in: $0) }.filter { $0.ruleID == "deprecated-presentation-api" }.count }
        let before = deprecated()
        try put("Tests/Fixtures/Package.swift", Self.manifest, "manifest added")
        XCTAssertLessThan(deprecated(), before, "below iOS 15 the replacements do not exist")
        try put("Tests/Fixtures/Package.swift", Self.manifest.replacingOccurrences(of: ".v13", with: ".v17"), "manifest changed")
        XCTAssertEqual(deprecated(), before)
        try put("Tests/Fixtures/Package.swift", Self.manifest, "manifest changed back")
        current.removeAll { $0.path == "Tests/Fixtures/Package.swift" }
        project.remove(["Tests/Fixtures/Package.swift"])
        try check(project, current, "manifest deleted")
        XCTAssertEqual(deprecated(), before)
    }

    /// A view's findings can follow from who shows it: a `$binding` handed by a caller's `@State`,
    /// a cover presenting it. Editing or deleting a caller lints the
    /// views it shows again, whichever file declares them.
    func testCallerChangesReachTheViewsTheyShow() throws {
        let child = """
        import SwiftUI
        struct PhotoSheet: View {
            @Binding var isShowing: Bool
            var body: some View {
                Text("Photo").sheet(isPresented: $isShowing) { Text("Picker") }
            }
        }
        """
        let parent = """
        import SwiftUI
        struct AlbumScreen: View {
            @State private var showsPicker = false
            var body: some View {
                Button("Add") { showsPicker = true }
                PhotoSheet(isShowing: $showsPicker)
            }
        }
        """
        var current: [(path: String, text: [UInt8])] = [("Child.swift", Array(child.utf8)),
                                                        ("Parent.swift", Array(parent.utf8))]
        var configuration = RuleConfiguration.defaults
        configuration.settings["state-bool-presentation"]?.options["report"] = .string("all")
        var project = LiveProject(configuration: configuration, jobs: 1)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
        try check(project, current, "loaded")
        let named = { project.findings(in: "Child.swift").filter { $0.message.contains("AlbumScreen") }.count }
        XCTAssertEqual(named(), 1, "the child's flag comes from the parent's state")
        let renamed = parent.replacingOccurrences(of: "showsPicker", with: "addsPhoto")
        current[1].text = Array(renamed.utf8)
        project.update(LintInput(path: "Parent.swift", bytes: current[1].text))
        try check(project, current, "parent's state renamed")
        current.remove(at: 1)
        project.remove(["Parent.swift"])
        try check(project, current, "parent deleted")
        XCTAssertEqual(named(), 0)
    }

    /// Whether an `item:` route is cleared elsewhere depends on who clears it, not only on whether
    /// its name is ever given a value that may be off: a file that starts or stops clearing it
    /// reaches the cover's file even when another write of the name was already there.
    func testClearingARouteElsewhereReachesTheCover() throws {
        let home = """
        import SwiftUI
        struct Enrolment: Identifiable { let id: String }
        struct EnrolmentHome: View {
            @State var scanResult: Enrolment?
            var body: some View {
                Button("Scan") { scanResult = Enrolment(id: "a") }
                    .fullScreenCover(item: $scanResult) { enrolment in
                        Text(enrolment.id)
                    }
            }
        }
        """
        let quiet = """
        final class StudyReset {
            var home: EnrolmentHome?
            var scanResult: String?
            func reset() { scanResult = nil }
        }
        """
        let clearing = """
        final class StudyReset {
            var home: EnrolmentHome?
            func reset() { home?.scanResult = nil }
        }
        """
        var current: [(path: String, text: [UInt8])] = [("Home.swift", Array(home.utf8)), ("Reset.swift", Array(quiet.utf8))]
        var project = LiveProject(configuration: .defaults, jobs: 1)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
        try check(project, current, "loaded")
        let traps = { project.findings(in: "Home.swift").filter { $0.ruleID == "cover-missing-close" }.count }
        XCTAssertEqual(traps(), 1, "a type's own property of the name clearing it is not the cover's route")
        current[1].text = Array(clearing.utf8)
        project.update(LintInput(path: "Reset.swift", bytes: current[1].text))
        try check(project, current, "the route cleared through a reference")
        XCTAssertEqual(traps(), 0)
        current[1].text = Array(quiet.utf8)
        project.update(LintInput(path: "Reset.swift", bytes: current[1].text))
        try check(project, current, "no longer cleared")
        XCTAssertEqual(traps(), 1)
    }

    /// A model's flag turned off through a value of the model's type in another file closes the
    /// cover; turned off through another model of the same property name, it does not. The name
    /// is turned off somewhere all along, so only the typed answer moves.
    func testTurningAModelsFlagOffElsewhereReachesTheCover() throws {
        let host = """
        import SwiftUI
        final class LibraryModel: ObservableObject { @Published var showsSearch = false }
        final class GamesModel: ObservableObject { @Published var showsSearch = false }
        struct LibraryHost: View {
            @StateObject private var library = LibraryModel()
            var body: some View {
                Button("Search") { library.showsSearch = true }
                    .fullScreenCover(isPresented: $library.showsSearch) { Text("Searching") }
            }
        }
        """
        let other = """
        final class SearchTimer {
            var games: GamesModel
            init(games: GamesModel) { self.games = games }
            func expire() { games.showsSearch = false }
        }
        """
        let closing = """
        final class SearchTimer {
            var games: GamesModel
            var library: LibraryModel
            init(games: GamesModel, library: LibraryModel) { self.games = games; self.library = library }
            func expire() { games.showsSearch = false; library.showsSearch = false }
        }
        """
        var current: [(path: String, text: [UInt8])] = [("Host.swift", Array(host.utf8)), ("Timer.swift", Array(other.utf8))]
        var project = LiveProject(configuration: .defaults, jobs: 1)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
        try check(project, current, "loaded")
        let traps = { project.findings(in: "Host.swift").filter { $0.ruleID == "cover-missing-close" }.count }
        XCTAssertEqual(traps(), 1, "another model's flag of the same name is not the cover's")
        current[1].text = Array(closing.utf8)
        project.update(LintInput(path: "Timer.swift", bytes: current[1].text))
        try check(project, current, "turned off through the library's type")
        XCTAssertEqual(traps(), 0)
        current[1].text = Array(other.utf8)
        project.update(LintInput(path: "Timer.swift", bytes: current[1].text))
        try check(project, current, "no longer turned off")
        XCTAssertEqual(traps(), 1)
    }

    /// A property declared in a third file changes whose value a write there clears: a type
    /// writing `scanResult = nil` with no property of the name clears another object's; once an
    /// extension elsewhere gives it one, it clears its own, and the cover is a trap again.
    func testAPropertyDeclaredInAThirdFileReachesTheCover() throws {
        let home = """
        import SwiftUI
        struct Enrolment: Identifiable { let id: String }
        struct EnrolmentHome: View {
            @State var scanResult: Enrolment?
            var body: some View {
                Button("Scan") { scanResult = Enrolment(id: "a") }
                    .fullScreenCover(item: $scanResult) { enrolment in
                        Text(enrolment.id)
                    }
            }
        }
        """
        let reset = """
        final class StudyReset {
            func reset() { scanResult = nil }
        }
        """
        let bare = "extension StudyReset {}\n"
        let owning = """
        extension StudyReset {
            var scanResult: String? { get { nil } set {} }
        }
        """
        var current: [(path: String, text: [UInt8])] = [("Home.swift", Array(home.utf8)), ("Reset.swift", Array(reset.utf8)),
                                                        ("Reset+Storage.swift", Array(bare.utf8))]
        var project = LiveProject(configuration: .defaults, jobs: 1)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: current[$0].text) }
        try check(project, current, "loaded")
        let traps = { project.findings(in: "Home.swift").filter { $0.ruleID == "cover-missing-close" }.count }
        let clearedElsewhere = traps()
        current[2].text = Array(owning.utf8)
        project.update(LintInput(path: "Reset+Storage.swift", bytes: current[2].text))
        try check(project, current, "the writer given a property of the name")
        XCTAssertNotEqual(traps(), clearedElsewhere, "the answer about who clears the route moved")
        current[2].text = Array(bare.utf8)
        project.update(LintInput(path: "Reset+Storage.swift", bytes: current[2].text))
        try check(project, current, "the property taken away")
        XCTAssertEqual(traps(), clearedElsewhere)
    }

    /// A copy of the index taken before an update keeps answering as before.
    func testASnapshotOfTheIndexIsNotChangedByLaterUpdates() {
        var project = LiveProject(configuration: .defaults, jobs: 1)
        let files = [LintInput(path: "A.swift", bytes: Array("struct Alpha { var x = false\n func f() { x = false } }\n".utf8))]
        project.load(count: 1) { files[$0] }
        let snapshot = project.index
        XCTAssertTrue(snapshot.isDeclared("Alpha"))
        project.update(LintInput(path: "A.swift", bytes: Array("struct Beta {}\n".utf8)))
        XCTAssertTrue(snapshot.isDeclared("Alpha"))
        XCTAssertTrue(snapshot.isTurnedOffSomewhere("x"))
        XCTAssertFalse(project.index.isDeclared("Alpha"))
        XCTAssertFalse(project.index.isTurnedOffSomewhere("x"))
        XCTAssertTrue(project.index.isDeclared("Beta"))
    }

    // MARK: Comparison

    func check(_ project: LiveProject, _ current: [(path: String, text: [UInt8])], _ step: String) throws {
        XCTAssertEqual(project.paths, current.map(\.path), step)
        let facts = project.paths.map { project.facts(of: $0) ?? FileFacts(path: $0) }
        let fresh = ProjectIndex(files: facts, jobs: 1, presentationWrappers: project.configuration.presentationWrappers,
                                 deploymentTargets: project.configuration.deploymentTargets)
        assertEquivalent(project.index, fresh, step)
        let lint = LintEngine(configuration: project.configuration).lint(current.map { LintInput(path: $0.path, bytes: $0.text) }, jobs: 1)
        let expected = Dictionary(grouping: lint.findings, by: \.path)
        for path in project.paths {
            XCTAssertEqual(project.findings(in: path), expected[path] ?? [], "\(step): findings of \(path)")
        }
    }

    func assertEquivalent(_ live: ProjectIndex, _ fresh: ProjectIndex, _ step: String, file: StaticString = #filePath, line: UInt = #line) {
        func fail(_ what: String) { XCTFail("\(step): \(what) differs", file: file, line: line) }
        if live.files.map(\.path) != fresh.files.map(\.path) { fail("files") }
        for f in live.files.indices where f < fresh.files.count {
            let a = live.files[f].presentations.map { "\($0.modifier) \($0.wrapper ?? "-")" }
            let b = fresh.files[f].presentations.map { "\($0.modifier) \($0.wrapper ?? "-")" }
            if a != b { fail("presentations of \(live.files[f].path)") }
        }
        let l = live.tables, r = fresh.tables
        func describe(_ types: [TypeFacts]) -> [String] { types.map { "\($0.path) \($0.qualifiedName) \($0.kind) \($0.members.count)" } }
        if l.typesByName.keys.sorted() != r.typesByName.keys.sorted() { fail("type names") }
        for (name, types) in r.typesByName where describe(l.typesByName[name] ?? []) != describe(types) { fail("types named \(name)") }
        if l.namesTurnedOff != r.namesTurnedOff { fail("names turned off") }
        if l.namesAssigned != r.namesAssigned { fail("names assigned") }
        if l.selectedTogether != r.selectedTogether { fail("names selected together") }
        if l.clearedWhileSetting != r.clearedWhileSetting { fail("names cleared while setting") }
        if l.setAlone != r.setAlone { fail("names set alone") }
        if l.deferredSelections != r.deferredSelections { fail("deferred selections") }
        if live.optionalFlagMappers != fresh.optionalFlagMappers { fail("optional-flag mappers") }
        func key(_ k: ProjectIndex.NameKey) -> String { "\(k.first)|\(k.second)|\(k.third)" }
        // Large-selection bodies are numbered differently: compare which keys each body holds.
        func bodies(_ t: [ProjectIndex.NameKey: [Int32]]) -> [String] {
            var byBody: [Int32: [String]] = [:]
            for (k, numbers) in t {
                if numbers != numbers.sorted() { fail("order of a body list") }
                for n in numbers { byBody[n, default: []].append(key(k)) }
            }
            return byBody.values.map { $0.sorted().joined(separator: ",") }.sorted()
        }
        if bodies(l.largeSelectionBodies) != bodies(r.largeSelectionBodies) { fail("large-selection bodies") }
        func multiset<V>(_ t: [ProjectIndex.NameKey: [V]]) -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: t.map { (key($0.key), $0.value.map { "\($0)" }.sorted()) })
        }
        if multiset(l.possiblyNilSelections) != multiset(r.possiblyNilSelections) { fail("possibly-nil selections") }
        // The tables made on first use, and the declarations nearest to each file.
        func callers(_ index: ProjectIndex) -> [String: [String]] {
            _ = index.callers(of: "")
            return (index.callerTable.made ?? [:]).mapValues { $0.map { "\($0.type) \($0.path) \($0.reference.typeName)" } }
        }
        if callers(live) != callers(fresh) { fail("callers") }
        func actions(_ index: ProjectIndex) -> [String: [String]] {
            _ = index.actions(of: "")
            // Each index's actions, found where its own files hold them.
            var described: [String: [String]] = [:]
            for owner in (index.actionTable.made ?? [:]).keys { described[owner] = index.actions(of: owner).map { "\($0)" }.sorted() }
            return described
        }
        if actions(live) != actions(fresh) { fail("actions") }
        for (name, types) in r.typesByName where types.count > 1 {
            for f in fresh.files {
                let a = live.types(named: name, nearestTo: f.path).map(describe)
                let b = fresh.types(named: name, nearestTo: f.path).map(describe)
                if a != b { fail("declarations of \(name) nearest to \(f.path)") }
            }
        }
    }
}
