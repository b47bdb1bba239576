import XCTest
@testable import RuleKit

final class GlobTests: XCTestCase {
    /// `.` components are dropped from patterns as from paths (the fuzzer found `/./A` failing to
    /// match the path `A` it spells).
    func testDotComponentsAreIgnoredInPatternsAsInPaths() {
        XCTAssertTrue(Glob.Compiled("/./A").matches(Glob.components("A")))
        XCTAssertTrue(Glob.Compiled("Sources/./Generated/**").matches(Glob.components("Sources/Generated/G.swift")))
        XCTAssertTrue(Glob.Compiled("Sources/Generated/*.swift").matches(Glob.components("./Sources/./Generated/G.swift")))
        XCTAssertFalse(Glob.Compiled("Sources/./Generated/*.swift").matches(Glob.components("Sources/Other/G.swift")))
    }

    /// The same through `GlobSet`, which matches many patterns together.
    func testGlobSetAgreesOnTheDotCases() {
        XCTAssertTrue(GlobSet(["/./A"]).matches(Glob.components("A")))
        XCTAssertTrue(GlobSet(["Sources/./Generated/**"]).matches(Glob.components("Sources/Generated/G.swift")))
        XCTAssertTrue(GlobSet(["Sources/Generated/*.swift"]).matches(Glob.components("./Sources/./Generated/G.swift")))
        XCTAssertFalse(GlobSet(["Sources/./Generated/*.swift"]).matches(Glob.components("Sources/Other/G.swift")))
        // A `*` in the pattern stays a wildcard where the name has a `*` (the randomized test below found it).
        XCTAssertTrue(Glob.Compiled("**").matches(["**a"]))
        XCTAssertTrue(Glob.Compiled("*a").matches(["*ba"]))
        // Names compare scalar by scalar, as `Glob.component` does: `é` composed is not `e` + accent.
        XCTAssertFalse(GlobSet(["caf\u{E9}"]).matches(["cafe\u{301}"]))
        XCTAssertFalse(GlobSet(["*\u{E9}"]).matches(["cafe\u{301}"]))
        XCTAssertFalse(GlobSet(["A/caf\u{E9}"]).matches(["A", "cafe\u{301}"]))
    }

    /// Random sets of patterns over a small alphabet (literals, `*`, `?`, `**`, `.`, `..`, accents
    /// composed and not), against random paths: `GlobSet` answers as trying each pattern with
    /// `Glob.Compiled` does.
    func testGlobSetMatchesAsEachPatternDoes() {
        var rng = GlobDice(seed: 38)
        let pieces = ["a", "b", "ab", "ba", "x.swift", "é", "e\u{301}", ".", ".."]
        let wild = ["*", "?", "a*", "*a", "*.swift", "a?", "?b*", "*b*", "**", "é*", "*e\u{301}", "a*b", ""]
        func name(_ mostlyLiteral: Bool) -> String {
            let n = 1 + rng.next(3)
            return (0..<n).map { _ in
                let from = mostlyLiteral && rng.next(3) > 0 ? pieces : (rng.next(2) == 0 ? pieces : wild)
                return from[rng.next(from.count)]
            }.joined()
        }
        func pattern() -> String {
            let parts = 1 + rng.next(4)
            var text = (0..<parts).map { _ in rng.next(5) == 0 ? "**" : name(rng.next(2) == 0) }.joined(separator: "/")
            if rng.next(8) == 0 { text = "/" + text }
            if rng.next(8) == 0 { text += "/" }
            if rng.next(10) == 0 { text = "./" + text }
            return text
        }
        func path() -> String {
            (0..<rng.next(6)).map { _ in name(true) }.joined(separator: "/")
        }
        var checked = 0, matched = 0
        for _ in 0..<300 {
            let patterns = (0..<(1 + rng.next(40))).map { _ in pattern() }
            let set = GlobSet(patterns)
            let compiled = patterns.map(Glob.Compiled.init)
            for _ in 0..<60 {
                let components = Glob.components(path())
                let expected = compiled.contains { $0.matches(components) }
                XCTAssertEqual(set.matches(components), expected, "\(patterns) on \(components)")
                checked += 1
                if expected { matched += 1 }
            }
        }
        // Both answers occur often enough for the comparison to mean something.
        XCTAssertGreaterThan(matched, checked / 10)
        XCTAssertLessThan(matched, checked * 9 / 10)
    }
}

/// A small deterministic generator for the randomized tests.
struct GlobDice {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
}
