import Foundation
import XCTest

/// Positions that agree across formats, and reports that describe the text that was linted.
final class PositionTrustTests: XCTestCase {
    /// A finding on line 1 of a file with a byte-order mark: every format gives the column the
    /// file without the mark gives (editors do not show the mark).
    func testByteOrderMarkIsNotCountedInLineOneColumns() throws {
        let s = try Scratch()
        // `é` before the site: the SARIF column (UTF-16) is one less than the byte column.
        let line = "struct V: View { @State var a = false; var body: some View { Text(\"é\").sheet(isPresented: $a) { Text(\"y\") } } }\n"
        try s.write("plain/V.swift", line)
        try s.write("bom/V.swift", Data([0xEF, 0xBB, 0xBF]) + Data(line.utf8))
        // Run from each folder, so that paths (and the fingerprints made from them) agree.
        for format in ["text", "json", "sarif", "github", "checkstyle", "junit"] {
            let plain = try CLI.run(["-q", "--format", format, "V.swift"], in: s.url.appendingPathComponent("plain"))
            let bom = try CLI.run(["-q", "--format", format, "V.swift"], in: s.url.appendingPathComponent("bom"))
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertEqual(bom.status, 0, bom.stderr)
            XCTAssertEqual(bom.stdout.replacingOccurrences(of: "/bom/", with: "/plain/"), plain.stdout, format)
        }
        let text = try CLI.run(["-q", "V.swift"], in: s.url.appendingPathComponent("bom"))
        let column = try XCTUnwrap(Array(line.utf8).firstRange(of: Array("sheet(".utf8))).lowerBound + 1
        XCTAssertTrue(text.stdout.hasPrefix("V.swift:1:\(column): "), text.stdout)
        let sarif = try CLI.run(["-q", "--format", "sarif", "V.swift"], in: s.url.appendingPathComponent("bom"))
        XCTAssertTrue(sarif.stdout.contains("\"startLine\": 1, \"startColumn\": \(column - 1)"), sarif.stdout)
    }
}
