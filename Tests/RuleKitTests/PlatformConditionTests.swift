import XCTest
@testable import RuleKit

/// The platforms each clause of an `#if` is built for, read from its condition.
final class PlatformConditionTests: XCTestCase {
    func clauses(_ text: String) -> [PlatformSet?] {
        let bytes = Array(text.utf8)
        return FactExtractor.clauseRanges(Lexer.tokenize(bytes).tokens, bytes).map(\.clause.platforms)
    }

    func testPlatformTests() {
        XCTAssertEqual(clauses("#if os(iOS)\n#elseif os(macOS) || os(OSX)\n#else\n#endif\n"),
                       [[.iOS, .macCatalyst], .macOS, [.tvOS, .watchOS, .visionOS, .other]])
        XCTAssertEqual(clauses("#if targetEnvironment(macCatalyst)\n#else\n#endif\n"),
                       [.macCatalyst, PlatformSet.all.subtracting(.macCatalyst)])
        XCTAssertEqual(clauses("#if !os(iOS) && (os(tvOS) || os(xrOS))\n#endif\n"), [[.tvOS, .visionOS]])
        XCTAssertEqual(clauses("#if true\n#elseif os(Linux)\n#endif\n"), [.all, []])
    }

    /// Anything but a platform test leaves the clause, and those after it, unknown; a clause
    /// before it keeps what it knew.
    func testOtherConditionsAreUnknown() {
        XCTAssertEqual(clauses("#if DEBUG\n#else\n#endif\n"), [nil, nil])
        XCTAssertEqual(clauses("#if os(iOS)\n#elseif canImport(AppKit)\n#else\n#endif\n"), [[.iOS, .macCatalyst], nil, nil])
        XCTAssertEqual(clauses("#if os(iOS) && DEBUG\n#endif\n"), [nil])
        XCTAssertEqual(clauses("#if os(iOS\n#endif\n"), [nil])
        XCTAssertEqual(clauses("#if targetEnvironment(simulator)\n#endif\n"), [nil])
    }

    /// Deep nesting is refused, not recursed into without bound.
    func testDeepNestingIsUnknown() {
        let deep = String(repeating: "(", count: 10_000) + "os(iOS)" + String(repeating: ")", count: 10_000)
        XCTAssertEqual(clauses("#if \(deep)\n#endif\n"), [nil])
        let negations = String(repeating: "!", count: 10_000) + "os(iOS)"
        XCTAssertEqual(clauses("#if \(negations)\n#endif\n"), [nil])
        let spaced = String(repeating: "! ", count: 10_000) + "os(iOS)"
        XCTAssertEqual(clauses("#if \(spaced)\n#endif\n"), [nil])
        XCTAssertEqual(clauses("#if !!os(iOS)\n#endif\n"), [nil])
        XCTAssertEqual(clauses("#if ! !os(iOS)\n#endif\n"), [[.iOS, .macCatalyst]])
    }

    /// A file's platforms from its target's folder and its imports.
    func testFilePlatforms() {
        func of(_ path: String, _ text: String = "import SwiftUI\n") -> PlatformSet {
            let bytes = Array(text.utf8)
            return PlatformSet.ofFile(path: path, tokens: Lexer.tokenize(bytes).tokens, bytes: bytes)
        }
        XCTAssertEqual(of("App/Trio Watch App Extension/Views/Main.swift"), .watchOS)
        XCTAssertEqual(of("BookPlayerWatch/RootView.swift"), .watchOS)
        XCTAssertEqual(of("Sources/WatchApp/Home/Home.swift"), .watchOS)
        XCTAssertEqual(of("Swiftfin tvOS/Views/Home.swift"), .tvOS)
        XCTAssertEqual(of("ShelfPlayerTV/Home.swift"), .tvOS)
        XCTAssertEqual(of("Sources/Main.swift", "import SwiftUI\nimport WatchKit\n"), .watchOS)
        XCTAssertEqual(of("Sources/Main.swift", "import TVUIKit\n"), .tvOS)
        // Features of a phone app about watches or lists are not watch targets.
        XCTAssertEqual(of("Sources/App/Settings/AppleWatch/WatchSettings.swift"), .all)
        XCTAssertEqual(of("Features/Stopwatch/Lap.swift"), .all)
        XCTAssertEqual(of("Features/Watchlist/List.swift"), .all)
        XCTAssertEqual(of("Watch.swift"), .all)
    }
}
