/// A rule's documentation as Markdown: `docs/rules/<rule-id>.md` is exactly this text (a test keeps
/// them identical and rewrites them with `PRESENTLINT_UPDATE_DOCS=1`), and `presentlint explain
/// RULE` prints it.
extension RuleCatalog {
    public static func documentation(for d: RuleDescriptor) -> String {
        var out = "# \(d.id)\n\n"
        out += "**\(d.name)**\n\n"
        let state = d.enabledByDefault
            ? "enabled by default"
            : "disabled by default (enable it with `\"\(d.id)\": true` under `rules` in `.presentlint.json`)"
        out += "Default severity: \(d.defaultSeverity.rawValue); \(state). Automatic fix: \(d.fixScope.map { "\($0) (`\($0.hasPrefix("unsafe") ? "--fix --unsafe-fixes" : "--fix")`)" } ?? (d.fix == nil ? "no" : "yes (`--fix`)")).\n\n"

        out += "## What it finds\n\n\(d.summary)\n\n"
        out += "## Why it matters\n\n\(d.rationale)\n\n"
        if !d.reports.isEmpty { out += "## What it reports\n\n" + d.reports.map { "- \($0)\n" }.joined() + "\n" }
        if !d.leavesAlone.isEmpty { out += "## What it leaves alone\n\n" + d.leavesAlone.map { "- \($0)\n" }.joined() + "\n" }
        out += "## Example\n\nThis file triggers the rule:\n\n" + swiftBlock(d.badExample)
        out += "## Use instead\n\n" + swiftBlock(d.goodExample)

        out += "## Fix\n\n"
        if let fix = d.fix {
            out += "`presentlint --fix` \(fix) `--fix --dry-run` shows the change as a diff.\n\n"
        } else {
            out += "No automatic fix: the change needs a decision only the author can make.\n\n"
        }

        out += "## Options\n\n"
        if d.options.isEmpty {
            out += "None.\n\n"
        } else {
            out += "| option | default | meaning |\n|---|---|---|\n"
            for o in d.options {
                out += "| `\(o.name)` | `\(JSONText.value(o.defaultValue))` | \(o.summary) |\n"
            }
            let o = d.options[0]
            out += "\nSet in `.presentlint.json`: `{ \"rules\": { \"\(d.id)\": { \"\(o.name)\": \(JSONText.value(o.defaultValue)) } } }`.\n\n"
        }

        out += "## Known limitations\n\n"
        out += d.limitations.isEmpty ? "None known.\n\n" : "\(d.limitations)\n\n"

        out += "## References\n\n"
        for r in d.references { out += "- [\(r.title)](\(r.url))\n" }
        if d.references.isEmpty { out += "None.\n" }
        out += "\n"

        out += "## Suppressing\n\n"
        out += "```swift\n// presentlint:disable:next \(d.id) -- reason\n```\n\n"
        out += "More cases, firing and not: [`\(d.examples.first ?? "Tests/Fixtures/rules/\(d.id)")`](../../\(d.examples.first ?? "Tests/Fixtures/rules/\(d.id)")).\n"
        return out
    }

    /// The README's rules table: one row per rule in catalog order, linking the rule's page (a test
    /// keeps the README's table identical and rewrites it with `PRESENTLINT_UPDATE_DOCS=1`).
    public static func readmeRulesTable() -> String {
        var out = "| rule | default | finds | `--fix` |\n|---|---|---|---|\n"
        for d in descriptors {
            let severity = d.enabledByDefault ? d.defaultSeverity.rawValue : "off"
            out += "| [`\(d.id)`](\(d.documentationPath)) | \(severity) | \(d.name) | \(d.fixScope ?? (d.fix == nil ? "" : "yes")) |\n"
        }
        return out
    }

    private static func swiftBlock(_ code: String) -> String {
        "```swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```\n\n"
    }
}
