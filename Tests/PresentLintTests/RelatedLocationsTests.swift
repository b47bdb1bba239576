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
        XCTAssertFalse(run.stdout.contains("its use"), "the message names no suppressed call: \(run.stdout)")
    }

    /// The message lists only the calls the report shows: one suppressed by `disable:next`, one by
    /// `disable:this`, one in another file (suppressed there) are left out; the others stay.
    func testMessageListsOnlyUnsuppressedCalls() throws {
        let s = try Scratch()
        try s.write("Receipt.swift", """
        import SwiftUI
        struct ReceiptView: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                VStack {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                    // presentlint:disable:next deprecated-presentation-api
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                    Button("X") { self.presentationMode.wrappedValue.dismiss() } // presentlint:disable:this deprecated-presentation-api
                    Button("Y") { self.presentationMode.wrappedValue.dismiss() }
                }
            }
        }
        """)
        try s.write("Receipt+Actions.swift", """
        import SwiftUI
        extension ReceiptView {
            func save() {
                presentationMode.wrappedValue.dismiss() // presentlint:disable:this deprecated-presentation-api
            }
            func cancel() { presentationMode.wrappedValue.dismiss() }
        }
        """)
        let run = try CLI.run(["-q", "--only", "deprecated-presentation-api", "."], in: s.url)
        XCTAssertTrue(run.stdout.contains("instead of `presentationMode.wrappedValue.dismiss()` (its 3 uses: Receipt+Actions.swift:6, line 6, line 10) [deprecated-presentation-api]"), run.stdout)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
    }
}
