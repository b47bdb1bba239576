import RuleKit

/// Known findings to hide. Entries match on rule, path, enclosing type and the finding's line
/// text (not its line number), so unrelated edits that shift lines keep them matched.
struct Baseline {
    struct Entry: Hashable {
        var ruleID: String
        var path: String
        var enclosingType: String
        var lineText: String
    }

    var counts: [Entry: Int] = [:]
    /// The most findings one entry hides (entries repeated in a file add up to no more).
    static let maxCount = 1 << 40

    /// Paths are compared as `Paths.baselineKey` spells them, so that `./A.swift`, `A.swift`
    /// and `$PWD/A.swift` are one file (in the baseline file and in the run alike).
    static func entry(_ f: Finding) -> Entry {
        Entry(ruleID: f.ruleID, path: key(f.path), enclosingType: f.enclosingType ?? "", lineText: f.lineText)
    }

    static let directory = Paths.currentDirectory()
    static func key(_ path: String) -> String { Paths.baselineKey(path, currentDirectory: directory) }

    init(findings: [Finding]) {
        for f in findings { counts[Self.entry(f), default: 0] += 1 }
    }

    static func load(_ path: String) throws -> Baseline {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case let .success(b): bytes = b
        case let .failure(e): throw UsageError(message: "\(path): cannot read baseline: \(e.message)")
        }
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch let e as JSONValue.ParseError {
            throw UsageError(message: "\(path):\(e.line):\(e.column): baseline is not valid JSON: \(e.message)")
        }
        guard case .number(1)? = value["version"], case let .array(items)? = value["findings"] else {
            throw UsageError(message: "\(path): not a presentlint baseline (expected {\"version\": 1, \"findings\": [...]}); write one with --write-baseline")
        }
        var baseline = Baseline(findings: [])
        for (i, item) in items.enumerated() {
            guard case let .string(rule)? = item["ruleId"], case let .string(file)? = item["path"],
                  case let .string(line)? = item["lineText"] else {
                throw UsageError(message: "\(path): findings[\(i)] needs string ruleId, path and lineText")
            }
            var type = ""
            if case let .string(t)? = item["enclosingType"] { type = t }
            // Checked before it is converted: `Int(1e300)` traps, and so does a sum that overflows.
            var count = 1
            if let value = item["count"] {
                guard case let .number(n) = value, n >= 1, n <= Double(Self.maxCount), n.rounded(.towardZero) == n else {
                    throw UsageError(message: "\(path): findings[\(i)].count must be a whole number from 1 to \(Self.maxCount)")
                }
                count = Int(n)
            }
            let entry = Entry(ruleID: rule, path: key(file), enclosingType: type, lineText: line)
            baseline.counts[entry] = min(Self.maxCount, baseline.counts[entry, default: 0] + count)
        }
        return baseline
    }

    /// Findings not covered by the baseline (each entry hides as many findings as it counts).
    func filter(_ findings: [Finding]) -> [Finding] {
        var remaining = counts
        return findings.filter { f in
            let e = Self.entry(f)
            guard let n = remaining[e], n > 0 else { return true }
            remaining[e] = n - 1
            return false
        }
    }

    func serialized() -> [UInt8] {
        let q = JSONText.quote
        let sorted = counts.sorted { a, b in
            (a.key.path, a.key.ruleID, a.key.enclosingType, a.key.lineText) < (b.key.path, b.key.ruleID, b.key.enclosingType, b.key.lineText)
        }
        var out = "{\n  \"version\": 1,\n  \"findings\": ["
        for (i, (e, n)) in sorted.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    { \"ruleId\": \(q(e.ruleID)), \"path\": \(q(e.path)), \"enclosingType\": \(q(e.enclosingType)), \"lineText\": \(q(e.lineText)), \"count\": \(n) }"
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(out.utf8)
    }
}
