/// Everything a signal's lock protects. The observer list is not here but in the core (``SignalCore/observers``),
/// because deliveries read it without the lock; the methods that change it are handed it.
@usableFromInline
struct SignalState<Value, Error: Swift.Error> {
    /// Observers added while a delivery was in flight, for the delivering thread to add once it ends.
    @usableFromInline
    var deferredAdditions: ContiguousArray<ObserverEntry<Value, Error>> = []
    /// Whether observers were removed while a delivery was in flight: they stay in the list, marked removed (and
    /// skipped, if the delivering thread removed them), until the delivering thread takes them out once it ends.
    @usableFromInline
    var hasDeferredRemovals = false
    /// Where the signal is in its life; it only moves forward.
    @usableFromInline
    var lifecycle = SignalLifecycle.accepting
    /// The thread delivering events right now, if any; a delivery that is not pinned may end without the lock.
    @usableFromInline
    let delivery: DeliveryWord
    @usableFromInline
    var pending = PendingQueue<PendingDelivery<Value, Error>>()
    /// Goes up by one each time a delivery settles (a value or a terminal event, with the changes it deferred): a
    /// disposal on another thread waits until it has moved past the generation of the delivery it saw in flight.
    @usableFromInline
    var deliveryGeneration: UInt = 0
    /// What a relay's delivery may still read when the relay lets go of it (removed entries, replaced snapshots), kept
    /// here, in its root, for the delivering thread to release once that delivery is over.
    @usableFromInline
    var retired: [Any]?
    /// How many disposals on other threads sleep until the delivery in flight ends; reset when they are woken.
    @usableFromInline
    var waitingDisposers = 0
    /// Whether the signal remembers its current value (the signal of a property).
    @usableFromInline
    let tracksValue: Bool
    /// The last value accepted, including values still queued.
    @usableFromInline
    var latestValue: Value?
    /// The last value whose delivery has started: what an observer added now has already missed.
    @usableFromInline
    var deliveredValue: Value?
    /// Subscriptions that carry an owner and may become orphans.
    @usableFromInline
    var ownedSubscriptions = 0
    @usableFromInline
    var isOutputReleased = false
    @usableFromInline
    var isInputReleased = false
    /// Values replaced under the lock, handed to the caller to release after it: releasing a value may run a deinit
    /// that uses this very signal.
    @usableFromInline
    var replacedValues: (Value?, Value?) = (nil, nil)
    /// The thread running `MutableProperty.modify` on this signal's property, or `.none`.
    @usableFromInline
    var modifyingThread = ThreadIdentity.none
    /// Ends the lifetime handed to the signal's generator.
    @usableFromInline
    var lifetime: Lifetime?
    /// Where an interruption of a lifted producer's start goes instead of straight into this signal: the start of the
    /// producer it lifts. Released when the signal terminates.
    @usableFromInline
    var interruptForwarding: InterruptForwarding?
    /// Whether an interruption was forwarded upstream: a second one does nothing.
    @usableFromInline
    var isInterruptForwarded = false

    /// Whether the signal is a relay: fed only from inside the deliveries of the signal it relays.
    @usableFromInline
    let isRelay: Bool

    @inlinable
    init(currentValue: Value?, isRelay: Bool, delivery: DeliveryWord) {
        self.isRelay = isRelay
        self.delivery = delivery
        tracksValue = currentValue != nil
        latestValue = currentValue
        deliveredValue = currentValue
    }

    /// Whether the signal still takes events: no terminal event was accepted and it was not dismantled.
    @inlinable
    var isAccepting: Bool { lifecycle == .accepting }

    /// Whether the observers have been handed their terminal event, or the signal was dismantled.
    @inlinable
    var isTerminated: Bool { lifecycle == .terminated }

    /// Keeps `entries` alive until the delivery in flight ends, if one is; returns whether they were retired.
    @inlinable
    mutating func retireIfDelivering<Entries>(_ entries: Entries) -> Bool {
        guard delivery.pin() != .none else { return false }
        if retired == nil { retired = [] }
        retired?.append(entries)
        return true
    }

