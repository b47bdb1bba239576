import RuleKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading, walking and atomic writing, with errors that name the path.
enum FileSystem {
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    enum Kind { case regular, directory, symlink, other, missing }

    static func kind(_ path: String, followLinks: Bool) -> (Kind, Int32) {
        var st = stat()
        let result = followLinks ? stat(path, &st) : lstat(path, &st)
        guard result == 0 else { return (.missing, errno) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.regular, 0)
        case S_IFDIR: return (.directory, 0)
        case S_IFLNK: return (.symlink, 0)
        default: return (.other, 0)
        }
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The whole file in one read loop; an error message naming what went wrong otherwise.
    /// Opened without blocking (a FIFO named `.swift` must not hang the run), then checked to be
    /// a regular file on the open descriptor: one `fstat`, no separate `stat` of the path.
    static func read(_ path: String) -> Result<[UInt8], ReadError> {
        // `withCString` hands over a native string's own (NUL-terminated) bytes; passing the
        // string itself copied it into a new C array for every file.
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { return .failure(ReadError(message: describe(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(ReadError(message: describe(errno))) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ReadError(message: "is a directory"))
        default: return .failure(ReadError(message: "not a regular file (FIFO, socket or device), skipped"))
        }
        // Room for one byte more than the file had: a read that stops short at exactly that
        // size has reached the end, so the usual last read (which returns 0) is not needed. A
        // file that grew meanwhile fills the extra byte, and reading goes on in chunks below.
        let size = max(0, Int(st.st_size))
        // The first read goes into uninitialized storage (zeroing it first was a pass over every
        // byte for nothing); only a file that grew while being read takes the slower path below.
        var failure: Int32 = 0
        var complete = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            var total = 0
            while total < buffer.count {
                let requested = buffer.count - total
                let n = systemRead(fd, buffer.baseAddress! + total, requested)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { complete = true; break }
                total += n
                if total == size && n < requested { complete = true; break }
            }
            count = total
        }
        if failure != 0 { return .failure(ReadError(message: describe(failure))) }
        if complete { return .success(bytes) }
        // The file is larger than `fstat` said: read on in chunks until its end.
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(ReadError(message: describe(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return .success(bytes)
    }

    struct ReadError: Error { var message: String }

    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// `.swift` files under the given paths, in a deterministic order. Explicit files are always
    /// included; walked ones skip build folders, excluded globs and symlinked directories.
    static func collect(_ paths: [String], filter: PathFilter) -> (files: [String], problems: [FileProblem]) {
        var files: [String] = []
        let problems = collect(paths, filter: filter) { files.append($0) }
        return (files, problems)
    }

    /// The same files passed to `found` as the walk reaches them (each once, in first-seen order),
    /// so analysis can start before the walk ends.
    static func collect(_ paths: [String], filter: PathFilter, found: (String) -> Void) -> [FileProblem] {
        var problems: [FileProblem] = []
        var seen: Set<String> = []
        // One root's walk reaches each path once (directories are deduplicated by inode and
        // links are not followed): only several roots, which may overlap, need the set.
        let dedupe = paths.count > 1
        func once(_ path: String) { if !dedupe || seen.insert(path).inserted { found(path) } }
        for root in paths {
            let (k, code) = kind(root, followLinks: true)
            switch k {
            case .missing:
                problems.append(FileProblem(path: root, kind: .io, message: "no such file or directory" + (code == ENOENT ? "" : " (\(describe(code)))"), isFatal: true))
            case .directory:
                walk(root, problems: &problems, filter: filter, found: once)
            default:
                once(root)
            }
        }
        return problems
    }

    static func walk(_ root: String, problems: inout [FileProblem], filter: PathFilter, found: (String) -> Void) {
        // Each directory with its standardized absolute path (kept only when globs need it).
        var stack = [(path: root, absolute: filter.absolute(root))]
        // Directories by device and inode: a tree reached twice (bind mounts, overlapping roots)
        // is walked once. One fstat per directory, where resolving the real path cost a readlink
        // for every component of every directory.
        var visitedDirectories: Set<DirectoryIdentity> = []
        while let (directory, absoluteDirectory) = stack.popLast() {
            guard let dir = opendir(directory) else {
                problems.append(FileProblem(path: directory, kind: .io, message: "cannot read directory: \(describe(errno))", isFatal: true))
                continue
            }
            var st = stat()
            if fstat(dirfd(dir), &st) == 0 {
                guard visitedDirectories.insert(DirectoryIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))).inserted else {
                    closedir(dir)
                    continue
                }
            }
            // Names with the entry type readdir reports (DT_UNKNOWN on some file systems: then
            // lstat). Only directories and `.swift` names matter: other files (assets, JSON, …)
            // are skipped on their bytes, before any string is made.
            var entries: [Entry] = []
            while let entry = readdir(dir) {
                let type = UInt8(entry.pointee.d_type)
                let made: Entry? = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) { bytes in
                        let length = strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
                        let name = UnsafeBufferPointer(start: bytes, count: length)
                        if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) { return nil }
                        if Int32(type) != Int32(DT_DIR) && Int32(type) != Int32(DT_UNKNOWN) && !name.hasSwiftExtension { return nil }
                        return Entry(name: String(decoding: name, as: UTF8.self), type: type,
                                     head: Entry.key(name, from: 0), next: Entry.key(name, from: 8))
                    }
                }
                if let made { entries.append(made) }
            }
            closedir(dir)
            // Byte order: the first 16 bytes compared as two integers, and only names that share
            // them with `memcmp` (a string comparison retains both strings and goes through their
            // storage, thousands of times in a directory of a few hundred files).
            entries.sort { a, b in
                if a.head != b.head { return a.head < b.head }
                if a.next != b.next { return a.next < b.next }
                return a.name.utf8Precedes(b.name)
            }
            var subdirectories: [(path: String, absolute: String)] = []
            for entry in entries {
                let name = entry.name, type = entry.type
                let path = directory == "." ? "./" + name : Paths.join(directory, name)
                let absolute = filter.isActive ? Paths.join(absoluteDirectory, name) : ""
                let k: Kind
                switch Int32(type) {
                case Int32(DT_DIR): k = .directory
                case Int32(DT_REG): k = .regular
                case Int32(DT_LNK): k = .symlink
                default: k = kind(path, followLinks: false).0
                }
                switch k {
                case .directory:
                    if skippedDirectories.contains(name) || filter.excludes(path, absolute: absolute) { continue }
                    subdirectories.append((path, absolute))
                case .regular, .other:
                    // Other kinds (FIFOs, devices) are reported when read.
                    if name.hasSuffix(".swift") && !filter.excludes(path, absolute: absolute) && filter.includes(path, absolute: absolute) {
                        found(path)
                    }
                case .symlink, .missing:
                    // Symlinks are not followed out of the walked tree (and cannot loop).
                    continue
                }
            }
            // Depth-first in name order: push in reverse so the first name is walked first.
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    struct DirectoryIdentity: Hashable { var device: UInt64, inode: UInt64 }

    /// A directory entry with the first 16 bytes of its name as two big-endian integers, so that
    /// comparing the integers orders names by their bytes (a name holds no NUL, so the zeros
    /// that pad a short name sort it before any longer name it begins).
    struct Entry {
        var name: String
        var type: UInt8
        var head: UInt64
        var next: UInt64

        static func key(_ name: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
            var key: UInt64 = 0
            for k in 0..<8 {
                key <<= 8
                if start + k < name.count { key |= UInt64(name[start + k]) }
            }
            return key
        }
    }
}

private extension UnsafeBufferPointer<UInt8> {
    /// Whether the name ends in `.swift` (what `String.hasSuffix` tests, on ASCII bytes).
    var hasSwiftExtension: Bool {
        count >= 6 && self[(count - 6)...].elementsEqual(".swift".utf8)
    }
}

/// The C library's read(2), on Linux and macOS alike (inside `FileSystem` the name
/// `read` is its own function).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
