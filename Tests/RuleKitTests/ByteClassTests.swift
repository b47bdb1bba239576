import XCTest
@testable import RuleKit

/// The lexer's byte table must say what Swift's grammar says about every byte value, and names
/// must end exactly where a byte-by-byte reading ends them, wherever they sit in the buffer (the
/// name loop reads eight bytes a round while eight remain).
final class ByteClassTests: XCTestCase {
    func testEveryByteValue() {
        for value in 0...255 {
            let c = UInt8(value)
            let bits = ByteClass.table[value]
            let isName = (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
            let isSpace = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(value)
            XCTAssertEqual(bits & ByteClass.nameContinue != 0, isName, "byte \(value)")
            XCTAssertEqual(bits & ByteClass.unbindsNext != 0, isSpace || Array("([{,;:".utf8).contains(c), "byte \(value)")
            XCTAssertEqual(bits & ByteClass.unbindsPrevious != 0, isSpace || Array(")]},;:".utf8).contains(c), "byte \(value)")
            XCTAssertEqual(bits & ByteClass.dependsOnNeighbour != 0, c == 0x2F || c == 0xC2 || c == 0xA0, "byte \(value)")
            XCTAssertEqual(bits & ByteClass.plainStringText == 0, [0x5C, 0x22, 0x27, 0x0A, 0x0D].contains(value), "byte \(value)")
        }
    }

    /// The main switch's table against Swift's lexical grammar, byte by byte.
    func testWhatEveryByteStarts() {
        func expected(_ c: UInt8) -> LexStart {
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C: return .space
            case 0x00: return .nul
            case 0x0A, 0x0D: return .newline
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): return .name
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
            case UInt8(ascii: "/"): return .slash
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .quote
            case UInt8(ascii: "#"): return .pound
            case UInt8(ascii: "`"): return .backtick
            case UInt8(ascii: "$"): return .dollar
            case UInt8(ascii: "@"): return .at
            case UInt8(ascii: "("): return .leftParen
            case UInt8(ascii: ")"): return .rightParen
            case UInt8(ascii: "{"): return .leftBrace
            case UInt8(ascii: "}"): return .rightBrace
            case UInt8(ascii: "["): return .leftBracket
            case UInt8(ascii: "]"): return .rightBracket
            case UInt8(ascii: ","): return .comma
            case UInt8(ascii: ":"): return .colon
            case UInt8(ascii: ";"): return .semicolon
            case UInt8(ascii: "\\"): return .backslash
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "<"): return .lessThan
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                 UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                return .operatorHead
            case 0xC2: return .c2
            default: return .other
            }
        }
        for value in 0...255 {
            XCTAssertEqual(ByteClass.starts[value], expected(UInt8(value)), "byte \(value)")
        }
    }

    /// String text is skipped by the table; every byte that can end or escape it must still be
    /// seen, at every offset.
    func testStringEndsAreFoundAtEveryOffset() {
        for pad in 0..<20 {
            let text = String(repeating: "a", count: pad)
            for (source, expected) in [("\"\(text)\" x", [TokenKind.stringBegin, .stringEnd, .identifier]),
                                       ("\"\(text)\\(y)\" x", [.stringBegin, .interpolationBegin, .identifier, .interpolationEnd, .stringEnd, .identifier]),
                                       ("'\(text)' x", [.stringBegin, .stringEnd, .identifier]),
                                       ("\"\(text)\nx", [.stringBegin, .identifier])] {
                XCTAssertEqual(Lexer.tokenize(Array(source.utf8)).tokens.map(\.kind), expected, source)
            }
        }
    }

    func testNamesEndAtEveryStopByteAndOffset() {
        // A name of every length from 1 to 20 after 0–8 bytes of padding, followed by each
        // ASCII byte that does not continue a name: one identifier token of exactly that length.
        let stops = (0..<128).map(UInt8.init).filter { ByteClass.table[Int($0)] & ByteClass.nameContinue == 0 && $0 != 0x2F }
        for pad in 0..<9 {
            for length in 1...20 {
                for stop in stops {
                    let name = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                    let bytes = [UInt8](repeating: 0x20, count: pad) + name + [stop] + Array(" x = 1".utf8)
                    let first = Lexer.tokenize(bytes).tokens.first!
                    XCTAssertEqual(first.kind, .identifier, "pad \(pad) length \(length) stop \(stop)")
                    XCTAssertEqual(Int(first.start), pad)
                    XCTAssertEqual(Int(first.end), pad + length, "pad \(pad) length \(length) stop \(stop)")
                }
            }
        }
        // A name running to the very end of the buffer, and one continued by a Unicode letter.
        for length in 1...20 {
            let name = [UInt8](repeating: UInt8(ascii: "q"), count: length)
            XCTAssertEqual(Lexer.tokenize(name).tokens.map(\.end), [UInt32(length)])
            XCTAssertEqual(Lexer.tokenize(name + Array("é_b".utf8)).tokens.map(\.end), [UInt32(length + 4)])
        }
    }
}
