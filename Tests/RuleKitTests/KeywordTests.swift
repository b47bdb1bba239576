import XCTest
@testable import RuleKit

/// The generated keyword lookup (scripts/keyword_table.py) must know every `Keyword` by its
/// spelling, and nothing else: near misses, other cases and names cut short stay identifiers.
final class KeywordTests: XCTestCase {
    /// The keyword of the token spelling `name`, lexed both in a short file (read byte by byte
    /// near the end of the buffer) and in a long one (read as whole words).
    private func keywords(of name: String) -> (short: Keyword, long: Keyword, kind: TokenKind) {
        let short = Array(name.utf8)
        let long = Array((name + " = 1 // padding past sixteen bytes\n").utf8)
        let a = Lexer.tokenize(short).tokens.first!
        let b = Lexer.tokenize(long).tokens.first!
        XCTAssertEqual(a.kind, b.kind, name)
        return (a.keyword, b.keyword, a.kind)
    }

    func testEveryKeywordIsRecognisedBySpelling() {
        for keyword in Keyword.allCases where keyword != .none {
            let name = String(describing: keyword)
            let found = keywords(of: name)
            XCTAssertEqual(found.short, keyword, name)
            XCTAssertEqual(found.long, keyword, name)
            XCTAssertEqual(found.kind, keyword.isReserved ? .keyword : .identifier, name)
        }
    }

    func testNearMissesAreIdentifiers() {
        var misses = ["Struct", "STRUCT", "structs", "struc", "selfie", "Selfish", "self_", "any1", "i", "x", "_",
                      "associatedtypes", "associatedtyp", "precedencegroupX", "precedencegrou", "nonisolatedX",
                      "ifx", "Var", "letter", "defaults", "willSets", "didset", "SELF", "ANY", "anyway", "iff"]
        // Every keyword with its last byte changed, and with a byte appended.
        for keyword in Keyword.allCases where keyword != .none {
            let name = String(describing: keyword)
            misses.append(String(name.dropLast()) + (name.last == "z" ? "y" : "z"))
            misses.append(name + "q")
        }
        for name in misses where Keyword.allCases.allSatisfy({ String(describing: $0) != name }) {
            let found = keywords(of: name)
            XCTAssertEqual(found.short, Keyword.none, name)
            XCTAssertEqual(found.long, Keyword.none, name)
            XCTAssertEqual(found.kind, .identifier, name)
        }
    }

    func testKeywordsInsideLongerFilesAtEveryOffset() {
        // The word loads must mask off the bytes after the name wherever it sits.
        for pad in 0..<20 {
            let text = String(repeating: " ", count: pad) + "if x { return self } else { fallthrough }"
            let tokens = Lexer.tokenize(Array(text.utf8)).tokens
            XCTAssertEqual(tokens.map(\.keyword), [.if, .none, .none, .return, .self, .none, .else, .none, .fallthrough, .none], "pad \(pad)")
        }
    }
}
