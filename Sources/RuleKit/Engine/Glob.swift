/// Globs over `/`-separated paths: `*` and `?` within a component, `**` across components.
/// A pattern without `/` matches the last component anywhere (`*.generated.swift`), and a
/// pattern naming a directory matches everything below it.
public enum Glob {
    /// A path's components as globs see them: split on `/` bytes, every `.` component dropped.
    public static func components(_ path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }.filter { $0 != "." }
    }

    /// A pattern split once, for matching many paths.
    public struct Compiled: Sendable {
        /// The pattern without `/`: matched against every component.
        let anyComponent: String?
        let parts: [String]

        public init(_ pattern: String) {
            let p = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            anyComponent = p.contains("/") ? nil : p
            parts = anyComponent == nil ? p.split(separator: "/").map(String.init).filter { $0 != "." } : []
        }

        public func matches(_ components: [String]) -> Bool {
            if let p = anyComponent { return components.contains { component(p, $0) } }
            return match(parts[...], components[...], prefixOK: true)
        }
    }

    /// Whether `path` matches `pattern` (or, with `prefixOK`, starts with a match of it). The
    /// pattern positions still possible are carried along the path together, each component
    /// once: trying every split at each `**` took exponential time (a pattern with twelve `**`
    /// took 19 s for one file); this is (pattern parts × path components).
    static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>, prefixOK: Bool) -> Bool {
        let parts = Array(pattern)
        let end = parts.count
        var states = [Bool](repeating: false, count: end + 1)
        var next = states
        // Adds position `k` and the positions after the `**`s that follow it (they match nothing).
        func add(_ k: Int, to set: inout [Bool]) {
            var k = k
            while !set[k] {
                set[k] = true
                guard k < end, parts[k] == "**" else { return }
                k += 1
            }
        }
        add(0, to: &states)
        for component in path {
            if prefixOK && states[end] { return true }
            for k in 0..<next.count { next[k] = false }
            var any = false
            for k in 0..<end where states[k] {
                if parts[k] == "**" {
                    add(k, to: &next)
                    any = true
                } else if Self.component(parts[k], component) {
                    add(k + 1, to: &next)
                    any = true
                }
            }
            guard any else { return false }
            swap(&states, &next)
        }
        return states[end]
    }

    /// `*` and `?` within one path component. A `*` in the pattern is a wildcard even where the
    /// name has a `*` too (taken as a literal match, it once made `**` miss the name `**a`).
    static func component(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let s = Array(name.unicodeScalars)
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count && p[pi] == "*" {
                star = pi; mark = si; pi += 1
            } else if pi < p.count && (p[pi] == "?" || p[pi] == s[si]) {
                pi += 1; si += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; si = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
