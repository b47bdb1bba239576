/// What happens to the rules' findings before they are reported, the same for a lint run
/// (`LintEngine`) and the language server (`LiveProject`): a finding on a line a suppression
/// comment covers for its rule goes; a place a finding lists (a call its declaration's fix would
/// change) on such a line leaves the finding, its message and its fix; the findings are sorted for
/// the report (`Finding.sortForReport`); and the findings at one site are coordinated
/// (`FindingCoordination`).
public enum PostRuleSteps {
    /// Settles `findings` (the rules' findings, in the order the rules made them). `suppressed`
    /// says whether a rule is suppressed on a line of a file (and marks the directive used); it is
    /// not asked when `anySuppressions` is false. `notices` may add findings after the suppression
    /// step (unused-suppression notices): they are sorted with the others but not coordinated.
    public static func settle(_ findings: inout [Finding], anySuppressions: Bool,
                              suppressed: (_ ruleID: String, _ path: String, _ line: Int) -> Bool,
                              notices: (inout [Finding]) -> Void = { _ in }) {
        if anySuppressions {
            findings.removeAll { suppressed($0.ruleID, $0.path, $0.start.line) }
            for i in findings.indices where !findings[i].related.isEmpty {
                let ruleID = findings[i].ruleID
                findings[i].removeRelated { suppressed(ruleID, $0.path, $0.start.line) }
            }
        }
        let coordinated = findings.count
        notices(&findings)
        // Coordinated once sorted: a site's findings are then next to each other.
        let origin = Finding.sortForReport(&findings)
        FindingCoordination.coordinateSorted(&findings, origin: origin, count: coordinated)
    }
}
