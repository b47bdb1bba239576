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
        // Each finding linked to the one before it at its site; a site's last finding starts its group.
        var lastAtSite: [SiteKey: Int] = [:]
        lastAtSite.reserveCapacity(findings.count)
        var previous = [Int](repeating: -1, count: findings.count)
        var isLast = [Bool](repeating: true, count: findings.count)
        for i in findings.indices {
            guard let p = lastAtSite.updateValue(i, forKey: SiteKey(findings[i])) else { continue }
            previous[i] = p
            isLast[p] = false
        }
        for last in findings.indices where isLast[last] && previous[last] >= 0 {
            var group = [last]
            while previous[group[group.count - 1]] >= 0 { group.append(previous[group[group.count - 1]]) }
            group.reverse()
            let rules = group.map { findings[$0].ruleID }
            for i in group {
                for d in deferring where findings[i].ruleID == d.rule && rules.contains(d.to) {
                    findings[i].message = redirected(findings[i].message, advice: d.advice)
                }
            }
            let related = group.map { i -> RelatedLocation in
                let message: FindingMessage = "[\(findings[i].ruleID)] \(findings[i].message)"
                return RelatedLocation(path: findings[i].path, start: findings[i].start, end: findings[i].end, message: message.text)
            }
            for (k, i) in group.enumerated() {
                findings[i].related.reserveCapacity(findings[i].related.count + group.count - 1)
                for m in group.indices where m != k && rules[m] != rules[k] {
                    findings[i].related.append(related[m])
                }
            }
        }
    }

    /// The message's finding (up to its first `; `) with `advice` in place of its own.
    static func redirected(_ message: String, advice: String) -> String {
        var message = message
        guard let cut = message.withUTF8({ bytes -> Int? in
            guard bytes.count > 1 else { return nil }
            for i in 0..<(bytes.count - 1) where bytes[i] == UInt8(ascii: ";") && bytes[i + 1] == UInt8(ascii: " ") { return i }
            return nil
        }) else { return message }
        var out = ""
        out.reserveCapacity(cut + 2 + advice.utf8.count)
        out += message[..<message.utf8.index(message.utf8.startIndex, offsetBy: cut)]
        out += "; "
        out += advice
        return out
    }

    struct SiteKey: Hashable {
        var path: String
        var line: Int
        var column: Int
        init(_ f: borrowing Finding) { (path, line, column) = (f.path, f.start.line, f.start.column) }
    }
}
