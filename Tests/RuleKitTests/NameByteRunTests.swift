import XCTest
@testable import RuleKit

/// The lexer reads names eight bytes at a time (`nameByteRun`); it must stop exactly where the
/// byte-by-byte test (`isNameByte`) would.
final class NameByteRunTests: XCTestCase {
    private func expectedRun(_ bytes: [UInt8]) -> Int {
        bytes.firstIndex { !LexerCursor.isNameByte($0) } ?? 8
    }

    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
    }

    func testEveryByteValueInEveryPosition() {
        // A run of name bytes, then each of the 256 values at each position.
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                XCTAssertEqual(LexerCursor.nameByteRun(word(bytes)), expectedRun(bytes), "byte \(value) at \(position)")
            }
        }
    }

    func testBoundariesOfEachRange() {
        // Neighbours of every range edge, next to name bytes of every kind.
        let edges: [UInt8] = [0x23, 0x24, 0x25, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5E, 0x5F, 0x60,
                              0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xA4, 0xC1, 0xDF, 0xE1, 0xFF, 0x00, 0x20]
        for a in edges {
            for b in edges {
                let bytes: [UInt8] = [UInt8(ascii: "Z"), a, UInt8(ascii: "_"), b, UInt8(ascii: "9"), a, b, UInt8(ascii: "$")]
                XCTAssertEqual(LexerCursor.nameByteRun(word(bytes)), expectedRun(bytes), "\(a) \(b)")
            }
        }
    }

    func testSeededRandomWords() {
        // Bytes drawn mostly from the name characters, so that long runs occur.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let names = Array("abcxyzABCXYZ0189_$".utf8)
        for _ in 0..<50_000 {
            var bytes: [UInt8] = []
            for _ in 0..<8 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let r = state >> 33
                bytes.append(r % 4 == 0 ? UInt8(truncatingIfNeeded: r >> 8) : names[Int(r >> 8) % names.count])
            }
            XCTAssertEqual(LexerCursor.nameByteRun(word(bytes)), expectedRun(bytes), "\(bytes)")
        }
    }
}
