import RuleKit

/// What every reporter gets: sorted findings and the files that could not be analysed.
struct Report {
    var findings: [Finding]
    var problems: [FileProblem]
    var filesAnalysed: Int
    /// Absolute directory paths are reported relative to (the SARIF `%SRCROOT%`).
    var root: String
    /// The lines past ASCII of the files with findings, as they were linted, for the SARIF
    /// report's UTF-16 columns (the other formats count UTF-8 bytes, as the findings do).
    var nonASCIILines: [String: [Int: [UInt8]]] = [:]
    /// Whether a report that ends with its totals (`github`) prints them (not with `--quiet`).
    var totals = true
    /// Per finding, whether `--fix` fixes it (empty: none does); see `FixPlan`.
    var fixable: [Bool] = []
    /// Findings whose only fixes are unsafe (not marked unless the run has `--unsafe-fixes`).
    var unsafeFixable = 0
    var fixableCount: Int { fixable.reduce(0) { $0 + ($1 ? 1 : 0) } }
    func isFixable(_ i: Int) -> Bool { i < fixable.count && fixable[i] }
    /// Only the JSON and SARIF reports carry fingerprints, so they are computed there, once.
    func fingerprints() -> [String] { Fingerprint.all(findings) }

    init(findings: [Finding], problems: [FileProblem], filesAnalysed: Int, root: String) {
        self.findings = findings
        self.problems = problems
        self.filesAnalysed = filesAnalysed
        self.root = root
    }

    var errorCount: Int {
        var n = 0
        for i in findings.indices where findings[i].severity == .error { n += 1 }
        return n
    }
    var warningCount: Int { findings.count - errorCount }
}

/// A stable identity of a finding that survives edits elsewhere in the file: rule, path,
/// enclosing type, the finding's line text, and its rank among identical ones.
enum Fingerprint {
    static func key(_ f: Finding) -> String {
        "\(f.ruleID)\u{0}\(f.path)\u{0}\(f.enclosingType ?? "")\u{0}\(f.lineText)"
    }

