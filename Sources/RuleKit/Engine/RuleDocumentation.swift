/// Where each rule's documentation page lives: `docs/rules/<id>.md` of the repository. One
/// constant, so diagnostics (the language server's `codeDescription`) and reports link alike.
public enum RuleDocumentation {
    public static let baseURL = "https://github.com/presentlint/presentlint/blob/main/docs/rules/"

    public static func url(for ruleID: String) -> String { baseURL + ruleID + ".md" }
}
