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
/// The main thread reserves 120 MB, each worker 60 MB (a glibc thread heap holds at most 64).
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
        adviseThisThread(blocks: 4)
        #endif
    }

    /// For a worker thread about to analyse files (does nothing unless `enable()` was called).
    static func prepareWorker() {
        #if os(Linux) && canImport(Glibc)
        if enabled { adviseThisThread(blocks: 2) }
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

    /// Grows this thread's heap by `blocks` blocks just under the mmap threshold (so the heap
    /// holds them), advises the mapping that then holds the heap, and frees them.
    static func adviseThisThread(blocks: Int) {
        var taken: [UnsafeMutableRawPointer] = []
        defer { taken.forEach { free($0) } }
        for _ in 0..<blocks {
            guard let block = malloc(block) else { break }
            taken.append(block)
        }
        guard let first = taken.first, let (start, end) = mapping(containing: UInt(bitPattern: first)) else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE)
    }

    /// The bounds of the mapping holding `address`, from `/proc/self/maps` (`start-end perms …`, hex).
    static func mapping(containing address: UInt) -> (UInt, UInt)? {
        guard let maps = ProcessorCount.readSmallFile("/proc/self/maps", limit: 1 << 20) else { return nil }
        for line in maps.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let dash = line.firstIndex(of: UInt8(ascii: "-")),
                  let space = line[dash...].firstIndex(of: UInt8(ascii: " ")),
                  let start = hex(line[..<dash]), let end = hex(line[line.index(after: dash)..<space]) else { continue }
            if start <= address && address < end { return (start, end) }
        }
        return nil
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
