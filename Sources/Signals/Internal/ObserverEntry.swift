/// How an observer takes a signal's events: all of them, or only the values (what `observeValues` asks for, kept as
/// the caller's closure rather than wrapped in another).
@usableFromInline
enum ObserverCallback<Value, Error: Swift.Error> {
    case events((Signal<Value, Error>.Event) -> Void)
    case values((Value) -> Void)
}

/// An observer in a signal's list: its callback and, unless nobody can ever dispose of it, its subscription (the
/// disposable the caller holds, which also keeps the observation's flags).
///
/// The callback lives here, not in the subscription, so that it is released as soon as the observation leaves the
/// signal (termination, disposal) even while the caller still holds the subscription. Everything here is immutable,
/// and the callback sits in plain closure fields (a closure taken out of an enum's payload would be retained for each
/// call), so a delivery reaches it through an unretained reference without retaining anything.
///
/// An observation without a subscription is the only observer of a producer started with `start` or
/// `startWithValues`: no handle of it exists, it has no owner, and only its signal's end removes it, so it has no flag
/// to keep (it is never skipped, and nothing asks whether it was removed). One allocation fewer per start.
@usableFromInline
final class ObserverEntry<Value, Error: Swift.Error> {
    /// The disposable that removes the observation, with its flags; `nil` for an observation nobody can remove.
    @usableFromInline
    let subscription: SignalSubscription<Value, Error>?
    /// Receives every event, unless `valueAction` is set.
    @usableFromInline
    let eventAction: (Signal<Value, Error>.Event) -> Void
    /// Receives the values, if the observer takes only them (what `observeValues` asks for).
    @usableFromInline
    let valueAction: ((Value) -> Void)?

    /// Creates the entry of an observer of `core`, and the subscription that removes it unless `isRemovable` is
    /// `false` (then `owner` must be `nil`: only the signal's end removes the observation).
    @inlinable
    init(
        observing core: SignalCore<Value, Error>,
        owner: WeakOwner?,
        _ callback: ObserverCallback<Value, Error>,
        isRemovable: Bool = true
    ) {
        assert(isRemovable || owner == nil, "An observation with an owner is removed when the owner goes")
        subscription = isRemovable ? SignalSubscription(owner: owner, core: core) : nil
        switch callback {
        case .events(let action):
            eventAction = action
            valueAction = nil
        case .values(let action):
            eventAction = { _ in }
            valueAction = action
        }
    }

    /// Whether the observation was disposed of during the delivery in flight (see ``SignalSubscription/isSkipped``).
    /// Only on the delivering thread.
    @inlinable
    var isSkipped: Bool {
        // Not `if let`: binding the subscription would retain it for every event.
        subscription != nil && subscription.unsafelyUnwrapped.isSkipped
    }

    /// Whether the observation was taken out of its signal by its subscription. Under the core's lock.
    @inlinable
    var isRemoved: Bool {
        subscription != nil && subscription.unsafelyUnwrapped.isRemoved
    }

    /// Whether `subscription` is this observation's (compared without a retain: lists are searched with it).
    @inlinable
    func isObserved(by subscription: SignalSubscription<Value, Error>) -> Bool {
        // The optional reference as the address it holds (0 for `nil`): comparing it so copies, and retains, nothing.
        unsafeBitCast(self.subscription, to: UInt.self) == unsafeBitCast(subscription, to: UInt.self)
    }

    /// The object whose life the observation follows, if any.
    @inlinable
    var owner: WeakOwner? {
        subscription?.owner
    }

    /// Hands `event` to the callback.
    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        guard valueAction != nil else { return eventAction(event) }
        if case .value(let value) = event { valueAction?(value) }
    }
}
