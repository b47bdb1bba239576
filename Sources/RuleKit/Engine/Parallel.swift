import Dispatch

/// Work over indices `0..<count` shared by up to `jobs` workers. Each worker takes the next index
/// under a lock and writes only that index's slot, so results come back in index order whatever
/// `jobs` is. Used for the per-file pass and for the rules.
enum Parallel {
    static func map<T: Sendable>(count: Int, jobs: Int, _ work: @Sendable (Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else { return (0..<count).map(work) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.take() { slots.items[index] = work(index) }
        }
        return slots.items.map { $0! }
    }

    final class Slots<T>: @unchecked Sendable {
        let items: UnsafeMutableBufferPointer<T?>
        /// A binary semaphore as the lock: Dispatch is all this needs, on every platform.
        private let lock = DispatchSemaphore(value: 1)
        private var next = 0
        init(count: Int) {
            items = .allocate(capacity: count)
            items.initialize(repeating: nil)
        }
        deinit {
            items.deinitialize()
            items.deallocate()
        }
        func take() -> Int? {
            lock.wait()
            defer { lock.signal() }
            guard next < items.count else { return nil }
            next += 1
            return next - 1
        }
    }
}
