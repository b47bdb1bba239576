#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing reports, baselines and fixed sources without destroying or being hijacked:
/// - a symbolic link is followed and the file it names is written (the link stays a link);
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are written through the
///   descriptor they name, as `-` writes standard output (a log opened for appending keeps its lines);
/// - a device, FIFO or other non-regular file is written directly, never replaced; a socket is
///   connected to and written;
/// - a regular file (or a new one) is replaced through a temporary file next to it, created with
///   a random name, `O_CREAT | O_EXCL | O_NOFOLLOW` and mode 0600, given the target's mode (and,
///   as root, its owner and group) once complete, and then renamed over the target;
/// - with `inPlaceForLinks` (`--fix`), a file with more than one hard link, or owned by someone
///   else whom this process cannot give a file to, or in a directory this process cannot add a
///   file to, is rewritten in place, so its other names and its owner stay what they were (see
///   `rewriteInPlace` for how a kill part-way leaves it).
extension FileSystem {
    /// Who and what a file is, to tell whether it changed or is the same file as another.
    struct Identity: Equatable {
        var device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64

        init(_ st: stat) {
            device = UInt64(st.st_dev)
            inode = UInt64(st.st_ino)
            size = Int64(st.st_size)
            #if canImport(Darwin)
            modified = Int64(st.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(st.st_mtimespec.tv_nsec)
            #else
            modified = Int64(st.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(st.st_mtim.tv_nsec)
            #endif
        }

        func isSameFile(as other: Identity) -> Bool { device == other.device && inode == other.inode }
    }

    /// The identity of what `path` names, following links; nil when nothing is there.
    static func identity(_ path: String) -> Identity? {
        identity(Found(path: path))
    }

    static func identity(_ file: Found) -> Identity? {
        var st = stat()
        return file.withCPath { stat($0, &st) } == 0 ? Identity(st) : nil
    }

    /// What a file of mode `mode` is, in words.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "not a regular file"
        }
    }

    /// Whether a file has no write permission (for anyone, or for this process): `--fix` leaves it.
    static func isReadOnly(_ file: Found) -> Bool {
        var st = stat()
        guard file.withCPath({ stat($0, &st) }) == 0 else { return false }
        return st.st_mode & 0o222 == 0 || file.withCPath({ access($0, W_OK) }) != 0
    }

