import XCTest
@testable import RuleKit

final class ScopeSummaryTests: XCTestCase {
    /// Every member and presentation keeps its summary to the end of a run: it must stay small.
    func testScopeSummaryStaysSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<ScopeSummary>.stride, 64)
        XCTAssertEqual(MemoryLayout<NameSet>.stride, 8)
    }

    /// The rarely filled fields share one box between copies: changing a copy leaves the original.
    func testCopiesOfRareFieldsAreIndependent() {
        var original = ScopeSummary()
        original.unwrappedPaths.insert("item")
        original.observedSources.append(ObservedSource(target: "shown", path: "model.shown", isMirror: true))
        var copy = original
        copy.unwrappedPaths.insert("other")
        copy.forcedPaths.insert("item")
        copy.observedSources.removeAll()
        copy.closingMethods.insert("dismissCover")
        XCTAssertEqual(original.unwrappedPaths.names, ["item"])
        XCTAssertTrue(original.forcedPaths.isEmpty)
        XCTAssertEqual(original.observedSources.map(\.path), ["model.shown"])
        XCTAssertTrue(original.closingMethods.isEmpty)
        XCTAssertEqual(copy.unwrappedPaths.names, ["item", "other"])
        XCTAssertTrue(copy.observedSources.isEmpty)
        original.passedBindings.insert("show")
        XCTAssertTrue(copy.passedBindings.isEmpty)
    }

    func testMergeUnitesEveryField() {
        var a = ScopeSummary()
        a.calledNames.insert("dismiss")
        a.hasCloseAffordance = true
        a.nilTolerantPaths.insert("x")
        var b = ScopeSummary()
        b.calledNames.insert("close")
        b.usesZoomTransition = true
        b.groupsList = true
        b.nilTolerantPaths.insert("y")
        b.observedSources.append(ObservedSource(target: "t", path: "p", isMirror: true))
        b.passedBindings.insert("show")
        let before = b
        a.merge(b)
        XCTAssertEqual(a.calledNames.names, ["dismiss", "close"])
        XCTAssertTrue(a.hasCloseAffordance && a.usesZoomTransition && a.groupsList)
        XCTAssertFalse(a.hasOpaqueContent || a.disablesInteractiveDismiss || a.keepsBackgroundInteractive
                       || a.clearsPresentationBackground)
        XCTAssertEqual(a.nilTolerantPaths.names, ["x", "y"])
        XCTAssertEqual(a.observedSources.map(\.target), ["t"])
        XCTAssertEqual(a.passedBindings.names, ["show"])
        // Into an empty summary the box is shared: a later change to either side stays there.
        var empty = ScopeSummary()
        empty.merge(before)
        empty.passedBindings.insert("more")
        XCTAssertEqual(before.passedBindings.names, ["show"])
        XCTAssertEqual(b.passedBindings.names, ["show"])
        XCTAssertEqual(empty.passedBindings.names, ["show", "more"])
    }

    /// What a toolbar shows is kept apart while a scope is walked, then joined to it, with what the
    /// scope shows without it kept beside; merges keep that apart through every level.
    func testNavigationBarIsKeptApartAndJoined() {
        var body = ScopeSummary()
        body.memberRefs.insert("rows")
        var bar = ScopeSummary()
        bar.hasCloseAffordance = true
        bar.calledNames.insert("dismiss")
        body.addToNavigationBar(bar)
        // While the walk goes on the bar is not in the scope, and nothing is settled yet.
        XCTAssertFalse(body.hasCloseAffordance)
        XCTAssertNil(body.withoutNavigationBar)
        body.settleNavigationBar()
        XCTAssertTrue(body.hasCloseAffordance)
        XCTAssertEqual(body.calledNames.names, ["dismiss"])
        let without = try! XCTUnwrap(body.withoutNavigationBar)
        XCTAssertFalse(without.hasCloseAffordance)
        XCTAssertTrue(without.calledNames.isEmpty)
        XCTAssertEqual(without.memberRefs.names, ["rows"])
        // Merged with a summary that has no bar, both parts gain what it shows.
        var other = ScopeSummary()
        other.calledNames.insert("save")
        var merged = other
        merged.merge(body)
        XCTAssertEqual(Set(merged.calledNames.names), ["save", "dismiss"])
        XCTAssertEqual(merged.withoutNavigationBar?.calledNames.names, ["save"])
        body.merge(other)
        XCTAssertEqual(Set(body.calledNames.names), ["save", "dismiss"])
        XCTAssertEqual(body.withoutNavigationBar?.calledNames.names, ["save"])
        // A summary with no toolbar keeps none.
        other.settleNavigationBar()
        XCTAssertNil(other.withoutNavigationBar)
    }

    func testFlagsClearAndEmptyFieldsStayEmpty() {
        var e = ScopeSummary()
        e.clearsPresentationBackground = true
        e.hasOpaqueContent = true
        e.clearsPresentationBackground = false
        XCTAssertFalse(e.clearsPresentationBackground)
        XCTAssertTrue(e.hasOpaqueContent)
        e.closingMethods.remove("dismiss")
        e.modifierUses = []
        XCTAssertTrue(e.closingMethods.isEmpty && e.modifierUses.isEmpty)
        var other = ScopeSummary()
        other.merge(e)
        XCTAssertTrue(other.hasOpaqueContent)
        XCTAssertTrue(other.closingMethods.isEmpty && other.unwrappedPaths.isEmpty)
    }
}

