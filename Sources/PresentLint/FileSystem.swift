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
        kind(Found(path: path), followLinks: followLinks)
    }

    static func kind(_ file: Found, followLinks: Bool) -> (Kind, Int32) {
        var st = stat()
        let result = file.withCPath { followLinks ? stat($0, &st) : lstat($0, &st) }
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
        read(Found(path: path))
    }

    /// A file's bytes; one larger than `limit` is not read (see `LintEngine.maxFileBytes`).
    static func read(_ file: Found, limit: Int = LintEngine.maxFileBytes) -> Result<[UInt8], ReadError> {
        // `withCString` hands over a native string's own (NUL-terminated) bytes; passing the
        // string itself copied it into a new C array for every file.
        let fd = file.withCPath { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
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
        // Checked before anything is allocated or read.
        if size > limit { return .failure(ReadError(message: LintEngine.tooLargeMessage(size), isTooLarge: true)) }
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
            if bytes.count > limit { return .failure(ReadError(message: LintEngine.tooLargeMessage(bytes.count) + " (it grew while being read)", isTooLarge: true)) }
        }
        return .success(bytes)
    }

    struct ReadError: Error {
        var message: String
        var isTooLarge = false
    }

    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            // One byte past the limit is enough for the engine to report it as too large.
            if bytes.count > LintEngine.maxFileBytes { break }
        }
        return bytes
    }

    /// A file the walk found: its name for reports (a name that is not valid UTF-8 shown with its
    /// undecodable bytes as `\x{FF}`), and, for such a name, the bytes to open it by.
    struct Found: Sendable {
        var path: String
        var systemPath: [UInt8]?

        init(path: String, systemPath: [UInt8]? = nil) {
            self.path = path
            self.systemPath = systemPath
        }

        func withCPath<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
            guard let systemPath else { return path.withCString(body) }
            return (systemPath + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
            }
        }
    }

    /// `.swift` files under the given paths, in a deterministic order. Explicit files are always
    /// included; walked ones skip build folders, excluded globs and symlinked directories.
    static func collect(_ paths: [String], filter: PathFilter) -> (files: [Found], problems: [FileProblem]) {
        var files: [Found] = []
        let problems = collect(paths, filter: filter) { files.append($0) }
        return (files, problems)
    }

    /// The same files passed to `found` as the walk reaches them (each once, in first-seen order),
    /// so analysis can start before the walk ends. Roots are named without `.` components
    /// (`./A.swift` is `A.swift`, `a/./b` is `a/b`); overlapping roots (`dir ./dir`, `dir dir/sub`,
    /// a file named as well as walked) give each file once.
    /// `xcodeProject` is given the `project.pbxproj` of each `.xcodeproj` folder the walk meets
    /// (not walked further: it holds no Swift files).
    static func collect(_ paths: [String], filter: PathFilter, xcodeProject: ((Found) -> Void)? = nil, found: (Found) -> Void) -> [FileProblem] {
        var problems: [FileProblem] = []
        // Directories by device and inode, shared by all roots: a tree reached again (an
        // overlapping root, a bind mount) is walked once.
        var visitedDirectories: Set<DirectoryIdentity> = []
        // Files named explicitly, by device and inode: each is linted once, by the first name
        // given, and the walk of an overlapping root skips it.
        var explicitFiles: Set<DirectoryIdentity> = []
        var roots: [(root: Found, kind: Kind, code: Int32)] = []
        for spelled in paths {
            // An argument that is not valid UTF-8 is opened by its bytes (and named as given).
            let root = Paths.rawArguments[spelled].map { Found(path: spelled, systemPath: $0) } ?? Found(path: Paths.clean(spelled))
            var st = stat()
            let result = root.withCPath { stat($0, &st) }
            if result == 0 && st.st_mode & S_IFMT != S_IFDIR {
                guard explicitFiles.insert(DirectoryIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))).inserted else { continue }
            }
            let k: Kind = result != 0 ? .missing : st.st_mode & S_IFMT == S_IFDIR ? .directory : st.st_mode & S_IFMT == S_IFREG ? .regular : .other
            roots.append((root, k, result != 0 ? errno : 0))
        }
        for (root, k, code) in roots {
            switch k {
            case .missing:
                problems.append(FileProblem(path: root.path, kind: .io, message: "no such file or directory" + (code == ENOENT ? "" : " (\(describe(code)))"), isFatal: true))
            case .directory:
                walk(root, problems: &problems, filter: filter, visited: &visitedDirectories, explicitFiles: explicitFiles, xcodeProject: xcodeProject, found: found)
            default:
                found(root)
            }
        }
        return problems
    }

    static func walk(_ root: Found, problems: inout [FileProblem], filter: PathFilter, visited visitedDirectories: inout Set<DirectoryIdentity>,
                     explicitFiles: Set<DirectoryIdentity>, xcodeProject: ((Found) -> Void)? = nil, found: (Found) -> Void) {
        // Each directory with its standardized absolute path (kept only when globs need it) and,
        // below a name that is not valid UTF-8, the bytes to open it by.
        var stack = [(directory: root, absolute: filter.absolute(root.path))]
        // Directories by device and inode: a tree reached twice (bind mounts, overlapping roots)
        // is walked once. One fstat per directory, where resolving the real path cost a readlink
        // for every component of every directory.
        while let (directoryFound, absoluteDirectory) = stack.popLast() {
            let directory = directoryFound.path
            guard let dir = directoryFound.withCPath({ opendir($0) }) else {
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
                        let (text, valid) = displayName(name)
                        return Entry(name: text, raw: valid ? nil : Array(name), type: type,
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
                if a.raw != nil || b.raw != nil { return (a.raw ?? Array(a.name.utf8)).lexicographicallyPrecedes(b.raw ?? Array(b.name.utf8)) }
                return a.name.utf8Precedes(b.name)
            }
            var subdirectories: [(directory: Found, absolute: String)] = []
            for entry in entries {
                let name = entry.name, type = entry.type
                let path = directory == "." ? name : Paths.join(directory, name)
                var file = Found(path: path)
                if entry.raw != nil || directoryFound.systemPath != nil {
                    let parent = directoryFound.systemPath ?? Array(directory.utf8)
                    file.systemPath = (directory == "." ? [] : parent + (parent.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]))
                        + (entry.raw ?? Array(name.utf8))
                }
                let absolute = filter.isActive ? Paths.join(absoluteDirectory, name) : ""
                let k: Kind
                switch Int32(type) {
                case Int32(DT_DIR): k = .directory
                case Int32(DT_REG): k = .regular
                case Int32(DT_LNK): k = .symlink
                default: k = kind(file, followLinks: false).0
                }
                switch k {
                case .directory:
                    if skippedDirectories.contains(name) || filter.excludes(path, absolute: absolute) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        var project = Found(path: Paths.join(path, "project.pbxproj"))
                        project.systemPath = file.systemPath.map { $0 + Array("/project.pbxproj".utf8) }
                        xcodeProject?(project)
                        continue
                    }
                    subdirectories.append((file, absolute))
                case .regular, .other:
                    // Other kinds (FIFOs, devices) are reported when read.
                    if name.hasSuffix(".swift") && !filter.excludes(path, absolute: absolute) && filter.includes(path, absolute: absolute) {
                        if !explicitFiles.isEmpty {
                            var fst = stat()
                            if file.withCPath({ stat($0, &fst) }) == 0,
                               explicitFiles.contains(DirectoryIdentity(device: UInt64(fst.st_dev), inode: UInt64(fst.st_ino))) { continue }
                        }
                        found(file)
                    }
                case .symlink:
                    // Symlinks are not followed out of the walked tree (and cannot loop); a
                    // linked Swift file is named as skipped, so that it is not missed silently.
                    if name.hasSuffix(".swift") && !filter.excludes(path, absolute: absolute) && filter.includes(path, absolute: absolute) {
                        problems.append(FileProblem(path: path, kind: .io,
                                                    message: "symbolic link, not followed by the directory walk; skipped (name it on the command line to lint the file it points to)",
                                                    isFatal: false))
                    }
                case .missing:
                    continue
                }
            }
            // Depth-first in name order: push in reverse so the first name is walked first.
            stack.append(contentsOf: subdirectories.reversed())
        }
    }

    /// A name as reports show it, and whether it was valid UTF-8: each byte that is not part of
    /// a valid UTF-8 sequence is shown as `\x{FF}`.
    static func displayName(_ name: UnsafeBufferPointer<UInt8>) -> (String, Bool) {
        var ascii = true
        for b in name where b >= 0x80 { ascii = false; break }
        if ascii { return (String(decoding: name, as: UTF8.self), true) }
        if let valid = String(validating: name, as: UTF8.self) { return (valid, true) }
        var out = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = name.makeIterator()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case let .error(length):
                for b in name[offset..<(offset + length)] {
                    let hex = String(b, radix: 16, uppercase: true)
                    out += "\\x{" + (hex.count < 2 ? "0" : "") + hex + "}"
                }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return (out, false)
    }

    struct DirectoryIdentity: Hashable { var device: UInt64, inode: UInt64 }

    /// A directory entry with the first 16 bytes of its name as two big-endian integers, so that
    /// comparing the integers orders names by their bytes (a name holds no NUL, so the zeros
    /// that pad a short name sort it before any longer name it begins).
    struct Entry {
        var name: String
        /// The name's bytes, when they are not valid UTF-8 (`name` then shows them escaped).
        var raw: [UInt8]?
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
