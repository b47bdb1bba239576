#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processors this process may use: the default number of jobs.
public enum ProcessorCount {
    public static let active: Int = {
        var count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        // Pinned to fewer processors (taskset, a container's cpuset)? The kernel lists the
        // allowed ones as a hex mask in /proc/self/status (sched_getaffinity is not exported
        // to Swift).
        if let status = readSmallFile("/proc/self/status"), let allowed = allowedProcessors(status), allowed > 0 {
            count = min(count, allowed)
        }
        // A container limited to a share of the processors (cgroup v2 `cpu.max`: "quota period").
        if let quota = cgroupQuota() { count = min(count, quota) }
        #endif
        return max(1, count)
    }()

    #if os(Linux)
    /// Processors a cgroup v2 quota allows, rounded up; nil without a quota.
    static func cgroupQuota(_ path: String = "/sys/fs/cgroup/cpu.max") -> Int? {
        readSmallFile(path).flatMap(parseQuota)
    }

    static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[..<n]
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }
    #endif

    /// The number of set bits in the `Cpus_allowed:` mask of a /proc/PID/status text.
    static func allowedProcessors(_ status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed:") {
            var bits = 0
            for c in line.dropFirst("Cpus_allowed:".count).utf8 {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): bits += (c - UInt8(ascii: "0")).nonzeroBitCount
                case UInt8(ascii: "a")...UInt8(ascii: "f"): bits += (c - UInt8(ascii: "a") + 10).nonzeroBitCount
                case UInt8(ascii: "A")...UInt8(ascii: "F"): bits += (c - UInt8(ascii: "A") + 10).nonzeroBitCount
                default: continue
                }
            }
            return bits
        }
        return nil
    }

    /// "quota period" → processors, rounded up; nil for "max" (no limit) or anything malformed.
    static func parseQuota(_ text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count >= 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }
}