extension ScopeSummaryTests {
    /// A kept summary drops the spare room of lists grown past eight entries; a list with little to
    /// spare is not copied.
    func testTrimDropsLargeSpareRoomOnly() {
        var e = ScopeSummary()
        // (Room asked for explicitly: how much a list grown by appends has depends on the
        // allocator's block sizes, which vary with what the process allocated before.)
        e.passedPaths.reserveCapacity(32)
        for i in 0..<9 { e.passedPaths.append("p\(i)") }
        for i in 0..<9 { e.calledNames.insert("call\(i)") }
        e.views = []
        var few = ScopeSummary()
        few.passedPaths = ["a", "b", "c"]
        let fewCapacity = few.passedPaths.capacity
        XCTAssertGreaterThanOrEqual(e.passedPaths.capacity - e.passedPaths.count, 4)
        e.trim()
        few.trim()
        XCTAssertEqual(e.passedPaths, (0..<9).map { "p\($0)" })
        // Room for less than four more entries (64 bytes) is left: a block the allocator rounds up.
        XCTAssertLessThan(e.passedPaths.capacity, 13)
        XCTAssertEqual(e.calledNames.names, (0..<9).map { "call\($0)" })
        XCTAssertLessThan(e.calledNames.names.capacity, 13)
        XCTAssertEqual(few.passedPaths.capacity, fewCapacity)
        XCTAssertEqual(few.passedPaths, ["a", "b", "c"])
    }

    /// A view that another value holds, shown as a statement of view code (`coordinator.content`),
    /// cannot be followed; a member of a value handed to a modifier (`.background(theme.surface)`)
    /// and a view the type itself holds (`self.header`) can.
    func testViewsAnotherValueHoldsAreUnknown() throws {
        let source = """
        import SwiftUI
        struct Shown: View {
            var body: some View {
                VStack { coordinator.content }
            }
        }
        struct Styled: View {
            var body: some View {
                Text("A").background(theme.surface)
                self.header
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Shown.swift", text: source))
        func body(_ name: String) throws -> ScopeSummary {
            try XCTUnwrap(facts.types.first { $0.name == name }?.members.first { $0.name == "body" }).summary
        }
        XCTAssertTrue(try body("Shown").hasOpaqueContent)
        XCTAssertFalse(try body("Styled").hasOpaqueContent)
    }

    /// What a modifier hands the closure that builds its content (the view it modifies) is the
    /// modifier's to show, and the standard library's `print` shows nothing: neither makes the
    /// code unreadable. A value a navigation destination hands stays unknown content.
    func testModifierHandedValuesAndLoggingAreReadable() throws {
        let source = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                Text("Start")
                    .transforming { view in
                        if #available(iOS 26, *) { view.bold() } else { view }
                    }
                    .scanningSheet(isPresented: .constant(false)) { payload in
                        print(payload)
                    }
            }
        }
        struct Destinations: View {
            var body: some View {
                Text("List")
                    .navigationDestination(for: Route.self) { route in
                        route
                    }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Screen.swift", text: source))
        let screen = try XCTUnwrap(facts.types.first { $0.name == "Screen" }?.members.first { $0.name == "body" })
        XCTAssertFalse(screen.summary.hasOpaqueContent)
        XCTAssertFalse(screen.summary.memberRefs.contains("print"))
        XCTAssertFalse(screen.summary.memberRefs.contains("view"))
        let destinations = try XCTUnwrap(facts.types.first { $0.name == "Destinations" }?.members.first { $0.name == "body" })
        XCTAssertTrue(destinations.summary.hasOpaqueContent)
    }

    /// `dismiss.callAsFunction()` is a call of `dismiss`.
    func testCallAsFunctionCallsItsBase() throws {
        let source = """
        import SwiftUI
        struct Receipt: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss.callAsFunction() }
            }
        }
        """
        let facts = Analysis.facts(SourceText(path: "Receipt.swift", text: source))
        let body = try XCTUnwrap(facts.types.first { $0.name == "Receipt" }?.members.first { $0.name == "body" })
        XCTAssertTrue(body.summary.calledNames.contains("dismiss"))
    }
}
