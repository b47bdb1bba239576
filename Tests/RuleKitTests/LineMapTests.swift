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

    /// The fact pass finds line starts only up to its furthest span (`FactExtractor.LineTextCache`),
    /// by the same function as a whole file: read in steps to any offset, the starts it has are
    /// those of the whole file up to the first one past that offset.
    func testLineStartsFoundInStepsAgreeWithTheWholeFile() {
        var state: UInt64 = 0x11E5
        func next(_ n: UInt64) -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return (state >> 33) % n }
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("ab".utf8), Array("é".utf8), [0x20]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<next(30) { bytes += pieces[Int(next(UInt64(pieces.count)))] }
            let whole = LineMap(bytes).lineStarts
            let cache = FactExtractor.LineTextCache()
            var offsets = (0..<next(5)).map { _ in UInt32(next(UInt64(bytes.count + 2))) }
            offsets.sort()
            for offset in offsets {
                cache.scan(through: offset, bytes)
                let found = cache.lineStarts
                XCTAssertEqual(found, Array(whole.prefix(found.count)), "\(bytes) through \(offset)")
                // Every start up to the offset, and one past it unless the file ended.
                XCTAssertTrue(found.last! > offset || found.count == whole.count, "\(bytes) through \(offset)")
            }
            cache.scan(through: UInt32.max - 1, bytes)
            XCTAssertEqual(cache.lineStarts, whole, "\(bytes)")
        }
    }
}
