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

/// A signal's lock and two words beside it that the signal uses atomically (its ``DeliveryWord`` and a relay's
/// published observers), in the header of its ``SignalCore``.
@usableFromInline
struct LockCell {
    /// At offset 0, so that a pointer to the cell is a pointer to the lock.
    @usableFromInline
    var lock: LockPrimitive
    @usableFromInline
    var word: UInt
    @usableFromInline
    var secondWord: UInt

    /// A cell whose words are `0`, with a lock still to be set up where the cell stays (``LockOperations/initialize(_:)``).
    @inlinable
    init() {
        lock = LockPrimitive()
        word = 0
        secondWord = 0
    }
}

/// Storage for ``Locked``: the protected state and its lock in one allocation.
@usableFromInline
final class LockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    deinit {
        withUnsafeMutablePointerToElements { LockOperations.destroy($0) }
    }
}

extension LockCell {
    /// The lock of the cell at `cell`.
    @inlinable
    static func lock(of cell: UnsafeMutablePointer<LockCell>) -> UnsafeMutablePointer<LockPrimitive> {
        UnsafeMutableRawPointer(cell).assumingMemoryBound(to: LockPrimitive.self)
    }

    /// The words of the cell at `cell`.
    @inlinable
    static func words(
        of cell: UnsafeMutablePointer<LockCell>
    ) -> (UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>) {
        let base = UnsafeMutableRawPointer(cell)
        return (
            (base + MemoryLayout<LockCell>.offset(of: \.word)!).assumingMemoryBound(to: UInt.self),
            (base + MemoryLayout<LockCell>.offset(of: \.secondWord)!).assumingMemoryBound(to: UInt.self)
        )
    }
}

/// A mutual-exclusion lock that owns the state it protects.
///
/// It is `Sendable` only when its state is: a lock orders accesses, but state that is not `Sendable` (a closure, a
/// class without thread safety) could still be handed out of `withLock` and used on two threads at once. A type that
/// keeps such state under a lock says so itself, with `@unchecked Sendable` and the invariant that makes it safe.
@usableFromInline
struct Locked<State> {
    @usableFromInline
    let storage: LockedStorage<State>

    @inlinable
    init(_ initialState: State) {
        let buffer = LockedStorage<State>.create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { LockOperations.initialize($0) }
            return initialState
        }
        storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
    }

    /// Runs `body` with exclusive access to the state. `body` must not call out to user code.
    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        // `self` holds the storage for the whole call: telling the compiler so saves a retain and a release per use.
        try Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef { storage in
            try storage.withUnsafeMutablePointers { state, lock in
                LockOperations.lock(lock)
                defer { LockOperations.unlock(lock) }
                return try body(&state.pointee)
            }
        }
    }
}

// Safety: the state is only reached through `withLock`, which holds the lock for the whole access, and the state is
// itself `Sendable`, so nothing taken out of it is unsafe to use on another thread.
extension Locked: @unchecked Sendable where State: Sendable {}
