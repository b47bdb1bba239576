import XCTest
@testable import RuleKit

final class FindingMessageTests: XCTestCase {
    /// Assembled in one allocation, a message reads exactly as the standard interpolation would.
    func testMatchesStandardInterpolation() {
        let names = ["", "x", "showSettingsSheet", "modèle", "日本語", "a`b", String(repeating: "long", count: 40)]
        for a in names {
            for b in names {
                let n = a.utf8.count - b.utf8.count
                let message: FindingMessage = "`.\(a)(isPresented: $\(b))` — \(n) \(b)\(a)"
                XCTAssertEqual(message.text, "`.\(a)(isPresented: $\(b))` — \(n) \(b)\(a)")
                let nested: FindingMessage = "\(a)\(message)!"
                XCTAssertEqual(nested.text, a + message.text + "!")
            }
        }
        let plain: FindingMessage = "no interpolation"
        XCTAssertEqual(plain.text, "no interpolation")
        let empty: FindingMessage = ""
        XCTAssertEqual(empty.text, "")
    }
}
