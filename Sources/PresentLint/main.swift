import Foundation
import RuleKit

// Placeholder until the CLI lands: `rules --format json` and `dump-tokens`.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "rules" {
    print(RuleCatalog.catalogJSON(), terminator: "")
} else if arguments.first == "dump-tokens" {
    var out: [UInt8] = []
    var status: Int32 = 0
    for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("presentlint: cannot read \(path)\n".utf8))
            status = 1
            continue
        }
        let bytes = [UInt8](data)
        CanonicalTokenStream.render(path: path, source: bytes, stream: Lexer.tokenize(bytes), into: &out)
    }
    FileHandle.standardOutput.write(Data(out))
    exit(status)
} else {
    print("presentlint")
}
