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
    let threads = (0..<count).map { index in startThread { body(index) } }
    for thread in threads {
        #if canImport(Darwin)
            pthread_join(thread!, nil)
        #else
            pthread_join(thread, nil)
        #endif
    }
}

/// Runs `body` on a new thread that nobody joins, so that a failing test can give up on a thread stuck in it.
func startDetachedThread(_ body: @escaping @Sendable () -> Void) {
    let thread = startThread(body)
    #if canImport(Darwin)
        pthread_detach(thread!)
    #else
        pthread_detach(thread)
    #endif
}

#if canImport(Darwin)
    typealias TestThread = pthread_t?
#else
    typealias TestThread = pthread_t
#endif

/// Starts a thread that runs `body`; the caller joins or detaches it.
private func startThread(_ body: @escaping @Sendable () -> Void) -> TestThread {
    final class Work: @unchecked Sendable {
        // Safety: immutable; read by the new thread only.
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
    #else
        var thread = pthread_t()
    #endif
    let error = pthread_create(
        &thread,
        nil,
        { argument in
            Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        },
        work
    )
    precondition(error == 0, "pthread_create failed with \(error)")
    return thread
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
