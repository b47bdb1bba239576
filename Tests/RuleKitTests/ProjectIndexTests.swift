import XCTest
@testable import RuleKit

/// Which declaration a name means when several targets of one repository declare it.
final class ProjectIndexTests: XCTestCase {
    func index(_ files: [(String, String)]) -> ProjectIndex {
        ProjectIndex(files: files.map { Analysis.facts(SourceText(path: $0.0, text: $0.1)) })
    }

    func testNearestDeclarationWinsAndTiesAreAmbiguous() throws {
        let idx = index([
            ("Apps/Chess/Board.swift", "struct Board { var moves = 0 }"),
            ("Apps/Chess/Board+Undo.swift", "extension Board { func undo() {} }"),
            ("Apps/Notes/Board.swift", "struct Board { var pages = 0 }"),
            ("Apps/Notes/Extras/Board+Share.swift", "extension Board { func share() {} }"),
            ("Single/Only.swift", "struct Only { var x = 1 }"),
        ])
        let chess = try XCTUnwrap(idx.types(named: "Board", nearestTo: "Apps/Chess/Lobby.swift"))
        XCTAssertEqual(chess.map(\.path), ["Apps/Chess/Board.swift", "Apps/Chess/Board+Undo.swift"])
        let notes = try XCTUnwrap(idx.types(named: "Board", nearestTo: "Apps/Notes/Deep/Inner/Use.swift"))
        XCTAssertEqual(notes.map(\.path), ["Apps/Notes/Board.swift", "Apps/Notes/Extras/Board+Share.swift"])
        // Shared code equally near both apps cannot tell which `Board` it means.
        XCTAssertNil(idx.types(named: "Board", nearestTo: "Apps/Shared.swift"))
        XCTAssertNil(idx.member("undo", of: "Board", nearestTo: "Apps/Shared.swift"))
        XCTAssertNotNil(idx.member("undo", of: "Board", nearestTo: "Apps/Chess/Lobby.swift"))
        XCTAssertNil(idx.member("undo", of: "Board", nearestTo: "Apps/Notes/Use.swift"))
        // One declaration: always that one, wherever it is used from.
        XCTAssertEqual(idx.types(named: "Only", nearestTo: "Elsewhere/Far/Use.swift")?.count, 1)
    }

    /// A qualified name picks its own declaration and extensions out of all types of the simple
    /// name; members and properties are found in whichever declaration or extension holds them.
    func testQualifiedNamesAndLookupsAcrossExtensions() {
        let idx = index([
            ("A.swift", "enum A { struct Row { var title = \"\" } }"),
            ("B.swift", "enum B { struct Row { var count = 0 } }"),
            ("A+Row.swift", "extension A.Row { func open() {} var subtitle: String { title } }"),
        ])
        XCTAssertEqual(idx.types(named: "Row").count, 3)
        XCTAssertEqual(idx.types(qualified: "A.Row").map(\.path), ["A.swift", "A+Row.swift"])
        XCTAssertEqual(idx.types(qualified: "B.Row").map(\.path), ["B.swift"])
        XCTAssertTrue(idx.types(qualified: "C.Row").isEmpty)
        // Found past the first declaration: in B's, in the extension.
        XCTAssertNotNil(idx.property("count", of: "Row"))
        XCTAssertEqual(ProjectIndex.member("open", in: idx.types(qualified: "A.Row"))?.isFunction, true)
        XCTAssertEqual(ProjectIndex.member("subtitle", in: idx.types(qualified: "A.Row"))?.isFunction, false)
        XCTAssertNil(ProjectIndex.member("open", in: idx.types(qualified: "B.Row")))
        XCTAssertEqual(idx.property("title", of: "Row", preferring: "A.swift")?.name, "title")
        XCTAssertNil(idx.property("missing", of: "Row", preferring: "B.swift"))
    }

    /// Two declarations side by side in one directory are equally near to any other file there,
    /// but code in one of the two files means the declaration in its own file.
    func testADeclarationInTheFileItselfWins() throws {
        let idx = index([
            ("Fixtures/Triggering.swift", "struct Host { func restart() {} }"),
            ("Fixtures/Quiet.swift", "struct Host { func reload() {} }"),
        ])
        XCTAssertEqual(try XCTUnwrap(idx.types(named: "Host", nearestTo: "Fixtures/Triggering.swift")).map(\.path), ["Fixtures/Triggering.swift"])
        XCTAssertNotNil(idx.member("restart", of: "Host", nearestTo: "Fixtures/Triggering.swift"))
        XCTAssertNil(idx.member("restart", of: "Host", nearestTo: "Fixtures/Quiet.swift"))
        XCTAssertNotNil(idx.member("reload", of: "Host", nearestTo: "Fixtures/Quiet.swift"))
        XCTAssertNil(idx.types(named: "Host", nearestTo: "Fixtures/Other.swift"))
    }

