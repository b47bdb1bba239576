import XCTest
@testable import RuleKit

/// Messages name the form the code actually uses, so the suggested replacement fits.
final class RuleMessageTests: XCTestCase {
    func testOldAlertMessagesNameTheirForm() {
        let text = """
        import SwiftUI
        struct A: View {
            @State private var shown = false
            @State private var picked: String?
            var body: some View {
                Text("a")
                    .alert(isPresented: $shown) { Alert(title: Text("x")) }
                    .alert(item: $picked) { value in Alert(title: Text(value)) }
            }
        }
        """
        let messages = Self.messages(of: "deprecated-presentation-api", in: text)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("`.alert(isPresented:content:)`"), messages[0])
        XCTAssertTrue(messages[0].contains("`.alert(_:isPresented:actions:message:)`"), messages[0])
        XCTAssertTrue(messages[1].hasPrefix("`.alert(item:content:)`"), messages[1])
        XCTAssertTrue(messages[1].contains("`.alert(_:isPresented:presenting:actions:message:)`"), messages[1])
    }

    func testPreferItemNamesTheWrapperForPlainValues() {
        let text = """
        import SwiftUI
        struct Recipe: Identifiable { let id: Int }
        struct A: View {
            @State private var shareShown = false
            @State private var shared: URL?
            @State private var detailShown = false
            @State private var detail: Recipe?
            @State private var cropperShown = false
            @State private var picked: UIImage?
            var body: some View {
                Button("go") { shared = URL(string: "x"); shareShown = true }
                    .sheet(isPresented: $shareShown) { if let shared { Text(shared.path) } }
                Button("open") { detail = Recipe(id: 1); detailShown = true }
                    .sheet(isPresented: $detailShown) { if let detail { Text("\\(detail.id)") } }
                Button("crop") { picked = UIImage(); cropperShown = true }
                    .fullScreenCover(isPresented: $cropperShown) { if let picked { Cropper(image: picked) } }
            }
        }
        """
        let messages = Self.messages(of: "prefer-item-binding", in: text)
        XCTAssertEqual(messages.count, 3)
        XCTAssertTrue(messages[0].hasSuffix("(`URL` is not `Identifiable`: wrap it in a small `Identifiable` value)"), messages[0])
        XCTAssertFalse(messages[1].contains("Identifiable"), messages[1])
        XCTAssertTrue(messages[2].hasSuffix("(`UIImage` is not `Identifiable`: wrap it in a small `Identifiable` value)"), messages[2])
    }

    /// The messages one rule gives for `text` (linted as one file), in line order.
    static func messages(of rule: String, in text: String) -> [String] {
        Analysis.findings([SourceText(path: "A.swift", text: text)])
            .filter { $0.ruleID == rule }
            .sorted { $0.start.line < $1.start.line }
            .map(\.message)
    }
}
