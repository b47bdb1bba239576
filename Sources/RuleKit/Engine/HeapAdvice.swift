#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel for transparent huge pages under the heap a lint run fills, on Linux.
///
/// A whole-project run keeps every file's facts until it ends: about 120 MB for a million
/// lines, each 4 KB page of which the kernel zeroed on a fault of its own. Those 30,000 faults
/// were a tenth of the run's time on two cores. Where the system gives huge pages to regions
/// advised for them (`/sys/kernel/mm/transparent_hugepage/enabled` = `madvise`, the usual
/// default), one fault maps 2 MB. glibc's `glibc.malloc.hugetlb=1` tunable does this for the
/// main thread's heap only, and a program cannot set a tunable for itself. So each thread that
/// analyses files grows its allocator heap by a few large blocks (address space only: nothing
/// is touched), advises the mapping that now holds the heap, and frees the blocks; with the
/// trim threshold raised, the allocator keeps that space for the allocations that follow.
/// The main thread reserves 240 MB, each worker 60 MB (a glibc thread heap holds at most 64);
/// a thread whose allocations move on to a heap it has not advised advises that one too.
///
/// Off unless the CLI turns it on: it changes allocator settings for the whole process.
public enum HeapAdvice {
    nonisolated(unsafe) static var enabled = false
    /// The heap is grown in blocks of 30 MB, under the 32 MB mmap threshold set below.
    static let block = 30 << 20

    /// Process-wide settings, then this thread's heap. Call once, on the main thread, before the
    /// run allocates and before any worker starts.
    public static func enable() {
        #if os(Linux) && canImport(Glibc)
        guard !enabled, hugePagesOnRequest() else { return }
        // Blocks up to 32 MB (the most glibc allows) come from the heaps, not from mappings of
        // their own that a fault fills page by page and `free` unmaps again; and freed memory
        // stays in the heap for the next file instead of going back to the kernel.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
        enabled = true
        adviseThisThread(mainHeapBlocks: 8)
        #endif
    }

    /// The heap mappings a thread has advised. A heap that fills up is followed by another
    /// (glibc gives a thread's arena a new 64 MB heap; the main heap's next growth is a mapping
    /// of its own), so a thread checks after each file whether it allocates outside them.
    public struct Regions {
        var ranges: [(start: UInt, end: UInt)] = []
        func contains(_ address: UInt) -> Bool { ranges.contains { $0.start <= address && address < $0.end } }
    }

    /// For a thread about to analyse files: grows and advises its heap (nothing unless `enable()`
    /// was called).
    static func prepareThread() -> Regions {
        var regions = Regions()
        #if os(Linux) && canImport(Glibc)
        if enabled, let range = adviseThisThread(mainHeapBlocks: 2) { regions.ranges.append(range) }
        #endif
        return regions
    }

    /// After a file: if the thread now allocates outside the heaps it advised, advises that one.
    static func recheck(_ regions: inout Regions) {
        #if os(Linux) && canImport(Glibc)
        // A block too large for the per-thread caches comes from the heap's free space or its end.
        guard enabled, regions.ranges.count < 16, let probe = malloc(4096) else { return }
        let address = UInt(bitPattern: probe)
        free(probe)
        if regions.contains(address) { return }
        if let range = adviseThisThread(mainHeapBlocks: 1) { regions.ranges.append(range) }
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    /// `mallopt` parameters (glibc's <malloc.h>, which Swift's Glibc module does not import).
    static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3

    /// True when the kernel gives huge pages to regions advised for them (`madvise`), or to all
    /// (`always`, where advice still helps: the heap is grown in one step, so whole 2 MB blocks lie in it).
    static func hugePagesOnRequest() -> Bool {
        guard let mode = ProcessorCount.readSmallFile("/sys/kernel/mm/transparent_hugepage/enabled") else { return false }
        return !mode.contains("[never]")
    }

    /// Grows the heap this thread allocates from and advises it; returns the advised range.
    ///
    /// A thread heap is one 64 MB reservation whose front part is made usable as it fills: it is
    /// grown to (nearly) all of it, and advised with the rest. The main heap grows at its end
    /// with no reservation: it is grown by `mainHeapBlocks` blocks. Growing first matters: a
    /// 2 MB block only gets a huge page when it lies wholly in usable memory at its first touch.
    @discardableResult
    static func adviseThisThread(mainHeapBlocks: Int) -> (start: UInt, end: UInt)? {
        guard let probe = malloc(4096) else { return nil }
        let address = UInt(bitPattern: probe)
        free(probe)
        guard let heap = heapMapping(containing: address) else { return nil }
        var taken: [UnsafeMutableRawPointer] = []
        defer { taken.forEach { free($0) } }
        var room = heap.reserved > 0 ? heap.reserved : UInt(mainHeapBlocks * block)
        // Leave a little of a thread heap's reservation: a block that does not fit would make another heap.
        let margin: UInt = heap.reserved > 0 ? 2 << 20 : 0
        while room > margin + (1 << 20) {
            let size = min(UInt(block), room - margin)
            guard let grown = malloc(Int(size)) else { break }
            taken.append(grown)
            room -= size
        }
        guard let grown = heapMapping(containing: address) else { return nil }
        guard madvise(UnsafeMutableRawPointer(bitPattern: grown.start), Int(grown.end - grown.start), MADV_HUGEPAGE) == 0 else { return nil }
        return (grown.start, grown.end)
    }

    /// The mapping holding `address`, with the inaccessible reservation right after it if there is
    /// one (`---p`: the rest of a thread heap), from `/proc/self/maps` (`start-end perms …`, hex).
    static func heapMapping(containing address: UInt) -> (start: UInt, end: UInt, reserved: UInt)? {
        guard let maps = ProcessorCount.readSmallFile("/proc/self/maps", limit: 1 << 20) else { return nil }
        var found: (start: UInt, end: UInt)?
        for line in maps.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let dash = line.firstIndex(of: UInt8(ascii: "-")),
                  let space = line[dash...].firstIndex(of: UInt8(ascii: " ")),
                  let start = hex(line[..<dash]), let end = hex(line[line.index(after: dash)..<space]) else { continue }
            if let (heapStart, heapEnd) = found {
                let isReserve = start == heapEnd && line[line.index(after: space)...].starts(with: "---p".utf8)
                return (heapStart, isReserve ? end : heapEnd, isReserve ? end - start : 0)
            }
            if start <= address && address < end { found = (start, end) }
        }
        return found.map { ($0.start, $0.end, 0) }
    }

    static func hex(_ digits: Substring.UTF8View.SubSequence) -> UInt? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt = 0
        for d in digits {
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt(d - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }
    #endif
}
