#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the calling thread's stack is left, for the walks whose depth the input decides.
///
/// Chains, prefixes and `else if` ladders are walked in loops; what still recurses (brackets,
/// closures and blocks nested in one another) stops when the stack runs low, on whatever thread it
/// runs (Dispatch workers on macOS have 512 KB), and the file is reported as not analysed instead
/// of the process crashing. Made once per file on the thread that analyses it.
struct StackGuard {
    /// The lowest stack address the walks may reach (stacks grow down on every supported platform).
    let limit: UInt

    /// Kept free below the limit: what one step of a walk may use between two checks, in
    /// unoptimised builds too, plus what the code after the walks needs.
    static let reserve: UInt = 160 << 10

    init() {
        let here = Self.address()
        if let (low, size) = Self.currentThreadStack(), size > Self.reserve * 2, here > low, here - low > Self.reserve {
            limit = low + Self.reserve
        } else {
            // Unknown bounds: assume the smallest stack we run on (512 KB), most of it still free.
            limit = here > 384 << 10 ? here - (384 << 10) + Self.reserve : here
        }
    }

    /// A guard that lets the walks use only `bytes` more of the stack from here (for tests).
    init(allowing bytes: UInt) { limit = Self.address() - bytes }

    /// True when the stack has run down to the reserve.
    @inline(__always)
    func isLow() -> Bool { limit != 0 && Self.address() < limit }

    /// An address in the caller's frame (inlined, so the local lives there). (AddressSanitizer's
    /// fake stacks, for use after return, put this local on the heap: run sanitized builds with
    /// `detect_stack_use_after_return=0`.)
    @inline(__always)
    static func address() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The current thread's stack as (lowest address, size), when the platform says. Asked once
    /// per thread and kept in a thread-specific slot: on the main thread glibc answers by reading
    /// `/proc/self/maps`, far too slow to repeat for every file.
    static func currentThreadStack() -> (UInt, UInt)? {
        if let saved = pthread_getspecific(boundsKey) {
            let bounds = saved.assumingMemoryBound(to: UInt.self)
            return bounds[1] == 0 ? nil : (bounds[0], bounds[1])
        }
        let found = askSystemForThreadStack()
        if let raw = malloc(2 * MemoryLayout<UInt>.stride) {
            let bounds = raw.assumingMemoryBound(to: UInt.self)
            bounds[0] = found?.0 ?? 0
            bounds[1] = found?.1 ?? 0
            if pthread_setspecific(boundsKey, raw) != 0 { free(raw) }
        }
        return found
    }

    /// The slot that keeps each thread's bounds; freed with the thread.
    private static let boundsKey: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { free($0) }
        precondition(created == 0, "no thread-specific slot for the stack bounds")
        return key
    }()

    private static func askSystemForThreadStack() -> (UInt, UInt)? {
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        guard top > size else { return nil }
        return (top - size, size)
        #else
        guard let getattr = Self.getattr else { return nil }
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return (UInt(bitPattern: address), UInt(size))
        #endif
    }

    #if !canImport(Darwin)
    typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    /// glibc's `pthread_getattr_np`, which the Glibc module does not declare (it needs
    /// `_GNU_SOURCE`): looked up once by name.
    static let getattr: GetAttr? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttr.self)
    }()
    #endif
}
