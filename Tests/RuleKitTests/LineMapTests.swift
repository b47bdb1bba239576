import XCTest
@testable import RuleKit

final class LineMapTests: XCTestCase {
    func testLineBreakKinds() {
        let bytes = Array("a\nb\r\nc\rd".utf8)
        let map = LineMap(bytes)
        XCTAssertEqual(map.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(map.position(of: 0), SourcePosition(line: 1, column: 1))
        XCTAssertEqual(map.position(of: 3), SourcePosition(line: 2, column: 2))
        XCTAssertEqual(map.position(of: 7), SourcePosition(line: 4, column: 1))
        XCTAssertEqual(map.lineRange(2, in: bytes), 2..<3)
    }

    /// Files without a carriage return take the memchr path; it must agree with the byte loop.
    func testNewlineOnlyFilesAgreeWithTheGeneralPath() {
        for text in ["", "x", "\n", "\n\n", "a\nb", "a\nb\n", "é\n\nü\n", String(repeating: "line\n", count: 1000)] {
            let lf = LineMap(Array(text.utf8))
            // The same text with one CR appended at the end takes the general loop.
            let general = LineMap(Array((text + "\r").utf8))
            XCTAssertEqual(lf.lineStarts, Array(general.lineStarts.dropLast()), text)
        }
        XCTAssertEqual(LineMap(Array("a\nb\n".utf8)).lineStarts, [0, 2, 4])
    }
}
