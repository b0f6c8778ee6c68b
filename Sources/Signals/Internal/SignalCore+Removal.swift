/// Removing observers, with the guarantee of a user's `dispose()`: once it returns, no new callback of the observer
/// starts. A delivery in flight on another thread is waited for (asleep, in ``DeliveryParking``) unless the removal is
/// the library's own teardown.
extension SignalCore {
    @usableFromInline
    func isRemoved(_ subscription: SignalSubscription<Value, Error>) -> Bool {
        withStateLock { _ in subscription.isRemoved }
    }

    /// Removes an observer. When this returns, no new callback of that observer starts: a delivery in progress on
    /// this thread skips it; one in progress on another thread is waited for, unless the removal is part of the
    /// library's own teardown (see ``TeardownDisposable``), which never waits. A second removal of the same observer
    /// (another thread's `dispose()`, or the delivering thread's, while the first waits) gives the same guarantee.
    ///
    /// - Parameter waiting: Whether to wait for a delivery in flight on another thread: `false` for library teardown.
    @inlinable
    func remove(_ subscription: SignalSubscription<Value, Error>, waiting: Bool = true) {
        var isRepeated = false
        var (removal, removed, lifetime, endHooks) = withStateLock {
            state -> (Removal, ObserverEntry<Value, Error>?, Lifetime?, [Disposable]?) in
            if subscription.isRemoved {
                // The delivery in flight when the first removal was made may still reach the observer.
                isRepeated = true
                let delivering = state.delivery.pin()
                if delivering == .none { return (.alreadyRemoved, nil, nil, nil) }
                if delivering == .current {
                    subscription.isSkipped = true
                    return (.deliveringHere, nil, nil, nil)
                }
                return (.deliveringElsewhere(after: state.deliveryGeneration), nil, nil, nil)
            }
            let endHooks = subscription.markRemoved()
            let delivering = state.claimList()
            // A delivery in flight reads the list: the entry leaves it, and is released, once that delivery is over.
            var removed: ObserverEntry<Value, Error>?
            let isListed: Bool
            if delivering == .none {
                assert(state.hasClaimedList, "The observer list changes only while it is claimed")
                removed = observers.remove(subscription)
                isListed = removed != nil
            } else {
                state.hasDeferredRemovals = true
                isListed =
                    observers.contains(subscription)
                    || state.deferredAdditions.contains { $0.isObserved(by: subscription) }
            }
            if isListed, subscription.owner != nil { state.ownedSubscriptions -= 1 }
            let lifetime = state.dismantleIfUnobservable(isObserved: !observers.isEmpty)
            if delivering == .none {
                state.releaseList()
                return (.idle, removed, lifetime, endHooks)
            }
            if delivering == .current {
                subscription.isSkipped = true
                return (.deliveringHere, nil, lifetime, endHooks)
            }
            return (.deliveringElsewhere(after: state.deliveryGeneration), nil, lifetime, endHooks)
        }
        if relayRoot != nil, !isRepeated, removal != .alreadyRemoved { publishObservers() }
        switch removal {
        case .deliveringHere:
            break
        case .deliveringElsewhere(let deliveryGeneration):
            if waiting { waitForDelivery(after: deliveryGeneration) }
        case .idle, .alreadyRemoved:
            // A relay's events come from its root's delivery, which its own word does not show.
            if relayRoot != nil, removal == .idle || isRepeated {
                settleRelayRemoval(of: subscription, waiting: waiting)
            }
        }
        // The entry, and with it the callback, is released here, after the lock, unless a delivery may still read it.
        if let root = relayRoot, let entry = removed, root.retireIfDelivering(entry) { removed = nil }
        _ = removed
        lifetime?.end()
        endHooks?.disposeAsTeardown()
    }

    /// Waits until the delivery that was in flight on another thread has reached every observer, asleep.
    @usableFromInline
    func waitForDelivery(after deliveryGeneration: UInt) {
        let isStillDelivering = { (state: SignalState<Value, Error>) in
            state.delivery.thread != .none && state.deliveryGeneration == deliveryGeneration
        }
        let mustWait = withStateLock { state in
            guard isStillDelivering(state) else { return false }
            // The removal found another thread delivering, and this thread cannot have begun a delivery since.
            assert(state.delivery.thread != .current, "A thread never waits for its own delivery")
            state.waitingDisposers += 1
            return true
        }
        guard mustWait else { return }
        // The delivering thread resets the count when it wakes the sleepers.
        DeliveryParking.shared.sleep { withStateLock { isStillDelivering($0) } }
    }
}
