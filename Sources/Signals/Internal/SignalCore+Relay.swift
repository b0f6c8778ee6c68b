/// A signal that serializes its own deliveries, as seen by the relays fed from inside them.
@usableFromInline
protocol DeliverySerializer: AnyObject {
    /// The thread delivering right now and how many deliveries have completed, or `nil` when idle.
    func deliveryInFlight() -> (thread: ThreadIdentity, deliveryGeneration: UInt)?

    /// Waits until the delivery that was in flight on another thread has reached every observer.
    func waitForDelivery(after deliveryGeneration: UInt)

    /// Keeps a relay's removed observer entries alive until the delivery in flight ends, if one is.
    ///
    /// - Returns: Whether they were retired; if not, no delivery reads them and the caller may release them.
    func retireIfDelivering<Entries>(_ entries: Entries) -> Bool
}

/// What is particular to a relay (`relayRoot != nil`): its values go to its published observers without the lock, from
/// inside its root's deliveries; a change of its observers is published, and what its root's delivery in flight may
/// still read is retired to that root. Also what a root does for the relays it feeds (``DeliverySerializer``).
extension SignalCore {
    /// Sends into a relay. Its events come one at a time from its root's deliveries: a value goes to the published
    /// observers without the lock; a terminal event ends the relay under it.
    @inlinable
    func relay(_ event: Signal<Value, Error>.Event) {
        guard event.isTerminating else { return published.deliver(event) }
        relayTerminal(event)
    }

    /// Ends a relay with its terminal event; see ``relay(_:)``. Not inlined: it runs once per relay.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func relayTerminal(_ event: Signal<Value, Error>.Event) {
        var replaced: RelayObservers<Value, Error>?
        let accepted = withLock { state in
            defer { replaced = published.publish(observers) }
            return accept(event, in: &state)
        }
        retireAfterRelayDelivery(replaced)
        if let accepted { deliver(event, to: accepted) }
    }

    /// Publishes a relay's observers after they changed. Each change is followed by a publication of the list as it is
    /// then, so the last publication always carries every change, whatever the order of concurrent ones; until it
    /// lands, deliveries read the previous snapshot, which is why a removal still settles with the root afterwards.
    @usableFromInline
    func publishObservers() {
        retireAfterRelayDelivery(withStateLock { _ in published.publish(observers) })
    }

    /// Keeps a relay's replaced observer snapshot alive until its root's delivery in flight ends, if one is, since
    /// that delivery may still read it; otherwise releases it here. Called after the relay's lock.
    func retireAfterRelayDelivery(_ snapshot: RelayObservers<Value, Error>?) {
        if let snapshot, let root = relayRoot { _ = root.retireIfDelivering(snapshot) }
    }

    /// Gives a relay's removed observer the guarantee of ``remove(_:)``, through the root that feeds the relay.
    ///
    /// - Parameter waiting: Whether to wait for a delivery in flight on another thread.
    @usableFromInline
    func settleRelayRemoval(of subscription: SignalSubscription<Value, Error>, waiting: Bool = true) {
        guard let root = relayRoot, let delivery = root.deliveryInFlight() else { return }
        if delivery.thread == .current {
            // Only this thread delivers the relay's events until the root's delivery ends, and it reads the flag.
            subscription.isSkipped = true
        } else if waiting {
            root.waitForDelivery(after: delivery.deliveryGeneration)
        }
    }

    @usableFromInline
    func deliveryInFlight() -> (thread: ThreadIdentity, deliveryGeneration: UInt)? {
        withStateLock { state in
            let thread = state.delivery.pin()
            return thread == .none ? nil : (thread, state.deliveryGeneration)
        }
    }

    @usableFromInline
    func retireIfDelivering<Entries>(_ entries: Entries) -> Bool {
        withStateLock { $0.retireIfDelivering(entries) }
    }
}
