import Foundation
import XCTest
@testable import RuleKit

final class RuleCatalogTests: XCTestCase {
    /// `rules.json` is generated from the built-in descriptors; they must never drift apart.
    func testRulesJSONMatchesBuiltInCatalog() throws {
        let url = Fixtures.repositoryRoot.appendingPathComponent("rules.json")
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(committed, RuleCatalog.catalogJSON(),
                       "rules.json is stale: regenerate it with `swift run presentlint rules --format json > rules.json`")
    }

    func testCatalogJSONParsesAndCarriesEveryField() throws {
        let data = Data(RuleCatalog.catalogJSON().utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleCatalog.descriptors.map(\.id))
        for rule in rules {
            for key in ["id", "name", "defaultSeverity", "enabledByDefault", "summary", "rationale", "options", "badExample", "goodExample", "examples", "reports", "leavesAlone", "limitations", "references", "fix", "fixScope", "documentation"] {
                XCTAssertNotNil(rule[key], "\(rule["id"] ?? "?") lacks \(key)")
            }
        }
    }

    /// A rule with a fix says in a few words exactly what it rewrites (the rules table shows it),
    /// and one without says nothing.
    func testEveryFixStatesWhatItRewrites() {
        for d in RuleCatalog.descriptors {
            XCTAssertEqual(d.fix == nil, d.fixScope == nil, "\(d.id): `fix` and `fixScope` go together")
        }
        let deprecated = RuleCatalog.descriptor(for: "deprecated-presentation-api")
        XCTAssertEqual(deprecated?.fixScope, "`presentationMode` → `dismiss`; with `--unsafe-fixes`, alerts, action sheets and `.navigationBarItems`")
        XCTAssertTrue(RuleCatalog.readmeRulesTable().contains("| Deprecated presentation API | `presentationMode` → `dismiss`; with `--unsafe-fixes`, alerts, action sheets and `.navigationBarItems` |"))
    }

    func testRuleIdentifiersAreStableKebabCase() {
        for d in RuleCatalog.descriptors {
            XCTAssertTrue(d.id.allSatisfy { $0.isLowercase || $0 == "-" }, d.id)
            for example in d.examples {
                XCTAssertTrue(FileManager.default.fileExists(atPath: Fixtures.repositoryRoot.appendingPathComponent(example).path), example)
            }
        }
    }

    func testJSONQuoteEscapesControlCharacters() throws {
        let raw = "a\"b\\c\nd\u{1}e\u{2028}"
        let quoted = JSONText.quote(raw)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        XCTAssertEqual(parsed, [raw])
        XCTAssertFalse(quoted.contains("\n"))
    }
}
