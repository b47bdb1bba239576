import Foundation
import XCTest

/// Every fix, before and after, from `Tests/Fixtures/fixes/<rule>/<case>/`: `before/` is a small
/// project, `after/` the same files as `--fix` leaves them (no `after/`: the fix leaves every file as
/// it was, and `expect-stderr` must then say why), `arguments` (optional) the extra arguments of the run, one a line (`--unsafe-fixes`),
/// and `expect-stderr` (optional) lines `--fix` must print (why a finding is not fixed).
/// Each case is also fixed a second time, which must change nothing, and linted again: no finding
/// of the case's rule may stay where `after/` differs from `before/` and no finding may be new.
final class FixFixtureTests: XCTestCase {
    static let root = Fixtures.root.appendingPathComponent("fixes")

    struct Case {
        var name: String
        var rule: String
        var url: URL
    }

    static func cases() throws -> [Case] {
        let fm = FileManager.default
        var result: [Case] = []
        for rule in try fm.contentsOfDirectory(atPath: root.path).sorted() where !rule.hasPrefix(".") {
            let ruleURL = root.appendingPathComponent(rule)
            guard (try? ruleURL.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            for name in try fm.contentsOfDirectory(atPath: ruleURL.path).sorted() where !name.hasPrefix(".") {
                result.append(Case(name: "\(rule)/\(name)", rule: rule, url: ruleURL.appendingPathComponent(name)))
            }
        }
        return result
    }

    /// The Swift files under `url`, by relative path.
    static func files(_ url: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return result }
        for case let file as URL in walk where file.pathExtension == "swift" {
            let relative = String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
            result[relative] = try String(contentsOf: file, encoding: .utf8)
        }
        return result
    }

    func testEveryFixtureFixesAsItsAfterFolderSays() throws {
        let cases = try Self.cases()
        XCTAssertFalse(cases.isEmpty, "no fix fixtures under \(Self.root.path)")
        for c in cases {
            let before = try Self.files(c.url.appendingPathComponent("before"))
            let afterURL = c.url.appendingPathComponent("after")
            let unchanged = !FileManager.default.fileExists(atPath: afterURL.path)
            let after = unchanged ? before : try Self.files(afterURL)
            if unchanged {
                XCTAssertTrue(FileManager.default.fileExists(atPath: c.url.appendingPathComponent("expect-stderr").path),
                              "\(c.name): no after/ (nothing fixed) and no expect-stderr saying why")
            }
            XCTAssertFalse(before.isEmpty, "\(c.name): no before/ files")
            XCTAssertEqual(Set(before.keys), Set(after.keys), "\(c.name): before/ and after/ hold different files")
            let arguments = (try? String(contentsOf: c.url.appendingPathComponent("arguments"), encoding: .utf8))?
                .split(separator: "\n").map(String.init).filter { !$0.isEmpty } ?? []
            let s = try Scratch()
            for (path, text) in before { try s.write(path, text) }
            let fix = try CLI.run(["--fix", "--color", "never"] + arguments + ["."], in: s.url)
            XCTAssertNotEqual(fix.status, 2, "\(c.name): \(fix.stderr)")
            for (path, text) in after.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(try s.read(path), text, "\(c.name): \(path) after --fix\n\(fix.stderr)")
            }
            if let expected = try? String(contentsOf: c.url.appendingPathComponent("expect-stderr"), encoding: .utf8) {
                for line in expected.split(separator: "\n") where !line.isEmpty {
                    XCTAssertTrue(fix.stderr.contains(line), "\(c.name): --fix does not say \"\(line)\":\n\(fix.stderr)")
                }
            }
            // A second --fix changes nothing.
            let again = try CLI.run(["--fix", "--color", "never"] + arguments + ["."], in: s.url)
            for (path, text) in after.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(try s.read(path), text, "\(c.name): \(path) changed on a second --fix\n\(again.stderr)")
            }
            // Linted again: where a file changed, the case's rule has no finding left in it, and
            // no rule finds more in any file than before the fix.
            let lintBefore = try Scratch()
            for (path, text) in before { try lintBefore.write(path, text) }
            let old = try Self.findings(in: lintBefore.url)
            let new = try Self.findings(in: s.url)
            for (path, text) in after where text != before[path] {
                XCTAssertFalse(new.contains { $0.path == path && $0.rule == c.rule }, "\(c.name): \(path) still has a \(c.rule) finding after its fix")
            }
            for key in Set(new.map { "\($0.path) \($0.rule)" }) {
                let count = { (list: [(path: String, rule: String)]) in list.filter { "\($0.path) \($0.rule)" == key }.count }
                XCTAssertLessThanOrEqual(count(new), count(old), "\(c.name): the fix added a finding (\(key))")
            }
        }
    }

    /// (path, rule) of each finding of a lint of `directory`.
    static func findings(in directory: URL) throws -> [(path: String, rule: String)] {
        let run = try CLI.run(["--format", "json", "."], in: directory)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let list = json?["findings"] as? [[String: Any]] ?? []
        return list.map { (path: ($0["path"] as? String ?? "").replacingOccurrences(of: "./", with: ""), rule: $0["ruleId"] as? String ?? "") }
    }
}
