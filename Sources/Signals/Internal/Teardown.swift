#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Marks the library's own teardown on the calling thread, so the disposals it causes never wait for other threads.
///
/// A user's `dispose()` waits for a delivery in flight on another thread, so that no new callback starts once it
/// returns. The teardown the library performs itself (a lifetime ending, a signal's terminal event detaching its
/// upstream observations, a finished observation leaving a lifetime) must not: two such waits on two threads would
/// deadlock, and a send would block for as long as an observer on another thread runs. An observation removed without
/// waiting may still receive the event that was in flight; the delivery owns what it reads, so this is safe.
@usableFromInline
enum Teardown {
    /// Whether the calling thread is inside ``run(_:)``.
    @usableFromInline
    static var isInProgress: Bool {
        pthread_getspecific(key) != nil
    }

    /// Runs `body` as library teardown: disposals it causes on this thread do not wait for other threads.
    @usableFromInline
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(key, outer) }
        return try body()
    }

    /// The per-thread slot holding the flag.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let error = pthread_key_create(&key, nil)
        precondition(error == 0, "pthread_key_create failed with \(error)")
        return key
    }()
}