    /// `path` with symbolic links followed, one step at a time, to what the last link names (which
    /// may not exist yet). Relative link targets are taken from the link's own directory.
    static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw UsageError(message: "cannot write '\(path)': \(describe(errno))") }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let slash = current.utf8.lastIndex(of: UInt8(ascii: "/"))
                current = slash.map { String(current[...$0]) + target } ?? target
            }
        }
        throw UsageError(message: "cannot write '\(path)': too many levels of symbolic links")
    }

    /// Writes `bytes` to `path` as described above. Errors name `path` as given.
    static func write(_ bytes: [UInt8], to path: String, inPlaceForLinks: Bool = false) throws {
        func failure(_ code: Int32) -> UsageError { UsageError(message: "cannot write '\(path)': \(describe(code))") }
        if let fd = openDescriptor(named: path) {
            if let code = writeAll(fd, bytes) { throw failure(code) }
            return
        }
        let target = try followingLinks(path)
        var st = stat()
        let exists: Bool
        if lstat(target, &st) == 0 {
            exists = true
        } else if errno == ENOENT {
            exists = false
        } else {
            throw failure(errno)
        }
        if exists {
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                throw UsageError(message: "cannot write '\(path)': is a directory")
            case S_IFREG:
                let ownedByOther = st.st_uid != geteuid() && geteuid() != 0
                if inPlaceForLinks && (st.st_nlink > 1 || ownedByOther) {
                    return try rewriteInPlace(bytes, target: target, path: path)
                }
            case S_IFSOCK:
                return try writeToSocket(bytes, at: target, path: path)
            default:
                // A device, FIFO or socket is written as it is; replacing it would destroy it.
                return try writeDirectly(bytes, to: target, path: path)
            }
        }
        let directory: String
        let name: String
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) {
            directory = slash == target.utf8.startIndex ? "/" : String(target[..<slash])
            name = String(target[target.utf8.index(after: slash)...])
        } else {
            directory = "."
            name = target
        }
        let (k, code) = kind(directory, followLinks: true)
        guard k == .directory else {
            throw UsageError(message: "cannot write '\(path)': directory '\(directory)' \(k == .missing ? describe(code) : "is not a directory")")
        }
        // A new file gets what `open(…, 0666)` would have given it.
        let mode: mode_t = exists ? st.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<32 {
            let random = UInt64.random(in: .min ... .max)
            let hex = String(random, radix: 16)
            temporary = Paths.join(directory, ".\(name).presentlint-\(String(repeating: "0", count: 16 - hex.count) + hex).tmp")
            TemporaryFiles.register(temporary)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { break }
            let error = errno
            TemporaryFiles.unregister()
            if error == EACCES && inPlaceForLinks && exists {
                // A directory this process cannot add to, holding a file it may write: the
                // file is rewritten in place, as an editor would.
                return try rewriteInPlace(bytes, target: target, path: path)
            }
            if error != EEXIST { throw failure(error) }
        }
        guard fd >= 0 else { throw failure(EEXIST) }
        func abandon(_ code: Int32) -> UsageError {
            close(fd)
            unlink(temporary)
            TemporaryFiles.unregister()
            return failure(code)
        }
        if let code = writeAll(fd, bytes) { throw abandon(code) }
        // Owner first: changing it clears set-user-ID bits that the mode then restores.
        if exists && geteuid() == 0 && (st.st_uid != geteuid() || st.st_gid != getegid()) {
            if fchown(fd, st.st_uid, st.st_gid) != 0 { throw abandon(errno) }
        }
        if fchmod(fd, mode) != 0 { throw abandon(errno) }
        if fsync(fd) != 0 && errno != EINVAL && errno != EROFS { throw abandon(errno) }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            TemporaryFiles.unregister()
            throw failure(code)
        }
        let renamed = rename(temporary, target) == 0
        let renameError = errno
        if !renamed { unlink(temporary) }
        TemporaryFiles.unregister()
        if !renamed { throw failure(renameError) }
    }

    /// The descriptor a path names that is an open descriptor of this process (`/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`), by its spelling: writing through the
    /// descriptor keeps its offset and append mode, where opening the path again would start at
    /// the beginning of a log (or fail, for a pipe or socket) and renaming over it would replace it.
    static func openDescriptor(named path: String) -> Int32? {
        let standardized = Paths.standardized(path)
        switch standardized {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where standardized.hasPrefix(prefix) {
            let number = standardized.dropFirst(prefix.count)
            guard !number.isEmpty, number.utf8.count <= 9, number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return Int32(number)
        }
        return nil
    }

    /// Opens an existing device or FIFO and writes into it.
    private static func writeDirectly(_ bytes: [UInt8], to target: String, path: String) throws {
        let fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw UsageError(message: "cannot write '\(path)': \(describe(errno))") }
        if let code = writeAll(fd, bytes) {
            close(fd)
            throw UsageError(message: "cannot write '\(path)': \(describe(code))")
        }
        if close(fd) != 0 { throw UsageError(message: "cannot write '\(path)': \(describe(errno))") }
    }

    /// Connects to a Unix-domain stream socket and writes into it.
    private static func writeToSocket(_ bytes: [UInt8], at target: String, path: String) throws {
        func failure(_ code: Int32) -> UsageError { UsageError(message: "cannot write '\(path)': \(describe(code))") }
        #if canImport(Glibc)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let name = Array(target.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard name.count < capacity else { throw failure(ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in name.enumerated() { raw[i] = b }
            raw[name.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw failure(errno) }
        if let code = writeAll(fd, bytes) { throw failure(code) }
    }

    /// The steps of `rewriteInPlace`, named so that a test can stop the process after one.
    enum InPlaceStep: String {
        case checked, written, truncated
    }

    /// Rewrites a regular file in place (its inode kept: other hard links, its owner), so that a
    /// process killed at any point leaves either the old text, or the new text followed only by
    /// blanks, never the new text followed by the end of the old:
    /// 1. room for a longer text is checked first, so a full disk fails before anything changes;
    /// 2. the new text is written over the old, padded with spaces and a line break to the old
    ///    length when it is shorter (a file ending in blanks compiles as the new text does);
    /// 3. the file is cut to the new text's length.
    /// SIGINT, SIGTERM and SIGHUP wait until it is done.
    static func rewriteInPlace(_ bytes: [UInt8], target: String, path: String) throws {
        func failure(_ code: Int32) -> UsageError { UsageError(message: "cannot write '\(path)': \(describe(code))") }
        var thrown: UsageError?
        TemporaryFiles.withSignalsBlocked {
            let fd = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { thrown = failure(errno); return }
            defer { close(fd) }
            var st = stat()
            guard fstat(fd, &st) == 0 else { thrown = failure(errno); return }
            let old = Int(st.st_size)
            if bytes.count > old {
                var fs = statvfs()
                if fstatvfs(fd, &fs) == 0, UInt64(fs.f_bavail) * UInt64(fs.f_frsize) < UInt64(bytes.count - old) + 65536 {
                    thrown = failure(ENOSPC)
                    return
                }
            }
            stopForTest(after: .checked)
            var padded = bytes
            if old > bytes.count {
                padded += [UInt8](repeating: 0x20, count: old - bytes.count - 1)
                padded.append(0x0A)
            }
            guard lseek(fd, 0, SEEK_SET) == 0 else { thrown = failure(errno); return }
            if let code = writeAll(fd, padded) { thrown = failure(code); return }
            stopForTest(after: .written)
            if ftruncate(fd, off_t(bytes.count)) != 0 { thrown = failure(errno); return }
            stopForTest(after: .truncated)
        }
        if let thrown { throw thrown }
    }

    /// For tests of the steps above: `PRESENTLINT_TEST_KILL_AFTER=written` makes the process kill
    /// itself (SIGKILL) after that step, leaving the file as a crash there would.
    static func stopForTest(after step: InPlaceStep) {
        guard let wanted = getenv("PRESENTLINT_TEST_KILL_AFTER"), String(cString: wanted) == step.rawValue else { return }
        kill(getpid(), SIGKILL)
    }

    /// Writes everything, resuming after partial writes and interrupted calls; the error code of
    /// any other failure.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard var p = raw.baseAddress else { return nil }
            var left = raw.count
            while left > 0 {
                #if canImport(Glibc)
                let n = Glibc.write(fd, p, left)
                #else
                let n = Darwin.write(fd, p, left)
                #endif
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { return EIO }
                p += n
                left -= n
            }
            return nil
        }
    }

    static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// The temporary file being written, if any, unlinked when SIGINT, SIGTERM or SIGHUP ends the
