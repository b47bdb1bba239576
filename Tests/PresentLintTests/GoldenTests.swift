import Foundation
import XCTest

/// Every report format over one fixture project, compared byte for byte with a committed golden
/// file. Regenerate after an intended change with `PRESENTLINT_UPDATE_GOLDEN=1 swift test --filter GoldenTests`
/// and review the diff.
final class GoldenTests: XCTestCase {
    static let project = "Tests/Fixtures/rules/cover-missing-close/cross-file"
    static let formats = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    func testEveryFormatMatchesItsGoldenFile() throws {
        let root = Fixtures.repositoryRoot
        let update = ProcessInfo.processInfo.environment["PRESENTLINT_UPDATE_GOLDEN"] == "1"
        for format in Self.formats {
            let run = try CLI.run(["--format", format, "--color", "never", "--jobs", "2", Self.project], in: root)
            XCTAssertEqual(run.status, 0, "\(format): \(run.stderr)")
            // The SARIF base URI is the absolute working directory: make it machine-independent.
            let normalized = run.stdout.replacingOccurrences(of: Self.fileURI(root), with: "file:///REPOSITORY/")
            let golden = root.appendingPathComponent("Tests/Fixtures/golden/report.\(format)")
            if update {
                try Data(normalized.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(normalized, expected, "\(format) output differs from \(golden.path)")
        }
    }

    static func fileURI(_ url: URL) -> String {
        var out = "file://"
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in (url.standardizedFileURL.path + "/").utf8 {
            let keep = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if keep { out.unicodeScalars.append(Unicode.Scalar(byte)) } else {
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }
}
