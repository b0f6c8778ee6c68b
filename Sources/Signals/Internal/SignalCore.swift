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
///
/// A core plays one of three roles, fixed when it is created: a *root* that serializes its own deliveries
/// (`relayRoot == nil`), a *relay* (`relayRoot != nil`), or a root that also *tracks its value*, the signal of a
/// property (``tracksValue``), whose values always take the lock. The code is split by concern:
///
/// - this file: the stored properties, the initializers and the send entry points;
/// - `SignalCore+Delivery.swift`: the delivering thread's loop (`drain`, `nextStep`), the settle step between two
///   deliveries and the delivery of a terminal event;
/// - `SignalCore+Observing.swift`: adding observers, and dropping those whose owner is gone;
/// - `SignalCore+Removal.swift`: removing an observer, and waiting for a delivery in flight on another thread;
/// - `SignalCore+Relay.swift`: what is particular to relays, and what a root does for the relays it feeds;
/// - `SignalCore+TrackedValue.swift`: the value bookkeeping of a property's signal;
/// - `SignalCore+Lifetime.swift`: the signal's generator lifetime, and what happens when its handles go away.
///
/// The delivery protocol, its invariants and the assertions and tests that check them are described in
/// `Sources/Signals/Internal/README.md`.
@usableFromInline
final class SignalCore<Value, Error: Swift.Error>: DeliverySerializer, @unchecked Sendable {
    // Safety: `state` is only touched under its lock; `delivery` and `published` are words used only through their
    // atomic operations; `relayRoot`, `startsDeliveriesWithoutLock` and `releaseHandlers` are immutable. `observers`
    // lives outside `state`: it changes only under the lock, by a thread that holds the delivery word (a claim, or the
    // delivering thread between two deliveries), and is read without the lock only by the delivering thread while it
    // delivers (see `observers`). A relay's deliveries read `published` instead, so a relay's `observers` is only
    // touched under its lock.
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
    /// an input ``Signal/Observer``. A generic class's deinit runs unspecialized, and so would everything it calls, with a
    /// type-metadata lookup for each generic type it touches (about 9,000 instructions per started producer). The
    /// initializers are inlined where the types are known, so the closures they build (which capture nothing) are
    /// specialized code.
    @usableFromInline
    let releaseHandlers: ReleaseHandlers

    /// Creates a signal, with `lifetime` as its generator's lifetime if given (see ``adoptLifetime(_:)``).
    @inlinable
    init(currentValue: Value? = nil, lifetime: Lifetime? = nil) {
        (state, delivery, published) = Self.makeState(currentValue: currentValue, isRelay: false, lifetime: lifetime)
        relayRoot = nil
        startsDeliveriesWithoutLock = currentValue == nil
        releaseHandlers = Self.makeReleaseHandlers()
    }

    /// Creates a relay of `upstream`: a signal that must only be sent to from inside `upstream`'s deliveries.
    @inlinable
    init<UpstreamValue, UpstreamError>(
        relaying upstream: SignalCore<UpstreamValue, UpstreamError>,
        lifetime: Lifetime? = nil
    ) {
        (state, delivery, published) = Self.makeState(currentValue: nil, isRelay: true, lifetime: lifetime)
        relayRoot = upstream.relayRoot ?? upstream
        startsDeliveriesWithoutLock = false
        releaseHandlers = Self.makeReleaseHandlers()
    }

    /// The state of a new signal, with its delivery word and, for a relay, the word of its published observers.
    @inlinable
    static func makeState(
        currentValue: Value?,
        isRelay: Bool,
        lifetime: Lifetime?
    ) -> (Locked<SignalState<Value, Error>>, DeliveryWord, PublishedObservers<Value, Error>) {
        let state = Locked<SignalState<Value, Error>> { word, _ in
            var state = SignalState<Value, Error>(
                currentValue: currentValue, isRelay: isRelay, delivery: DeliveryWord(word))
            state.lifetime = lifetime
            return state
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

    /// How many observers the signal has right now (a lifetime that follows a signal counts its callbacks so).
    @usableFromInline
    var observerCount: Int {
        state.withLock { _ in observers.count }
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

    /// Whether the signal still accepts events: it has not accepted a terminal event and was not dismantled.
    @inlinable
    var isAccepting: Bool {
        state.withLock { $0.isAccepting }
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
}
