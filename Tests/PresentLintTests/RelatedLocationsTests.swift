import Foundation
import XCTest

/// A finding that stands for several places (a `presentationMode` property and the calls its fix
/// changes) lists them in its message and as SARIF related locations; a place suppressed on its
/// own line is left out of both the finding and the fix.
final class RelatedLocationsTests: XCTestCase {
    func testDeclarationFindingListsItsCallsAsRelatedLocations() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.legacy)
        let run = try CLI.run(["--format", "sarif", "A.swift"], in: s.url)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let results = ((json?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        XCTAssertEqual(results.count, 1, run.stdout)
        let related = results.first?["relatedLocations"] as? [[String: Any]] ?? []
        XCTAssertEqual(related.count, 1, run.stdout)
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 6)
        let message = (results.first?["message"] as? [String: Any])?["text"] as? String ?? ""
        XCTAssertTrue(message.contains("line 6"), message)
    }

    func testSuppressedCallIsLeftOutOfTheFinding() throws {
        let s = try Scratch()
        try s.write("A.swift", Snippets.legacy.replacingOccurrences(
            of: "presentationMode.wrappedValue.dismiss() }", with: "presentationMode.wrappedValue.dismiss() } // presentlint:disable:this deprecated-presentation-api"))
        let run = try CLI.run(["--format", "sarif", "A.swift"], in: s.url)
        XCTAssertFalse(run.stdout.contains("relatedLocations"), run.stdout)
        XCTAssertTrue(run.stdout.contains("deprecated-presentation-api"), run.stdout)
    }
}
