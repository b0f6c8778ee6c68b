/// One observer's place in a signal, and the disposable that removes it.
@usableFromInline
final class SignalSubscription<Value, Error: Swift.Error>: TeardownDisposable, EndReporting, @unchecked Sendable {
    // Safety: `owner`, `core` and `detach` are immutable. `isRemoved` and `endHooks` are only touched under the core's
    // lock.
    // `isSkipped` is only written by the thread that delivers the signal's events (the root's, for a relay), while
    // it delivers, and only read by that thread. The callback is not here but in the signal's list entry, so a caller
    // that keeps this disposable does not keep the callback (and what it captures) alive after the observation ends.
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

    /// Disposed of when the observation ends: the places it holds in lifetimes and composites.
    @exclusivity(unchecked)
    @usableFromInline
    var endHooks: [Disposable]?

    @usableFromInline
    let owner: WeakOwner?

    /// The signal observed. Held strongly so that no weak reference moves the core's reference counts to a side
    /// table, which would slow down every retain of it; the cycle through the core's list of subscriptions is broken
    /// when the subscription is removed, when the signal ends, or when it is abandoned.
    @usableFromInline
    let core: SignalCore<Value, Error>

    /// Removes the subscription from its core. Created where the types are known, so that `dispose()`, reached through
    /// the `Disposable` witness in generic code, still runs specialized code. The flag tells whether to wait for a
    /// delivery in flight on another thread (a user's `dispose()`) or not (library teardown).
    @usableFromInline
    let detach: (SignalSubscription, Bool) -> Void

    @inlinable
    init(owner: WeakOwner?, core: SignalCore<Value, Error>) {
        self.owner = owner
        self.core = core
        detach = { subscription, waiting in subscription.core.remove(subscription, waiting: waiting) }
    }

    @usableFromInline
    var isDisposed: Bool {
        core.isRemoved(self)
    }

    @usableFromInline
    func dispose() {
        detach(self, true)
    }

    @usableFromInline
    func disposeAsTeardown() {
        detach(self, false)
    }

    @usableFromInline
    func whenEnded(dispose hook: Disposable) {
        let hasEnded = core.withStateLock { _ in
            if isRemoved { return true }
            endHooks = (endHooks ?? []) + [hook]
            return false
        }
        if hasEnded { [hook].disposeAsTeardown() }
    }

    /// Marks the observation as out of its signal and hands over its end hooks. Called under the core's lock.
    @inlinable
    func markRemoved() -> [Disposable]? {
        isRemoved = true
        guard endHooks != nil else { return nil }
        defer { endHooks = nil }
        return endHooks
    }
}
