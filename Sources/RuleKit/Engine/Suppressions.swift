/// `// presentlint:disable RULE[,RULE…]|all` … `// presentlint:enable …`, `// presentlint:disable:next RULE`
/// and `// presentlint:disable:this RULE` comments of one file, and which of them suppressed something.
public struct SuppressionSet: Sendable {
    public struct Directive: Sendable, Equatable {
        public enum Kind: String, Sendable { case disable, enable, disableNext = "disable:next", disableThis = "disable:this" }
        public var kind: Kind
        /// Rule ids, or `["all"]`.
        public var rules: [String]
        public var line: Int
        public var column: Int
    }

    /// A rule suppressed over lines `lines` by the directive at `directive`.
    struct Region: Sendable {
        var rule: String
        var lines: ClosedRange<Int>
        var directive: Int
    }

    public private(set) var directives: [Directive] = []
    var regions: [Region] = []
    /// Directives (by index) that suppressed at least one finding.
    public private(set) var used: Set<Int> = []

    public init() {}

    static let marker = Array("presentlint:".utf8)

    /// Whether any comment of the file holds a directive (most files have none, and need no line map).
    public static func mentionsDirective(source: SourceText, stream: TokenStream) -> Bool {
        stream.trivia.contains { $0.isComment && find(marker, in: source.bytes[Int($0.start)..<Int($0.end)]) != nil }
    }

    /// Reads the directives from a file's comments.
    public init(source: SourceText, stream: TokenStream, lineMap: LineMap) {
        let marker = Self.marker
        let lastLine = lineMap.lineStarts.count
        var open: [String: (line: Int, directive: Int)] = [:]
        for trivia in stream.trivia where trivia.isComment {
            let bytes = source.bytes[Int(trivia.start)..<Int(trivia.end)]
            guard let at = Self.find(marker, in: bytes) else { continue }
            var rest = Substring(String(decoding: bytes[(at + marker.count)...], as: UTF8.self))
            if trivia.kind == .blockComment || trivia.kind == .docBlockComment, rest.hasSuffix("*/") { rest = rest.dropLast(2) }
            let words = rest.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            guard let head = words.first, let kind = Directive.Kind(rawValue: String(head)) else { continue }
            // A reason may follow the rules after ` -- `: `disable:next a, b -- generated code`.
            var ruleText = words.count > 1 ? words[1] : ""
            if let dash = ruleText.indices.first(where: { ruleText[$0] == "-" && ruleText[ruleText.index(after: $0)...].first == "-" }) {
                ruleText = ruleText[..<dash]
            }
            let rules = ruleText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" })
                .map(String.init).filter { !$0.isEmpty }
            let position = lineMap.position(of: trivia.start)
            let index = directives.count
            directives.append(Directive(kind: kind, rules: rules.isEmpty ? ["all"] : rules, line: position.line, column: position.column))
            let targets = rules.isEmpty ? ["all"] : rules
            switch kind {
            case .disable:
                for rule in targets where open[rule] == nil { open[rule] = (position.line, index) }
            case .enable:
                for rule in targets {
                    if rule == "all" {
                        for (r, start) in open { regions.append(Region(rule: r, lines: start.line...position.line, directive: start.directive)) }
                        open = [:]
                    } else if let start = open.removeValue(forKey: rule) {
                        regions.append(Region(rule: rule, lines: start.line...position.line, directive: start.directive))
                    }
                }
            case .disableNext:
                for rule in targets { regions.append(Region(rule: rule, lines: (position.line + 1)...(position.line + 1), directive: index)) }
            case .disableThis:
                for rule in targets { regions.append(Region(rule: rule, lines: position.line...position.line, directive: index)) }
            }
        }
        for (rule, start) in open { regions.append(Region(rule: rule, lines: start.line...max(start.line, lastLine), directive: start.directive)) }
    }

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = haystack.startIndex
        while i <= haystack.endIndex - needle.count {
            if haystack[i] == needle[0] {
                var match = true
                for k in 1..<needle.count where haystack[i + k] != needle[k] { match = false; break }
                if match { return i }
            }
            i += 1
        }
        return nil
    }

    /// The regions by rule, made at the first finding asked about: single lines (`disable:next`,
    /// `disable:this`) by line, ranges (`disable` … `enable`, which for one rule never overlap)
    /// sorted by their first line. Asking each region about each finding was O(findings ×
    /// directives) for a generated file with thousands of both.
    struct Index: Sendable {
        var lines: [String: [Int: [Int]]] = [:]
        /// First and last line, the largest last line up to here, and the directive.
        var ranges: [String: [(first: Int, last: Int, maxLast: Int, directive: Int)]] = [:]

        init(_ regions: [Region]) {
            for r in regions where r.lines.count == 1 { lines[r.rule, default: [:]][r.lines.lowerBound, default: []].append(r.directive) }
            var byRule: [String: [Region]] = [:]
            for r in regions where r.lines.count > 1 { byRule[r.rule, default: []].append(r) }
            for (rule, list) in byRule {
                var maxLast = Int.min
                ranges[rule] = list.sorted { ($0.lines.lowerBound, $0.directive) < ($1.lines.lowerBound, $1.directive) }.map { r in
                    maxLast = max(maxLast, r.lines.upperBound)
                    return (r.lines.lowerBound, r.lines.upperBound, maxLast, r.directive)
                }
            }
        }

        /// Calls `body` with each directive whose region of `rule` contains `line`.
        func forEachDirective(rule: String, line: Int, _ body: (Int) -> Void) {
            if let directives = lines[rule]?[line] { directives.forEach(body) }
            guard let list = ranges[rule] else { return }
            // The last range starting at or before the line, then back while one may reach it.
            var low = 0, high = list.count
            while low < high {
                let mid = (low + high) / 2
                if list[mid].first <= line { low = mid + 1 } else { high = mid }
            }
            var k = low - 1
            while k >= 0 && list[k].maxLast >= line {
                if list[k].last >= line { body(list[k].directive) }
                k -= 1
            }
        }
    }
    var index: Index?

    /// True (and the directive marked used) when the finding's rule is suppressed on its line.
    public mutating func suppresses(_ finding: Finding) -> Bool {
        suppresses(ruleID: finding.ruleID, line: finding.start.line)
    }

    /// True (and the directive marked used) when `ruleID` is suppressed on `line`.
    public mutating func suppresses(ruleID: String, line: Int) -> Bool {
        if index == nil { index = Index(regions) }
        var hit = false
        for rule in ruleID == "all" ? ["all"] : [ruleID, "all"] {
            index!.forEachDirective(rule: rule, line: line) { directive in
                used.insert(directive)
                hit = true
            }
        }
        return hit
    }

    /// Rule ids named in directives that no rule has.
    public func unknownRules(known: Set<String>) -> [(Directive, String)] {
        var result: [(Directive, String)] = []
        for d in directives {
            for rule in d.rules where rule != "all" && !known.contains(rule) { result.append((d, rule)) }
        }
        return result
    }

    /// Disabling directives that suppressed nothing.
    public var unused: [Directive] {
        directives.enumerated().filter { $0.element.kind != .enable && !used.contains($0.offset) }.map(\.element)
    }
}
