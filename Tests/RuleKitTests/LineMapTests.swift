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
}
