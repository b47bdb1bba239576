import XCTest
@testable import RuleKit

/// Where several rules report one site, their advice does not repeat or contradict itself, and each
/// finding lists the others there.
final class FindingCoordinationTests: XCTestCase {
    static let pairedSite = """
    import SwiftUI

    struct ListScreen: View {
        @State private var selected: Item?
        @State private var showDetail = false
        var body: some View {
            Button("Open") {
                selected = Item(id: 1)
                showDetail = true
            }
            .sheet(isPresented: $showDetail) {
                if let selected { DetailView(item: selected) }
            }
        }
    }

    struct Item: Identifiable { let id: Int }
    struct DetailView: View {
        let item: Item
        @State private var note = ""
        var body: some View { TextField("Note", text: $note) }
    }
    """

    /// Each rule's message is its own (the engine rewrites none): state-bool-presentation names the
    /// value prefer-item-binding binds, and each finding lists the other.
    func testStateBoolAndPreferItemBindingAgreeAtTheSameSite() {
        let alone = Analysis.findings([SourceText(path: "A.swift", text: Self.pairedSite)])
        var findings = alone
        FindingCoordination.coordinate(&findings)
        let stateBool = findings.first { $0.ruleID == "state-bool-presentation" }
        let preferItem = findings.first { $0.ruleID == "prefer-item-binding" }
        XCTAssertNotNil(preferItem)
        XCTAssertEqual(findings.map(\.message), alone.map(\.message))
        XCTAssertEqual(stateBool?.message,
                       "`.sheet` is driven by view-local `@State var showDetail: Bool`; present it through a coordinator's route case carrying `selected` (selected where the flag is raised), bound with `.sheet(item:)`")
        XCTAssertTrue(preferItem?.message.contains("`selected`") ?? false, preferItem?.message ?? "")
        XCTAssertEqual(stateBool?.related.map(\.message), ["[prefer-item-binding] \(preferItem?.message ?? "")"])
        XCTAssertEqual(preferItem?.related.count, 1)
        XCTAssertEqual(preferItem?.related.first?.start, stateBool?.start)
    }

    func testAloneAFindingKeepsItsOwnAdvice() {
        let text = """
        import SwiftUI
        struct Host: View {
            @State private var show = false
            var body: some View {
                Button("Go") { show = true }.sheet(isPresented: $show) { Text("Hi") }
            }
        }
        """
        var findings = Analysis.findings([SourceText(path: "A.swift", text: text)])
        FindingCoordination.coordinate(&findings)
        let stateBool = findings.first { $0.ruleID == "state-bool-presentation" }
        XCTAssertNotNil(stateBool)
        XCTAssertFalse(stateBool?.message.contains("prefer-item-binding") ?? true, stateBool?.message ?? "no finding")
        XCTAssertEqual(stateBool?.related.count, 0)
    }

    /// scattered-modal-state lists the other sites it groups.
    func testScatteredModalStateRelatesTheSitesItGroups() {
        let text = """
        import SwiftUI
        struct Hub: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            var body: some View {
                VStack {
                    Button("A") { a = true }.sheet(isPresented: $a) { Text("A") }
                    Button("B") { b = true }.sheet(isPresented: $b) { Text("B") }
                    Button("C") { c = true }.sheet(isPresented: $c) { Text("C") }
                }
            }
        }
        """
        let scattered = Analysis.findings([SourceText(path: "Hub.swift", text: text)]).filter { $0.ruleID == "scattered-modal-state" }
        XCTAssertEqual(scattered.count, 1)
        // Reported where the view is declared, every site it groups related.
        XCTAssertEqual(scattered.first?.start.line, 2)
        XCTAssertEqual(scattered.first?.related.map(\.start.line), [8, 9, 10])
        XCTAssertEqual(scattered.first?.related.map(\.message), ["`.sheet` driven by `a`", "`.sheet` driven by `b`", "`.sheet` driven by `c`"])
    }
}
