/// The delivering thread's side of the delivery protocol: delivering an accepted event and what was queued behind it,
/// the settle step between two deliveries, and the delivery of a terminal event.
///
/// Everything here runs on the thread that holds the delivery word (see ``DeliveryWord``), except a relay's terminal
/// event, which its root's delivering thread delivers. A delivery that was pinned while it ran ends under the lock in
/// ``nextStep()``, which settles first if observers changed, something was retired or a disposal waits.
extension SignalCore {
    /// Delivers an accepted event, then everything queued behind it. (A relay's only accepted event is its terminal
    /// one, whose observers leave with it.)
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event, to receivers: Receivers<Value, Error>) {
        switch receivers {
        case .observers:
            deliverToObservers(event)
            drain()
        case .leaving(let observers):
            terminate(with: event, leaving: observers)
        }
    }

    /// Ends the calling thread's delivery, after delivering what was queued behind it.
    ///
    /// An unpinned delivery ends without the lock; a pinned one ends, or goes on with the next queued event, under it.
    @inlinable
    func drain(on thread: ThreadIdentity = .current) {
        if delivery.tryEnd(on: thread) { return }
        drainQueued(on: thread)
    }

    /// ``drain(on:)``, not inlined: the loop for a delivery found pinned (what other threads queued, observers changed
    /// while it ran, a disposal waiting). Only contended and reentrant deliveries go round it, and a client would
    /// otherwise compile it for every value type it sends.
    @inline(never)
    @inlinable
    func drainQueued(on thread: ThreadIdentity = .current) {
        while !delivery.tryEnd(on: thread), let step = nextStep() {
            switch step {
            case .deliver(let event, .observers):
                deliverToObservers(event)
            case .deliver(let event, .leaving(let observers)):
                return terminate(with: event, leaving: observers)
            case .start(let observation, let value):
                observation.receive(.value(value))
            case .drop:
                continue
            case .settle:
                settleDelivery()
            case .dismantle(let lifetime):
                return lifetime.end()
            }
        }
    }

    /// Decides, under the lock, what the delivering thread does once the delivery it pinned is over: settle, deliver
    /// the next queued event, start a queued observer, or end the delivery (`nil`, or `.dismantle`). Only after
    /// ``DeliveryWord/tryEnd(on:)`` failed, so the calling thread holds the word and it is pinned.
    @inlinable
    func nextStep() -> DeliveryStep<Value, Error>? {
        withLock { state in
            assert(state.delivery.thread == .current, "Only the delivering thread goes on to its next step")
            assert(state.delivery.isPinned, "A delivery goes on under the lock only when it was pinned")
            state.deliveryGeneration &+= 1
            // Rare: observer changes or retired entries left by the delivery that just ended, or disposals waiting.
            guard state.retired == nil, state.waitingDisposers == 0, !state.hasDeferredChanges else { return .settle }
            while let work = state.pending.popFirst() {
                switch work {
                case .event(let event, _):
                    // A signal nobody can observe any more is dismantled once its queue drains, under the lock.
                    state.delivery.resume(
                        pinned: !state.pending.isEmpty || state.awaitsDismantling(isObserved: !observers.isEmpty))
                    return .deliver(event, receivers(for: state.beginDelivery(of: event)))
                case .attach(let observation):
                    // An observer disposed while its start was queued never starts.
                    guard !observation.isRemoved else {
                        if observation.owner != nil { state.ownedSubscriptions -= 1 }
                        return .drop(observation)
                    }
                    guard !state.isTerminated, let value = state.deliveredValue else { return .drop(observation) }
                    observers.append(observation)
                    state.delivery.resume(pinned: !state.pending.isEmpty)
                    return .start(observation, with: value)
                }
            }
            state.delivery.end()
            // The last observer may have left while events were queued, which kept the signal from being dismantled
            // then; it is now that the queue has drained.
            return state.dismantleIfUnobservable(isObserved: !observers.isEmpty).map(DeliveryStep.dismantle)
        }
    }

    /// After a delivery: applies the observer changes made during it, releases what it retired and wakes the
    /// disposals that waited for it. The delivering thread still holds the delivery word.
    ///
    /// This is a step between two deliveries, and it counts as one more completed delivery: a disposal that began
    /// waiting in it (after the delivery before it was counted) waited for no observer call, and must be released by
    /// the wake-up here, since the next delivery may wake nobody.
    @usableFromInline
    func settleDelivery() {
        #if DEBUG
            DeliveryTestHooks.whenSettling?(.before)
        #endif
        let (settlement, lifetime) = withStateLock { state in
            // `nextStep` returned `.settle` and left the word as it was; only this thread may unpin it.
            assert(state.delivery.thread == .current, "Only the delivering thread settles its delivery")
            assert(state.delivery.isPinned, "A delivery that has something to settle is pinned")
            let settlement = state.settle(&observers)
            // The last observer may have been removed during the delivery.
            let lifetime =
                settlement.removed.isEmpty ? nil : state.dismantleIfUnobservable(isObserved: !observers.isEmpty)
            return (settlement, lifetime)
        }
        settlement.wake()
        lifetime?.end()
        #if DEBUG
            DeliveryTestHooks.whenSettling?(.after)
        #endif
    }

    /// Delivers a terminal event to the observers leaving with it, ends the signal, then releases them. Not inlined:
    /// it runs once per signal.
    @usableFromInline
    func terminate(with event: Signal<Value, Error>.Event, leaving observers: ObserverList<Value, Error>) {
        observers.deliver(event)
        finishTermination(of: observers)
        // The leaving observers' callbacks, released last.
        observers.releaseEntries()
    }

    /// Ends the delivery of a terminal event, then the signal's lifetime.
    ///
    /// The delivery counts as over before the lifetime ends, so a disposal waiting for it never waits for the
    /// teardown of the signal's upstream observations; that teardown does not wait for other threads either.
    @inlinable
    func finishTermination(of leaving: ObserverList<Value, Error>) {
        var forwarding: InterruptForwarding?
        let (lifetime, endHooks, settlement) = withStateLock { state in
            // Nobody can observe once a terminal event is accepted, and the settle before its delivery applied the
            // observers added earlier; nothing can be queued behind it either.
            assert(state.deferredAdditions.isEmpty, "No observer waits to be added when a signal terminates")
            assert(state.pending.isEmpty, "Nothing is queued behind a terminal event")
            var endHooks: [Disposable] = []
            leaving.forEachEntry { observation in
                if let hooks = observation.subscription?.markRemoved() { endHooks += hooks }
            }
            state.ownedSubscriptions = 0
            var settlement: Settlement<Value, Error>?
            if relayRoot == nil {
                // A relay's terminal event is delivered by its root's delivering thread; its own word stays idle.
                assert(state.delivery.thread == .current, "Only the delivering thread ends a terminal delivery")
                settlement = state.settle(&observers)
                state.delivery.end()
            }
            defer {
                state.lifetime = nil
                // Released after the lock, with the tuple.
                forwarding = state.interruptForwarding.take()
            }
            return (state.lifetime, endHooks, settlement)
        }
        _ = forwarding
        settlement?.wake()
        lifetime?.end()
        if !endHooks.isEmpty { endHooks.disposeAsTeardown() }
    }
}
