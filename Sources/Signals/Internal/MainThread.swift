import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Tells whether the caller runs on the main thread, without Foundation.
///
/// Work running on the main queue counts as well: once a program calls `dispatchMain()` (as Swift's async entry
/// point does on Linux, including under `swift test`), the main queue and the main actor are drained by another
/// thread, and that is still "the main thread" for UI purposes.
enum MainThread {
    /// Whether the caller runs on the main thread or on the main queue.
    static var isCurrent: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    #if canImport(Darwin)
        /// Whether the calling thread is the process's main thread.
        static var isMainThread: Bool {
            pthread_main_np() != 0
        }
    #else
        /// Whether the calling thread is the process's main thread: its thread id equals the process id.
        ///
        /// The answer is cached per thread, since both ids cost a system call.
        static var isMainThread: Bool {
            if let cached = pthread_getspecific(isMainThreadKey) {
                return Int(bitPattern: cached) == CachedAnswer.main
            }
            let answer = threadID?() == getpid()
            let cached = UnsafeRawPointer(bitPattern: answer ? CachedAnswer.main : CachedAnswer.other)
            pthread_setspecific(isMainThreadKey, cached)
            return answer
        }

        private enum CachedAnswer {
            static let main = 1
            static let other = 2
        }
    #endif
}

/// Marks the main queue, so work running on it can be recognized on whichever thread drains it.
///
/// Attached once, during the thread-safe initialization of the global.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

#if !canImport(Darwin)
    /// `gettid()`, looked up at run time: the C library exports it, but its header only declares it under `_GNU_SOURCE`.
    private let threadID: (@convention(c) () -> pid_t)? = dlsym(nil, "gettid").map {
        unsafeBitCast($0, to: (@convention(c) () -> pid_t).self)
    }

    /// The per-thread slot that caches ``MainThread/isMainThread``.
    private let isMainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        let error = pthread_key_create(&key, nil)
        precondition(error == 0, "pthread_key_create failed with \(error)")
        return key
    }()
#endif
