/// One observer's place in a signal, and the disposable that removes it.
@usableFromInline
final class SignalSubscription<Value, Error: Swift.Error>: Disposable, @unchecked Sendable {
    // Safety: `owner`, `core` and `detach` are immutable. `isRemoved` is only touched under the core's lock.
    // `isSkipped` is only written by the thread that delivers the signal's events (the root's, for a relay), while
    // it delivers, and only read by that thread. `action` is read by the delivering thread, and once by the thread
    // that prunes an orphan (an internal, thread-safe observer of a gone owner); it is only cleared once the
    // subscription is out of every snapshot: by the delivering thread after the terminal event, or by `dispose()`
    // when no delivery is in flight or after waiting for it.
    /// The observer's callback; replaced by a no-op once it can never be called again, releasing what it captures.
    @exclusivity(unchecked)
    @usableFromInline
    var action: (Signal<Value, Error>.Event) -> Void

    /// Set when the observer is disposed in the middle of a delivery on the delivering thread.
    ///
    /// Exclusivity is unchecked: the access rules above make overlapping accesses impossible, and the check would cost
    /// more than the rest of a delivery to one observer.
    @exclusivity(unchecked)
    @usableFromInline
    var isSkipped = false

    /// Set once the observer has been taken out of its signal.
    @exclusivity(unchecked)
    @usableFromInline
    var isRemoved = false

    @usableFromInline
    let owner: WeakOwner?

    /// The signal observed. Held strongly so that no weak reference moves the core's reference counts to a side
    /// table, which would slow down every retain of it; the cycle through the core's list of subscriptions is broken
    /// when the subscription is removed, when the signal ends, or when it is abandoned.
    @usableFromInline
    let core: SignalCore<Value, Error>

    /// Removes the subscription from its core. Created where the types are known, so that `dispose()`, reached through
    /// the `Disposable` witness in generic code, still runs specialized code.
    @usableFromInline
    let detach: (SignalSubscription) -> Void

    @inlinable
    init(
        action: @escaping (Signal<Value, Error>.Event) -> Void,
        owner: WeakOwner?,
        core: SignalCore<Value, Error>
    ) {
        self.action = action
        self.owner = owner
        self.core = core
        detach = { subscription in subscription.core.remove(subscription) }
    }

    /// Releases the callback and what it captures; only for a subscription no delivery can reach any more.
    @inlinable
    func releaseAction() {
        action = { _ in }
    }

    @usableFromInline
    var isDisposed: Bool {
        core.isRemoved(self)
    }

    @usableFromInline
    func dispose() {
        detach(self)
    }
}
