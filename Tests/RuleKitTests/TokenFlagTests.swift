import Foundation
import XCTest
@testable import RuleKit

/// Token spacing flags, which the parser reads to tell prefix, postfix and binary operators apart.
final class TokenFlagTests: XCTestCase {
    /// Swift's rule, read the slow way: a token is left-bound unless a trivia piece (whitespace,
    /// a comment, the byte order mark) ends where it starts, or it follows an opening bracket,
    /// `,`, `;` or `:`.
    static func referenceLeftBound(_ t: Token, _ stream: TokenStream, _ bytes: [UInt8]) -> Bool {
        guard t.start > 0 else { return false }
        if stream.trivia.contains(where: { $0.end == t.start }) { return false }
        let before = bytes[Int(t.start) - 1]
        if [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(before) || "([{,;:".utf8.contains(before) { return false }
        if before == 0xA0 && t.start >= 2 && bytes[Int(t.start) - 2] == 0xC2 { return false }
        return true
    }

    func check(_ bytes: [UInt8], _ name: String) {
        let stream = Lexer.tokenize(bytes)
        for t in stream.tokens where t.kind != .stringSegment {
            XCTAssertEqual(t.flags.contains(.leftBound), Self.referenceLeftBound(t, stream, bytes),
                           "\(name): token at \(t.start) '\(String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self))'")
        }
    }

    func testCommentsAndMarksBeforeATokenUnbindIt() {
        let cases = [
            "a/*c*/b", "a /*c*/+b", "x//c\n!y", "/**/x", "f(/*c*/x)", "\u{FEFF}x", "\u{FEFF}/*c*/x",
            "#!/usr/bin/swift\nx", "a\u{00A0}+b", "a+/*c*/b", "a/* nested /* c */ */!b", "x?/*c*/.y",
        ]
        for c in cases { check(Array(c.utf8), c) }
    }

    func testEveryFixtureAgreesWithTheReference() throws {
        for file in Fixtures.swiftFiles(under: Fixtures.root) {
            check([UInt8](try Data(contentsOf: file)), Fixtures.relativePath(file))
        }
    }
}
