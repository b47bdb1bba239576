#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, written with `write(2)` directly: the CLI needs no more than that,
/// and it keeps the binary off Foundation, which costs milliseconds at start-up.
enum StandardStreams {
    static func out(_ text: String) { write(1, Array(text.utf8)) }
    static func out(_ bytes: [UInt8]) { write(1, bytes) }
    static func err(_ text: String) { write(2, Array(text.utf8)) }

    /// Standard output for a report: a failed write (a full disk, `/dev/full`) is an error, so
    /// that a truncated report never comes with a successful exit.
    static func outChecked(_ bytes: [UInt8]) throws {
        if let code = FileSystem.writeAll(1, bytes) {
            throw UsageError(message: "cannot write the report to standard output: \(FileSystem.describe(code))")
        }
    }

    /// Writes everything (see `FileSystem.writeAll`); gives up on any other error (a closed
    /// pipe, a full disk), as there is nowhere left to report it.
    static func write(_ fd: Int32, _ bytes: [UInt8]) { _ = FileSystem.writeAll(fd, bytes) }

    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

extension String {
    /// Every occurrence of `target` replaced (byte-wise on UTF-8; `target` must not be empty).
    func replacing(all target: String, with replacement: String) -> String {
        let t = Array(target.utf8)
        let s = Array(utf8)
        guard !t.isEmpty, s.count >= t.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if s[i] == t[0], i + t.count <= s.count, s[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.utf8)
                i += t.count
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Padded with spaces on the right to `width` characters (never cut).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
