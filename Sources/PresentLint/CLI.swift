import RuleKit

enum CLI {
    static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments, pathExists: Paths.exists)
        } catch is ArgumentParser.HelpRequested {
            return emit(Help.text(for: nil))
        } catch let e as UsageError {
            StandardStreams.err("presentlint: error: \(Reporters.neutralized(e.message))\nRun 'presentlint --help' for usage.\n")
            return 2
        } catch {
            return 2
        }
        switch command {
        case .version:
            return emit("presentlint \(Help.version)\n")
        case let .help(topic):
            return emit(Help.text(for: topic))
        case let .rules(format):
            return emit(format == "json" ? RuleCatalog.catalogJSON() : rulesTable())
        case let .explain(id, markdown):
            guard let d = RuleCatalog.descriptor(for: id) else {
                let hint = ArgumentParser.suggest(id, RuleCatalog.descriptors.map(\.id))
                StandardStreams.err("presentlint: error: unknown rule '\(Reporters.neutralized(id))'\(Reporters.neutralized(hint)); see 'presentlint rules'\n")
                return 2
            }
            return emit(markdown ? RulePage.markdown(d) : RulePage.plainText(d))
        case let .dumpTokens(paths):
            return DumpTokens.run(paths)
        case .languageServer:
            return LSPServer(connection: LSPConnection()).run()
        case let .lint(options):
            return LintCommand(options: options).run()
        }
    }

    /// Writes `text` to standard output: 0, or 2 with a message when it cannot be written.
    static func emit(_ text: String) -> Int32 {
        do {
            try StandardStreams.outChecked(Array(text.utf8))
            return 0
        } catch let e as UsageError {
            StandardStreams.err("presentlint: error: \(e.message)\n")
            return 2
        } catch {
            return 2
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
}

enum DumpTokens {
    static func run(_ paths: [String]) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            switch FileSystem.read(path) {
            case let .success(bytes):
                var out: [UInt8] = []
                CanonicalTokenStream.render(path: path, source: bytes, stream: Lexer.tokenize(bytes), into: &out)
                if let code = FileSystem.writeAll(1, out) {
                    StandardStreams.err("presentlint: error: cannot write to standard output: \(FileSystem.describe(code))\n")
                    return 2
                }
            case let .failure(e):
                StandardStreams.err("presentlint: error: \(Reporters.neutralized(path)): \(Reporters.neutralized(e.message))\n")
                status = 1
            }
        }
        return status
    }
}
