/// One design problem, one piece of advice: where several rules report the same site, each
/// finding carries the others as related locations (SARIF `relatedLocations`), and a finding whose
/// advice another one at the site states more precisely points to it instead of repeating it.
public enum FindingCoordination {
    /// Rules whose advice at a site gives way to another rule's there: `state-bool-presentation`'s
    /// generic "bind `item:`" yields to `prefer-item-binding`, which names the optional to bind.
    static let deferring: [(rule: String, to: String, advice: String)] = [
        ("state-bool-presentation", "prefer-item-binding",
         "move presentation state to a coordinator; prefer-item-binding at this site names the `item:` to bind"),
    ]

    public static func coordinate(_ findings: inout [Finding]) {
        guard findings.count > 1 else { return }
        var bySite: [SiteKey: [Int]] = [:]
        for i in findings.indices { bySite[SiteKey(findings[i]), default: []].append(i) }
        for (_, group) in bySite where group.count > 1 {
            let rules = group.map { findings[$0].ruleID }
            for i in group {
                for d in deferring where findings[i].ruleID == d.rule && rules.contains(d.to) {
                    findings[i].message = redirected(findings[i].message, advice: d.advice)
                }
            }
            let snapshot = group.map { findings[$0] }
            for (k, i) in group.enumerated() {
                for (m, other) in snapshot.enumerated() where m != k && other.ruleID != findings[i].ruleID {
                    findings[i].related.append(RelatedLocation(path: other.path, start: other.start, end: other.end,
                                                               message: "[\(other.ruleID)] \(other.message)"))
                }
            }
        }
    }

    /// The message's finding (up to its first `; `) with `advice` in place of its own.
    static func redirected(_ message: String, advice: String) -> String {
        let bytes = Array(message.utf8)
        guard let cut = bytes.indices.dropLast().first(where: { bytes[$0] == UInt8(ascii: ";") && bytes[$0 + 1] == UInt8(ascii: " ") }) else { return message }
        return String(decoding: bytes[..<cut], as: UTF8.self) + "; " + advice
    }

    struct SiteKey: Hashable {
        var path: String
        var line: Int
        var column: Int
        // Borrowed: an initializer owns its arguments, so `SiteKey(findings[i])` copied every finding.
        init(_ f: borrowing Finding) { (path, line, column) = (f.path, f.start.line, f.start.column) }
    }
}
