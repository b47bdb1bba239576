import Foundation
import XCTest
@testable import RuleKit

/// Inputs whose shape once decided the depth of a recursion (chains of calls and modifiers,
/// `else if` ladders, runs of prefixes): each is analysed on a thread with a 512 KB stack, as
/// Dispatch's workers have on macOS, at sizes far above where the stack used to overflow
/// (4,300 calls, 8,500 branches, 65,000 `await`s on an 8 MB stack; a few hundred on 512 KB).
final class DeepInputTests: XCTestCase {
    static let stackSize = 512 << 10

    final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and returns its result.
    func onSmallStack<T>(_ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let run: @Sendable () -> Void = { box.value = body(); done.signal() }
        let thread = Thread(block: run)
        thread.stackSize = Self.stackSize
        thread.start()
        done.wait()
        return box.value!
    }

    func lint(_ files: [(String, String)]) -> LintResult {
        let inputs = files.map { LintInput(path: $0.0, bytes: Array($0.1.utf8)) }
        return onSmallStack {
            // The thread really has the small stack the test is about.
            if let (_, size) = StackGuard.currentThreadStack() { precondition(size <= 600 << 10, "stack of \(size) bytes") }
            return LintEngine().lint(inputs, jobs: 1)
        }
    }

    static let n = 20_000

    /// The shapes, each analysed completely: no file is reported, none is lost.
    func testLongChainsOfEveryKindAreAnalysed() {
        let n = Self.n
        let shapes: [(String, String)] = [
            ("calls.swift", "let x = a" + String(repeating: ".b()", count: n) + "\n"),
            ("members.swift", "let x = a" + String(repeating: ".b", count: n) + "\n"),
            ("modifiers.swift", "struct V: View {\n  var body: some View {\n    Text(\"x\")" + String(repeating: "\n      .padding()", count: n) + "\n  }\n}\n"),
            ("else-if.swift", "func f() {\n  if a { x() }" + String(repeating: " else if b { y() }", count: n) + " else { z() }\n}\n"),
            ("awaits.swift", "func f() async { let x = " + String(repeating: "await ", count: 65_000) + "g() }\n"),
            ("tries.swift", "func f() throws { let x = " + String(repeating: "try ", count: n) + "g() }\n"),
            ("prefixes.swift", "let x = " + String(repeating: "await try ", count: n / 2) + "-a\n"),
            ("optional-chain.swift", "let x = x" + String(repeating: "?.a", count: n) + "\n"),
            ("force-chain.swift", "let x = x" + String(repeating: "!.a", count: n) + "\n"),
            ("subscripts.swift", "let x = a" + String(repeating: "[0]", count: n) + "\n"),
            // Shapes the fact pass's helpers once followed by recursion: a binding's member chain,
            // a value's run of `await`, a case pattern's calls and prefixes, a derived binding's
            // getter and setter, and an `if let` pattern.
            ("binding-chain.swift", "struct V: View {\n  var body: some View {\n    Toggle(isOn: $a" + String(repeating: ".b", count: n)
                + ") { Text(\"x\") }.sheet(isPresented: $a" + String(repeating: ".b", count: n) + ") { Text(\"s\") }\n  }\n}\n"),
            ("assigned-awaits.swift", "func f() async { Task { x = " + String(repeating: "await ", count: n) + "g() } }\n"),
            ("case-pattern.swift", "func f() {\n  switch r {\n  case .a" + String(repeating: "()", count: n) + ": break\n  case " + String(repeating: "let ", count: n)
                + ".b(x): break\n  default: break\n  }\n  if case " + String(repeating: "let ", count: n) + ".c(y) = r {}\n}\n"),
            ("constant-binding.swift", "struct V: View {\n  var body: some View {\n    Text(\"x\").sheet(isPresented: .constant(" + String(repeating: "await ", count: n)
                + "flag)) { Text(\"s\") }\n  }\n}\n"),
            ("derived-binding.swift", "struct V: View {\n  @State private var item: Int?\n  var body: some View {\n    Text(\"x\").sheet(isPresented: Binding(get: { "
                + String(repeating: "await ", count: n) + "item != nil }, set: { _ in if a { item = nil }" + String(repeating: " else if b { item = nil }", count: n)
                + " })) { Text(\"s\") }\n  }\n}\n"),
            ("if-let-pattern.swift", "func f() {\n  if let " + String(repeating: "await ", count: n) + "(x) = y {}\n}\n"),
        ]
        let result = lint(shapes)
        XCTAssertEqual(result.problems.map { "\($0.path): \($0.message)" }, [])
        XCTAssertEqual(result.filesAnalysed, shapes.count)
    }

    /// Ternaries nested in ternaries: past a few levels the parser reads them flat. The levels it
    /// nests still recurse, and a sanitizer's frames can fill 512 KB with them: then the file is
    /// reported, never crashed on.
    func testNestedTernariesAreBoundedOnASmallStack() {
        let n = Self.n
        let text = "let x = " + String(repeating: "a ? ", count: n) + "b" + String(repeating: " : c", count: n) + "\n"
        let result = lint([("ternaries.swift", text)])
        XCTAssertEqual(result.filesAnalysed + result.problems.count, 1)
        XCTAssertTrue(result.problems.allSatisfy { $0.kind == .limit }, "\(result.problems)")
        // With the whole stack of a test thread it is analysed.
        XCTAssertEqual(LintEngine().lint([LintInput(path: "t.swift", bytes: Array(text.utf8))], jobs: 1).problems, [])
    }

