import RuleKit

/// A rule's page as `explain` prints it: the Markdown of `docs/rules/RULE.md` with its links made
/// absolute (`--format markdown`), or that page as plain text (the default, on a terminal or not).
enum RulePage {
    static func markdown(_ d: RuleDescriptor) -> String {
        Help.absoluteLinks(RuleCatalog.documentation(for: d))
    }

    static func plainText(_ d: RuleDescriptor) -> String {
        PlainText.render(markdown(d))
    }
}

/// The Markdown the rule pages are written in (headings, paragraphs, `-` lists, tables, fenced
/// code, code spans, `**strong**` and links) as plain text: headings underlined, code indented by
/// four spaces, tables in aligned columns, links as `text <address>`, and no markup characters.
enum PlainText {
    static func render(_ markdown: String) -> String {
        var out: [String] = []
        var table: [[String]] = []
        var inCode = false
        func flushTable() {
            guard !table.isEmpty else { return }
            var widths: [Int] = []
            for row in table {
                for (k, cell) in row.enumerated() {
                    if k == widths.count { widths.append(0) }
                    widths[k] = max(widths[k], cell.count)
                }
            }
            for row in table {
                let cells = row.enumerated().map { k, cell in k == row.count - 1 ? cell : cell.padded(to: widths[k]) }
                out.append("  " + cells.joined(separator: "  "))
            }
            table = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                out.append(line.isEmpty ? "" : "    " + line)
                continue
            }
            if line.hasPrefix("|") {
                // The row under the header (`|---|---|`) is only markup.
                if line.allSatisfy({ "|-: ".contains($0) }) { continue }
                table.append(line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { inline($0.trimmed(" ")) })
                continue
            }
            flushTable()
            if line.hasPrefix("#") {
                let level = line.prefix { $0 == "#" }.count
                let title = inline(String(line.dropFirst(level)).trimmed(" "))
                out.append(title)
                out.append(String(repeating: level == 1 ? "=" : "-", count: title.count))
                continue
            }
            out.append(inline(String(line)))
        }
        flushTable()
        return out.joined(separator: "\n")
    }

    /// One line's inline markup: code spans keep their text as it is, `**` and `\` escapes go,
    /// links become `text <address>`.
    static func inline(_ s: String) -> String {
        let c = Array(s)
        var out = ""
        var i = 0
        while i < c.count {
            if c[i] == "`" {
                var n = 0
                while i + n < c.count && c[i + n] == "`" { n += 1 }
                // The closing run of exactly as many backticks.
                var j = i + n
                var close: Int?
                while j < c.count {
                    if c[j] == "`" {
                        var m = 0
                        while j + m < c.count && c[j + m] == "`" { m += 1 }
                        if m == n { close = j; break }
                        j += m
                    } else {
                        j += 1
                    }
                }
                guard let end = close else {
                    out += String(c[i..<(i + n)])
                    i += n
                    continue
                }
                var code = String(c[(i + n)..<end])
                if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" ") { code = String(code.dropFirst().dropLast()) }
                out += code
                i = end + n
                continue
            }
            if c[i] == "*", i + 1 < c.count, c[i + 1] == "*" {
                i += 2
                continue
            }
            if c[i] == "\\", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                out.append(c[i + 1])
                i += 2
                continue
            }
            if c[i] == "[", let closeText = c[i...].firstIndex(of: "]"), closeText + 1 < c.count, c[closeText + 1] == "(",
               let closeURL = c[(closeText + 1)...].firstIndex(of: ")") {
                let text = inline(String(c[(i + 1)..<closeText]))
                let url = String(c[(closeText + 2)..<closeURL])
                out += text == url ? url : "\(text) <\(url)>"
                i = closeURL + 1
                continue
            }
            out.append(c[i])
            i += 1
        }
        return out
    }
}

extension StringProtocol {
    /// Without `character` at either end.
    func trimmed(_ character: Character) -> String {
        var s = Substring(self)
        while s.first == character { s.removeFirst() }
        while s.last == character { s.removeLast() }
        return String(s)
    }
}
