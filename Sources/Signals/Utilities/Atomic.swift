/// A variable that threads read and change one at a time, as ReactiveSwift's `Atomic`.
///
/// ```swift
/// let count = Atomic(0)
/// count.modify { $0 += 1 }
/// let previous = count.swap(10)
/// ```
///
/// Each access holds a lock for its whole length. The closures of ``modify(_:)`` and ``withValue(_:)`` run while it
/// is held: that is what makes a read-modify-write atomic (the one place where the library runs your code under its
/// lock, because you ask it to), so keep them short, and never touch the same `Atomic` from inside them (the lock is
/// not reentrant: the thread would wait for itself forever). A value replaced by ``value``'s setter or ``swap(_:)`` is
/// released after the lock, so its `deinit` may use this `Atomic`; one that a ``modify(_:)`` closure replaces is
/// released inside that closure, under the lock, like everything the closure does.
public final class Atomic<Value> {
    private let locked: Locked<Value>

    /// Creates a variable holding `value`.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        locked = Locked(value)
    }

    /// The value; reading and writing each take the lock once.
    public var value: Value {
        get { locked.withLock { $0 } }
        set { swap(newValue) }
    }

    /// Changes the value in place while holding the lock, and returns what `action` returns.
    ///
    /// - Parameter action: Changes the value; runs with the lock held, so it must not use this `Atomic`.
    /// - Returns: What `action` returned.
    @discardableResult
    public func modify<Result>(_ action: (inout Value) throws -> Result) rethrows -> Result {
        // Changed in place: keeping the previous value aside would copy a copy-on-write value (an array) on every call.
        try locked.withLock(action)
    }

    /// Reads the value while holding the lock, and returns what `action` returns.
    ///
    /// - Parameter action: Reads the value; runs with the lock held, so it must not use this `Atomic`.
    /// - Returns: What `action` returned.
    @discardableResult
    public func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
        try locked.withLock { try action($0) }
    }

    /// Replaces the value with `newValue`, and returns the value it replaced.
    ///
    /// - Parameter newValue: The new value.
    /// - Returns: The previous value, released by the caller, after the lock.
    @discardableResult
    public func swap(_ newValue: Value) -> Value {
        locked.withLock { value in
            let previous = value
            value = newValue
            return previous
        }
    }
}

// Safety: the value is only reached under the lock, and it is `Sendable`, so what is read out of it may go to
// another thread.
extension Atomic: @unchecked Sendable where Value: Sendable {}
