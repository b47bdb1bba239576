import Foundation
import RuleKit

// Development tool behind Benchmarks/run.sh: times the pipeline's stages in-process, single
// threaded, over files read into memory first (so disk speed does not count).
// usage: presentlint-bench [--repeat N] [--stage lex|parse|all] PATH...
/// Everything runs in a nonisolated function: top-level code is main-actor isolated, and its
/// closures would pay executor checks that the real CLI never does.
nonisolated func runBenchmark() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var repeats = 3
    if let i = arguments.firstIndex(of: "--repeat"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
        repeats = max(1, n)
        arguments.removeSubrange(i...(i + 1))
    }
    // `--stage lex|parse|all` runs one stage only (for profiling it).
    var stage = "every"
    if let i = arguments.firstIndex(of: "--stage"), i + 1 < arguments.count {
        stage = arguments[i + 1]
        arguments.removeSubrange(i...(i + 1))
    }
    var files: [(String, [UInt8])] = []
    for root in arguments {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
        let paths = isDirectory.boolValue
            ? (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 } ?? [])
            : [root]
        for p in paths { if let d = FileManager.default.contents(atPath: p) { files.append((p, [UInt8](d))) } }
    }
    let bytes = files.reduce(0) { $0 + $1.1.count }
    let lines = files.reduce(0) { acc, f in acc + f.1.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }

    /// `body` returns a count (so nothing is optimised away) and what it made; that is released
    /// after the clock stops, as the CLI leaves the run's facts to the process exit.
    func best(_ repeats: Int, _ body: () -> (Int, Any?)) -> Double {
        var bestTime = Double.infinity
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let (sink, made) = body()
            let seconds = withExtendedLifetime(made) { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            if sink == -1 { print("") }
            bestTime = min(bestTime, seconds)
        }
        return bestTime
    }

    let runs = { (name: String) in stage == "every" || stage == name }
    let lex = !runs("lex") ? 0 : best(repeats) { (files.reduce(0) { $0 + Lexer.tokenize($1.1).tokens.count }, nil) }
    let parse = !runs("parse") ? 0 : best(repeats) {
        (files.reduce(0) { acc, f in
            let source = SourceText(path: f.0, bytes: f.1)
            return acc + Parser.parse(Lexer.tokenize(f.1), source: source).items.count
        }, nil)
    }
    let facts = !runs("all") ? 0 : best(repeats) {
        let all = files.map { f -> FileFacts in
            let source = SourceText(path: f.0, bytes: f.1)
            let stream = Lexer.tokenize(f.1)
            return FileFacts.extract(source: source, tokens: stream, syntax: Parser.parse(stream, source: source))
        }
        let index = ProjectIndex(files: all)
        return (RuleRunner.run(index, configuration: .defaults).count, index)
    }
    func row(_ name: String, _ seconds: Double, bytes: Int, lines: Int) {
        let mb = Double(bytes) / 1_000_000
        let label = name.padding(toLength: 32, withPad: " ", startingAt: 0)
        print(label + String(format: " %8.3f s %9.1f MB/s %12.0f lines/s", seconds, mb / seconds, Double(lines) / seconds))
    }
    print("files \(files.count), \(bytes) bytes, \(lines) lines (best of \(repeats), one thread)")
    if runs("lex") { row("lexer", lex, bytes: bytes, lines: lines) }
    if runs("parse") { row("lexer + parser", parse, bytes: bytes, lines: lines) }
    if runs("all") { row("lexer + parser + facts + rules", facts, bytes: bytes, lines: lines) }

}

runBenchmark()
