// What SignalState's methods decide under the lock, for the caller to act on after it: the decisions of a delivery,
// a removal, an observation and a settlement.

/// Work waiting for the delivering thread: an event and the thread that sent it, or an observer that starts with the
/// current value.
@usableFromInline
enum PendingDelivery<Value, Error: Swift.Error> {
    case event(Signal<Value, Error>.Event, sender: ThreadIdentity)
    case attach(ObserverEntry<Value, Error>)
}

/// What the delivering thread does next, decided under the lock and performed after it.
@usableFromInline
enum DeliveryStep<Value, Error: Swift.Error> {
    case deliver(Signal<Value, Error>.Event, Receivers<Value, Error>)
    case start(ObserverEntry<Value, Error>, with: Value)
    /// An observer disposed while its start was queued: dropped, and released after the lock.
    case drop(ObserverEntry<Value, Error>)
    /// Apply the observer changes made during the delivery that just ended, release what it retired and wake whoever
    /// waits for it, then go on.
    case settle
    /// The queue has drained and the delivery has ended, leaving a signal nobody can observe any more: end its
    /// generator's lifetime, after the lock.
    case dismantle(Lifetime)
}

/// Where a removed observer stood, decided under the lock.
@usableFromInline
enum Removal: Equatable {
    case alreadyRemoved
    /// No delivery was in flight.
    case idle
    /// The removing thread is delivering: the observer is skipped for the rest of the delivery.
    case deliveringHere
    /// Another thread is delivering: wait for that delivery.
    case deliveringElsewhere(after: UInt)
}

/// What a signal's delivering thread delivers once an event is accepted, decided under the lock.
@usableFromInline
enum AcceptedDelivery {
    /// A value, to the observers in the list.
    case value
    /// A terminal event, to the observers taken out of the list with it.
    case terminal
}

/// What adding an observer came to, decided under the lock.
@usableFromInline
enum ObservationOutcome<Value> {
    case rejected
    case added
    case queued
    case startNow(Value)

    /// Whether the signal had ended, so the observer was not added.
    @inlinable
    var isRejected: Bool {
        if case .rejected = self { return true }
        return false
    }
}

/// Observations dropped because their owner is gone: told `interrupted`, and their end hooks disposed of, after the
/// lock.
@usableFromInline
struct Orphans<Value, Error: Swift.Error> {
    @usableFromInline
    let observations: ContiguousArray<ObserverEntry<Value, Error>>
    @usableFromInline
    let endHooks: [Disposable]

    @inlinable
    init(observations: ContiguousArray<ObserverEntry<Value, Error>>, endHooks: [Disposable]) {
        self.observations = observations
        self.endHooks = endHooks
    }
}

/// What the delivering thread releases and whom it wakes, after the lock, once a delivery is over.
@usableFromInline
struct Settlement<Value, Error: Swift.Error> {
    /// Observations removed during the delivery.
    @usableFromInline
    let removed: ContiguousArray<ObserverEntry<Value, Error>>
    /// What relays retired during the delivery.
    @usableFromInline
    let retired: [Any]?
    /// Whether disposals on other threads wait for the delivery.
    @usableFromInline
    let isAwaited: Bool

    @inlinable
    init(removed: ContiguousArray<ObserverEntry<Value, Error>>, retired: [Any]?, isAwaited: Bool) {
        self.removed = removed
        self.retired = retired
        self.isAwaited = isAwaited
    }

    /// Wakes the waiting disposals; what was removed or retired is released with the settlement.
    @inlinable
    func wake() {
        if isAwaited { DeliveryParking.shared.wakeAll() }
    }
}
