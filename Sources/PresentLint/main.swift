import RuleKit

// Placeholder: the CLI lands with the foundation issue.
print("presentlint")
