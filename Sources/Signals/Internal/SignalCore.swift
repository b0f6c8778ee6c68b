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
final class SignalCore<Value, Error: Swift.Error>: ManagedBuffer<SignalCoreHeader, SignalCoreFields<Value, Error>>,
    DeliverySerializer
{
    // Safety: see ``SignalCoreFields``. The core is one allocation: its lock cell and release handlers are the
    // buffer's header, its fields the buffer's one element; neither moves while the core lives. Not `Sendable`, as no
    // `ManagedBuffer` can be: every type that holds a core says `@unchecked Sendable` and why.

    /// The type of the core's fields.
    @usableFromInline
    typealias Fields = SignalCoreFields<Value, Error>

    /// Creates a signal, with `lifetime` as its generator's lifetime if given (see ``adoptLifetime(_:)``); a signal
    /// created with a current value tracks its value (see ``tracksValue``).
    @inlinable
    static func make(currentValue: Value? = nil, lifetime: Lifetime? = nil) -> SignalCore {
        make(relayRoot: nil, currentValue: currentValue, lifetime: lifetime)
    }

    /// Creates a relay of `upstream`: a signal that must only be sent to from inside `upstream`'s deliveries.
    @inlinable
    static func make<UpstreamValue, UpstreamError>(
        relaying upstream: SignalCore<UpstreamValue, UpstreamError>,
        lifetime: Lifetime? = nil
    ) -> SignalCore {
        make(relayRoot: upstream.relayRoot ?? upstream, currentValue: nil, lifetime: lifetime)
    }

    /// Creates a core in one allocation: the lock and the two words beside it, then the fields.
    @inlinable
    static func make(relayRoot: (any DeliverySerializer)?, currentValue: Value?, lifetime: Lifetime?) -> SignalCore {
        let buffer = create(minimumCapacity: 1) { _ in SignalCoreHeader(releaseHandlers: makeReleaseHandlers()) }
        let core = unsafeDowncast(buffer, to: SignalCore.self)
        core.withUnsafeMutablePointers { header, fields in
            let cell = SignalCoreHeader.cell(of: header)
            // The lock is set up where it stays: a mutex must not be copied once initialized.
            LockOperations.initialize(LockCell.lock(of: cell))
            let (word, _) = LockCell.words(of: cell)
            fields.initialize(
                to: SignalCoreFields(
                    relayRoot: relayRoot,
                    startsDeliveriesWithoutLock: relayRoot == nil && currentValue == nil,
                    state: SignalState(
                        currentValue: currentValue, isRelay: relayRoot != nil, delivery: DeliveryWord(word))
                )
            )
            // Through the field's own address, as every access (see `field(_:)`).
            core.field(at: Fields.stateOffset, as: SignalState<Value, Error>.self).pointee.lifetime = lifetime
        }
        return core
    }

    deinit {
        // The observer list is empty here: every observation holds its signal until it leaves the list.
        // Nor is the generator's lifetime left: a signal is dismantled, or ends, before nobody holds it.
        assert(withStateLock { $0.lifetime == nil }, "A signal was released before its lifetime ended")
        // Through the specialized handler: this deinit runs unspecialized, and so would destroying the fields here.
        releaseHandlers.dismantle(self)
    }

    /// What the deinit does, where the types are known: releases the published observers, destroys the lock and the
    /// fields. (`ManagedBuffer` destroys only its header.)
    @inlinable
    func dismantle() {
        published.releaseAll()
        withUnsafeMutablePointers { header, fields in
            LockOperations.destroy(LockCell.lock(of: SignalCoreHeader.cell(of: header)))
            fields.deinitialize(count: 1)
        }
    }

    // MARK: Fields

    /// The core's fields, in its own allocation; valid as long as the core is.
    @inlinable
    var fields: UnsafeMutablePointer<SignalCoreFields<Value, Error>> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// The address of the field at `offset` in ``fields``. Every access goes through the field's own address, never
    /// through `fields.pointee`: an access through `pointee` is an access to the whole struct for ThreadSanitizer, so
    /// changing the locked state would look like a race with a lock-free read of another field. The offsets are those
    /// of ``SignalCoreFields``, computed from its fields' layouts (see `SignalCoreFields.stateOffset` and its neighbours): a key path would
    /// give them too, but an unoptimized build instantiates a generic key path at run time on every access.
    @inlinable
    @inline(__always)
    func field<Field>(at offset: Int, as type: Field.Type) -> UnsafeMutablePointer<Field> {
        (UnsafeMutableRawPointer(fields) + offset).assumingMemoryBound(to: Field.self)
    }

    /// For a relay, the signal whose deliveries feed it; `nil` for a signal that serializes its own deliveries.
    @inlinable
    var relayRoot: (any DeliverySerializer)? {
        // Borrowed in place, not copied: a copy would retain the root on every send.
        _read { yield field(at: Fields.relayRootOffset, as: (any DeliverySerializer)?.self).pointee }
    }

    /// The delivering thread, also in the state: the first word of the lock cell, used here to end a delivery
    /// without the lock.
    @inlinable
    var delivery: DeliveryWord {
        DeliveryWord(words.0)
    }

    /// For a relay, its observers as published for its deliveries (see ``RelayObservers``): the second word of the
    /// lock cell.
    @inlinable
    var published: PublishedObservers<Value, Error> {
        PublishedObservers(words.1)
    }

    /// The two words of the lock cell, at fixed places in the header.
    @inlinable
    var words: (UnsafeMutablePointer<UInt>, UnsafeMutablePointer<UInt>) {
        withUnsafeMutablePointerToHeader { LockCell.words(of: SignalCoreHeader.cell(of: $0)) }
    }

    /// The observers; see ``SignalCoreFields/observers`` for who may read and change them, and when.
    @inlinable
    var observers: ObserverList<Value, Error> {
        _read { yield field(at: Fields.observersOffset, as: ObserverList<Value, Error>.self).pointee }
        _modify { yield &field(at: Fields.observersOffset, as: ObserverList<Value, Error>.self).pointee }
    }

    /// Whether a value starts its delivery without the lock: not for a relay, nor for a signal that tracks its value
    /// (whose value bookkeeping needs the lock).
    @inlinable
    var startsDeliveriesWithoutLock: Bool {
        field(at: Fields.startsDeliveriesWithoutLockOffset, as: Bool.self).pointee
    }

    /// ``outputReleased()``, ``inputReleased()`` and ``dismantle()`` as built where the core's types are known (see
    /// ``SignalCoreHeader/releaseHandlers``).
    @inlinable
    var releaseHandlers: ReleaseHandlers {
        _read { yield withUnsafeMutablePointerToHeader { $0 }.pointee.releaseHandlers }
    }

    /// Runs `body` with exclusive access to the state, under the core's lock. `body` must not call out to user code.
    @inlinable
    func withStateLock<Result>(_ body: (inout SignalState<Value, Error>) throws -> Result) rethrows -> Result {
        let lock = withUnsafeMutablePointerToHeader { LockCell.lock(of: SignalCoreHeader.cell(of: $0)) }
        let state = field(at: Fields.stateOffset, as: SignalState<Value, Error>.self)
        LockOperations.lock(lock)
        defer {
            #if SIGNALS_INTERNAL_CHECKS
                state.pointee.checkInvariants()
            #endif
            LockOperations.unlock(lock)
        }
        return try body(&state.pointee)
    }

    /// How many observers the signal has right now (a lifetime that follows a signal counts its callbacks so).
    var observerCount: Int {
        withStateLock { _ in observers.count }
    }

    /// Runs `body` under the lock, then releases the values it replaced, after the lock.
    @inlinable
    func withLock<Result>(_ body: (inout SignalState<Value, Error>) -> Result) -> Result {
        // A value without references has no deinit to keep out of the lock (see `SignalState.retire(_:)`).
        if _isPOD(Value.self) { return withStateLock(body) }
        var replaced: (Value?, Value?) = (nil, nil)
        let result = withStateLock { state in
            defer { swap(&replaced, &state.replacedValues) }
            return body(&state)
        }
        _ = replaced
        return result
    }

    /// Whether the signal still accepts events: it has not accepted a terminal event and was not dismantled.
    @inlinable
    var isAccepting: Bool {
        withStateLock { $0.isAccepting }
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
