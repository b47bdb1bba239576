/// Many globs matched against a path in one pass, with the answer `Glob.Compiled` gives for
/// "does any of them match": a configuration may list thousands of excludes, and trying each
/// pattern on each walked path made 2,000 patterns take seconds.
///
/// Patterns are sorted once by shape:
/// - a name without `/` and without wildcards (`Generated`): one hash lookup per component;
/// - a name that is a literal with one leading `*` (`*.pb.swift`) or one trailing `*`
///   (`Mock*`): per component, one lookup for each length of such suffixes or prefixes;
/// - a path of literal parts (`App/Generated`, trailing `**` dropped): one lookup per prefix of
///   the path's components;
/// - `**/` then literal parts (`**/Generated/**`): one lookup per run of components of each
///   length such patterns have;
/// - any other pattern is kept with the others that share its first literal part (for a path
///   pattern, the part after leading `**`s) or, for a name, its first or last byte, and tried
///   only when the path has such a component; the rest are tried one by one.
/// Keys are the UTF-8 bytes, so that names compare scalar by scalar as `Glob.component` does
/// (a `String` compares canonically equivalent spellings as equal).
public struct GlobSet: Sendable {
    private var literalNames: Set<[UInt8]> = []
    private var suffixes: Set<[UInt8]> = []
    private var suffixLengths: [Int] = []
    private var prefixes: Set<[UInt8]> = []
    private var prefixLengths: [Int] = []
    /// Literal parts joined with `/`, matched from the path's start (as a prefix of it).
    private var literalPaths: Set<[UInt8]> = []
    private var literalPathLengths: [Int] = []
    /// Literal parts joined with `/`, matched anywhere in the path (after leading `**`).
    private var literalRuns: Set<[UInt8]> = []
    private var literalRunLengths: [Int] = []
    /// Other name patterns, by their first byte (when it is not a wildcard), else by their last
    /// byte, else kept in `otherNames`.
    private var namesByFirstByte: [UInt8: [String]] = [:]
    private var namesByLastByte: [UInt8: [String]] = [:]
    private var otherNames: [String] = []
    /// Other path patterns, by the literal part each must meet (its first, or first after `**`s).
    private var pathsByAnchor: [[UInt8]: [Glob.Compiled]] = [:]
    private var otherPaths: [Glob.Compiled] = []
    /// A pattern that matches every path with at least one component (`**`, `*`), or every path.
    private var matchesAnyNonEmpty = false
    private var matchesEverything = false

    public let count: Int
    public var isEmpty: Bool { count == 0 }

    public init(_ patterns: [String]) {
        count = patterns.count
        for pattern in patterns { add(pattern) }
        suffixLengths.sort()
        prefixLengths.sort()
        literalPathLengths.sort()
        literalRunLengths.sort()
    }

    static func isLiteral(_ s: some Collection<UInt8>) -> Bool {
        !s.contains(UInt8(ascii: "*")) && !s.contains(UInt8(ascii: "?"))
    }

    private mutating func add(_ pattern: String) {
        let compiled = Glob.Compiled(pattern)
        if let name = compiled.anyComponent {
            addName(name)
            return
        }
        var parts = compiled.parts
        // Trailing `**`s match nothing more once the parts before them have matched (a pattern
        // matches a path that starts with a match).
        while parts.last == "**" { parts.removeLast() }
        var lead = 0
        while lead < parts.count && parts[lead] == "**" { lead += 1 }
        if lead == parts.count {
            // Only `**`s (or nothing): every path, the empty one too.
            matchesEverything = true
            return
        }
        let rest = parts[lead...]
        if rest.allSatisfy({ Self.isLiteral($0.utf8) }) {
            let key = Self.joined(rest)
            if lead == 0 {
                literalPaths.insert(key)
                if !literalPathLengths.contains(rest.count) { literalPathLengths.append(rest.count) }
            } else {
                literalRuns.insert(key)
                if !literalRunLengths.contains(rest.count) { literalRunLengths.append(rest.count) }
            }
            return
        }
        if let anchor = rest.first, Self.isLiteral(anchor.utf8) {
            pathsByAnchor[Array(anchor.utf8), default: []].append(compiled)
            return
        }
        otherPaths.append(compiled)
    }

    private mutating func addName(_ name: String) {
        let bytes = Array(name.utf8)
        if Self.isLiteral(bytes) {
            literalNames.insert(bytes)
            return
        }
        let star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        if bytes.allSatisfy({ $0 == star }) {
            matchesAnyNonEmpty = true
            return
        }
        if bytes.first == star, Self.isLiteral(bytes.dropFirst()) {
            let suffix = Array(bytes.dropFirst())
            suffixes.insert(suffix)
            if !suffixLengths.contains(suffix.count) { suffixLengths.append(suffix.count) }
            return
        }
        if bytes.last == star, Self.isLiteral(bytes.dropLast()) {
            let prefix = Array(bytes.dropLast())
            prefixes.insert(prefix)
            if !prefixLengths.contains(prefix.count) { prefixLengths.append(prefix.count) }
            return
        }
        if let first = bytes.first, first != star, first != question {
            namesByFirstByte[first, default: []].append(name)
        } else if let last = bytes.last, last != star, last != question {
            namesByLastByte[last, default: []].append(name)
        } else {
            otherNames.append(name)
        }
    }

    static func joined(_ parts: some Collection<String>) -> [UInt8] {
        var key: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { key.append(UInt8(ascii: "/")) }
            key += part.utf8
        }
        return key
    }

    /// Whether any pattern matches `components` (as `Glob.components` splits a path).
    public func matches(_ components: [String]) -> Bool {
        if matchesEverything { return true }
        if components.isEmpty { return false }
        if matchesAnyNonEmpty { return true }
        let bytes = components.map { Array($0.utf8) }
        for name in bytes {
            if literalNames.contains(name) { return true }
            for length in suffixLengths {
                if length > name.count { break }
                if suffixes.contains(Array(name[(name.count - length)...])) { return true }
            }
            for length in prefixLengths {
                if length > name.count { break }
                if prefixes.contains(Array(name[..<length])) { return true }
            }
        }
        if !literalPaths.isEmpty {
            for length in literalPathLengths {
                if length > bytes.count { break }
                if literalPaths.contains(Self.joined(bytes[..<length])) { return true }
            }
        }
        if !literalRuns.isEmpty {
            for length in literalRunLengths {
                if length > bytes.count { break }
                for start in 0...(bytes.count - length) where literalRuns.contains(Self.joined(bytes[start..<(start + length)])) {
                    return true
                }
            }
        }
        if !namesByFirstByte.isEmpty || !namesByLastByte.isEmpty || !otherNames.isEmpty {
            for (k, name) in bytes.enumerated() {
                if let first = name.first, let candidates = namesByFirstByte[first],
                   candidates.contains(where: { Glob.component($0, components[k]) }) { return true }
                if let last = name.last, let candidates = namesByLastByte[last],
                   candidates.contains(where: { Glob.component($0, components[k]) }) { return true }
                if otherNames.contains(where: { Glob.component($0, components[k]) }) { return true }
            }
        }
        if !pathsByAnchor.isEmpty {
            var tried: Set<[UInt8]> = []
            for name in bytes where tried.insert(name).inserted {
                if let candidates = pathsByAnchor[name], candidates.contains(where: { $0.matches(components) }) { return true }
            }
        }
        return otherPaths.contains { $0.matches(components) }
    }

    static func joined(_ parts: some Collection<[UInt8]>) -> [UInt8] {
        var key: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { key.append(UInt8(ascii: "/")) }
            key += part
        }
        return key
    }
}
