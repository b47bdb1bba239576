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

    /// Like `map`, over items `produce` is still finding: it runs on the calling thread and passes
    /// each item to `add`, while up to `jobs - 1` workers already process the items added so far;
    /// the calling thread joins them when `produce` returns. Results come back in the order the
    /// items were added. (The CLI's directory walk is the producer: analysis starts with the
    /// first file found instead of after the last.)
    static func stream<Item: Sendable, T: Sendable>(jobs: Int, produce: (_ add: (Item) -> Void) -> Void, _ work: @escaping @Sendable (Item) -> T) -> [T] {
        let queue = StreamQueue<Item, T>()
        let group = DispatchGroup()
        for _ in 0..<max(0, jobs - 1) {
            DispatchQueue.global().async(group: group) { queue.drain(work) }
        }
        produce { queue.add($0) }
        queue.finish()
        queue.drain(work)
        group.wait()
        return queue.results()
    }

    /// Items in arrival order and their results, under one lock; `available` counts items not yet
    /// taken, plus one wake-up that `finish` adds and each exiting worker passes on.
    final class StreamQueue<Item, T>: @unchecked Sendable {
        private var items: [Item] = []
        private var outcomes: [T?] = []
        private var next = 0
        private var finished = false
        private let lock = DispatchSemaphore(value: 1)
        private let available = DispatchSemaphore(value: 0)

        func add(_ item: Item) {
            lock.wait()
            items.append(item)
            outcomes.append(nil)
            lock.signal()
            available.signal()
        }

        func finish() {
            lock.wait()
            finished = true
            lock.signal()
            available.signal()
        }

        func drain(_ work: (Item) -> T) {
            while true {
                available.wait()
                lock.wait()
                guard next < items.count else {
                    // Nothing left: only `finish`'s wake-up gets here. Pass it on and stop.
                    precondition(finished)
                    lock.signal()
                    available.signal()
                    return
                }
                let index = next
                let item = items[index]
                next += 1
                lock.signal()
                let result = work(item)
                lock.wait()
                // Moved into its slot: a copy retained every reference the outcome holds (a
                // file's facts), and releasing `result` released them all again.
                outcomes[index] = consume result
                lock.signal()
            }
        }

        /// The results, moved out of the queue (which is left empty).
        func results() -> [T] {
            lock.wait()
            defer { lock.signal() }
            var taken: [T?] = []
            swap(&taken, &outcomes)
            var all: [T] = []
            all.reserveCapacity(taken.count)
            for i in taken.indices { all.append(taken[i].take()!) }
            return all
        }
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
