/// What the rules need from one file, extracted once. Small values: thousands of files fit in
/// memory without their token arrays.
public struct FileFacts: Sendable {
    public var path: String
    public init(path: String) { self.path = path }

    public static func extract(source: SourceText, tokens: TokenStream, syntax: FileSyntax) -> FileFacts {
        FileFacts(path: source.path)
    }
}
