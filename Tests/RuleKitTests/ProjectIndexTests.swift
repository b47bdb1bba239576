import XCTest
@testable import RuleKit

/// Which declaration a name means when several targets of one repository declare it.
final class ProjectIndexTests: XCTestCase {
    func index(_ files: [(String, String)]) -> ProjectIndex {
        ProjectIndex(files: files.map { Analysis.facts(SourceText(path: $0.0, text: $0.1)) })
    }

    func testNearestDeclarationWinsAndTiesAreAmbiguous() throws {
        let idx = index([
            ("Apps/Chess/Board.swift", "struct Board { var moves = 0 }"),
            ("Apps/Chess/Board+Undo.swift", "extension Board { func undo() {} }"),
            ("Apps/Notes/Board.swift", "struct Board { var pages = 0 }"),
            ("Apps/Notes/Extras/Board+Share.swift", "extension Board { func share() {} }"),
            ("Single/Only.swift", "struct Only { var x = 1 }"),
        ])
        let chess = try XCTUnwrap(idx.types(named: "Board", nearestTo: "Apps/Chess/Lobby.swift"))
        XCTAssertEqual(chess.map(\.path), ["Apps/Chess/Board.swift", "Apps/Chess/Board+Undo.swift"])
        let notes = try XCTUnwrap(idx.types(named: "Board", nearestTo: "Apps/Notes/Deep/Inner/Use.swift"))
        XCTAssertEqual(notes.map(\.path), ["Apps/Notes/Board.swift", "Apps/Notes/Extras/Board+Share.swift"])
        // Shared code equally near both apps cannot tell which `Board` it means.
        XCTAssertNil(idx.types(named: "Board", nearestTo: "Apps/Shared.swift"))
        XCTAssertNil(idx.member("undo", of: "Board", nearestTo: "Apps/Shared.swift"))
        XCTAssertNotNil(idx.member("undo", of: "Board", nearestTo: "Apps/Chess/Lobby.swift"))
        XCTAssertNil(idx.member("undo", of: "Board", nearestTo: "Apps/Notes/Use.swift"))
        // One declaration: always that one, wherever it is used from.
        XCTAssertEqual(idx.types(named: "Only", nearestTo: "Elsewhere/Far/Use.swift")?.count, 1)
        XCTAssertEqual(ProjectIndex.sharedDirectories("a/b/c/F.swift", "a/b/x/G.swift"), 2)
        XCTAssertEqual(ProjectIndex.sharedDirectories("a/x/b/F.swift", "a/y/b/G.swift"), 1)
        XCTAssertEqual(ProjectIndex.sharedDirectories("F.swift", "G.swift"), 0)
    }

    /// The byte-level count agrees with splitting on "/" (empty components dropped, the file name
    /// not counted) on paths with leading, doubled and trailing slashes, prefixes and non-ASCII.
    func testSharedDirectoriesAgreesWithSplitting() {
        func reference(_ a: String, _ b: String) -> Int {
            let x = a.split(separator: "/").dropLast(), y = b.split(separator: "/").dropLast()
            return zip(x, y).prefix { $0 == $1 }.count
        }
        let parts = ["", "/", "//", "a", "ab", "a/", "ab/", "a/b", "a//b/", "/a/b/", "é", "é/ü", "a/b/c", "x"]
        var paths: [String] = []
        for p in parts { for q in parts { for file in ["", "F.swift", "/"] { paths.append(p + q + file) } } }
        var compared = 0
        for a in paths {
            for b in paths {
                XCTAssertEqual(ProjectIndex.sharedDirectories(a, b), reference(a, b), "\(a) vs \(b)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertEqual(ProjectIndex.sharedDirectories("/r/ab/F.swift", "/r/a/G.swift"), 1)
        XCTAssertEqual(ProjectIndex.sharedDirectories("r//a/F.swift", "/r/a//G.swift"), 2)
    }
}
