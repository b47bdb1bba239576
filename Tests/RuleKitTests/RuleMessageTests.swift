import XCTest
@testable import RuleKit

/// Messages name the form the code actually uses, so the suggested replacement fits.
final class RuleMessageTests: XCTestCase {
    func testOldAlertMessagesNameTheirForm() {
        let text = """
        import SwiftUI
        struct A: View {
            @State private var shown = false
            @State private var picked: String?
            var body: some View {
                Text("a")
                    .alert(isPresented: $shown) { Alert(title: Text("x")) }
                    .alert(item: $picked) { value in Alert(title: Text(value)) }
            }
        }
        """
        let messages = Self.messages(of: "deprecated-presentation-api", in: text)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("`.alert(isPresented:content:)`"), messages[0])
        XCTAssertTrue(messages[0].contains("`.alert(_:isPresented:actions:message:)`"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("`.alert(item:content:)`"), messages[1])
        XCTAssertTrue(messages[1].contains("`.alert(_:isPresented:presenting:actions:message:)`"), messages[1])
    }

    /// The presentationMode messages quote the dismissal as written, and advise removing a property
    /// nothing reads rather than replacing it.
    func testPresentationModeMessagesFitTheCode() {
        let text = """
        import SwiftUI
        struct Unread: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Text("a") }
        }
        struct Renamed: View {
            @Environment(\\.presentationMode) private var presentation
            var body: some View { Button("Close") { presentation.wrappedValue.dismiss() } }
        }
        """
        let messages = Self.messages(of: "deprecated-presentation-api", in: text)
        XCTAssertEqual(messages, [
            "`@Environment(\\.presentationMode)` is deprecated and this property is never used; remove it",
            "`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss) private var dismiss` and call `dismiss()` instead of `presentation.wrappedValue.dismiss()` (its use: line 8)",
        ])
    }

