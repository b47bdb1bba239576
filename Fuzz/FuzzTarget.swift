// libFuzzer entry points, one binary for every target: `PRESENTLINT_FUZZ_TARGET` names the one
// to run (Fuzz/run.sh runs each in turn). Built by Fuzz/run.sh together with RuleKit's sources and
// the CLI's argument parser (one module, -sanitize=fuzzer,address).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum FuzzTarget: String {
    /// The whole analysis: lexer, parser, facts and every rule.
    case analysis
    /// The JSON reader (configuration and baseline files).
    case json
    /// The glob matcher: a pattern, a line break, a path.
    case glob
    /// The suppression comments of a file, and the lookup of findings in them.
    case suppressions
    /// The CLI's argument parser: arguments separated by line breaks.
    case arguments

    static let current: FuzzTarget = {
        guard let name = getenv("PRESENTLINT_FUZZ_TARGET") else { return .analysis }
        guard let target = FuzzTarget(rawValue: String(cString: name)) else { fatalError("unknown fuzz target \(String(cString: name))") }
        return target
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzTarget.current {
    case .analysis: fuzzAnalysis(bytes)
    case .json: _ = try? JSONValue.parse(bytes)
    case .glob: fuzzGlob(bytes)
    case .suppressions: fuzzSuppressions(bytes)
    case .arguments: _ = try? ArgumentParser.parse(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init), pathExists: { _ in false })
    }
    return 0
}

func fuzzAnalysis(_ bytes: [UInt8]) {
    let source = SourceText(path: "fuzz.swift", bytes: bytes)
    let stream = Lexer.tokenize(bytes)
    // Lossless: every byte belongs to exactly one token, segment or trivia.
    var covered = 0
    for t in stream.tokens { covered += Int(t.end - t.start) }
    for t in stream.stringSegments { covered += Int(t.end - t.start) }
    for t in stream.trivia { covered += Int(t.end - t.start) }
    if covered != bytes.count { fatalError("lexing lost or duplicated bytes: \(covered) of \(bytes.count)") }
    let facts = FileFacts.extract(source: source, tokens: stream, syntax: Parser.parse(stream, source: source))
    var configuration = RuleConfiguration.defaults
    for id in configuration.settings.keys { configuration.settings[id]?.enabled = true }
    _ = RuleRunner.run([facts], configuration: configuration)
}

func fuzzGlob(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let pattern = String(parts[0])
    let path = parts.count > 1 ? String(parts[1]) : ""
    let components = Glob.components(path)
    let matched = Glob.Compiled(pattern).matches(components)
    // A pattern always matches the path it spells, when it has no wildcard and names a file.
    if !pattern.contains(where: { $0 == "*" || $0 == "?" }) && !pattern.isEmpty, Glob.components(pattern) == components,
       !components.isEmpty, !Glob.Compiled(pattern).matches(components) {
        fatalError("a literal pattern does not match its own path: \(pattern)")
    }
    _ = matched
}

func fuzzSuppressions(_ bytes: [UInt8]) {
    let source = SourceText(path: "fuzz.swift", bytes: bytes)
    let stream = Lexer.tokenize(bytes)
    let lineMap = LineMap(bytes)
    var set = SuppressionSet(source: source, stream: stream, lineMap: lineMap)
    // The index answers as asking every region would.
    let lines = lineMap.lineStarts.count
    for line in 0...min(lines + 1, 200) {
        for rule in ["a", "all", "cover-missing-close"] {
            let position = SourcePosition(line: line, column: 1)
            let finding = Finding(ruleID: rule, severity: .warning, message: "", path: "fuzz.swift", start: position, end: position,
                                  enclosingType: nil, lineText: "")
            let expected = set.regions.contains { $0.lines.contains(line) && ($0.rule == rule || $0.rule == "all") }
            if set.suppresses(finding) != expected { fatalError("suppression lookup differs at line \(line) for \(rule)") }
        }
    }
    _ = set.unused
}
