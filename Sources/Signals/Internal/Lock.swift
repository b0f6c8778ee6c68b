#if canImport(os)
    import os
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(os)
    @usableFromInline typealias LockPrimitive = os_unfair_lock
#else
    @usableFromInline typealias LockPrimitive = pthread_mutex_t
#endif

/// The platform's cheapest non-recursive mutex: `os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere.
@usableFromInline
enum LockOperations {
    @inlinable
    static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(os)
            lock.initialize(to: os_unfair_lock())
        #else
            let error = pthread_mutex_init(lock, nil)
            precondition(error == 0, "pthread_mutex_init failed with \(error)")
        #endif
    }

    @inlinable
    static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(os)
            lock.deinitialize(count: 1)
        #else
            let error = pthread_mutex_destroy(lock)
            precondition(error == 0, "pthread_mutex_destroy failed with \(error)")
        #endif
    }

    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(os)
            os_unfair_lock_lock(lock)
        #else
            let error = pthread_mutex_lock(lock)
            precondition(error == 0, "pthread_mutex_lock failed with \(error)")
        #endif
    }

    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(os)
            os_unfair_lock_unlock(lock)
        #else
            let error = pthread_mutex_unlock(lock)
            precondition(error == 0, "pthread_mutex_unlock failed with \(error)")
        #endif
    }
}

/// Storage for ``Locked``: the protected state and its lock in one allocation.
@usableFromInline
final class LockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    deinit {
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }
}

/// A mutual-exclusion lock that owns the state it protects.
@usableFromInline
struct Locked<State>: @unchecked Sendable {
    // Safety: the state is only reached through `withLock`, which holds the lock for the whole access.
    @usableFromInline
    let storage: LockedStorage<State>

    @inlinable
    init(_ initialState: State) {
        let buffer = LockedStorage<State>.create(minimumCapacity: 1) { _ in initialState }
        storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
    }

    /// Runs `body` with exclusive access to the state. `body` must not call out to user code.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointers { state, lock in
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return try body(&state.pointee)
        }
    }
}
