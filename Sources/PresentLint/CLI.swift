import RuleKit

enum CLI {
    static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch is ArgumentParser.HelpRequested {
            print(Help.text(for: nil), terminator: "")
            return 0
        } catch let e as UsageError {
            StandardStreams.err("presentlint: error: \(e.message)\nRun 'presentlint --help' for usage.\n")
            return 2
        } catch {
            return 2
        }
        switch command {
        case .version:
            print("presentlint \(Help.version)")
            return 0
        case let .help(topic):
            print(Help.text(for: topic), terminator: "")
            return 0
        case let .rules(format):
            print(format == "json" ? RuleCatalog.catalogJSON() : rulesTable(), terminator: "")
            return 0
        case let .explain(id):
            guard let d = RuleCatalog.descriptor(for: id) else {
                let hint = ArgumentParser.suggest(id, RuleCatalog.descriptors.map(\.id))
                StandardStreams.err("presentlint: error: unknown rule '\(id)'\(hint); see 'presentlint rules'\n")
                return 2
            }
            print(explain(d), terminator: "")
            return 0
        case let .dumpTokens(paths):
            return DumpTokens.run(paths)
        case .languageServer:
            return LSPServer(connection: LSPConnection()).run()
        case let .lint(options):
            return LintCommand(options: options).run()
        }
    }

    static func rulesTable() -> String {
        let descriptors = RuleCatalog.descriptors
        let width = descriptors.map(\.id.count).max() ?? 0
        var out = ""
        for d in descriptors {
            let pad = String(repeating: " ", count: width - d.id.count)
            let state = d.enabledByDefault ? "on " : "off"
            out += "\(d.id)\(pad)  \(d.defaultSeverity.rawValue.padded(to: 7))  \(state)  \(d.summary)\n"
        }
        return out
    }

    static func explain(_ d: RuleDescriptor) -> String {
        var out = "\(d.id) — \(d.name)\n\n"
        out += "Default: \(d.defaultSeverity.rawValue), \(d.enabledByDefault ? "enabled" : "disabled (opt in with rules.\(d.id).enabled in .presentlint.json)")\n\n"
        out += "What it finds\n  \(d.summary)\n\n"
        out += "Why it matters\n  \(d.rationale)\n\n"
        out += "Example\n" + d.badExample.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n\n"
        out += "Use instead\n" + d.goodExample.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n\n"
        if d.options.isEmpty {
            out += "Options\n  none\n"
        } else {
            out += "Options\n"
            for o in d.options { out += "  \(o.name) (default \(JSONText.value(o.defaultValue))): \(o.summary)\n" }
        }
        out += "\nSuppress with `// presentlint:disable:next \(d.id)`; examples: \(d.examples.joined(separator: ", "))\n"
        return out
    }
}

enum DumpTokens {
    static func run(_ paths: [String]) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            switch FileSystem.read(path) {
            case let .success(bytes):
                var out: [UInt8] = []
                CanonicalTokenStream.render(path: path, source: bytes, stream: Lexer.tokenize(bytes), into: &out)
                StandardStreams.out(out)
            case let .failure(e):
                StandardStreams.err("presentlint: error: \(path): \(e.message)\n")
                status = 1
            }
        }
        return status
    }
}
