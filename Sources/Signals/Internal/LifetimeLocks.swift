/// The locks of every ``Lifetime``, chosen by the lifetime's address.
///
/// A lifetime's state is a few words and its operations are rare (a registration, an end), so it takes no lock of its
/// own: each signal's lifetime then costs one allocation, not two, and no lock initialization. Sixty-four locks keep
/// unrelated lifetimes from waiting for each other in practice. A section under one of these locks never takes another
/// lock, never calls user code and never releases anything a user wrote, so two lifetimes sharing a lock cannot
/// deadlock.
enum LifetimeLocks {
    /// How many locks there are: a power of two.
    static let count = 64

    /// The locks, initialized once and never freed.
    nonisolated(unsafe) static let locks: UnsafeMutablePointer<LockPrimitive> = {
        let locks = UnsafeMutablePointer<LockPrimitive>.allocate(capacity: count)
        for index in 0..<count { LockOperations.initialize(locks + index) }
        return locks
    }()

    /// Runs `body` under the lock of `object`.
    @inline(__always)
    static func withLock<Result>(for object: AnyObject, _ body: () -> Result) -> Result {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        // Objects are 16-byte aligned: skip the bits that never change, and fold in higher ones.
        let lock = locks + Int(((address >> 4) ^ (address >> 10)) & UInt(count - 1))
        LockOperations.lock(lock)
        defer { LockOperations.unlock(lock) }
        return body()
    }
}
