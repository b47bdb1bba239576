/// `file:` URIs and the paths they name (percent-encoding both ways; other schemes have no path).
enum DocumentURI {
    static func path(of uri: String) -> String? {
        let prefix = "file://"
        guard uri.hasPrefix(prefix) else { return nil }
        var rest = Array(uri.utf8.dropFirst(prefix.utf8.count))
        // `file://host/path`: only an empty host or `localhost` names this machine.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
            let host = String(decoding: rest[..<slash], as: UTF8.self)
            guard host.isEmpty || host == "localhost" else { return nil }
            rest = Array(rest[slash...])
        } else {
            return nil
        }
        var out: [UInt8] = []
        out.reserveCapacity(rest.count)
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count, let high = hex(rest[i + 1]), let low = hex(rest[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func uri(of path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for b in path.utf8 {
            let keep = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                || b == UInt8(ascii: "/") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
            if keep { out.append(b) } else { out += [UInt8(ascii: "%"), digits[Int(b >> 4)], digits[Int(b & 0xF)]] }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
