/// Adding observers: to the list at once when nobody delivers, else once the delivery in flight ends; for a property's
/// signal, starting with the current value inside the signal's order. Observations whose owner is gone are dropped
/// while an observer is added.
extension SignalCore {
    /// Adds an observer. An observer of a signal that has ended gets `interrupted` at once and `nil` is returned.
    ///
    /// - Parameters:
    ///   - action: Receives the events.
    ///   - owner: When given, the observation is dropped once the owner is gone.
    ///   - startingWithCurrent: Whether a signal that tracks its value first sends the current value to this
    ///     observer, inside the signal's order so that nothing is missed or repeated.
    @inlinable
    func observe(
        _ action: @escaping (Signal<Value, Error>.Event) -> Void,
        owner: WeakOwner? = nil,
        startingWithCurrent: Bool = false
    ) -> Disposable? {
        observe(.events(action), owner: owner, startingWithCurrent: startingWithCurrent)
    }

    /// Adds an observer of the values only, without wrapping `action` in another closure.
    @inlinable
    func observeValues(_ action: @escaping (Value) -> Void, startingWithCurrent: Bool = false) -> Disposable? {
        observe(.values(action), owner: nil, startingWithCurrent: startingWithCurrent)
    }

    /// Adds an observer with `callback`; see the method above that takes a closure for every event.
    ///
    /// - Parameter asOnlyObserver: Whether this is the only observer the signal will ever have, which nobody can
    ///   dispose of (what starting a producer with one observer makes): the caller made no `Signal` handle, so the
    ///   output is released at once, under the same lock, as ``outputReleased()`` would (with the observer added it
    ///   has nothing else to do), and the observation gets no subscription; `nil` is returned.
    @inlinable
    func observe(
        _ callback: ObserverCallback<Value, Error>,
        owner: WeakOwner?,
        startingWithCurrent: Bool,
        asOnlyObserver: Bool = false
    ) -> Disposable? {
        let observation = ObserverEntry(observing: self, owner: owner, callback, isRemovable: !asOnlyObserver)
        let subscription = observation.subscription
        // Owners found alive while looking for orphans, released after the lock.
        var survivors: [AnyObject] = []
        let (outcome, orphans) = withStateLock { state -> (ObservationOutcome<Value>, Orphans<Value, Error>?) in
            guard state.isAccepting else { return (.rejected, nil) }
            if asOnlyObserver { state.isOutputReleased = true }
            let delivering = state.claimList()
            let orphans = pruneOrphans(&state, delivering: delivering, keepingAlive: &survivors)
            if owner != nil { state.ownedSubscriptions += 1 }
            guard startingWithCurrent, state.tracksValue else {
                add(observation, to: &state, delivering: delivering)
                return (.added, orphans)
            }
            guard delivering == .none else {
                state.enqueueStart(of: observation)
                return (.queued, orphans)
            }
            guard let value = state.deliveredValue else { preconditionFailure("A tracked value is never missing") }
            assert(state.hasClaimedList, "The observer list changes only while it is claimed")
            observers.append(observation)
            // The claim becomes this thread's delivery of the current value to the new observer.
            state.delivery.resume(pinned: false)
            return (.startNow(value), orphans)
        }
        survivors = []
        if asOnlyObserver, outcome.isRejected { outputReleased() }
        if relayRoot != nil, !outcome.isRejected { publishObservers() }
        if let orphans { tellOrphans(orphans) }
        switch outcome {
        case .rejected:
            reject(observation, startingWithCurrent: startingWithCurrent)
            return nil
        case .added, .queued:
            return subscription
        case .startNow(let value):
            observation.receive(.value(value))
            // Not `drain()`: its fast path inlined here would keep this method from being inlined into its callers.
            drainQueued()
            return subscription
        }
    }

    /// Tells an observer of a signal that has ended that it ended (after its last value, if it asked for the current
    /// one). Not inlined: observing an ended signal is rare.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func reject(_ observation: ObserverEntry<Value, Error>, startingWithCurrent: Bool) {
        if startingWithCurrent, let value = withStateLock({ $0.latestValue }) {
            observation.receive(.value(value))
        }
        observation.receive(.interrupted)
    }

    /// Observes for a `<~` binding, whose end may be tied to the life of `owner`.
    @inlinable
    func observeForBinding(
        _ action: @escaping (Signal<Value, Error>.Event) -> Void,
        whileAlive owner: AnyObject?,
        startingWithCurrent: Bool
    ) -> Disposable? {
        observe(action, owner: owner.map(WeakOwner.init), startingWithCurrent: startingWithCurrent)
    }

    /// Adds `observation` to the list now if it is claimed (`delivering == .none`), and gives the claim back; else adds
    /// it once the delivery in flight ends. Under the lock.
    @inlinable
    func add(
        _ observation: ObserverEntry<Value, Error>,
        to state: inout SignalState<Value, Error>,
        delivering: ThreadIdentity
    ) {
        if delivering == .none {
            assert(state.hasClaimedList, "The observer list changes only while it is claimed")
            observers.append(observation)
            state.releaseList()
        } else {
            state.deferredAdditions.append(observation)
        }
    }

    /// Removes observations whose owner is gone, now or once the delivery in flight ends (see ``SignalState/claimList()``
    /// for `delivering`); they are sent `interrupted` by the caller, after the lock. Only observations with an owner
    /// can be orphans, so this costs one comparison when there are none: that check is inlined, the work is not.
    @inlinable
    func pruneOrphans(
        _ state: inout SignalState<Value, Error>,
        delivering: ThreadIdentity,
        keepingAlive survivors: inout [AnyObject]
    ) -> Orphans<Value, Error>? {
        state.ownedSubscriptions > 0 ? removeOrphans(&state, delivering: delivering, keepingAlive: &survivors) : nil
    }

    /// Does the work of ``pruneOrphans(_:delivering:keepingAlive:)``.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func removeOrphans(
        _ state: inout SignalState<Value, Error>,
        delivering: ThreadIdentity,
        keepingAlive survivors: inout [AnyObject]
    ) -> Orphans<Value, Error>? {
        assert(delivering != .none || state.hasClaimedList, "The observer list changes only while it is claimed")
        let observations =
            delivering == .none
            ? observers.removeOrphans(keepingAlive: &survivors) : observers.orphans(keepingAlive: &survivors)
        guard !observations.isEmpty else { return nil }
        state.ownedSubscriptions -= observations.count
        if delivering != .none { state.hasDeferredRemovals = true }
        var endHooks: [Disposable] = []
        for orphan in observations {
            // An orphan has an owner, so a subscription.
            if let hooks = orphan.subscription?.markRemoved() { endHooks += hooks }
            if delivering == .current { orphan.subscription?.isSkipped = true }
        }
        return Orphans(observations: observations, endHooks: endHooks)
    }

    /// Tells observations whose owner is gone that they ended, after the lock.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func tellOrphans(_ orphans: Orphans<Value, Error>) {
        // Orphans are only ever the internal observers of `take(duringLifetimeOf:)` and `<~`, whose closures are
        // thread-safe and idempotent: telling them now, even while a delivery on another thread may still reach them,
        // needs no wait, so adding an observer never blocks.
        for orphan in orphans.observations {
            if relayRoot != nil, let subscription = orphan.subscription {
                settleRelayRemoval(of: subscription, waiting: false)
            }
            orphan.receive(.interrupted)
        }
        if let root = relayRoot { _ = root.retireIfDelivering(orphans.observations) }
        orphans.endHooks.disposeAsTeardown()
    }
}
