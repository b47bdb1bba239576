import XCTest
@testable import RuleKit

/// The whole-project rules the language server joins from kept per-file parts
/// (deprecated-presentation-api, scattered-modal-state, settings-in-cover) against a fresh lint
/// after every step of random edit sequences over a project whose files reach each other's
/// findings: a route enum whose settings case a cover in another file presents, a settings screen
/// that stops being one, a presented view that gains a close button, `.navigationBarItems` in a view
/// that another file starts or stops presenting, a `presentationMode` dismissed from an extension
/// elsewhere, a view whose sheets are split over two files, and the package manifest whose
/// deployment targets decide what is deprecated.
final class LiveJoinedRulesTests: XCTestCase {
    static let root = "Shop/Sources/Shop/"

    /// Each file's texts; nil: the file is not in the project.
    static let variants: [(path: String, texts: [String?])] = [
        ("Shop/Package.swift", [
            nil,
            """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Shop", platforms: [.iOS(.v13)], targets: [.target(name: "Shop")])
            """,
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.target(name: "Shop")])
            """,
        ]),
        (root + "Route.swift", [
            """
            enum AccountRoute {
                case profile
                case alerts
                case notificationSettings
            }
            extension AccountRoute: Identifiable { var id: Self { self } }
            """,
            """
            enum AccountRoute {
                case profile
                case alerts
            }
            extension AccountRoute: Identifiable { var id: Self { self } }
            """,
            nil,
        ]),
        (root + "Coordinator.swift", [
            """
            import SwiftUI
            struct AccountRoot: View {
                @State private var route: AccountRoute?
                var body: some View {
                    Button("Open") { route = .alerts }
                        .fullScreenCover(item: $route) { route in
                            switch route {
                            case .profile: ProfileEditor()
                            case .alerts: AlertsPanel()
                            case .notificationSettings: NotificationSettingsScreen()
                            }
                        }
                }
            }
            """,
            """
            import SwiftUI
            struct AccountRoot: View {
                @State private var route: AccountRoute?
                var body: some View {
                    Button("Open") { route = .alerts }
                        .sheet(item: $route) { route in
                            switch route {
                            case .profile: ProfileEditor()
                            case .alerts: AlertsPanel()
                            case .notificationSettings: NotificationSettingsScreen()
                            }
                        }
                }
            }
            """,
        ]),
        (root + "Screens.swift", [
            """
            import SwiftUI
            struct AlertsPanel: View {
                @AppStorage("badges") private var showBadges = true
                @AppStorage("digest") private var weeklyDigest = false
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form {
                        Toggle("Badges", isOn: $showBadges)
                        Toggle("Weekly digest", isOn: $weeklyDigest)
                        Button("Done") { dismiss() }
                    }
                }
            }
            struct ProfileEditor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }
            struct NotificationSettingsScreen: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }
            """,
            """
            import SwiftUI
            struct AlertsPanel: View {
                @State private var title = ""
                @State private var note = ""
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        TextField("Note", text: $note)
                        Button("Done") { dismiss() }
                    }
                }
            }
            struct ProfileEditor: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }
            """,
        ]),
        (root + "Dashboard.swift", [
            """
            import SwiftUI
            struct Dashboard: View {
                @State private var showStats = false
                @State private var editing = false
                var body: some View {
                    VStack {
                        Button("Stats") { showStats = true }
                            .fullScreenCover(isPresented: $showStats) { StatsWall() }
                        Button("Edit") { editing = true }
                            .sheet(isPresented: $editing) { NoteEditor() }
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct Dashboard: View {
                @State private var showStats = false
                var body: some View {
                    Button("Stats") { showStats = true }
                        .fullScreenCover(isPresented: $showStats) { StatsWall() }
                }
            }
            """,
        ]),
        (root + "StatsWall.swift", [
            """
            import SwiftUI
            struct StatsWall: View {
                var body: some View { Text("Stats") }
            }
            """,
            """
            import SwiftUI
            struct StatsWall: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("Stats")
                        Button("Close") { dismiss() }
                    }
                }
            }
            """,
        ]),
        (root + "NoteEditor.swift", [
            """
            import SwiftUI
            struct NoteEditor: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    NavigationView {
                        Text("Note")
                            .navigationBarItems(trailing: Button("Done") { save() })
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct NoteEditor: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    NavigationView {
                        Text("Note")
                            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") { save() } } }
                    }
                }
            }
            """,
        ]),
        (root + "NoteEditor+Actions.swift", [
            """
            import SwiftUI
            extension NoteEditor {
                func save() { presentationMode.wrappedValue.dismiss() }
            }
            """,
            """
            import SwiftUI
            extension NoteEditor {
                func save() {}
            }
            """,
            nil,
        ]),
        (root + "Orders.swift", [
            """
            import SwiftUI
            struct OrdersView: View {
                @State private var showRefund = false
                @State private var showContact = false
                var body: some View {
                    VStack {
                        Button("Refund") { showRefund = true }
                            .sheet(isPresented: $showRefund) { Text("Refund") }
                        contactButton
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct OrdersView: View {
                @State private var showRefund = false
                @Binding var showContact: Bool
                var body: some View {
                    VStack {
                        Button("Refund") { showRefund = true }
                            .sheet(isPresented: $showRefund) { Text("Refund") }
                        contactButton
                    }
                }
            }
            """,
        ]),
        (root + "Orders+Contact.swift", [
            """
            import SwiftUI
            extension OrdersView {
                var contactButton: some View {
                    Button("Contact") { showContact = true }
                        .sheet(isPresented: $showContact) { Text("Contact") }
                }
            }
            """,
            """
            import SwiftUI
            extension OrdersView {
                var contactButton: some View { Button("Contact") {} }
            }
            """,
        ]),
        // The views a sheet shows, and the views those show in turn: a router that starts or
        // stops showing a list (or pushes it, which is not presented content), a row that shows
        // the router back (a cycle), a view declared under a built-in view's name, files deleted.
        (root + "Hub.swift", [
            """
            import SwiftUI
            struct Hub: View {
                @State private var showInbox = false
                var body: some View {
                    Button("Inbox") { showInbox = true }
                        .sheet(isPresented: $showInbox) { HubRouter() }
                }
            }
            """,
            """
            import SwiftUI
            struct Hub: View {
                @State private var showInbox = false
                var body: some View {
                    Button("Inbox") { showInbox = true }
                        .sheet(isPresented: $showInbox) { Text("Nothing") }
                }
            }
            """,
        ]),
        (root + "HubRouter.swift", [
            """
            import SwiftUI
            struct HubRouter: View {
                var body: some View { NavigationView { InboxList() } }
            }
            """,
            """
            import SwiftUI
            struct HubRouter: View {
                var body: some View { NavigationView { NavigationLink("Inbox", destination: InboxList()) } }
            }
            """,
            """
            import SwiftUI
            struct HubRouter: View {
                var body: some View { VStack { InboxList(); NoteEditor() } }
            }
            """,
            nil,
        ]),
        (root + "InboxList.swift", [
            """
            import SwiftUI
            struct InboxList: View {
                var body: some View { List { Text("a") }.navigationBarItems(trailing: Button("Edit") {}) }
            }
            """,
            """
            import SwiftUI
            struct InboxList: View {
                var body: some View { List { Text("a") }.toolbar { Button("Edit") {} } }
            }
            """,
            """
            import SwiftUI
            struct InboxList: View {
                var body: some View { InboxRow().navigationBarItems(leading: Text("Inbox")) }
            }
            """,
            nil,
        ]),
        (root + "InboxRow.swift", [
            """
            import SwiftUI
            struct InboxRow: View {
                var body: some View { HubRouter() }
            }
            """,
            """
            import SwiftUI
            struct InboxRow: View {
                var body: some View { Text("Row").navigationBarItems(trailing: EmptyView()) }
            }
            """,
            """
            import SwiftUI
            struct InboxRow: View {
                var body: some View { Label("Row", systemImage: "tray") }
            }
            struct Label: View {
                init(_ title: String, systemImage: String) {}
                var body: some View { Text("Label").navigationBarItems(trailing: EmptyView()) }
            }
            """,
            nil,
        ]),
        // A route that makes its own screen (`$0.makeSheetView()`): the screen it makes changes,
        // applies `.navigationBarItems` itself, or the route's file goes.
        (root + "AppState.swift", [
            """
            import SwiftUI
            final class AppState: ObservableObject {
                enum Route: Identifiable {
                    case profile
                    case inbox
                    var id: Int { 0 }
                    @ViewBuilder
                    func makeSheetView() -> some View {
                        NavigationView {
                            switch self {
                            case .profile: RouteProfile()
                            case .inbox: Text("Inbox")
                            }
                        }
                    }
                }
                @Published var route: Route?
            }
            """,
            """
            import SwiftUI
            final class AppState: ObservableObject {
                enum Route: Identifiable {
                    case profile
                    case inbox
                    var id: Int { 0 }
                    @ViewBuilder
                    func makeSheetView() -> some View {
                        switch self {
                        case .profile: Text("Profile").navigationBarItems(trailing: Text("Edit"))
                        case .inbox: Text("Inbox")
                        }
                    }
                }
                @Published var route: Route?
            }
            """,
            nil,
            // A route enum no presenter's binding names (found by the member it makes screens with).
            """
            import SwiftUI
            enum SheetRoute: Identifiable {
                case profile
                case inbox
                var id: Int { 0 }
                @ViewBuilder
                func makeSheetView() -> some View {
                    switch self {
                    case .profile: RouteProfile()
                    case .inbox: Text("Inbox")
                    }
                }
            }
            """,
            """
            import SwiftUI
            enum SheetRoute: Identifiable {
                case profile
                case inbox
                var id: Int { 0 }
                @ViewBuilder
                func makeSheetView() -> some View {
                    switch self {
                    case .profile: Text("Profile")
                    case .inbox: Text("Inbox")
                    }
                }
            }
            """,
        ]),
        (root + "RouteRoot.swift", [
            """
            import SwiftUI
            struct RouteRoot: View {
                @StateObject private var state = AppState()
                var body: some View {
                    Text("Root").sheet(item: $state.route) { $0.makeSheetView() }
                }
            }
            struct RouteProfile: View {
                var body: some View { Text("Profile").navigationBarItems(trailing: Text("Edit")) }
            }
            """,
            """
            import SwiftUI
            struct RouteRoot: View {
                @StateObject private var state = AppState()
                var body: some View {
                    Text("Root").sheet(item: $state.route) { _ in Text("None") }
                }
            }
            struct RouteProfile: View {
                var body: some View { Text("Profile").navigationBarItems(trailing: Text("Edit")) }
            }
            """,
            """
            import SwiftUI
            struct RouteRoot: View {
                @EnvironmentObject var model: SharedModel
                var body: some View {
                    Text("Root").sheet(item: $model.route) { $0.makeSheetView() }
                }
            }
            struct RouteProfile: View {
                var body: some View { Text("Profile").navigationBarItems(trailing: Text("Edit")) }
            }
            """,
        ]),
    ]

    static let watched = ["settings-in-cover", "deprecated-presentation-api", "scattered-modal-state", "cover-missing-close"]

    func testRandomEditsOfFilesThatReachEachOthersFindingsAgreeWithAFreshLint() throws {
        // Which rules' findings moved in a file other than the one edited.
        var movedElsewhere: Set<String> = []
        for seed in [11, 12, 13, 14, 15, 16, 17, 18] as [UInt64] {
            var random = SplitMix64(state: seed)
            var chosen = Self.variants.map { _ in 0 }
            var project = LiveProject(configuration: .defaults, jobs: 2)
            var current: [(path: String, text: String)] = []
            for (v, file) in Self.variants.enumerated() {
                chosen[v] = Int.random(in: 0..<file.texts.count, using: &random)
                if let text = file.texts[chosen[v]] { current.append((file.path, text)) }
            }
            project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: Array(current[$0].text.utf8)) }
            try check(project, current, "seed \(seed), loaded")
            for step in 0..<40 {
                let v = Int.random(in: 0..<Self.variants.count, using: &random)
                let file = Self.variants[v]
                let next = (chosen[v] + 1 + Int.random(in: 0..<max(1, file.texts.count - 1), using: &random)) % file.texts.count
                guard next != chosen[v] else { continue }
                chosen[v] = next
                let before = project.findingsByPath
                if let text = file.texts[next] {
                    if let i = current.firstIndex(where: { $0.path == file.path }) { current[i].text = text } else { current.append((file.path, text)) }
                    project.update(LintInput(path: file.path, bytes: Array(text.utf8)))
                } else {
                    current.removeAll { $0.path == file.path }
                    project.remove([file.path])
                }
                try check(project, current, "seed \(seed), step \(step): \(file.path) takes variant \(next)")
                for path in project.paths where path != file.path {
                    for rule in Self.watched where (before[path] ?? []).filter({ $0.ruleID == rule }) != project.findings(in: path).filter({ $0.ruleID == rule }) {
                        movedElsewhere.insert(rule)
                    }
                }
            }
        }
        XCTAssertEqual(movedElsewhere, Set(Self.watched), "each rule's findings moved with an edit of another file")
    }

    /// One edit at a time, the cases the random sequences may miss, each checked by name.
    func testEachCrossFileCaseMovesTheOtherFilesFindings() throws {
        var current: [(path: String, text: String)] = Self.variants.compactMap { file in file.texts[0].map { (file.path, $0) } }
        var project = LiveProject(configuration: .defaults, jobs: 2)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: Array(current[$0].text.utf8)) }
        try check(project, current, "loaded")
        func edit(_ name: String, _ variant: Int) throws -> [String] {
            let file = Self.variants.first { $0.path.hasSuffix("/" + name) || $0.path == name }!
            let changed: [String]
            if let text = file.texts[variant] {
                if let i = current.firstIndex(where: { $0.path == file.path }) { current[i].text = text } else { current.append((file.path, text)) }
                changed = project.update(LintInput(path: file.path, bytes: Array(text.utf8)))
            } else {
                current.removeAll { $0.path == file.path }
                changed = project.remove([file.path])
            }
            try check(project, current, "\(name) takes variant \(variant)")
            return changed
        }
        func has(_ rule: String, in name: String) -> Bool { project.findings(in: Self.root + name).contains { $0.ruleID == rule } }
        // A settings route case, reported where the route is declared, for a cover in another file.
        XCTAssertTrue(has("settings-in-cover", in: "Route.swift"))
        XCTAssertTrue(try edit("Coordinator.swift", 1).contains(Self.root + "Route.swift"), "a sheet now: the case's finding goes")
        XCTAssertFalse(has("settings-in-cover", in: "Route.swift"))
        _ = try edit("Coordinator.swift", 0)
        XCTAssertTrue(has("settings-in-cover", in: "Route.swift"))
        // A presented view gaining a close button clears the presenter's finding.
        XCTAssertTrue(has("cover-missing-close", in: "Dashboard.swift"))
        XCTAssertTrue(try edit("StatsWall.swift", 1).contains(Self.root + "Dashboard.swift"))
        XCTAssertFalse(has("cover-missing-close", in: "Dashboard.swift"))
        // `.navigationBarItems` in NoteEditor is reported while Dashboard presents it.
        XCTAssertTrue(has("deprecated-presentation-api", in: "NoteEditor.swift"))
        let reported = project.findings(in: Self.root + "NoteEditor.swift").count
        XCTAssertTrue(try edit("Dashboard.swift", 1).contains(Self.root + "NoteEditor.swift"))
        XCTAssertLessThan(project.findings(in: Self.root + "NoteEditor.swift").count, reported)
        _ = try edit("Dashboard.swift", 0)
        // The dismiss call in the extension is listed in the property's one finding.
        XCTAssertTrue(project.findings(in: Self.root + "NoteEditor.swift").contains { $0.related.contains { $0.path.hasSuffix("NoteEditor+Actions.swift") } })
        XCTAssertTrue(try edit("NoteEditor+Actions.swift", 1).contains(Self.root + "NoteEditor.swift"))
        // Sheets split over two files: the finding comes and goes with the other file's sheet.
        XCTAssertTrue(has("scattered-modal-state", in: "Orders.swift"))
        XCTAssertTrue(try edit("Orders+Contact.swift", 1).contains(Self.root + "Orders.swift"))
        XCTAssertFalse(has("scattered-modal-state", in: "Orders.swift"))
        _ = try edit("Orders+Contact.swift", 0)
        XCTAssertTrue(has("scattered-modal-state", in: "Orders.swift"))
        // A list the sheet's router shows: reported while shown, not while pushed, again when
        // shown through another path, and gone with the router's file.
        let list = Self.root + "InboxList.swift"
        XCTAssertTrue(has("deprecated-presentation-api", in: "InboxList.swift"))
        XCTAssertTrue(try edit("HubRouter.swift", 1).contains(list), "pushed, not presented")
        XCTAssertFalse(has("deprecated-presentation-api", in: "InboxList.swift"))
        XCTAssertTrue(try edit("HubRouter.swift", 2).contains(list))
        XCTAssertTrue(has("deprecated-presentation-api", in: "InboxList.swift"))
        XCTAssertTrue(try edit("Hub.swift", 1).contains(list), "the sheet no longer shows the router")
        XCTAssertFalse(has("deprecated-presentation-api", in: "InboxList.swift"))
        _ = try edit("Hub.swift", 0)
        XCTAssertTrue(try edit("HubRouter.swift", 3).contains(list), "the router's file deleted")
        XCTAssertFalse(has("deprecated-presentation-api", in: "InboxList.swift"))
        _ = try edit("HubRouter.swift", 0)
        XCTAssertTrue(has("deprecated-presentation-api", in: "InboxList.swift"))
        // A view the list shows, through a cycle back to the router, then with its own bar items.
        _ = try edit("InboxList.swift", 2)
        XCTAssertFalse(has("deprecated-presentation-api", in: "InboxRow.swift"))
        XCTAssertTrue(try edit("InboxRow.swift", 1).contains(Self.root + "InboxRow.swift"))
        XCTAssertTrue(has("deprecated-presentation-api", in: "InboxRow.swift"))
        // A view declared under a built-in view's name is followed too.
        _ = try edit("InboxRow.swift", 2)
        XCTAssertTrue(has("deprecated-presentation-api", in: "InboxRow.swift"))
        // The screen a route's member makes: followed while the sheet shows it, its own bar items reported.
        XCTAssertTrue(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        XCTAssertTrue(try edit("AppState.swift", 1).contains(Self.root + "RouteRoot.swift"))
        XCTAssertFalse(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        XCTAssertTrue(has("deprecated-presentation-api", in: "AppState.swift"))
        XCTAssertTrue(try edit("AppState.swift", 2).contains(Self.root + "AppState.swift"))
        _ = try edit("AppState.swift", 0)
        XCTAssertTrue(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        XCTAssertTrue(try edit("RouteRoot.swift", 1).contains(Self.root + "RouteRoot.swift"))
        XCTAssertFalse(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        // Found by the member that makes the screen: an edit of the route's file alone moves it.
        _ = try edit("RouteRoot.swift", 2)
        _ = try edit("AppState.swift", 3)
        XCTAssertTrue(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        XCTAssertTrue(try edit("AppState.swift", 4).contains(Self.root + "RouteRoot.swift"))
        XCTAssertFalse(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        _ = try edit("AppState.swift", 3)
        XCTAssertTrue(has("deprecated-presentation-api", in: "RouteRoot.swift"))
        _ = try edit("RouteRoot.swift", 0)
        _ = try edit("AppState.swift", 0)
        // A deployment target below iOS 14 keeps `.navigationBarItems` and `presentationMode`: nothing deprecated to report.
        XCTAssertTrue(try edit("Package.swift", 1).contains(Self.root + "NoteEditor.swift"))
        XCTAssertFalse(has("deprecated-presentation-api", in: "NoteEditor.swift"))
        _ = try edit("Package.swift", 2)
        XCTAssertTrue(has("deprecated-presentation-api", in: "NoteEditor.swift"))
    }

    /// An Xcode project's deployment targets change (its `project.pbxproj` was edited, added or
    /// deleted): the files whose targets moved, and those reaching them, agree with a fresh lint.
    func testXcodeProjectTargetsChangingAgreeWithAFreshLint() throws {
        // Without the package manifest, the Xcode project beside the folder gives the targets.
        let current: [(path: String, text: String)] = Self.variants.dropFirst().compactMap { file in file.texts[0].map { (file.path, $0) } }
        var project = LiveProject(configuration: .defaults, jobs: 2)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: Array(current[$0].text.utf8)) }
        try check(project, current, "loaded")
        let editor = Self.root + "NoteEditor.swift"
        XCTAssertTrue(project.findings(in: editor).contains { $0.ruleID == "deprecated-presentation-api" })
        func targets(_ iOS: String) -> [ScopedDeploymentTargets] {
            [ScopedDeploymentTargets(xcodeProjectFile: "Shop/Sources/Shop.xcodeproj/project.pbxproj",
                                     targets: DeploymentTargets.xcodeProject(Array("IPHONEOS_DEPLOYMENT_TARGET = \(iOS);\n".utf8)))]
        }
        for (step, iOS) in [(0, "13.0"), (1, "16.0"), (2, "14.0"), (3, nil)] as [(Int, String?)] {
            let changed = project.updateBuildSettingTargets(iOS.map(targets) ?? [])
            try check(project, current, "step \(step): iOS \(iOS ?? "from no project")")
            if step == 0 {
                XCTAssertTrue(changed.contains(editor))
                XCTAssertFalse(project.findings(in: editor).contains { $0.ruleID == "deprecated-presentation-api" }, "iOS 13 has neither toolbar items nor dismiss")
            }
        }
        XCTAssertTrue(project.findings(in: editor).contains { $0.ruleID == "deprecated-presentation-api" })
    }

    /// A copy of the project (a snapshot kept while the original goes on) keeps its own whole-project
    /// state: both go on from the same lint with different edits and each agrees with a fresh lint.
    func testACopyOfTheProjectKeepsItsOwnState() throws {
        var current: [(path: String, text: String)] = Self.variants.compactMap { file in file.texts[0].map { (file.path, $0) } }
        var project = LiveProject(configuration: .defaults, jobs: 2)
        project.load(count: current.count) { [current] in LintInput(path: current[$0].path, bytes: Array(current[$0].text.utf8)) }
        var copy = project
        var copied = current
        func set(_ name: String, _ variant: Int, in project: inout LiveProject, _ files: inout [(path: String, text: String)]) {
            let file = Self.variants.first { $0.path.hasSuffix("/" + name) }!
            let text = file.texts[variant]!
            files[files.firstIndex { $0.path == file.path }!].text = text
            project.update(LintInput(path: file.path, bytes: Array(text.utf8)))
        }
        set("HubRouter.swift", 1, in: &project, &current)
        set("StatsWall.swift", 1, in: &project, &current)
        try check(project, current, "the original, edited")
        set("InboxList.swift", 2, in: &copy, &copied)
        set("NoteEditor.swift", 1, in: &copy, &copied)
        try check(copy, copied, "the copy, edited otherwise")
        set("Dashboard.swift", 1, in: &project, &current)
        try check(project, current, "the original, edited again")
    }

    func check(_ project: LiveProject, _ current: [(path: String, text: String)], _ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(project.paths, current.map(\.path), step, file: file, line: line)
        var engine = LintEngine(configuration: project.configuration)
        engine.buildSettingTargets = project.buildSettingTargets
        let lint = engine.lint(current.map { LintInput(path: $0.path, bytes: Array($0.text.utf8)) }, jobs: 1)
        let expected = Dictionary(grouping: lint.findings, by: \.path)
        for path in project.paths where project.findings(in: path) != expected[path] ?? [] {
            XCTFail("\(step): findings of \(path) differ from a fresh lint", file: file, line: line)
        }
    }
}
