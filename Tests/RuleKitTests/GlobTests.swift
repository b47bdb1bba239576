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
}
