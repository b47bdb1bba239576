enum Help {
    static let version = "0.1.0"

    static func text(for topic: String?) -> String {
        switch topic {
        case "rules":
            return """
            USAGE: presentlint rules [--format text|json]

            Lists every rule with its id, default severity, whether it is on by default, and a summary.
            --format json prints the rule catalog (the same text as rules.json).

            """
        case "explain":
            return """
            USAGE: presentlint explain RULE

            Prints one rule's documentation, the page docs/rules/RULE.md of the repository: what it
            finds, why it matters, an example and its fix, whether --fix applies, its options, what it
            deliberately leaves alone, and Apple's documentation behind it.

            """
        case "lsp":
            return """
            USAGE: presentlint lsp

            Runs a language server (LSP 3.17) on standard input and output for editors: it lints the
            workspace's Swift files with the nearest .presentlint.json, keeps their facts in memory and
            reports findings as diagnostics while you type, with quick fixes and rule explanations.

            """
        case "dump-tokens":
            return """
            USAGE: presentlint dump-tokens FILE...

            Prints the canonical token stream (v1) of each file: a `== PATH` header, then one
            `LINE:COL<TAB>KIND<TAB>TEXT` line per token. Exit status 1 if a file cannot be read.

            """
        default:
            return """
            presentlint \(version) — lints SwiftUI modal presentation (sheets, full-screen covers, …)

            USAGE: presentlint [lint] [OPTIONS] [PATH...]
                   presentlint rules [--format text|json]
                   presentlint explain RULE
                   presentlint dump-tokens FILE...
                   presentlint lsp

            PATH defaults to the current directory; directories are walked for .swift files (skipping
            .build, .git, .swiftpm, Pods, Carthage, DerivedData, node_modules and configured excludes).
            The walk does not follow symbolic links: a linked .swift file is reported as skipped (name
            it to lint it). Each file is linted once however the paths overlap.
            Use - (or --stdin-path NAME) to lint standard input.

            OPTIONS:
              --format FORMAT          text (default), json, sarif, github, checkstyle or junit
              -o, --output FILE        write the report to FILE instead of standard output (never
                                       over a file being linted; a link is written through)
              --config FILE            use this configuration instead of the nearest .presentlint.json
              --only RULE[,RULE…]      run only these rules (repeatable)
              --disable RULE[,RULE…]   do not run these rules (repeatable)
              --strict                 warnings fail the run too
              --max-warnings N         fail when there are more than N warnings
              --baseline FILE          hide findings recorded in FILE
              --write-baseline FILE    record the current findings in FILE and exit 0
              -j, --jobs N             files analysed in parallel (default: all cores)
              -q, --quiet              print findings only: no summary, no non-fatal notes
              --color WHEN             auto (default: on a terminal without NO_COLOR), always, never
              --statistics             print the number of findings per rule
              --stdin-path NAME        lint standard input, reported as NAME
              --report-unused-suppressions
                                       report presentlint:disable comments that suppress nothing
              --fix                    apply safe fixes (rewrites files atomically), then lint again
              --dry-run                with --fix: print the fixes as a unified diff, change nothing
              -h, --help               show this help (also: presentlint help rules|explain|dump-tokens|lsp)
              -V, --version            print the version

            EXIT STATUS:
              0  nothing fails
              1  findings that fail: errors, or warnings with --strict or past --max-warnings
              2  usage, configuration or I/O errors (other files are still linted and reported)

            """
        }
    }
}
