#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where a thread that disposes of an observer sleeps until a delivery in flight on another thread has ended.
///
/// One condition variable serves every signal: waits are rare (a user's `dispose()` racing a delivery on another
/// thread), so a delivering thread that finishes while someone waits wakes every sleeper, and each checks its own
/// condition again. A sleeper uses no CPU. The delivering thread does not hold a lock while it runs observers, so there
/// is no lock owner to donate priority to: a waiter on Apple platforms does not raise the delivering thread's priority.
@usableFromInline
final class DeliveryParking: @unchecked Sendable {
    // Safety: `mutex` and `condition` are initialized once, never freed (the instance is a global), and only used
    // through the pthread calls that synchronize them.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// The one parking place of the process.
    @usableFromInline
    static let shared = DeliveryParking()

    private init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        var error = pthread_mutex_init(mutex, nil)
        precondition(error == 0, "pthread_mutex_init failed with \(error)")
        error = pthread_cond_init(condition, nil)
        precondition(error == 0, "pthread_cond_init failed with \(error)")
    }

    /// Sleeps while `isStillDelivering` returns `true`; checked first, then after every wake-up.
    ///
    /// `isStillDelivering` must read state that a delivering thread changes before it calls ``wakeAll()``.
    func sleep(while isStillDelivering: () -> Bool) {
        pthread_mutex_lock(mutex)
        if isStillDelivering() {
            #if DEBUG
                Self.whenParked?()
            #endif
            repeat {
                pthread_cond_wait(condition, mutex)
            } while isStillDelivering()
        }
        pthread_mutex_unlock(mutex)
    }

    /// Wakes every sleeper, after a delivery that someone waits for has ended.
    @usableFromInline
    func wakeAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}

#if DEBUG
    extension DeliveryParking {
        /// A test hook: runs on a thread that is about to sleep in ``sleep(while:)``, once, after it found that it must
        /// wait and while it holds the parking mutex, so every ``wakeAll()`` from then on reaches it.
        ///
        /// A test binds it around the `dispose()` that is to wait (`DeliveryParking.$whenParked.withValue(report) {
        /// observation.dispose() }`) and lets the delivery go on once `report` has run, instead of sleeping in the hope
        /// that the disposal has started waiting. `report` must not block or use the parking place. Debug builds only.
        @TaskLocal static var whenParked: (@Sendable () -> Void)?
    }
#endif
