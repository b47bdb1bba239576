import XCTest

/// `presentationWrappers` in `.presentlint.json`: a project's own presentation modifiers defined
/// outside the linted files are presentations of the kind they name, for every rule.
final class PresentationWrapperConfigTests: XCTestCase {
    static let screen = """
    import SwiftUI
    struct Screen: View {
        @State private var showsHelp = false
        var body: some View {
            Button("Help") { showsHelp = true }
                .drawer(isPresented: $showsHelp) { Text("Help") }
        }
    }
    """

    func testConfiguredWrapperIsAPresentation() throws {
        let s = try Scratch()
        try s.write("A.swift", Self.screen)
        let unconfigured = try CLI.run(["-q", "A.swift"], in: s.url)
        XCTAssertEqual(unconfigured.stdout, "", "an unknown modifier is no presentation")
        try s.write(".presentlint.json", #"{ "presentationWrappers": { "drawer": "fullScreenCover" } }"#)
        let configured = try CLI.run(["-q", "--only", "state-bool-presentation", "A.swift"], in: s.url)
        XCTAssertTrue(configured.stdout.contains("A.swift:6:14: warning: `.drawer` is driven by view-local `@State var showsHelp: Bool`"), configured.stdout)
    }

    /// A configured wrapper called with its binding by position (`.drawer($showsHelp)`): a flag or
    /// an item as the bound property is declared.
    func testConfiguredWrapperTakesItsBindingByPosition() throws {
        let s = try Scratch()
        try s.write("A.swift", """
        import SwiftUI
        struct Screen: View {
            @State private var showsHelp = false
            @State private var topic: String?
            var body: some View {
                Button("Help") { showsHelp = true }
                    .drawer($showsHelp) { Text("Help") }
                    .drawer($topic) { Text($0) }
            }
        }
        """)
        let unconfigured = try CLI.run(["-q", "A.swift"], in: s.url)
        XCTAssertEqual(unconfigured.stdout, "", "an unknown modifier is no presentation")
        try s.write(".presentlint.json", #"{ "presentationWrappers": { "drawer": "fullScreenCover" } }"#)
        let configured = try CLI.run(["-q", "--only", "state-bool-presentation", "A.swift"], in: s.url)
        XCTAssertEqual(configured.stdout.split(separator: "\n").count, 1, configured.stdout)
        XCTAssertTrue(configured.stdout.contains("A.swift:7:14: warning: `.drawer` is driven by view-local `@State var showsHelp: Bool`"), configured.stdout)
    }

    func testBadWrapperKindIsAConfigurationError() throws {
        let s = try Scratch()
        try s.write("A.swift", Self.screen)
        try s.write(".presentlint.json", #"{ "presentationWrappers": { "drawer": "alert" } }"#)
        let run = try CLI.run(["A.swift"], in: s.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(".presentlint.json: 'presentationWrappers.drawer' must be one of sheet, fullScreenCover, popover"), run.stderr)
    }
}
