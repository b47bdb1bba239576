import Foundation
import XCTest
@testable import RuleKit

/// The lexer's canonical stream for every fixture in Tests/Fixtures/lexer must equal the stream
/// the swift-syntax oracle produced (committed next to it as `.expected`).
final class CanonicalStreamTests: XCTestCase {
    func testEveryLexerFixtureMatchesItsExpectedStream() throws {
        let dir = Fixtures.root.appendingPathComponent("lexer")
        let files = Fixtures.swiftFiles(under: dir)
        XCTAssertGreaterThanOrEqual(files.count, 60, "the lexer needs at least 60 tricky cases")
        for file in files {
            let path = Fixtures.relativePath(file)
            let bytes = [UInt8](try Data(contentsOf: file))
            var out: [UInt8] = []
            CanonicalTokenStream.render(path: path, source: bytes, stream: Lexer.tokenize(bytes), into: &out)
            let expectedURL = file.deletingPathExtension().appendingPathExtension("expected")
            let expected = String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self)
                .replacingOccurrences(of: "\t(has-errors)", with: "")
                .split(separator: "\n", omittingEmptySubsequences: false)
            let actual = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] }
            if let i = firstDifference ?? (expected.count != actual.count ? min(expected.count, actual.count) : nil) {
                XCTFail("\(path): first difference at line \(i + 1): expected '\(i < expected.count ? expected[i] : "<end>")', got '\(i < actual.count ? actual[i] : "<end>")'")
            }
        }
    }

    func testFullOutputBufferDropsItemsInsteadOfWritingPastItsEnd() {
        let storage = UnsafeMutableBufferPointer<Token>.allocate(capacity: 2)
        defer { storage.deallocate() }
        var buffer = OutputBuffer(storage)
        for k in 0..<3 { buffer.append(Token(kind: .identifier, start: UInt32(k), end: UInt32(k + 1))) }
        XCTAssertEqual(buffer.count, 2)
        XCTAssertTrue(buffer.overflowed)
        XCTAssertEqual(buffer.last.start, 1)
    }

    /// A line comment ends at the first `\n` or `\r`, whichever comes first, or at the end of the
    /// file; the comment and what follows it stay apart.
    func testLineCommentsEndAtEitherLineBreak() {
        let cases: [(String, String)] = [
            ("// a\nx", "// a"), ("// a\r\nx", "// a"), ("// a\rx", "// a"), ("// a\r", "// a"), ("// a", "// a"),
            ("//", "//"), ("//\n", "//"), ("/// doc \u{00E9}\r b\nx", "/// doc \u{00E9}"), ("// x\r\r\n", "// x"),
            ("// " + String(repeating: "z", count: 300) + "\n", "// " + String(repeating: "z", count: 300)),
        ]
        for (text, comment) in cases {
            let bytes = Array(text.utf8)
            let stream = Lexer.tokenize(bytes)
            let first = stream.trivia.first.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
            XCTAssertEqual(first, comment, text.debugDescription)
            XCTAssertNil(LexerProperties.tilingError(bytes), text.debugDescription)
        }
    }

    func testTokensAndTriviaTileTheInput() throws {
        for file in Fixtures.swiftFiles(under: Fixtures.root) {
            let bytes = [UInt8](try Data(contentsOf: file))
            XCTAssertNil(LexerProperties.tilingError(bytes), Fixtures.relativePath(file))
        }
    }
}

/// Lossless lexing: tokens and trivia cover every byte exactly once, in order, none empty.
enum LexerProperties {
    static func tilingError(_ bytes: [UInt8]) -> String? {
        let stream = Lexer.tokenize(bytes)
        var pieces = stream.tokens.map { ($0.start, $0.end) } + stream.trivia.map { ($0.start, $0.end) }
            + stream.stringSegments.map { ($0.start, $0.end) }
        pieces.sort { $0.0 < $1.0 }
        var cursor: UInt32 = 0
        for (start, end) in pieces {
            if start != cursor { return "gap or overlap at byte \(cursor) (next piece starts at \(start))" }
            if end <= start { return "empty piece at byte \(start)" }
            cursor = end
        }
        if Int(cursor) != bytes.count { return "pieces end at \(cursor), file has \(bytes.count) bytes" }
        for (a, b) in zip(stream.tokens, stream.tokens.dropFirst()) where b.start < a.end { return "tokens out of order at \(b.start)" }
        return nil
    }
}