    /// Hands over the retired entries, for release after the lock.
    @inlinable
    mutating func takeRetired() -> [Any]? {
        guard retired != nil else { return nil }
        defer { retired = nil }
        return retired
    }

    // MARK: Changing the observer list

    /// Claims the observer list for a change now and returns `.none`, or, when a delivery is in flight, pins it and
    /// returns its thread: the change must then be deferred. A claim must be given back with ``releaseList()``
    /// before the lock is. A relay's deliveries read a published copy of its list, so a relay always gets it now.
    @inlinable
    mutating func claimList() -> ThreadIdentity {
        isRelay ? .none : delivery.claimOrPin()
    }

    /// Gives back the list claimed by ``claimList()``.
    @inlinable
    mutating func releaseList() {
        if !isRelay { delivery.end() }
    }

    /// Whether the list is claimed for a change: ``claimList()`` returned `.none` and ``releaseList()`` has not been
    /// called yet. Always true for a relay, whose list only needs its lock. For debug assertions, under the lock.
    @inlinable
    var hasClaimedList: Bool {
        isRelay || delivery.isClaimed
    }

    /// Whether observer changes wait for the delivery in flight to end.
    @inlinable
    var hasDeferredChanges: Bool {
        hasDeferredRemovals || !deferredAdditions.isEmpty
    }

    /// Counts the delivery that just ended, applies the observer changes deferred during it and hands over what it
    /// leaves behind. On the delivering thread, which still holds the delivery word.
    @inlinable
    mutating func settle(_ observers: inout ObserverList<Value, Error>) -> Settlement<Value, Error> {
        deliveryGeneration &+= 1
        defer { waitingDisposers = 0 }
        return Settlement(
            removed: hasDeferredChanges ? applyDeferredChanges(to: &observers) : [],
            retired: takeRetired(),
            isAwaited: waitingDisposers > 0
        )
    }

    /// Applies the observer changes deferred during the delivery that just ended, on its thread, and returns the
    /// removed entries for release after the lock.
    @usableFromInline
    mutating func applyDeferredChanges(
        to observers: inout ObserverList<Value, Error>
    ) -> ContiguousArray<ObserverEntry<Value, Error>> {
        assert(delivery.thread == .current, "Only the delivering thread applies the deferred changes")
        for observation in deferredAdditions { observers.append(observation) }
        deferredAdditions = []
        guard hasDeferredRemovals else { return [] }
        hasDeferredRemovals = false
        return observers.removeAll { $0.isRemoved }
    }

    /// Keeps a value that is being replaced, for release after the lock.
    @inlinable
    mutating func retire(_ value: Value?) {
        // A value without references has no deinit: it may go under the lock (known when the code is specialized).
        if _isPOD(Value.self) { return }
        if replacedValues.0 == nil {
            replacedValues.0 = value
        } else {
            replacedValues.1 = value
        }
    }

    /// Starts delivering `event` on the calling thread, which holds the delivery word.
    @inlinable
    mutating func beginDelivery(of event: Signal<Value, Error>.Event) -> AcceptedDelivery {
        // A relay's deliveries are its root's: its own word stays idle.
        assert(isRelay || delivery.thread == .current, "A delivery begins on the thread that holds the delivery word")
        if tracksValue, case .value(let value) = event {
            retire(deliveredValue)
            deliveredValue = value
        }
        guard event.isTerminating else { return .value }
        lifecycle = .terminated
        return .terminal
    }

