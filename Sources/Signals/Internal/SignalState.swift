/// Work waiting for the delivering thread: an event, or an observer that starts with the current value.
@usableFromInline
enum PendingDelivery<Value, Error: Swift.Error> {
    case event(Signal<Value, Error>.Event)
    case attach(SubscriptionEntry<Value, Error>)
}

/// What the delivering thread does next, decided under the lock and performed after it.
@usableFromInline
enum DeliveryStep<Value, Error: Swift.Error> {
    case deliver(Signal<Value, Error>.Event, Receivers<Value, Error>)
    case start(SubscriptionEntry<Value, Error>, with: Value)
    /// An observer disposed while its start was queued: dropped, and released after the lock.
    case drop(SubscriptionEntry<Value, Error>)
    /// Release what was retired during the delivery that just ended and wake whoever waits for it, then go on.
    case settle
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
    let entries: [SubscriptionEntry<Value, Error>]
    @usableFromInline
    let endHooks: [Disposable]
    /// Whether the signal keeps the entries until its delivery in flight ends.
    @usableFromInline
    var isRetired = false

    @inlinable
    init(entries: [SubscriptionEntry<Value, Error>], endHooks: [Disposable]) {
        self.entries = entries
        self.endHooks = endHooks
    }
}

/// Everything a signal's lock protects.
@usableFromInline
struct SignalState<Value, Error: Swift.Error> {
    @usableFromInline
    var subscriptions: SubscriptionList<Value, Error> = .empty
    /// Cleared when a terminal event is accepted: later sends are ignored.
    @usableFromInline
    var isAccepting = true
    /// Set when the observers have been handed their terminal event, or the signal was dismantled.
    @usableFromInline
    var isTerminated = false
    /// The thread delivering events right now, if any; a delivery that is not pinned may end without the lock.
    @usableFromInline
    let delivery: DeliveryWord
    @usableFromInline
    var pending = PendingQueue<PendingDelivery<Value, Error>>()
    /// Counts finished deliveries, so a disposal on another thread can wait for the in-flight one.
    @usableFromInline
    var completedDeliveries: UInt = 0
    /// Observer entries removed while a delivery was in flight, for the delivering thread to release once that
    /// delivery is over: the delivery may still read them. (Relays retire theirs here too, in their root.)
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
    var lifetimeToken: Lifetime.Token?

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

    /// Keeps `entries` alive until the delivery in flight ends, if one is; returns whether they were retired.
    @inlinable
    mutating func retireIfDelivering<Entries>(_ entries: Entries) -> Bool {
        guard delivery.pin() != .none else { return false }
        retire(entries)
        return true
    }

    /// Keeps `entries` alive until the delivery in flight, which must be pinned, ends.
    @usableFromInline
    mutating func retire<Entries>(_ entries: Entries) {
        if retired == nil { retired = [] }
        retired?.append(entries)
    }

    /// Hands over the retired entries, for release after the lock.
    @inlinable
    mutating func takeRetired() -> [Any]? {
        guard retired != nil else { return nil }
        defer { retired = nil }
        return retired
    }

    /// Keeps a value that is being replaced, for release after the lock.
    @inlinable
    mutating func retire(_ value: Value?) {
        if replacedValues.0 == nil {
            replacedValues.0 = value
        } else {
            replacedValues.1 = value
        }
    }

    /// Starts delivering `event` and returns the observers to hand it to.
    @inlinable
    mutating func beginDelivery(of event: Signal<Value, Error>.Event) -> Receivers<Value, Error> {
        if tracksValue, case .value(let value) = event {
            retire(deliveredValue)
            deliveredValue = value
        }
        guard event.isTerminating else { return subscriptions.receivers }
        let leaving = subscriptions
        subscriptions = .empty
        isTerminated = true
        return .leaving(leaving)
    }

    /// Puts `event` in the signal's order; see ``SignalCore/accept(_:)``.
    @inlinable
    mutating func accept(_ event: Signal<Value, Error>.Event) -> Receivers<Value, Error>? {
        guard isAccepting else { return nil }
        if isRelay {
            // Only a relay's terminal event comes here (its values reach its published observers without the lock);
            // the upstream delivery serializes: deliver now, to the observers present now.
            isAccepting = false
            return beginDelivery(of: event)
        }
        if tracksValue, case .value(let value) = event {
            retire(latestValue)
            latestValue = value
        }
        if event.isTerminating {
            isAccepting = false
        } else if subscriptions.isEmpty && pending.isEmpty && delivery.thread == .none {
            if tracksValue {
                retire(deliveredValue)
                deliveredValue = latestValue
            }
            return nil
        }
        guard delivery.pin() == .none else {
            pending.append(.event(event))
            return nil
        }
        delivery.begin()
        return beginDelivery(of: event)
    }

    /// Ends a signal that nobody can observe any more; returns the generator's lifetime token to end.
    @inlinable
    mutating func dismantleIfUnobservable() -> Lifetime.Token? {
        guard isOutputReleased, subscriptions.isEmpty, pending.isEmpty, !isTerminated else { return nil }
        isAccepting = false
        isTerminated = true
        defer { lifetimeToken = nil }
        return lifetimeToken
    }
}
