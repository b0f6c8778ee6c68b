@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body(index)` on `count` dedicated threads at once and waits for all of them.
///
/// Unlike `DispatchQueue.concurrentPerform`, which uses one thread per core, every index gets its own thread, so
/// roles that must overlap (senders and observers that come and go) really do on a 2-core machine.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Work: @unchecked Sendable {
        // Safety: immutable after init; each thread reads its own index.
        let body: @Sendable (Int) -> Void
        let index: Int

        init(body: @escaping @Sendable (Int) -> Void, index: Int) {
            self.body = body
            self.index = index
        }
    }
    #if canImport(Darwin)
        var threads: [pthread_t?] = []
    #else
        var threads: [pthread_t] = []
    #endif
    for index in 0..<count {
        let work = Unmanaged.passRetained(Work(body: body, index: index)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let error = pthread_create(
            &thread,
            nil,
            { argument in
                let work = Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue()
                work.body(work.index)
                return nil
            },
            work
        )
        precondition(error == 0, "pthread_create failed with \(error)")
        threads.append(thread)
    }
    for thread in threads {
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
    }
}

/// Runs `work` on a thread of its own while another thread sends increasing values into `input`, until `work` returns.
func whileSending(into input: Signal<Int, Never>.Observer, _ work: @escaping @Sendable () -> Void) {
    let isDone = Locked(false)
    runOnThreads(2) { index in
        guard index == 0 else {
            work()
            return isDone.withLock { $0 = true }
        }
        var value = 0
        while !isDone.withLock({ $0 }) {
            input.send(value: value)
            value &+= 1
        }
    }
}
