/// The rule catalog as JSON: `rules.json` at the repository root is exactly this text, and
/// `presentlint rules --format json` prints it.
extension RuleCatalog {
    public static func catalogJSON() -> String {
        var out = "{\n  \"version\": 1,\n  \"rules\": [\n"
        for (i, d) in descriptors.enumerated() {
            out += "    {\n"
            out += "      \"id\": \(JSONText.quote(d.id)),\n"
            out += "      \"name\": \(JSONText.quote(d.name)),\n"
            out += "      \"defaultSeverity\": \(JSONText.quote(d.defaultSeverity.rawValue)),\n"
            out += "      \"enabledByDefault\": \(d.enabledByDefault),\n"
            out += "      \"summary\": \(JSONText.quote(d.summary)),\n"
            out += "      \"rationale\": \(JSONText.quote(d.rationale)),\n"
            out += "      \"options\": ["
            if d.options.isEmpty {
                out += "],\n"
            } else {
                out += "\n"
                for (j, o) in d.options.enumerated() {
                    out += "        { \"name\": \(JSONText.quote(o.name)), \"summary\": \(JSONText.quote(o.summary)), \"default\": \(JSONText.value(o.defaultValue)) }"
                    out += j + 1 < d.options.count ? ",\n" : "\n"
                }
                out += "      ],\n"
            }
            out += "      \"badExample\": \(JSONText.quote(d.badExample)),\n"
            out += "      \"goodExample\": \(JSONText.quote(d.goodExample)),\n"
            out += "      \"examples\": [\(d.examples.map(JSONText.quote).joined(separator: ", "))],\n"
            out += "      \"reports\": [\(d.reports.map(JSONText.quote).joined(separator: ", "))],\n"
            out += "      \"leavesAlone\": [\(d.leavesAlone.map(JSONText.quote).joined(separator: ", "))],\n"
            out += "      \"limitations\": \(JSONText.quote(d.limitations)),\n"
            out += "      \"references\": ["
            out += d.references.map { "{ \"title\": \(JSONText.quote($0.title)), \"url\": \(JSONText.quote($0.url)) }" }.joined(separator: ", ")
            out += "],\n"
            out += "      \"fix\": \(d.fix.map(JSONText.quote) ?? "null"),\n"
            out += "      \"fixScope\": \(d.fixScope.map(JSONText.quote) ?? "null"),\n"
            out += "      \"documentation\": \(JSONText.quote(d.documentationPath))\n"
            out += i + 1 < descriptors.count ? "    },\n" : "    }\n"
        }
        out += "  ]\n}\n"
        return out
    }
}

/// Minimal JSON text helpers (RFC 8259 escaping), shared by the catalog and reporters.
public enum JSONText {
    public static func quote(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.value < 0xA0)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    public static func value(_ v: OptionValue) -> String {
        switch v {
        case let .bool(b): return b ? "true" : "false"
        case let .int(i): return String(i)
        case let .string(s): return quote(s)
        case let .strings(list): return "[" + list.map(quote).joined(separator: ", ") + "]"
        }
    }
}