    static func all(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { f in
            let k = key(f)
            let rank = seen[k, default: 0]
            seen[k] = rank + 1
            return hash(k + "\u{0}\(rank)")
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits.
    static func hash(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

enum Reporters {
    static func render(_ report: Report, format: OutputFormat, color: Bool) -> [UInt8] {
        switch format {
        case .text: return textBytes(report, color: color)
        case .json: return Array(json(report).utf8)
        case .sarif: return Array(sarif(report).utf8)
        case .github: return Array(github(report).utf8)
        case .checkstyle: return Array(checkstyle(report).utf8)
        case .junit: return Array(junit(report).utf8)
        }
    }

    // MARK: Text

    /// Control characters and escape sequences from paths or source never reach the terminal.
    static func neutralized(_ s: String) -> String {
        if isClean(s) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F || (v >= 0x80 && v < 0xA0) || v == 0x2028 || v == 0x2029 || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069) {
                let hex = String(v, radix: 16, uppercase: true)
                out += "\\u{\(hex)}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `path:line:column: severity: message [rule]` per finding, built as bytes (clean text is
    /// taken as is), in one array (see `text(_:color:chunk:emit:)`).
    static func textBytes(_ report: Report, color: Bool) -> [UInt8] {
        var whole: [UInt8] = []
        text(report, color: color, chunk: .max) { whole = $0 }
        return whole
    }

    /// The text report passed to `emit` in pieces of whole lines, each at most `chunk` bytes
    /// (or one line, when a line is longer), so a report written to a stream is never held
    /// whole. Each piece's size is added up first and its lines are then written into one array
    /// of that size: no piece is grown.
    static func text(_ report: Report, color: Bool, chunk: Int = 1 << 16, emit: ([UInt8]) throws -> Void) rethrows {
        let bold = color ? "\u{1B}[1m" : "", reset = color ? "\u{1B}[0m" : ""
        let yellow = color ? "\u{1B}[33m" : "", red = color ? "\u{1B}[31m" : "", dim = color ? "\u{1B}[2m" : ""
        let findings = report.findings
        // What every line has besides its path, numbers, colour, severity, message and rule:
        // bold, the two `:`, reset three times, the two `: `, the space, dim, `[`, `]` and `\n`.
        let fixedLength = bold.utf8.count + 2 + 3 * reset.utf8.count + 4 + 1 + dim.utf8.count + 3
        var pathText = ""
        var lastPath: String?
        var start = 0
        while start < findings.count {
            // Pass 1: the piece's lines and size, with the path text at each change of path and
            // the (rare) messages that need neutralizing, by finding index, in order.
            var pathTexts: [(index: Int, text: String)] = []
            var neutralizedMessages: [(index: Int, text: String)] = []
            var total = 0
            var end = start
            var currentPath = pathText, currentLast = lastPath
            while end < findings.count {
                var pathLength = currentPath.utf8.count
                var newPath: String?
                if findings[end].path != currentLast {
                    let text = neutralized(findings[end].path)
                    newPath = text
                    pathLength = text.utf8.count
                }
                var messageLength = findings[end].message.utf8.count
                var newMessage: String?
                if !isClean(findings[end].message) {
                    let text = neutralized(findings[end].message)
                    newMessage = text
                    messageLength = text.utf8.count
                }
                let length = fixedLength + pathLength + messageLength + findings[end].ruleID.utf8.count + findings[end].severity.rawValue.utf8.count
                    + (findings[end].severity == .error ? red : yellow).utf8.count
                    + PointerWriter.decimalLength(findings[end].start.line) + PointerWriter.decimalLength(findings[end].start.column)
                    + (report.isFixable(end) ? fixableMark.utf8.count : 0)
                if end > start && total + length > chunk { break }
                if let newPath {
                    pathTexts.append((end, newPath))
                    currentPath = newPath
                    currentLast = findings[end].path
                }
                if let newMessage { neutralizedMessages.append((end, newMessage)) }
                total += length
                end += 1
            }
            // Pass 2: the lines.
            let piece = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
                var out = PointerWriter(base: buffer.baseAddress!)
                var nextPath = 0, nextMessage = 0
                for i in start..<end {
                    if nextPath < pathTexts.count && pathTexts[nextPath].index == i {
                        pathText = pathTexts[nextPath].text
                        nextPath += 1
                    }
                    out.appendUTF8(bold); out.appendUTF8(pathText); out.append(UInt8(ascii: ":"))
                    out.appendDecimal(findings[i].start.line); out.append(UInt8(ascii: ":")); out.appendDecimal(findings[i].start.column)
                    out.appendUTF8(reset); out.appendUTF8(": "); out.appendUTF8(findings[i].severity == .error ? red : yellow)
                    out.appendUTF8(findings[i].severity.rawValue); out.appendUTF8(reset); out.appendUTF8(": ")
                    if nextMessage < neutralizedMessages.count && neutralizedMessages[nextMessage].index == i {
                        out.appendUTF8(neutralizedMessages[nextMessage].text)
                        nextMessage += 1
                    } else {
                        out.appendUTF8(findings[i].message)
                    }
                    out.append(UInt8(ascii: " ")); out.appendUTF8(dim); out.append(UInt8(ascii: "[")); out.appendUTF8(findings[i].ruleID)
                    out.append(UInt8(ascii: "]")); out.appendUTF8(reset)
                    if report.isFixable(i) { out.appendUTF8(fixableMark) }
                    out.append(UInt8(ascii: "\n"))
                }
                precondition(out.count == total, "text report size miscounted")
                count = total
            }
            lastPath = currentLast
            start = end
            try emit(piece)
        }
    }

    /// After the rule of a finding `--fix` fixes (as Ruff marks its fixable findings).
    static let fixableMark = " [*]"

    /// True when no byte could start a control character, a C1 control (0xC2 0x80–0x9F) or a
    /// line/paragraph separator or bidi control (U+2028–U+202E, U+2066–U+2069: 0xE2 0x80/0x81 …).
    /// Eight bytes at a time while all of them are printable ASCII (almost every message and path).
    static func isClean(_ s: String) -> Bool {
        // Read in place (see `PointerWriter.appendUTF8`).
        if let clean = s.utf8.withContiguousStorageIfAvailable(isClean) { return clean }
        var s = s
        return s.withUTF8(isClean)
    }

    static func isClean(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = b.count
        while i < n {
            if i + 8 <= n && isPrintableASCII(UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)) {
                i += 8
                continue
            }
            let c = b[i]
            if c < 0x20 || c == 0x7F { return false }
            if c == 0xC2, i + 1 < n, b[i + 1] < 0xA0 { return false }
            if c == 0xE2, i + 2 < n {
                let c1 = b[i + 1], c2 = b[i + 2]
                if c1 == 0x80 && c2 >= 0xA8 && c2 <= 0xAE { return false }
                if c1 == 0x81 && c2 >= 0xA6 && c2 <= 0xA9 { return false }
            }
            i += 1
        }
        return true
    }

    /// Whether all eight bytes of `w` lie in 0x20…0x7E. A byte below 0x20 borrows into its high
    /// bit when 0x20 is subtracted (and had it clear); one above 0x7E (or with the high bit set)
    /// sets its high bit when 0x01 is added or already had it. The carries and borrows that
    /// cross into the next byte start only at a byte that is itself reported.
    @inline(__always)
    static func isPrintableASCII(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let below = (w &- 0x20 &* ones) & ~w & high
        let above = ((w &+ 0x01 &* ones) | w) & high
        return below | above == 0
    }

    static func statistics(_ report: Report) -> String {
        var counts: [String: Int] = [:]
        for f in report.findings { counts[f.ruleID, default: 0] += 1 }
        var out = ""
        for (rule, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            out += String(repeating: " ", count: max(0, 6 - String(count).count)) + "\(count)  \(rule)\n"
        }
        return out
    }

    // MARK: JSON

    static func json(_ report: Report) -> String {
        let q = JSONText.quote
        var out = "{\n  \"version\": 1,\n  \"tool\": { \"name\": \"presentlint\", \"version\": \(q(Help.version)) },\n"
        out += "  \"summary\": { \"files\": \(report.filesAnalysed), \"findings\": \(report.findings.count), \"errors\": \(report.errorCount), \"warnings\": \(report.warningCount), \"fileErrors\": \(report.problems.count), \"fixable\": \(report.fixableCount) },\n"
        out += "  \"findings\": ["
        let fingerprints = report.fingerprints()
        for (i, f) in report.findings.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    { \"ruleId\": \(q(f.ruleID)), \"severity\": \(q(f.severity.rawValue)), \"message\": \(q(f.message)), \"path\": \(q(f.path)), "
            out += "\"line\": \(f.start.line), \"column\": \(f.start.column), \"endLine\": \(f.end.line), \"endColumn\": \(f.end.column), "
            out += "\"enclosingType\": \(f.enclosingType.map(q) ?? "null"), \"fingerprint\": \(q(fingerprints[i])), \"fixable\": \(report.isFixable(i)) }"
        }
        out += report.findings.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"fileErrors\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    { \"path\": \(q(p.path)), \"kind\": \(q(p.kind.rawValue)), \"message\": \(q(p.message)), "
            out += "\"line\": \(p.position.map { String($0.line) } ?? "null"), \"column\": \(p.position.map { String($0.column) } ?? "null"), \"fatal\": \(p.isFatal) }"
        }
        out += report.problems.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    // MARK: SARIF 2.1.0

    /// A relative path as a URI reference: `/`-separated, percent-encoded.
    static func uri(_ path: String, root: String) -> (uri: String, relative: Bool) {
        let absolute = Paths.standardized(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = absolute.hasPrefix(prefix)
        let p = relative ? String(absolute.dropFirst(prefix.count)) : absolute
        return (relative ? percentEncoded(p) : "file://" + percentEncoded(p), relative)
    }

    /// RFC 3986 path encoding: unreserved characters and `/` stay, every other byte is `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            let keep = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if keep { out.unicodeScalars.append(Unicode.Scalar(byte)) } else {
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    static func sarifLevel(_ s: Severity) -> String { s == .error ? "error" : "warning" }

    static func sarif(_ report: Report) -> String {
        let q = JSONText.quote
        let descriptors = RuleCatalog.descriptors
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n          \"name\": \"presentlint\",\n          \"version\": \(q(Help.version)),\n          \"semanticVersion\": \(q(Help.version)),\n          \"rules\": ["
        for (i, d) in descriptors.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let help = "\(d.summary)\n\nWhy: \(d.rationale)\n\nRun `presentlint explain \(d.id)` for an example and its fix."
            out += "            { \"id\": \(q(d.id)), \"name\": \(q(camelName(d.id))), \"shortDescription\": { \"text\": \(q(d.name)) }, "
            out += "\"fullDescription\": { \"text\": \(q(d.summary)) }, \"help\": { \"text\": \(q(help)) }, "
            out += "\"helpUri\": \(q(Help.ruleDocumentationURL(d.id))), "
            out += "\"defaultConfiguration\": { \"level\": \(q(sarifLevel(d.defaultSeverity))), \"enabled\": \(d.enabledByDefault) } }"
        }
        out += "\n          ]\n        }\n      },\n"
        let rootURI = "file://" + percentEncoded(report.root.hasSuffix("/") ? report.root : report.root + "/")
        out += "      \"originalUriBaseIds\": { \"%SRCROOT%\": { \"uri\": \(q(rootURI)) } },\n"
        // SARIF columns count UTF-16 code units here (what GitHub code scanning and editors use);
        // findings count UTF-8 bytes, so columns are converted on the source line.
        out += "      \"columnKind\": \"utf16CodeUnits\",\n"
        let columns = UTF16Columns(lines: report.nonASCIILines)
        out += "      \"results\": ["
        let index = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
        let fingerprints = report.fingerprints()
        for (i, f) in report.findings.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let (u, relative) = uri(f.path, root: report.root)
            out += "        { \"ruleId\": \(q(f.ruleID)), "
            if let ruleIndex = index[f.ruleID] { out += "\"ruleIndex\": \(ruleIndex), " }
            out += "\"level\": \(q(sarifLevel(f.severity))), \"message\": { \"text\": \(q(f.message)) }, "
            out += "\"locations\": [ { \"physicalLocation\": { \"artifactLocation\": { \"uri\": \(q(u))\(relative ? ", \"uriBaseId\": \"%SRCROOT%\"" : "") }, "
            let startColumn = columns.column(f.path, line: f.start.line, byteColumn: f.start.column)
            let endColumn = f.end.line == f.start.line && f.end.column <= f.start.column ? startColumn
                : columns.column(f.path, line: f.end.line, byteColumn: f.end.column)
            out += "\"region\": { \"startLine\": \(f.start.line), \"startColumn\": \(startColumn), \"endLine\": \(f.end.line), \"endColumn\": \(endColumn) } }"
            if let type = f.enclosingType {
                out += ", \"logicalLocations\": [ { \"name\": \(q(type)), \"kind\": \"type\" } ]"
            }
            out += " } ]"
            // The uses a declaration's finding lists, and the other findings at the same site.
            for (k, r) in f.related.enumerated() {
                let (ru, rrelative) = uri(r.path, root: report.root)
                out += k == 0 ? ", \"relatedLocations\": [ " : ", "
                out += "{ \"id\": \(k), \"physicalLocation\": { \"artifactLocation\": { \"uri\": \(q(ru))\(rrelative ? ", \"uriBaseId\": \"%SRCROOT%\"" : "") }, "
                let relatedStart = columns.column(r.path, line: r.start.line, byteColumn: r.start.column)
                let relatedEnd = columns.column(r.path, line: r.end.line, byteColumn: max(r.end.column, r.start.column))
                out += "\"region\": { \"startLine\": \(r.start.line), \"startColumn\": \(relatedStart), \"endLine\": \(r.end.line), \"endColumn\": \(relatedEnd) } }, "
                out += "\"message\": { \"text\": \(q(r.message)) } }"
                if k == f.related.count - 1 { out += " ]" }
            }
            out += ", \"partialFingerprints\": { \"presentlint/v1\": \(q(fingerprints[i])) } }"
        }
        out += report.findings.isEmpty ? "],\n" : "\n      ],\n"
        out += "      \"invocations\": [ { \"executionSuccessful\": \(!report.problems.contains { $0.isFatal }), \"toolExecutionNotifications\": ["
        for (i, p) in report.problems.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let (u, relative) = uri(p.path, root: report.root)
            out += "          { \"level\": \(q(p.isFatal ? "error" : "warning")), \"message\": { \"text\": \(q(p.message)) }, "
            out += "\"locations\": [ { \"physicalLocation\": { \"artifactLocation\": { \"uri\": \(q(u))\(relative ? ", \"uriBaseId\": \"%SRCROOT%\"" : "") } } } ] }"
        }
        out += report.problems.isEmpty ? "] } ]\n" : "\n        ] } ]\n"
        out += "    }\n  ]\n}\n"
        return out
    }

    /// Byte columns (1-based, as findings count them) as UTF-16 code-unit columns, from the lines
    /// past ASCII of the text that was linted; on any other line the two are the same.
    struct UTF16Columns {
        let lines: [String: [Int: [UInt8]]]

        func column(_ path: String, line: Int, byteColumn: Int) -> Int {
            guard byteColumn > 1, let text = lines[path]?[line] else { return byteColumn }
            let end = min(text.count, byteColumn - 1)
            var units = 0
            for b in text[..<end] where b & 0xC0 != 0x80 {
                // A lead byte (or ASCII) starts a character; 4-byte ones are surrogate pairs.
                units += b >= 0xF0 ? 2 : 1
            }
            // Past the line's text (its line break): a unit per byte.
            return units + (byteColumn - 1 - end) + 1
        }
    }

    /// `state-bool-presentation` → `StateBoolPresentation`.
    static func camelName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    // MARK: GitHub Actions workflow commands

    /// Escaping GitHub specifies: data escapes `%`, CR, LF; properties also `:` and `,`. Other
    /// control characters (ESC, BEL, C1 controls, bidi controls, line separators) are written as
    /// `\u{…}`, as in the text report, so that no terminal sequence reaches a log.
    static func githubData(_ s: String) -> String {
        let text = s.replacing(all: "%", with: "%25").replacing(all: "\r", with: "%0D").replacing(all: "\n", with: "%0A")
        return neutralized(text)
    }

    static func githubProperty(_ s: String) -> String {
        githubData(s).replacing(all: ":", with: "%3A").replacing(all: ",", with: "%2C")
    }

    static func github(_ report: Report) -> String {
        var out = ""
        for f in report.findings {
            let command = f.severity == .error ? "error" : "warning"
            out += "::\(command) file=\(githubProperty(f.path)),line=\(f.start.line),col=\(f.start.column),endLine=\(f.end.line),endColumn=\(f.end.column),title=\(githubProperty("presentlint " + f.ruleID))::\(githubData(f.message))\n"
        }
        for p in report.problems {
            let position = p.position.map { ",line=\($0.line),col=\($0.column)" } ?? ""
            out += "::\(p.isFatal ? "error" : "warning") file=\(githubProperty(p.path))\(position),title=\(githubProperty("presentlint " + p.kind.rawValue))::\(githubData(p.message))\n"
        }
        // The totals, last: a plain log line, not a workflow command, so it is neither an
        // annotation (GitHub shows only so many per step) nor counted as a finding by scripts
        // that count the commands.
        guard report.totals else { return out }
        let fileErrors = report.problems.isEmpty ? "" : "; \(report.problems.count) file error(s)"
        out += "presentlint: \(report.findings.count) finding(s) (\(report.errorCount) error(s), \(report.warningCount) warning(s)) in \(report.filesAnalysed) file(s)\(fileErrors)\n"
        return out
    }

    // MARK: XML

    /// XML 1.0 text: markup characters escaped, characters XML cannot carry replaced.
    static func xml(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF || (v >= 0xD800 && v <= 0xDFFF) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    static func checkstyle(_ report: Report) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [(String, [Finding])] = []
        for f in report.findings {
            if byFile.last?.0 == f.path { byFile[byFile.count - 1].1.append(f) } else { byFile.append((f.path, [f])) }
        }
        for (path, findings) in byFile {
            out += "  <file name=\"\(xml(path))\">\n"
            for f in findings {
                out += "    <error line=\"\(f.start.line)\" column=\(q(f.start.column)) severity=\"\(f.severity.rawValue)\" message=\"\(xml(f.message))\" source=\"presentlint.\(xml(f.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        for p in report.problems {
            out += "  <file name=\"\(xml(p.path))\">\n    <error line=\"\(p.position?.line ?? 1)\" column=\"\(p.position?.column ?? 1)\" severity=\"\(p.isFatal ? "error" : "warning")\" message=\"\(xml(p.message))\" source=\"presentlint.\(p.kind.rawValue)\"/>\n  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func q(_ n: Int) -> String { "\"\(n)\"" }

    static func junit(_ report: Report) -> String {
        let failures = report.findings.count + report.problems.filter(\.isFatal).count
        let tests = max(1, failures)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"presentlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"presentlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        if failures == 0 {
            out += "    <testcase classname=\"presentlint\" name=\"\(report.filesAnalysed) files linted\"/>\n"
        }
        for f in report.findings {
            let location = "\(f.path):\(f.start.line):\(f.start.column)"
            out += "    <testcase classname=\"\(xml(f.path))\" name=\"\(xml(f.ruleID)) at \(xml(location))\">\n"
            out += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(xml(f.message))\">\(xml(location)): \(xml(f.message)) [\(xml(f.ruleID))]</failure>\n"
            out += "    </testcase>\n"
        }
        for p in report.problems where p.isFatal {
            out += "    <testcase classname=\"\(xml(p.path))\" name=\"\(xml(p.kind.rawValue))\">\n      <failure type=\"error\" message=\"\(xml(p.message))\">\(xml(p.path)): \(xml(p.message))</failure>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}

/// Writes bytes through a pointer into storage sized beforehand (`Reporters.textBytes` adds the
/// size up first): no capacity or uniqueness check per piece.
struct PointerWriter {
    let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    @inline(__always) mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends a string's UTF-8 bytes in one copy.
    @inline(__always) mutating func appendUTF8(_ s: String) {
        // Read in place: `withUTF8` needs a `var`, a copy of the string (a retain and a release
        // of each message, path and rule of the report).
        if s.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var s = s
            s.withUTF8 { append($0) }
        }
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    static func digitCount(_ value: UInt) -> Int {
        var value = value, digits = 1
        while value >= 10 { value /= 10; digits += 1 }
        return digits
    }

    /// The number of bytes `appendDecimal(n)` writes.
    static func decimalLength(_ n: Int) -> Int { digitCount(n.magnitude) + (n < 0 ? 1 : 0) }

    /// Appends `n` in decimal without making a string: its digits written from the last.
    mutating func appendDecimal(_ n: Int) {
        if n < 0 { append(UInt8(ascii: "-")) }
        var value = n.magnitude
        let end = count + Self.digitCount(value)
        var k = end - 1
        while k >= count {
            base[k] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            k -= 1
        }
        count = end
    }
}