    /// Declarations of one name all in one file are variants of one type (per platform, under
    /// `#if`): code elsewhere means all of them, not none. Two files still tie.
    func testVariantsInOneFileAreOneType() throws {
        let idx = index([
            ("Views/WebPage.swift", "#if os(iOS)\nstruct WebPage { func makeUIView() {} }\n#else\nstruct WebPage { func makeNSView() {} }\n#endif\n"),
            ("Features/Reader/Reader.swift", "struct Reader { }"),
        ])
        let variants = try XCTUnwrap(idx.types(named: "WebPage", nearestTo: "Features/Reader/Reader.swift"))
        XCTAssertEqual(variants.count, 2)
        XCTAssertNotNil(idx.member("makeNSView", of: "WebPage", nearestTo: "Features/Reader/Reader.swift"))
        let tie = index([("A/Page.swift", "struct Page { }"), ("B/Page.swift", "struct Page { }")])
        XCTAssertNil(tie.types(named: "Page", nearestTo: "C/Use.swift"))
    }

    /// A path's directories, as the tree of declarations reads them, are its runs between "/"
    /// with empty ones dropped and the file's own name not counted, on paths with leading,
    /// doubled and trailing slashes, prefixes and non-ASCII; a walk can stop early.
    func testDirectoryComponentsAgreeWithSplitting() {
        let parts = ["", "/", "//", "a", "ab", "a/", "ab/", "a/b", "a//b/", "/a/b/", "é", "é/ü", "a/b/c", "x"]
        var compared = 0
        for p in parts {
            for q in parts {
                for file in ["", "F.swift", "/"] {
                    let path = p + q + file
                    var seen: [String] = []
                    ProjectIndex.DirectoryTree.forEachDirectory(of: path) { seen.append(String($0)); return true }
                    XCTAssertEqual(seen, path.split(separator: "/").dropLast().map(String.init), path)
                    var first: [String] = []
                    ProjectIndex.DirectoryTree.forEachDirectory(of: path) { first.append(String($0)); return false }
                    XCTAssertEqual(first, Array(seen.prefix(1)), path)
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 588)
    }

    /// The extensions grouped with their declarations once, when the index is built, give the same
    /// answers as comparing every pair of paths on every lookup, on seeded layouts of declarations and
    /// extensions across nested directories.
    func testPrecomputedDeclarationsAgreeWithLookupTimeGrouping() {
        func shared(_ a: String, _ b: String) -> Int {
            zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        func reference(_ idx: ProjectIndex, _ name: String, _ path: String) -> [String]? {
            let all = idx.types(named: name)
            let primaries = all.filter { $0.kind != .extension }
            guard primaries.count > 1 else { return all.map(\.path) }
            let closeness = primaries.map { shared($0.path, path) }
            let best = closeness.max() ?? 0
            guard closeness.filter({ $0 == best }).count == 1, let chosen = closeness.firstIndex(of: best) else { return nil }
            let extensions = all.filter { ext in
                guard ext.kind == .extension else { return false }
                let near = primaries.map { shared($0.path, ext.path) }
                let nearest = near.max() ?? 0
                return near[chosen] == nearest && near.filter { $0 == nearest }.count == 1
            }
            return ([primaries[chosen]] + extensions).map(\.path)
        }
        var generator = RobustnessTests.SeededGenerator(state: 7)
        let directories = ["", "A/", "A/B/", "A/C/", "A/B/D/", "E/", "E/B/", "A/B/D/F/", "A//B/", "é/ü/", "é/"]
        var lookups = 0
        for layout in 0..<60 {
            var files: [(String, String)] = []
            for i in 0..<Int.random(in: 1...7, using: &generator) {
                let directory = directories.randomElement(using: &generator)!
                let isExtension = Bool.random(using: &generator)
                files.append(("\(directory)T\(layout)_\(i).swift", isExtension ? "extension Thing { func f\(i)() {} }" : "struct Thing { var v\(i) = 0 }"))
            }
            let idx = index(files)
            for directory in directories {
                let path = directory + "Use.swift"
                XCTAssertEqual(idx.types(named: "Thing", nearestTo: path)?.map(\.path), reference(idx, "Thing", path), "layout \(layout) from \(path)")
                lookups += 1
            }
        }
        XCTAssertEqual(lookups, 660)
    }

    /// Names count as selected together only when one body of the type sets both.
    func testSelectedTogetherNeedsOneBodySettingBoth() {
        let idx = index([
            ("A/List.swift", """
            struct List {
                func open(_ r: Row) { selected = r; showDetail = true }
                func edit(_ r: Row) { editing = r; showEditor = true; count = 1 }
                func reset() { query = ""; page = 0 }
                func clearAll() { a = 0; b = 0; c = 0; d = 0; e = 0; f = 0; g = 0; h = 0 }
                func clearMore() { h = 1; i = 1; j = 1; k = 1; l = 1; m = 1; n = 1 }
            }
            """),
            ("B/Other.swift", "struct Other { func go() { selected = 1; showEditor = true } }"),
        ])
        XCTAssertTrue(idx.areSelectedTogether("selected", "showDetail", in: ["List"]))
        XCTAssertTrue(idx.areSelectedTogether("showDetail", "selected", in: ["List"]))
        XCTAssertTrue(idx.areSelectedTogether("count", "editing", in: ["List"]))
        XCTAssertTrue(idx.areSelectedTogether("page", "query", in: ["Other", "List"]))
        XCTAssertTrue(idx.areSelectedTogether("same", "same", in: []))
        // Set in different bodies, or together only in another type.
        XCTAssertFalse(idx.areSelectedTogether("selected", "showEditor", in: ["List"]))
        XCTAssertFalse(idx.areSelectedTogether("editing", "showDetail", in: ["List"]))
        XCTAssertFalse(idx.areSelectedTogether("query", "showDetail", in: ["List"]))
        XCTAssertTrue(idx.areSelectedTogether("selected", "showEditor", in: ["Other"]))
        XCTAssertFalse(idx.areSelectedTogether("selected", "showEditor", in: ["Missing"]))
        // Bodies setting many names are kept per name rather than as every pair.
        XCTAssertTrue(idx.areSelectedTogether("a", "h", in: ["List"]))
        XCTAssertTrue(idx.areSelectedTogether("n", "h", in: ["List"]))
        XCTAssertFalse(idx.areSelectedTogether("a", "n", in: ["List"]))
        XCTAssertFalse(idx.areSelectedTogether("a", "h", in: ["Other"]))
    }

    /// A file keeps each selection group once, and each assigned or turned-off name once; the
    /// index answers from those exactly as from every body and every change.
    func testRepeatedGroupsAndNamesAreKeptOnce() {
        let source = """
        struct Grid {
            func a(_ r: Row) { selected = r; showDetail = true }
            func b(_ r: Row) { showDetail = true; selected = r }
            func c(_ r: Row) { selected = r; showDetail = true; selected = r }
            // Only `done` is set on here: no group.
            func d() { showDetail = false; showDetail.toggle(); vm.sheet = nil; done = true }
            func e(_ r: Row) { selected = r; showEditor = true }
        }
        struct Other { func f(_ r: Row) { selected = r; showDetail = true } }
        """
        let facts = Analysis.facts(SourceText(path: "Grid.swift", text: source))
        // Actions that set several names on: one per member (an action says whose body it is),
        // and an action repeated in one member's closures is kept once.
        XCTAssertEqual(facts.actions.filter { $0.namesSetOn.count > 1 }.map { "\($0.owner).\($0.member ?? "-"):\($0.namesSetOn.joined(separator: ","))" },
                       ["Grid.a:selected,showDetail", "Grid.b:selected,showDetail", "Grid.c:selected,showDetail",
                        "Grid.e:selected,showEditor", "Other.f:selected,showDetail"])
        let repeated = Analysis.facts(SourceText(path: "Rows.swift", text: """
        struct Rows: View {
            var body: some View {
                Button("A") { selected = a; showDetail = true }
                Button("B") { selected = a; showDetail = true }
            }
        }
        """))
        XCTAssertEqual(repeated.actions.count, 1)
        XCTAssertEqual(facts.assignedNames.sorted(), ["done", "selected", "sheet", "showDetail", "showEditor"])
        // Off, toggled, or set to a value that may be nil (`selected = r`).
        XCTAssertEqual(facts.turnedOffNames.sorted(), ["selected", "sheet", "showDetail"])
        // Every change is still recorded, in the summary of the member that makes it.
        let changes = facts.types.flatMap { $0.members.flatMap(\.summary.stateChanges) }
        XCTAssertEqual(changes.filter { $0.name == "showDetail" }.count, 6)
        let idx = ProjectIndex(files: [facts])
        XCTAssertTrue(idx.areSelectedTogether("selected", "showDetail", in: ["Grid"]))
        XCTAssertTrue(idx.areSelectedTogether("selected", "showEditor", in: ["Grid"]))
        XCTAssertFalse(idx.areSelectedTogether("showDetail", "showEditor", in: ["Grid"]))
        XCTAssertTrue(idx.isTurnedOffSomewhere("showDetail"))
        XCTAssertTrue(idx.isTurnedOffSomewhere("sheet"))
        XCTAssertTrue(idx.isTurnedOffSomewhere("selected"))
        XCTAssertFalse(idx.isTurnedOffSomewhere("done"))
        XCTAssertFalse(idx.isTurnedOffSomewhere("showEditor"))
        XCTAssertTrue(idx.isAssignedSomewhere("done"))
        XCTAssertFalse(idx.isAssignedSomewhere("missing"))
    }
}

/// The dotted paths the fact pass records for assignments.
final class StatePathTests: XCTestCase {
    func testAssignmentTargetsAsDottedPaths() {
        let facts = Analysis.facts(SourceText(path: "P.swift", text: """
        struct P {
            func go() {
                plain = true
                self.own = true
                vm.sheet = nil
                coordinator.route.destination = 1
                self.model.item = nil
                a?.b!.c = 2
                item?.value = 3
                self?.weak = true
                $bound = 1
                (paren).x = 1
                let local = 0
                local.field = 1
                averyveryverylongnameforthemodel.averyveryverylongproperty = true
            }
        }
        """))
        XCTAssertEqual(facts.types.first?.members.first { $0.name == "go" }?.summary.stateChanges.map(\.target), [
            "plain", "own", "vm.sheet", "coordinator.route.destination", "model.item", "a.b.c", "item.value", "weak",
            "averyveryverylongnameforthemodel.averyveryverylongproperty",
        ])
    }
}

/// Which sheets `scattered-modal-state` counts together: those of one declaration, across its
/// extensions in other files, and only `@State` ones.
final class ScatteredStateCountTests: XCTestCase {
    func scattered(_ files: [(String, String)]) -> [String] {
        Analysis.findings(files.map { SourceText(path: $0.0, text: $0.1) })
            .filter { $0.ruleID == "scattered-modal-state" }.map { "\($0.path):\($0.start.line)" }
    }

    func testStatesOfOneViewAcrossFilesCount() {
        XCTAssertEqual(scattered([
            ("App/Home.swift", """
            struct Home: View {
                @State private var showA = false
                @State private var showB = false
                var body: some View { Text("x").sheet(isPresented: $showA) { Text("a") } }
            }
            """),
            ("App/Home+More.swift", """
            extension Home {
                var more: some View { Text("y").sheet(isPresented: $showB) { Text("b") } }
            }
            """),
        ]), ["App/Home.swift:1"])  // where Home is declared
    }

    func testOneStatePerViewOrStateOwnedElsewhereIsSilent() {
        // Two sheets on one `@State`, a second sheet on an observed model's flag, and another
        // view with the same sheet name: never two distinct local states of one view.
        XCTAssertEqual(scattered([
            ("App/Feed.swift", """
            struct Feed: View {
                @State private var showA = false
                @Binding var showB: Bool
                var body: some View {
                    Text("x").sheet(isPresented: $showA) { Text("a") }
                        .fullScreenCover(isPresented: $showA) { Text("b") }
                        .sheet(isPresented: $showB) { Text("c") }
                }
            }
            struct Other: View {
                @State private var showA = false
                var body: some View { Text("x").sheet(isPresented: $showA) { Text("a") } }
            }
            """),
        ]), [])
    }

    func testSameNameInTwoAppsCountsApart() {
        let view = { (state: String) in """
            struct Root: View {
                @State private var \(state) = false
                var body: some View { Text("x").sheet(isPresented: $\(state)) { Text("a") } }
            }
            """ }
        XCTAssertEqual(scattered([("One/Root.swift", view("showA")), ("Two/Root.swift", view("showB"))]), [])
    }
}

final class DistinctListTests: XCTestCase {
    /// First-seen order and each value once, below and past the point where a set takes over.
    func testKeepsFirstSeenOrderOnce() {
        var list = DistinctList<String>()
        var expected: [String] = []
        var seen = Set<String>()
        // A fixed scramble of 48 names, each repeated.
        for i in 0..<2_000 {
            let value = "name\((i * 7_919 + i / 13) % (DistinctList<String>.linearLimit * 3))"
            let added = list.insert(value)
            XCTAssertEqual(added, seen.insert(value).inserted)
            if added { expected.append(value) }
        }
        XCTAssertEqual(list.items, expected)
        XCTAssertGreaterThan(list.items.count, DistinctList<String>.linearLimit)
    }
}
