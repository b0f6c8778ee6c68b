/// A signal that serializes its own deliveries, as seen by the relays fed from inside them.
@usableFromInline
protocol DeliverySerializer: AnyObject, Sendable {
    /// The thread delivering right now and how many deliveries have completed, or `nil` when idle.
    func deliveryInFlight() -> (thread: ThreadIdentity, completedDeliveries: UInt)?

    /// Waits until the delivery that was in flight on another thread has reached every observer.
    func waitForDelivery(after completedDeliveries: UInt)

    /// Keeps a relay's removed observer entries alive until the delivery in flight ends, if one is.
    ///
    /// - Returns: Whether they were retired; if not, no delivery reads them and the caller may release them.
    func retireIfDelivering<Entries>(_ entries: Entries) -> Bool
}

/// The shared machinery behind every signal: observers, the delivery queue and serialization.
///
/// Delivery is serialized without holding a lock while user code runs: the first thread that sends while nobody is
/// delivering becomes the delivering thread; an event sent meanwhile, from any thread or from inside an observer, is
/// queued and delivered by that thread after the current event has reached every observer. The delivering thread is
/// kept in a ``DeliveryWord``. A value sent into a signal that does not track its value starts its delivery with one
/// compare-and-swap, without the lock, and reads the observer list without it; observer changes made meanwhile wait
/// until the delivery ends. A delivery ends with another compare-and-swap, unless something was queued, changed or
/// retired meanwhile, or a disposal waits for it: then it ends under the lock.
///
/// A *relay* (the signal of an operator such as `map`, fed only by its upstream's observer) skips that machinery: its
/// events arrive one at a time from inside the deliveries of its *root*, the nearest signal up the chain that
/// serializes, so it only takes a snapshot of its observers. Disposals ask the root whether a delivery is in flight.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: DeliverySerializer, @unchecked Sendable {
    // Safety: `state` is only touched under its lock; `delivery` and `published` are words used only through their
    // atomic operations; `relayRoot` and `startsDeliveriesWithoutLock` are immutable. `observers` lives outside
    // `state`: it changes only under the lock, by a thread that holds the delivery word, and is read without the lock
    // only by the delivering thread while it delivers (see `observers`). A relay's deliveries read `published`
    // instead, so a relay's `observers` is only touched under its lock.
    @usableFromInline
    let state: Locked<SignalState<Value, Error>>

    /// For a relay, the signal whose deliveries feed it; `nil` for a signal that serializes its own deliveries.
    @usableFromInline
    let relayRoot: (any DeliverySerializer)?

    /// The delivering thread, also in `state`: kept here to end a delivery without the lock.
    @usableFromInline
    let delivery: DeliveryWord

    /// For a relay, its observers as published for its deliveries (see ``RelayObservers``).
    @usableFromInline
    let published: PublishedObservers<Value, Error>

    /// The observers, read by the delivering thread without the lock (a relay's deliveries read the copy it publishes
    /// instead). Besides the lock, changing them takes the delivery word: under the lock, while no delivery is in
    /// flight (see ``SignalState/claimList()``), or by the delivering thread between two deliveries; a change made
    /// during a delivery waits until it ends. Exclusivity is unchecked: those rules keep accesses from overlapping, and
    /// the word's atomic operations order them.
    @exclusivity(unchecked)
    @usableFromInline
    var observers: SubscriptionList<Value, Error> = .empty

    /// Whether a value starts its delivery without the lock: not for a relay, nor for a signal that tracks its value
    /// (whose value bookkeeping needs the lock).
    @usableFromInline
    let startsDeliveriesWithoutLock: Bool

    /// ``outputReleased()`` and ``inputReleased()`` as built by the initializer, for the deinits of `Signal` and
    /// ``SignalInput``. A generic class's deinit runs unspecialized, and so would everything it calls, with a
    /// type-metadata lookup for each generic type it touches (about 9,000 instructions per started producer). The
    /// initializers are inlined where the types are known, so the closures they build (which capture nothing) are
    /// specialized code.
    @usableFromInline
    let releaseHandlers: ReleaseHandlers

    @inlinable
    init(currentValue: Value? = nil) {
        (state, delivery, published) = Self.makeState(currentValue: currentValue, isRelay: false)
        relayRoot = nil
        startsDeliveriesWithoutLock = currentValue == nil
        releaseHandlers = Self.makeReleaseHandlers()
    }

    /// Creates a relay of `upstream`: a signal that must only be sent to from inside `upstream`'s deliveries.
    @inlinable
    init<UpstreamValue, UpstreamError>(relaying upstream: SignalCore<UpstreamValue, UpstreamError>) {
        (state, delivery, published) = Self.makeState(currentValue: nil, isRelay: true)
        relayRoot = upstream.relayRoot ?? upstream
        startsDeliveriesWithoutLock = false
        releaseHandlers = Self.makeReleaseHandlers()
    }

    /// The release handlers of a core of this type (see ``releaseHandlers``).
    @inlinable
    static func makeReleaseHandlers() -> ReleaseHandlers {
        ReleaseHandlers(
            output: { unsafeDowncast($0, to: SignalCore.self).outputReleased() },
            input: { unsafeDowncast($0, to: SignalCore.self).inputReleased() }
        )
    }

    /// The state of a new signal, with its delivery word and, for a relay, the word of its published observers.
    @inlinable
    static func makeState(
        currentValue: Value?,
        isRelay: Bool
    ) -> (Locked<SignalState<Value, Error>>, DeliveryWord, PublishedObservers<Value, Error>) {
        let state = Locked<SignalState<Value, Error>> { word, _ in
            SignalState(currentValue: currentValue, isRelay: isRelay, delivery: DeliveryWord(word))
        }
        let (word, secondWord) = state.words
        return (state, DeliveryWord(word), PublishedObservers(secondWord))
    }

    deinit {
        // The observer list is empty here: every observation holds its signal until it leaves the list.
        // Nor is the generator's lifetime left: a signal is dismantled, or ends, before nobody holds it.
        assert(state.withLock { $0.lifetime == nil }, "A signal was released before its lifetime ended")
        published.releaseAll()
    }

    /// Runs `body` under the lock, then releases the values it replaced, after the lock.
    @inlinable
    func withLock<Result>(_ body: (inout SignalState<Value, Error>) -> Result) -> Result {
        var replaced: (Value?, Value?) = (nil, nil)
        let result = state.withLock { state in
            defer { swap(&replaced, &state.replacedValues) }
            return body(&state)
        }
        _ = replaced
        return result
    }

    // MARK: Sending

    @inlinable
    func send(_ event: Signal<Value, Error>.Event) {
        if relayRoot != nil { return relay(event) }
        if startsDeliveriesWithoutLock, !event.isTerminating {
            let thread = ThreadIdentity.current
            if delivery.tryBegin(on: thread) {
                deliverToObservers(event)
                return drain(on: thread)
            }
        }
        guard let receivers = accept(event) else { return }
        deliver(event, to: receivers)
    }

    /// Hands `event` to the observers in the list, read without the lock. Only on the delivering thread, while it
    /// delivers: the list does not change meanwhile.
    @inlinable
    func deliverToObservers(_ event: Signal<Value, Error>.Event) {
        observers.deliver(event)
    }

    /// Sends into a relay. Its events come one at a time from its root's deliveries: a value goes to the published
    /// observers without the lock; a terminal event ends the relay under it.
    @inlinable
    func relay(_ event: Signal<Value, Error>.Event) {
        guard event.isTerminating else { return published.deliver(event) }
        var replaced: RelayObservers<Value, Error>?
        let accepted = withLock { state in
            defer { replaced = published.publish(observers) }
            return accept(event, in: &state)
        }
        retireAfterRelayDelivery(replaced)
        if let accepted { deliver(event, to: accepted) }
    }

    /// Puts `event` in the signal's order. Returns the observers to deliver it to when the caller must deliver it now
    /// (and then call ``deliver(_:to:)``), or `nil` when it was queued, ignored or has nobody to reach.
    @inlinable
    func accept(_ event: Signal<Value, Error>.Event) -> Receivers<Value, Error>? {
        withLock { accept(event, in: &$0) }
    }

    /// Puts `event` in the signal's order, under the lock; see ``accept(_:)``.
    @inlinable
    func accept(_ event: Signal<Value, Error>.Event, in state: inout SignalState<Value, Error>) -> Receivers<
        Value, Error
    >? {
        state.accept(event, isObserved: !observers.isEmpty).map(receivers(for:))
    }

    /// Whom an accepted delivery goes to: a terminal event takes the observers out of the list. Under the lock, on the
    /// thread that has just begun the delivery (so it may change the list).
    @inlinable
    func receivers(for delivery: AcceptedDelivery) -> Receivers<Value, Error> {
        switch delivery {
        case .value:
            return .observers
        case .terminal:
            defer { observers = .empty }
            return .leaving(observers)
        }
    }

    /// Publishes a relay's observers after they changed. Each change is followed by a publication of the list as it is
    /// then, so the last publication always carries every change, whatever the order of concurrent ones; until it
    /// lands, deliveries read the previous snapshot, which is why a removal still settles with the root afterwards.
    @usableFromInline
    func publishObservers() {
        retireAfterRelayDelivery(state.withLock { _ in published.publish(observers) })
    }

    /// Keeps a relay's replaced observer snapshot alive until its root's delivery in flight ends, if one is, since
    /// that delivery may still read it; otherwise releases it here. Called after the relay's lock.
    @inlinable
    func retireAfterRelayDelivery(_ snapshot: RelayObservers<Value, Error>?) {
        if let snapshot, let root = relayRoot { _ = root.retireIfDelivering(snapshot) }
    }

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

    @inlinable
    func nextStep() -> DeliveryStep<Value, Error>? {
        withLock { state in
            state.completedDeliveries &+= 1
            // Rare: observer changes or retired entries left by the delivery that just ended, or disposals waiting.
            guard state.retired == nil, state.waitingDisposers == 0, !state.hasDeferredChanges else { return .settle }
            while let work = state.pending.popFirst() {
                switch work {
                case .event(let event):
                    // A signal nobody can observe any more is dismantled once its queue drains, under the lock.
                    state.delivery.resume(
                        pinned: !state.pending.isEmpty || state.awaitsDismantling(isObserved: !observers.isEmpty))
                    return .deliver(event, receivers(for: state.beginDelivery(of: event)))
                case .attach(let observation):
                    // An observer disposed while its start was queued never starts.
                    guard !observation.subscription.isRemoved else {
                        if observation.subscription.owner != nil { state.ownedSubscriptions -= 1 }
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
        let (settlement, lifetime) = state.withLock { state in
            let settlement = state.settle(&observers)
            // The last observer may have been removed during the delivery.
            let lifetime =
                settlement.removed.isEmpty ? nil : state.dismantleIfUnobservable(isObserved: !observers.isEmpty)
            return (settlement, lifetime)
        }
        settlement.wake()
        lifetime?.end()
    }

    /// Delivers a terminal event to the observers leaving with it, ends the signal, then releases them.
    @inlinable
    func terminate(with event: Signal<Value, Error>.Event, leaving observers: SubscriptionList<Value, Error>) {
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
    func finishTermination(of leaving: SubscriptionList<Value, Error>) {
        var forwarding: InterruptForwarding?
        let (lifetime, endHooks, settlement) = state.withLock { state in
            var endHooks: [Disposable] = []
            leaving.forEachEntry { observation in
                if let hooks = observation.subscription.markRemoved() { endHooks += hooks }
            }
            state.ownedSubscriptions = 0
            var settlement: Settlement<Value, Error>?
            if relayRoot == nil {
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
        endHooks.disposeAsTeardown()
    }

    // MARK: Observing

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
    @inlinable
    func observe(
        _ callback: ObserverCallback<Value, Error>,
        owner: WeakOwner?,
        startingWithCurrent: Bool
    ) -> Disposable? {
        let observation = ObserverEntry(observing: self, owner: owner, callback)
        let subscription = observation.subscription
        // Owners found alive while looking for orphans, released after the lock.
        var survivors: [AnyObject] = []
        let (outcome, orphans) = state.withLock { state -> (ObservationOutcome<Value>, Orphans<Value, Error>?) in
            guard state.isAccepting else { return (.rejected, nil) }
            let delivering = state.claimList()
            let orphans = pruneOrphans(&state, delivering: delivering, keepingAlive: &survivors)
            if owner != nil { state.ownedSubscriptions += 1 }
            guard startingWithCurrent, state.tracksValue else {
                add(observation, to: &state, delivering: delivering)
                return (.added, orphans)
            }
            guard delivering == .none else {
                state.pending.append(.attach(observation))
                return (.queued, orphans)
            }
            guard let value = state.deliveredValue else { preconditionFailure("A tracked value is never missing") }
            observers.append(observation)
            // The claim becomes this thread's delivery of the current value to the new observer.
            state.delivery.resume(pinned: false)
            return (.startNow(value), orphans)
        }
        survivors = []
        if relayRoot != nil, !outcome.isRejected { publishObservers() }
        if let orphans { tellOrphans(orphans) }
        switch outcome {
        case .rejected:
            if startingWithCurrent, let value = state.withLock({ $0.latestValue }) {
                observation.receive(.value(value))
            }
            observation.receive(.interrupted)
            return nil
        case .added, .queued:
            return subscription
        case .startNow(let value):
            observation.receive(.value(value))
            drain()
            return subscription
        }
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
            observers.append(observation)
            state.releaseList()
        } else {
            state.deferredAdditions.append(observation)
        }
    }

    /// Removes observations whose owner is gone, now or once the delivery in flight ends (see ``SignalState/claimList()``
    /// for `delivering`); they are sent `interrupted` by the caller, after the lock. Only observations with an owner
    /// can be orphans, so this costs one comparison when there are none: that check is inlined, the work is not
    /// (inlining it all into `observe` costs churn ~28 instructions; a generic call for the check costs ~70).
    @inlinable
    func pruneOrphans(
        _ state: inout SignalState<Value, Error>,
        delivering: ThreadIdentity,
        keepingAlive survivors: inout [AnyObject]
    ) -> Orphans<Value, Error>? {
        state.ownedSubscriptions > 0 ? removeOrphans(&state, delivering: delivering, keepingAlive: &survivors) : nil
    }

    /// Does the work of ``pruneOrphans(_:delivering:keepingAlive:)``.
    @usableFromInline
    func removeOrphans(
        _ state: inout SignalState<Value, Error>,
        delivering: ThreadIdentity,
        keepingAlive survivors: inout [AnyObject]
    ) -> Orphans<Value, Error>? {
        let observations =
            delivering == .none
            ? observers.removeOrphans(keepingAlive: &survivors) : observers.orphans(keepingAlive: &survivors)
        guard !observations.isEmpty else { return nil }
        state.ownedSubscriptions -= observations.count
        if delivering != .none { state.hasDeferredRemovals = true }
        var endHooks: [Disposable] = []
        for orphan in observations {
            if let hooks = orphan.subscription.markRemoved() { endHooks += hooks }
            if delivering == .current { orphan.subscription.isSkipped = true }
        }
        return Orphans(observations: observations, endHooks: endHooks)
    }

    /// Tells observations whose owner is gone that they ended, after the lock.
    @usableFromInline
    func tellOrphans(_ orphans: Orphans<Value, Error>) {
        // Orphans are only ever the internal observers of `take(duringLifetimeOf:)` and `<~`, whose closures are
        // thread-safe and idempotent: telling them now, even while a delivery on another thread may still reach them,
        // needs no wait, so adding an observer never blocks.
        for orphan in orphans.observations {
            if relayRoot != nil { settleRelayRemoval(of: orphan.subscription, waiting: false) }
            orphan.receive(.interrupted)
        }
        if let root = relayRoot { _ = root.retireIfDelivering(orphans.observations) }
        orphans.endHooks.disposeAsTeardown()
    }

    // MARK: Disposing

    @usableFromInline
    func isRemoved(_ subscription: SignalSubscription<Value, Error>) -> Bool {
        state.withLock { _ in subscription.isRemoved }
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
        var (removal, removed, lifetime, endHooks) = state.withLock {
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
                return (.deliveringElsewhere(after: state.completedDeliveries), nil, nil, nil)
            }
            let endHooks = subscription.markRemoved()
            let delivering = state.claimList()
            // A delivery in flight reads the list: the entry leaves it, and is released, once that delivery is over.
            var removed: ObserverEntry<Value, Error>?
            let isListed: Bool
            if delivering == .none {
                removed = observers.remove(subscription)
                isListed = removed != nil
            } else {
                state.hasDeferredRemovals = true
                isListed =
                    observers.contains(subscription)
                    || state.deferredAdditions.contains { $0.subscription === subscription }
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
            return (.deliveringElsewhere(after: state.completedDeliveries), nil, lifetime, endHooks)
        }
        if relayRoot != nil, !isRepeated, removal != .alreadyRemoved { publishObservers() }
        switch removal {
        case .deliveringHere:
            break
        case .deliveringElsewhere(let completedDeliveries):
            if waiting { waitForDelivery(after: completedDeliveries) }
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
            root.waitForDelivery(after: delivery.completedDeliveries)
        }
    }

    @usableFromInline
    func deliveryInFlight() -> (thread: ThreadIdentity, completedDeliveries: UInt)? {
        state.withLock { state in
            let thread = state.delivery.pin()
            return thread == .none ? nil : (thread, state.completedDeliveries)
        }
    }

    @usableFromInline
    func retireIfDelivering<Entries>(_ entries: Entries) -> Bool {
        state.withLock { $0.retireIfDelivering(entries) }
    }

    /// Waits until the delivery that was in flight on another thread has reached every observer, asleep.
    @usableFromInline
    func waitForDelivery(after completedDeliveries: UInt) {
        let isStillDelivering = { (state: SignalState<Value, Error>) in
            state.delivery.thread != .none && state.completedDeliveries == completedDeliveries
        }
        let mustWait = state.withLock { state in
            guard isStillDelivering(state) else { return false }
            state.waitingDisposers += 1
            return true
        }
        guard mustWait else { return }
        // The delivering thread resets the count when it wakes the sleepers.
        DeliveryParking.shared.sleep { state.withLock { isStillDelivering($0) } }
    }

    // MARK: Values of a property

    /// How a property's value setter fared.
    @usableFromInline
    enum SetOutcome {
        /// The value was accepted; deliver it to these receivers if any.
        case accepted(Receivers<Value, Error>?)
        /// A `modify` runs on another thread: wait for it.
        case busy
        /// A `modify` of the same property runs on this very thread, further up the stack.
        case nested
    }

    /// Accepts a new value for a property unless a `modify` is in progress.
    @inlinable
    func acceptUnlessModifying(_ value: Value) -> SetOutcome {
        withLock { state in
            if state.modifyingThread == .none { return .accepted(accept(.value(value), in: &state)) }
            return state.modifyingThread == .current ? .nested : .busy
        }
    }

    /// Whether the calling thread is inside `modify` of this signal's property.
    @inlinable
    var isModifyingOnCurrentThread: Bool {
        state.withLock { $0.modifyingThread == .current }
    }

    /// Marks the start of `modify` on the calling thread and returns the value to modify.
    @inlinable
    func beginModify() -> Value? {
        state.withLock { state in
            state.modifyingThread = .current
            return state.latestValue
        }
    }

    /// Marks the end of `modify`, accepting `value` unless the modification was abandoned.
    @inlinable
    func endModify(accepting value: Value?) -> Receivers<Value, Error>? {
        withLock { state in
            state.modifyingThread = .none
            guard let value else { return nil }
            return accept(.value(value), in: &state)
        }
    }

    // MARK: Lifetime of the signal

    /// The value most recently sent into a signal that tracks its value (the signal of a property).
    @inlinable
    var currentValue: Value {
        guard let value = state.withLock({ $0.latestValue }) else {
            preconditionFailure("Only the signal of a property has a current value")
        }
        return value
    }

    /// Observes the values of a property's signal, starting with the current one.
    @inlinable
    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        observeValues(action, startingWithCurrent: true)
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

    /// Hands the core its generator's lifetime, which it ends with the signal; ends it at once if the signal already ended.
    @inlinable
    func adoptLifetime(_ lifetime: Lifetime) {
        let isEnded = state.withLock { state in
            guard !state.isTerminated else { return true }
            state.lifetime = lifetime
            return false
        }
        if isEnded { lifetime.end() }
    }

    /// Called when the last `Signal` handle goes away: with no observers left, nobody can ever observe it again; with
    /// its input gone too, nobody can ever send into it, so its observers are interrupted.
    @inlinable
    func outputReleased() {
        let (lifetime, isAbandoned) = state.withLock { state in
            state.isOutputReleased = true
            let lifetime = state.dismantleIfUnobservable(isObserved: !observers.isEmpty)
            return (lifetime, state.isInputReleased && state.isAccepting)
        }
        lifetime?.end()
        if isAbandoned { send(.interrupted) }
    }

    /// Called when the input observer goes away: with the `Signal` handles gone too, nobody can ever send into the
    /// signal or observe it again, so its observers are interrupted. Observations hold their signal, so this is what
    /// frees an abandoned signal and everything downstream of it.
    @inlinable
    func inputReleased() {
        let isAbandoned = state.withLock { state in
            state.isInputReleased = true
            return state.isOutputReleased && state.isAccepting
        }
        if isAbandoned { send(.interrupted) }
    }
}

/// What the deinits of a signal's handles call on its core, built where the core's types are known (see
/// ``SignalCore/releaseHandlers``). Each closure gets the core.
@usableFromInline
struct ReleaseHandlers: Sendable {
    /// Calls ``SignalCore/outputReleased()``.
    @usableFromInline
    let output: @Sendable (AnyObject) -> Void
    /// Calls ``SignalCore/inputReleased()``.
    @usableFromInline
    let input: @Sendable (AnyObject) -> Void

    @inlinable
    init(output: @escaping @Sendable (AnyObject) -> Void, input: @escaping @Sendable (AnyObject) -> Void) {
        self.output = output
        self.input = input
    }
}