    /// Puts `event` in the signal's order; see ``SignalCore/accept(_:)``. `isObserved` tells whether the list has
    /// observers.
    @inlinable
    mutating func accept(_ event: Signal<Value, Error>.Event, isObserved: Bool) -> AcceptedDelivery? {
        guard isAccepting else { return nil }
        if isRelay {
            // Only a relay's terminal event comes here (its values reach its published observers without the lock);
            // the upstream delivery serializes: deliver now, to the observers present now (a relay tracks no value).
            assert(event.isTerminating, "A relay's values reach its published observers without its lock")
            lifecycle = .terminated
            return .terminal
        }
        if tracksValue, case .value(let value) = event {
            retire(latestValue)
            latestValue = value
        }
        if event.isTerminating {
            lifecycle = .ending
            if case .interrupted = event, !tracksValue { dropQueuedValues(notSentBy: .current) }
        } else if !isObserved && pending.isEmpty && delivery.thread == .none {
            // Changes are only deferred while a delivery is in flight, which settles them before it ends.
            assert(deferredAdditions.isEmpty, "A value is dropped only when no observer waits to be added")
            if tracksValue {
                retire(deliveredValue)
                deliveredValue = latestValue
            }
            return nil
        }
        guard delivery.beginOrPin() == .none else {
            enqueue(event)
            return nil
        }
        return beginDelivery(of: event)
    }

    /// Queues `event` behind the delivery in flight, which this thread has pinned. Not inlined: only contended and
    /// reentrant sends queue.
    @inline(never)
    @inlinable
    mutating func enqueue(_ event: Signal<Value, Error>.Event) {
        pending.append(.event(event, sender: .current))
    }

    /// Queues the start of an observer of the current value behind the delivery in flight, which this thread has
    /// pinned. Not inlined: only an observer added while another thread delivers waits.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    mutating func enqueueStart(of observation: ObserverEntry<Value, Error>) {
        pending.append(.attach(observation))
    }

    /// Drops the values still queued that other threads sent, as ReactiveSwift does when `interrupted` is sent while
    /// a delivery is in flight: the values those threads were waiting to send are discarded there. What `thread`
    /// itself queued, and observers waiting to start, stay in order. The dropped values are retired, so that the
    /// delivering thread releases them after the lock: a value's deinit is user code.
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    mutating func dropQueuedValues(notSentBy thread: ThreadIdentity) {
        guard !pending.isEmpty else { return }
        var kept = PendingQueue<PendingDelivery<Value, Error>>()
        var dropped: [Signal<Value, Error>.Event] = []
        while let work = pending.popFirst() {
            if case .event(let event, let sender) = work, sender != thread {
                dropped.append(event)
            } else {
                kept.append(work)
            }
        }
        pending = kept
        guard !dropped.isEmpty else { return }
        // Something is queued only while a delivery is in flight, so the delivering thread settles and releases them.
        let isRetired = retireIfDelivering(dropped)
        assert(isRetired, "Values are queued only while a delivery is in flight")
    }

    /// Whether the signal will be dismantled once its queue drains: nobody can observe it any more, but it has not
    /// ended yet. `isObserved` tells whether its list has observers.
    @inlinable
    func awaitsDismantling(isObserved: Bool) -> Bool {
        isOutputReleased && !isObserved && !isTerminated
    }

    /// Ends a signal that nobody can observe any more; `isObserved` tells whether its list has observers. Returns the
    /// generator's lifetime to end.
    @inlinable
    mutating func dismantleIfUnobservable(isObserved: Bool) -> Lifetime? {
        guard isOutputReleased, !isObserved, deferredAdditions.isEmpty, pending.isEmpty, !isTerminated else {
            return nil
        }
        lifecycle = .terminated
        defer { lifetime = nil }
        return lifetime
    }
}

/// Where a signal is in its life. It moves forward only: a terminal event accepted makes it ``ending`` until the
/// event's delivery begins; a relay's terminal event (delivered at once, by its root's delivering thread) and a signal
/// nobody can observe any more go straight to ``terminated``.
@usableFromInline
enum SignalLifecycle {
    /// Takes events.
    case accepting
    /// Has accepted its terminal event, which waits behind the deliveries queued before it; later events are ignored.
    case ending
    /// Its observers have been handed the terminal event, or it was dismantled.
    case terminated
}
