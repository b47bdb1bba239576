// libFuzzer entry point over the whole analysis: lexer, parser, facts and every rule.
// Built by Fuzz/run.sh together with RuleKit's sources (one module, -sanitize=fuzzer,address).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceText(path: "fuzz.swift", bytes: bytes)
    let stream = Lexer.tokenize(bytes)
    // Lossless: every byte belongs to exactly one token, segment or trivia.
    var covered = 0
    for t in stream.tokens { covered += Int(t.end - t.start) }
    for t in stream.stringSegments { covered += Int(t.end - t.start) }
    for t in stream.trivia { covered += Int(t.end - t.start) }
    if covered != size { fatalError("lexing lost or duplicated bytes: \(covered) of \(size)") }
    let facts = FileFacts.extract(source: source, tokens: stream, syntax: Parser.parse(stream, source: source))
    var configuration = RuleConfiguration.defaults
    for id in configuration.settings.keys { configuration.settings[id]?.enabled = true }
    _ = RuleRunner.run([facts], configuration: configuration)
    return 0
}