    /// What a chain's links do is kept, however long the chain: a cover at the bottom of 50,000
    /// modifiers is still found, and so is a sheet's `onDismiss` at the top.
    func testFactsAtBothEndsOfALongModifierChain() {
        let text = """
        struct V: View {
            @State private var a = false
            var body: some View {
                Text("x")
                    .fullScreenCover(isPresented: $a) { Cover() }\(String(repeating: "\n            .padding()", count: Self.n))
                    .sheet(isPresented: $a) { Cover() }
            }
        }
        struct Cover: View { var body: some View { Text("no way out") } }

        """
        let result = lint([("chain.swift", text)])
        XCTAssertEqual(result.problems.map(\.message), [])
        let sites = result.index.files.flatMap(\.presentations)
        XCTAssertEqual(sites.map(\.modifier), ["fullScreenCover", "sheet"])
        XCTAssertTrue(result.findings.contains { $0.ruleID == "cover-missing-close" && $0.start.line == 5 }, "\(result.findings)")
    }

    /// An `else if` ladder is one group of branches: a site in its last branch is found, and the
    /// branches exclude one another.
    func testElseIfLadderKeepsItsBranches() {
        let branches = 20_000
        let text = "struct V: View {\n  @State private var a = false\n  var body: some View {\n    if x { Text(\"0\") }"
            + String(repeating: " else if y { Text(\"1\") }", count: branches)
            + " else { Text(\"x\").sheet(isPresented: $a) { Text(\"s\") } }\n  }\n}\n"
        let result = lint([("ladder.swift", text)])
        XCTAssertEqual(result.problems.map(\.message), [])
        let sites = result.index.files.flatMap(\.presentations)
        XCTAssertEqual(sites.count, 1)
        // One clause of one group, not one group per `else`.
        XCTAssertEqual(sites.first?.clauses.count, 1)
        XCTAssertEqual(sites.first?.clauses.first?.clause, branches + 1)
    }

    /// Nesting the parser allows but the stack cannot walk: that file alone is reported, as not
    /// analysed (exit 2 in the CLI); the walk stops instead of overflowing.
    ///
    /// 100 levels, deeper than real views go, fit the whole 8 MB stack of the test thread even
    /// unoptimised under AddressSanitizer (about 54 KB a level there; 23 KB in a debug build).
    func testNestingDeeperThanTheStackIsReportedNotCrashed() {
        let depth = 100
        let nested = "struct V: View {\n  var body: some View {\n" + String(repeating: "VStack { ", count: depth) + "Text(\"x\")"
            + String(repeating: " }", count: depth) + "\n  }\n}\n"
        let input = LintInput(path: "nested.swift", bytes: Array(nested.utf8))
        let cut = LintEngine.analyse(input, stack: StackGuard(allowing: 24 << 10))
        XCTAssertNil(cut.facts)
        XCTAssertEqual(cut.problems.map(\.kind), [.limit])
        XCTAssertEqual(cut.problems.first?.isFatal, true)
        XCTAssertEqual(cut.problems.first?.path, "nested.swift")
        // With the whole stack, the same file is analysed.
        let whole = LintEngine.analyse(input)
        XCTAssertNotNil(whole.facts)
        XCTAssertEqual(whole.problems, [])
    }

    /// Maximal nesting on a small stack, beside an ordinary file: no crash, and the other file's
    /// finding is reported whatever becomes of the deep one.
    func testDeepFileBesideAnOrdinaryOneOnASmallStack() {
        let depth = 100_000
        let deep = "struct V: View {\n  var body: some View {\n" + String(repeating: "VStack { ", count: depth) + "Text(\"x\")"
            + String(repeating: " }", count: depth) + "\n  }\n}\n"
        let ordinary = """
        struct W: View {
            @State private var show = false
            var body: some View { Text("x").fullScreenCover(isPresented: $show) { Text("stuck") } }
        }

        """
        let result = lint([("deep.swift", deep), ("ordinary.swift", ordinary)])
        XCTAssertTrue(result.findings.contains { $0.path == "ordinary.swift" && $0.ruleID == "cover-missing-close" }, "\(result.findings)")
        XCTAssertTrue(result.problems.allSatisfy { $0.path == "deep.swift" && $0.kind == .limit }, "\(result.problems)")
        XCTAssertEqual(result.filesAnalysed + result.problems.count, 2)
    }

    /// A path is made for each link of an optional chain; past `maxPathLinks` there is none, so a
    /// long chain costs linear time and memory.
    func testLongOptionalChainRecordsBoundedPaths() {
        let text = "struct V: View {\n  var body: some View {\n    Text(\"x\").onAppear { x" + String(repeating: "?.a", count: 5_000) + " = nil }\n  }\n}\n"
        let facts = Analysis.facts(SourceText(path: "o.swift", text: text))
        XCTAssertFalse(facts.isIncomplete)
        let paths = facts.types.flatMap { $0.members.flatMap { $0.summary.unwrappedPaths } }
        XCTAssertFalse(paths.isEmpty)
        XCTAssertTrue(paths.allSatisfy { $0.utf8.split(separator: UInt8(ascii: ".")).count <= FactExtractor.maxPathLinks }, "\(paths.map(\.count).max() ?? 0)")
    }
}