/// process. Writes happen one at a time on the main thread, so there is one slot; it is changed
/// only while those signals are blocked, and the handler only calls `unlink`, `sigaction` and
/// `raise` (async-signal-safe), then lets the signal end the process as it would have.
enum TemporaryFiles {
    static let capacity = 4096
    nonisolated(unsafe) static let slot: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity + 1)
        p.initialize(repeating: 0, count: capacity + 1)
        return p
    }()
    nonisolated(unsafe) static let active: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    nonisolated(unsafe) static var installed = false
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    static func register(_ path: String) {
        install()
        let bytes = Array(path.utf8)
        guard bytes.count <= capacity else { return }
        withSignalsBlocked {
            for (i, b) in bytes.enumerated() { slot[i] = CChar(bitPattern: b) }
            slot[bytes.count] = 0
            active.pointee = 1
        }
    }

    static func unregister() {
        withSignalsBlocked { active.pointee = 0 }
    }

    static func withSignalsBlocked(_ body: () -> Void) {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        body()
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }

    /// Installs the handler for each signal not ignored (a run started with SIGINT ignored, as
    /// `nohup` or a background shell job does, keeps ignoring it).
    static func install() {
        guard !installed else { return }
        installed = true
        _ = slot
        _ = active
        for s in signals {
            var old = sigaction()
            guard sigaction(s, nil, &old) == 0, !isIgnored(old) else { continue }
            var action = sigaction()
            setHandler(&action, temporaryFileSignalHandler)
            sigemptyset(&action.sa_mask)
            for other in signals { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            sigaction(s, &action, nil)
        }
    }

    /// The platforms spell the handler's field differently.
    static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) } ?? false
    }
}

private func temporaryFileSignalHandler(_ signal: Int32) {
    if TemporaryFiles.active.pointee != 0 {
        unlink(TemporaryFiles.slot)
        TemporaryFiles.active.pointee = 0
    }
    var action = sigaction()
    TemporaryFiles.setHandler(&action, SIG_DFL)
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
}
