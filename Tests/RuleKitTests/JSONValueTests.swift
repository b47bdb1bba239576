import XCTest
@testable import RuleKit

/// The JSON reader checks what it converts: malformed escapes are errors with a position, never
/// a trap, and large objects cost linear time.
final class JSONValueTests: XCTestCase {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8)) }

    func testSurrogatePairsDecodeAndUnpairedHalvesAreErrors() throws {
        XCTAssertEqual(try parse(#""\uD83D\uDE00""#), .string("😀"))
        XCTAssertEqual(try parse(#""a\u00E9\u4E2D""#), .string("aé中"))
        for text in [#""\uD800\u0041""#, #""\uD800""#, #""\uD800x""#, #""\uDC00""#, #""\uDBFF\uDBFF""#, #"{"k\uD800\u0041": 1}"#] {
            XCTAssertThrowsError(try parse(text), text) { error in
                let e = error as? JSONValue.ParseError
                XCTAssertEqual(e?.message, "unpaired UTF-16 surrogate in a \\u escape", text)
                XCTAssertEqual(e?.line, 1, text)
            }
        }
    }

    /// The language server reads an editor's text: half a surrogate pair is U+FFFD (as a UTF-16
    /// decoder makes it), the rest of the string kept, never an error that loses the message.
    func testLoneSurrogatesBecomeReplacementCharactersWhenAsked() throws {
        func lenient(_ text: String) throws -> JSONValue { try JSONValue.parse(Array(text.utf8), loneSurrogates: .replace) }
        XCTAssertEqual(try lenient(#""a\uD83Db""#), .string("a\u{FFFD}b"))
        XCTAssertEqual(try lenient(#""\uD800\u0041""#), .string("\u{FFFD}A"))
        XCTAssertEqual(try lenient(#""\uDC00x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try lenient(#""\uDBFF\uDBFF""#), .string("\u{FFFD}\u{FFFD}"))
        XCTAssertEqual(try lenient(#""\uD83D""#), .string("\u{FFFD}"))
        XCTAssertEqual(try lenient(#""\uD83D\uDE00""#), .string("😀"))
    }

    func testDuplicateKeysFoundInLargeObjects() throws {
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }
        XCTAssertEqual(try parse("{" + keys.joined(separator: ", ") + "}")["k19"], .number(19))
        for duplicate in [3, 15] {
            let text = "{" + (keys + ["\"k\(duplicate)\": 0"]).joined(separator: ", ") + "}"
            XCTAssertThrowsError(try parse(text)) { error in
                XCTAssertEqual((error as? JSONValue.ParseError)?.message, "duplicate key 'k\(duplicate)'")
            }
        }
        // Many keys: linear (a quadratic check took minutes here).
        let many = (0..<200_000).map { "\"key\($0)\": 1" }.joined(separator: ",")
        guard case let .object(pairs) = try parse("{" + many + "}") else { return XCTFail("not an object") }
        XCTAssertEqual(pairs.count, 200_000)
    }
}
