import Foundation
@testable import RuleKit

/// Locates `Tests/Fixtures` from this source file's path.
enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let repositoryRoot: URL = root.deletingLastPathComponent().deletingLastPathComponent()

    /// `.swift` files below a folder, sorted.
    static func swiftFiles(under dir: URL) -> [URL] {
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        return e.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func relativePath(_ url: URL) -> String {
        let base = repositoryRoot.path + "/"
        return url.path.hasPrefix(base) ? String(url.path.dropFirst(base.count)) : url.path
    }
}

/// The whole analysis of a set of in-memory files, as the engine runs it.
enum Analysis {
    static func facts(_ source: SourceText) -> FileFacts {
        let stream = Lexer.tokenize(source.bytes)
        let syntax = Parser.parse(stream, source: source)
        return FileFacts.extract(source: source, tokens: stream, syntax: syntax)
    }

    static func findings(_ sources: [SourceText], configuration: RuleConfiguration = .defaults) -> [Finding] {
        RuleRunner.run(sources.map(facts), configuration: configuration).sorted(by: Finding.reportOrder)
    }
}

/// An expected finding written in a fixture as `// expect: rule-id` (column: the presentation
/// modifier's name on that line) or `// expect: rule-id@COLUMN`.
struct Expectation: Hashable, CustomStringConvertible {
    var path: String
    var ruleID: String
    var line: Int
    var column: Int
    var description: String { "\(path):\(line):\(column) \(ruleID)" }

    static let anchors = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    static func parse(path: String, text: String) -> [Expectation] {
        var result: [Expectation] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = line.range(of: "// expect: ") else { continue }
            for item in line[marker.upperBound...].split(separator: ",") {
                let parts = item.trimmingCharacters(in: .whitespaces).split(separator: "@")
                let id = String(parts[0])
                let column = parts.count > 1 ? Int(parts[1]) ?? 0 : anchorColumn(in: String(line[..<marker.lowerBound]))
                result.append(Expectation(path: path, ruleID: id, line: i + 1, column: column))
            }
        }
        return result
    }

    /// 1-based byte column of the first `.modifier(` on the line.
    static func anchorColumn(in line: String) -> Int {
        let bytes = Array(line.utf8)
        var best = Int.max
        for anchor in anchors {
            let needle = Array(".\(anchor)(".utf8)
            guard bytes.count >= needle.count else { continue }
            for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
                best = min(best, start + 2)
                break
            }
        }
        return best == Int.max ? 0 : best
    }
}
