import RuleKit

// Placeholder until the CLI lands: only `rules --format json`.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "rules" {
    print(RuleCatalog.catalogJSON(), terminator: "")
} else {
    print("presentlint")
}
