enum Help {
    /// The one place the version is spelled: `--version`, reports, and the release tag `v<version>`
    /// (a test checks CHANGELOG.md names it).
    static let version = "0.1.0"

    /// The repository's address. PLACEHOLDER: the project has no public URL yet; replace OWNER
    /// when it is published (rule documentation links in SARIF reports are built from it).
    static let repositoryURL = "https://github.com/OWNER/presentlint"

    /// A rule's documentation page, at the tag of this version.
    static func ruleDocumentationURL(_ id: String) -> String {
        "\(repositoryURL)/blob/v\(version)/docs/rules/\(id).md"
    }

    /// A file of the repository at the tag of this version (`docs/rules/RULE.md`).
    static func fileURL(_ path: String) -> String {
        "\(repositoryURL)/blob/v\(version)/\(path)"
    }

    /// A rule page's Markdown with its links relative to the page (`../../Tests/…`) made absolute:
    /// printed by `explain` or shown in an editor, the page has no place to resolve them from.
    static func absoluteLinks(_ markdown: String) -> String {
        markdown.replacing("](../../", with: "](" + fileURL(""))
    }

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
            USAGE: presentlint explain RULE [--format text|markdown]

            Prints one rule's documentation, the page docs/rules/RULE.md of the repository: what it
            finds, why it matters, an example and its fix, what --fix changes, its options, what it
            deliberately leaves alone, and Apple's documentation behind it. As plain text by default;
            --format markdown prints the page's Markdown, its links made absolute.

            """
        case "lsp":
            return """
            USAGE: presentlint lsp

            Runs a language server (LSP 3.17) on standard input and output for editors: it lints the
            workspace's Swift files with the nearest .presentlint.json, keeps their facts in memory and
            reports findings as diagnostics while you type, with rule explanations, quick fixes (every
            fix --fix knows, unsafe ones too) and a source.fixAll.presentlint action applying the safe
            fixes as --fix does.

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
                   presentlint explain RULE [--format text|markdown]
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
              -j, --jobs N             files analysed in parallel (default: all cores; -j1 = -j 1)
              -q, --quiet              print findings only: no summary, no non-fatal notes
              --color WHEN             auto (default: on a terminal without NO_COLOR), always, never
              --statistics             print the number of findings per rule
              --stdin-path NAME        lint standard input, reported as NAME
              --report-unused-suppressions
                                       report presentlint:disable comments that suppress nothing
              --fix                    apply safe fixes to the findings reported (not suppressed or
                                       baselined ones), then lint again; a file changed since it
                                       was read, or read-only, is left alone; files keep mode,
                                       links and owner; each file is linted
                                       again with its fixes first and left alone if they would not
                                       remove the findings or would add one
              --unsafe-fixes           with --fix, apply unsafe fixes too (they change what is
                                       presented or how: review them); alone, mark them [*]
              --dry-run                with --fix: print the fixes as a unified diff, change nothing
                                       (exit 1 when fixes are pending); --fix on - prints the fixed
                                       source on standard output and the report on standard error
              --force-exclude          apply the configuration's include/exclude to named files too
                                       (for hooks and plugins that name every file)
              --project DIR            also analyse every Swift file under DIR, so cross-file rules
                                       see them; report the named PATHs' findings and those they
                                       cause in other files (marked "caused by a change to FILE")
              --touch FILE             after a run without file errors, write FILE (an output a
                                       build system can track; never a Swift source)
              --allow-write-outside    let -o, --write-baseline and --touch write through a link
                                       inside the working tree to a file outside it (refused
                                       otherwise: a checkout may plant such links)
              -h, --help               show this help (also: presentlint help rules|explain|dump-tokens|lsp)
              -V, --version            print the version

            CONFIGURATION:
              The nearest .presentlint.json from the working directory up to the repository's root
              (the folder holding .git), passing over one that another user owns or that is not a
              regular file, with a note; or --config FILE. A JSON object with the keys
                "include": ["glob", …]   lint only matching paths (relative to the file's folder)
                "exclude": ["glob", …]   skip matching paths (* and ? in a name, ** across folders)
                "rules": { "RULE": true | false | { "enabled": …, "severity": "warning"|"error",
                           OPTION: value } }   options per rule: presentlint explain RULE
                "presentationWrappers": { "NAME": "sheet"|"fullScreenCover"|"popover" }
                                         the project's own presentation modifiers defined outside
                                         the linted files (those defined in them are found)
                "deploymentTargets": { "iOS": "14.0", "macOS": "11.0", … }
                                         the oldest systems the project supports; otherwise each
                                         file's are read from its package's Package.swift or the
                                         .xcodeproj beside it (*_DEPLOYMENT_TARGET settings)
              A configuration error names the file (and line and column for bad JSON) and stops
              the run before any file is linted or any report is written (exit 2).

            EXIT STATUS:
              0  nothing fails
              1  findings that fail: errors, or warnings with --strict or past --max-warnings;
                 fixes pending with --fix --dry-run
              2  usage or configuration errors (nothing is linted); a file that cannot be read
                 (the other files are still linted and reported); nothing linted at all (no
                 Swift file under the PATHs)

            """
        }
    }
}
