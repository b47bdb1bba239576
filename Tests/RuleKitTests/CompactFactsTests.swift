import XCTest
@testable import RuleKit

/// Facts keep their rare parts out of line (a property's wrappers after the first and its
/// environment key, a declared or an inferred type, a site's `onDismiss`, an enum case's place):
/// what the rules read must be what the code says.
final class CompactFactsTests: XCTestCase {
    func testPropertiesKeepEveryWrapperTheirTypeAndEnvironmentKey() {
        let source = """
        struct Screen: View {
            @MainActor @State private var show = false
            @Environment(\\.dismiss) var dismiss
            @Published var name: String?
            var count = Counter()
            let plain: Int
            var body: some View { Text("") }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        let type = facts.types[0]
        let show = type.property(named: "show")
        XCTAssertEqual(show.map { Array($0.wrappers) }, ["MainActor", "State"])
        XCTAssertEqual(show?.hasWrapper("State"), true)
        XCTAssertEqual(show?.hasWrapper("MainActor"), true)
        XCTAssertEqual(show?.hasWrapper("Binding"), false)
        XCTAssertNil(show?.declaredType)
        XCTAssertEqual(show?.inferredType, "Bool")
        XCTAssertEqual(show?.type, "Bool")
        XCTAssertNil(show?.environmentKey)
        let dismiss = type.property(named: "dismiss")
        XCTAssertEqual(dismiss?.environmentKey, "dismiss")
        XCTAssertEqual(dismiss.map { Array($0.wrappers) }, ["Environment"])
        let name = type.property(named: "name")
        XCTAssertEqual(name?.declaredType, "String?")
        XCTAssertNil(name?.inferredType)
        XCTAssertEqual(name?.isOptional, true)
        XCTAssertEqual(type.property(named: "count")?.inferredType, "Counter")
        XCTAssertEqual(type.property(named: "plain").map { Array($0.wrappers) }, [])
        XCTAssertEqual(type.property(named: "plain")?.hasWrapper("State"), false)
        // `body` is a member too: the members list was sized for it.
        XCTAssertEqual(type.members.map(\.name), ["body"])
    }

    func testSitesMembersAndCasesKeepTheirRareParts() {
        let source = """
        enum Route: String, Identifiable {
            case settings, profile
            var id: String { rawValue }
        }
        struct Screen: View {
            @State private var route: Route?
            @State private var editing: Item?
            var showsEditor: Binding<Bool> { Binding(get: { editing != nil }, set: { if !$0 { editing = nil } }) }
            var body: some View {
                Text("")
                    .sheet(item: $route, onDismiss: { editing = nil }) { r in Text("") }
                    .sheet(isPresented: showsEditor) { Text("") }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        XCTAssertEqual(facts.presentations.count, 2)
        XCTAssertNotNil(facts.presentations[0].onDismiss)
        XCTAssertEqual(facts.presentations[0].onDismiss?.stateChanges.map(\.target), ["editing"])
        XCTAssertNil(facts.presentations[1].onDismiss)
        XCTAssertNil(facts.presentations[0].derivedBinding)
        let screen = facts.types.first { $0.name == "Screen" }
        XCTAssertEqual(screen?.member(named: "showsEditor")?.derivedBinding?.nilTests, ["editing"])
        XCTAssertNil(screen?.member(named: "body")?.derivedBinding)
        let route = facts.types.first { $0.name == "Route" }
        XCTAssertEqual(route?.enumCases.map(\.name), ["settings", "profile"])
        // An `Identifiable` enum can be a route: its cases are located.
        XCTAssertEqual(route?.enumCases.map { $0.span?.start.line }, [2, 2])
        XCTAssertEqual(route?.enumCases.map { $0.span?.start.column }, [10, 20])
    }
}
