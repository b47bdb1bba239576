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
} else if arguments.first == "debug-facts" {
    for path in arguments.dropFirst() {
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        let source = SourceText(path: path, bytes: bytes)
        let stream = Lexer.tokenize(bytes)
        let facts = FileFacts.extract(source: source, tokens: stream, syntax: Parser.parse(stream, source: source))
        for site in facts.presentations {
            print("\(site.span.start) .\(site.modifier) in \(site.enclosingType ?? "-") binding=\(String(describing: site.binding)) views=\(site.content.views.map(\.typeName)) refs=\(site.content.memberRefs.sorted()) opaque=\(site.content.hasOpaqueContent) calls=\(site.content.calledNames.sorted()) methods=\(site.content.calledMethods.sorted())")
        }
        for t in facts.types {
            print("type \(t.qualifiedName) props=\(t.properties.map { "\($0.wrappers) \($0.name): \($0.type ?? "?")" }) members=\(t.members.map(\.name))")
        }
    }
} else {
    print("presentlint")
}