    /// An item-driven action sheet is pointed at the `presenting:` form; a dismissal through a
    /// representable's `parent` at the view that parent is.
    func testActionSheetItemAndCoordinatorMessages() {
        let text = """
        import SwiftUI
        struct Notes: View {
            @State private var selected: Note?
            var body: some View {
                Text("n").actionSheet(item: $selected) { note in ActionSheet(title: Text(note.title)) }
            }
        }
        struct Note: Identifiable { let id: Int; let title: String }
        struct Picker: UIViewControllerRepresentable {
            @Environment(\\.presentationMode) var presentationMode
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            final class Coordinator {
                let parent: Picker
                init(parent: Picker) { self.parent = parent }
                func finished() { parent.presentationMode.wrappedValue.dismiss() }
            }
        }
        """
        let messages = Self.messages(of: "deprecated-presentation-api", in: text)
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[0], "`.actionSheet(item:content:)` is deprecated; use `.confirmationDialog(_:isPresented:presenting:actions:)` with Buttons and roles")
        XCTAssertEqual(messages[2], "`parent.presentationMode.wrappedValue.dismiss()` is deprecated; read `@Environment(\\.dismiss) var dismiss` in the view `parent` refers to and call `parent.dismiss()`")
    }

    /// Views in one file, two with a property nothing reads: another view's declaration or use of
    /// its own property of the same name is no use of theirs.
    func testPresentationModeUnusedInTwoTypesOfOneFile() {
        let text = """
        import SwiftUI
        struct First: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Text("1") }
        }
        struct Second: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Text("2") }
        }
        struct Third: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
        }
        """
        let messages = Self.messages(of: "deprecated-presentation-api", in: text)
        XCTAssertEqual(Array(messages.prefix(2)), Array(repeating: "`@Environment(\\.presentationMode)` is deprecated and this property is never used; remove it", count: 2))
        XCTAssertEqual(messages[2], "`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss) var dismiss` and call `dismiss()` instead of `presentationMode.wrappedValue.dismiss()` (its use: line 12)")
    }

    /// A property another file may read (an extension elsewhere) is not called unused.
    func testPresentationModeReadInAnotherFileIsNotUnused() {
        let view = """
        import SwiftUI
        struct Panel: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { closeButton }
        }
        """
        let extensionFile = """
        import SwiftUI
        extension Panel {
            var closeButton: some View { Button("Close") { presentationMode.wrappedValue.dismiss() } }
        }
        """
        let messages = Analysis.findings([SourceText(path: "Panel.swift", text: view), SourceText(path: "Panel+Close.swift", text: extensionFile)])
            .filter { $0.ruleID == "deprecated-presentation-api" && $0.path == "Panel.swift" }.map(\.message)
        XCTAssertEqual(messages, ["`@Environment(\\.presentationMode)` is deprecated; use `@Environment(\\.dismiss) var dismiss` and call `dismiss()` instead of `presentationMode.wrappedValue.dismiss()` (its use: Panel+Close.swift:3)"])
    }

    /// A finding at a modifier in a view that presenters show names the view whose code it is in,
    /// not whichever presenter led to it: a baseline keyed on it must not depend on the presenters.
    func testFindingsInAShownViewNameTheViewTheyAreIn() {
        let presenter = """
        import SwiftUI
        struct Lobby: View {
            @State private var showHelp = false
            var body: some View { Button("Help") { showHelp = true }.sheet(isPresented: $showHelp) { HelpPage() } }
        }
        """
        let shown = """
        import SwiftUI
        struct HelpPage: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationView { Text("How").navigationBarItems(trailing: Button("Done") { dismiss() }) }
            }
        }
        """
        let findings = Analysis.findings([SourceText(path: "Lobby.swift", text: presenter), SourceText(path: "HelpPage.swift", text: shown)])
            .filter { $0.ruleID == "deprecated-presentation-api" }
        XCTAssertEqual(findings.map(\.path), ["HelpPage.swift"])
        XCTAssertEqual(findings.map(\.enclosingType), ["HelpPage"])
    }

    /// The scattered-state message counts states, not modifiers: a flag that drives the same sheet
    /// from two places is one state.
    func testScatteredStateCountsStatesNotModifiers() {
        let text = """
        import SwiftUI
        struct Board: View {
            @State private var filters = false
            @State private var export = false
            var body: some View {
                VStack {
                    Text("a").sheet(isPresented: $filters) { Text("Filters") }
                    Text("b").sheet(isPresented: $filters) { Text("Filters") }
                    Text("c").sheet(isPresented: $export) { Text("Export") }
                }
            }
        }
        """
        let messages = Self.messages(of: "scattered-modal-state", in: text)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("`Board` drives its sheets from 2 separate local states (`filters`, `export`)") ?? false, messages.first ?? "")
    }

    func testScatteredStateNamesEachKindItCounts() {
        let text = """
        import SwiftUI
        struct Hub: View {
            @State private var intro = false
            @State private var tour = false
            @State private var help = false
            @State private var news = false
            var body: some View {
                Text("hub")
                    .fullScreenCover(isPresented: $intro) { Text("Intro") }
                    .sheet(isPresented: $help) { Text("Help") }
                    .fullScreenCover(isPresented: $tour) { Text("Tour") }
                    .sheet(isPresented: $news) { Text("News") }
            }
        }
        struct Covers: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            var body: some View {
                Text("c")
                    .sheet(isPresented: $c) { Text("C") }
                    .fullScreenCover(isPresented: $a) { Text("A") }
                    .fullScreenCover(isPresented: $b) { Text("B") }
            }
        }
        """
        let messages = Self.messages(of: "scattered-modal-state", in: text)
        XCTAssertEqual(messages, [
            "`Hub` drives its sheets from 2 separate local states (`help`, `news`) and its full-screen covers from 2 separate local states (`intro`, `tour`); model each kind as one optional route enum bound to a single `.sheet(item:)` and a single `.fullScreenCover(item:)`",
            "`Covers` drives its full-screen covers from 2 separate local states (`a`, `b`); model them as one optional route enum bound to a single `.fullScreenCover(item:)`",
        ])
    }

    /// Covers in one `#if` clause and sheets in the other are never built together: the message
    /// names one build's presentations, not the sheets of one build and the covers of another.
    func testScatteredStateNamesOneBuild() {
        let text = """
        import SwiftUI
        struct Gate: View {
            @State private var network = false
            @State private var security = false
            var body: some View {
                Text("gate")
                #if targetEnvironment(macCatalyst)
                    .fullScreenCover(isPresented: $network) { Text("Network") }
                    .fullScreenCover(isPresented: $security) { Text("Security") }
                #else
                    .sheet(isPresented: $network) { Text("Network") }
                    .sheet(isPresented: $security) { Text("Security") }
                #endif
            }
        }
        """
        let messages = Self.messages(of: "scattered-modal-state", in: text)
        XCTAssertEqual(messages, [
            "`Gate` drives its sheets from 2 separate local states (`network`, `security`); model them as one optional route enum bound to a single `.sheet(item:)`",
        ])
    }

    /// A nested type is named with its namespace: apps nest many a `RootView`.
    func testScatteredStateNamesNestedTypesInFull() {
        let text = """
        import SwiftUI
        enum Settings {
            struct RootView: View {
                @State private var help = false
                @State private var export = false
                var body: some View {
                    Text("s")
                        .sheet(isPresented: $help) { Text("Help") }
                        .sheet(isPresented: $export) { Text("Export") }
                }
            }
        }
        """
        let messages = Self.messages(of: "scattered-modal-state", in: text)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("`Settings.RootView` drives its sheets from 2") ?? false, messages.first ?? "")
    }

    /// Separate `#if`s that test platforms which exclude each other are never built together:
    /// iOS's sheets are not counted with tvOS's covers.
    func testScatteredStateMatchesPlatformsAcrossIfs() {
        let text = """
        import SwiftUI
        struct Home: View {
            @State private var settings = false
            @State private var share = false
            @State private var about = false
            @State private var importing = false
            @State private var syncing = false
            var body: some View {
                Text("home")
                #if os(iOS)
                    .sheet(isPresented: $settings) { Text("Settings") }
                    .sheet(isPresented: $share) { Text("Share") }
                #endif
                    .sheet(isPresented: $about) { Text("About") }
                #if os(tvOS)
                    .fullScreenCover(isPresented: $importing) { Text("Import") }
                #elseif !os(macOS) && !os(iOS)
                    .fullScreenCover(isPresented: $syncing) { Text("Sync") }
                #endif
                #if !os(iOS)
                    .fullScreenCover(isPresented: $syncing) { Text("Sync") }
                #endif
            }
        }
        """
        let messages = Self.messages(of: "scattered-modal-state", in: text)
        XCTAssertEqual(messages, [
            "`Home` drives its sheets from 3 separate local states (`settings`, `share`, `about`); model them as one optional route enum bound to a single `.sheet(item:)`",
        ])
    }

    func testPreferItemNamesTheWrapperForPlainValues() {
        let text = """
        import SwiftUI
        struct Recipe: Identifiable { let id: Int }
        struct A: View {
            @State private var shareShown = false
            @State private var shared: URL?
            @State private var detailShown = false
            @State private var detail: Recipe?
            @State private var cropperShown = false
            @State private var picked: UIImage?
            var body: some View {
                Button("go") { shared = URL(fileURLWithPath: "x"); shareShown = true }
                    .sheet(isPresented: $shareShown) { if let shared { Text(shared.path) } }
                Button("open") { detail = Recipe(id: 1); detailShown = true }
                    .sheet(isPresented: $detailShown) { if let detail { Text("\\(detail.id)") } }
                Button("crop") { picked = UIImage(); cropperShown = true }
                    .fullScreenCover(isPresented: $cropperShown) { if let picked { Cropper(image: picked) } }
            }
        }
        """
        let messages = Self.messages(of: "prefer-item-binding", in: text)
        XCTAssertEqual(messages.count, 3)
        XCTAssertTrue(messages[0].hasSuffix("(`URL` is not `Identifiable`: wrap it in a small `Identifiable` value)"), messages[0])
        XCTAssertFalse(messages[1].contains("Identifiable"), messages[1])
        XCTAssertTrue(messages[2].hasSuffix("(`UIImage` is not `Identifiable`: wrap it in a small `Identifiable` value)"), messages[2])
    }

    /// A project type is said not to be `Identifiable` only when nothing it adopts could make it so.
    func testPreferItemNamesProjectTypesThatAreNotIdentifiable() {
        let text = """
        import SwiftUI
        struct Summary: Codable, Hashable { let total: Int }
        struct Receipt { let id: Int }
        extension Receipt: Identifiable {}
        protocol Trackable: Identifiable {}
        struct Entry: Trackable { let id: Int }
        struct Remote: SomeKitRecord { let id: Int }
        struct A: View {
            @State private var s1 = false
            @State private var summary: Summary?
            @State private var s2 = false
            @State private var receipt: Receipt?
            @State private var s3 = false
            @State private var entry: Entry?
            @State private var s4 = false
            @State private var remote: Remote?
            var body: some View {
                Button("a") { summary = Summary(total: 1); s1 = true }
                    .sheet(isPresented: $s1) { if let summary { Text("\\(summary.total)") } }
                Button("b") { receipt = Receipt(id: 1); s2 = true }
                    .sheet(isPresented: $s2) { if let receipt { Text("\\(receipt.id)") } }
                Button("c") { entry = Entry(id: 1); s3 = true }
                    .sheet(isPresented: $s3) { if let entry { Text("\\(entry.id)") } }
                Button("d") { remote = Remote(id: 1); s4 = true }
                    .sheet(isPresented: $s4) { if let remote { Text("\\(remote.id)") } }
            }
        }
        """
        let messages = Self.messages(of: "prefer-item-binding", in: text)
        XCTAssertEqual(messages.count, 4)
        XCTAssertTrue(messages[0].hasSuffix("(`Summary` is not `Identifiable`: make it `Identifiable` or wrap it in a small `Identifiable` value)"), messages[0])
        for m in messages.dropFirst() { XCTAssertFalse(m.contains("is not `Identifiable`"), m) }
    }

    /// The messages one rule gives for `text` (linted as one file), in line order.
    /// Where the code supports iOS 14, the advice cannot name `@Environment(\.dismiss)` (iOS 15).
    func testCoverAdviceFitsTheDeploymentTarget() {
        let screen = """
        import SwiftUI
        struct Card: View {
            @State private var playing = false
            var body: some View {
                Button("Play") { playing = true }
                    .fullScreenCover(isPresented: $playing) { Text("Trailer") }
            }
        }
        """
        func message(platforms: String) -> String? {
            let manifest = "import PackageDescription\nlet package = Package(name: \"P\", platforms: [\(platforms)], targets: [])\n"
            return Analysis.findings([SourceText(path: "P/Package.swift", text: manifest), SourceText(path: "P/Sources/P/Card.swift", text: screen)])
                .first { $0.ruleID == "cover-missing-close" }?.message
        }
        let old = message(platforms: ".iOS(.v14)") ?? ""
        XCTAssertTrue(old.hasSuffix("add a Close button that calls `presentationMode.wrappedValue.dismiss()` (`@Environment(\\.dismiss)` needs iOS 15; the code supports iOS 14.0)"), old)
        let new = message(platforms: ".iOS(.v15)") ?? ""
        XCTAssertTrue(new.hasSuffix("add a Close button that calls `dismiss()`"), new)
    }

    /// A dismissal in a child the property is handed to is listed among the property's uses.
    func testHandedPresentationModeCallsAreListedUses() {
        let parent = """
        import SwiftUI
        struct EditorScreen: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { EditorToolbar(presentationMode: presentationMode) }
        }
        """
        let child = """
        import SwiftUI
        struct EditorToolbar: View {
            var presentationMode: Binding<PresentationMode>
            var body: some View { Button("Save") { self.presentationMode.wrappedValue.dismiss() } }
        }
        """
        let findings = Analysis.findings([SourceText(path: "Editor.swift", text: parent), SourceText(path: "Toolbar.swift", text: child)])
            .filter { $0.ruleID == "deprecated-presentation-api" }
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.hasSuffix("instead of `presentationMode.wrappedValue.dismiss()` (its use: Toolbar.swift:4)") ?? false, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.related.first?.message, "`presentationMode.wrappedValue.dismiss()` becomes `dismiss()`")
    }

    /// A cover whose only way out is in a toolbar with no navigation container around it says so,
    /// and advises the two fixes; the same screen in a navigation stack is not reported.
    func testToolbarWithoutNavigationNamesTheToolbar() {
        let text = """
        import SwiftUI
        struct Row: View {
            @State private var shown = false
            @State private var wrapped = false
            var body: some View {
                Text("a")
                    .fullScreenCover(isPresented: $shown) { Detail() }
                    .fullScreenCover(isPresented: $wrapped) { NavigationView { Detail() } }
            }
        }
        struct Detail: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text("b").toolbar { Button("Done") { dismiss() } }
            }
        }
        """
        let messages = Self.messages(of: "cover-missing-close", in: text)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages[0].contains("no navigation container, so its toolbar"), messages[0])
        XCTAssertTrue(messages[0].contains("wrap the content in a `NavigationStack`"), messages[0])
    }

    static func messages(of rule: String, in text: String) -> [String] {
        Analysis.findings([SourceText(path: "A.swift", text: text)])
            .filter { $0.ruleID == rule }
            .sorted { $0.start.line < $1.start.line }
            .map(\.message)
    }
}
