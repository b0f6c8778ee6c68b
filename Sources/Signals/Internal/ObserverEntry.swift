/// How an observer takes a signal's events: all of them, or only the values (what `observeValues` asks for, kept as
/// the caller's closure rather than wrapped in another).
@usableFromInline
enum ObserverCallback<Value, Error: Swift.Error> {
    case events((Signal<Value, Error>.Event) -> Void)
    case values((Value) -> Void)
}

/// An observer in a signal's list: its subscription (the disposable the caller holds) and its callback.
///
/// The callback lives here, not in the subscription, so that it is released as soon as the observation leaves the
/// signal (termination, disposal) even while the caller still holds the subscription. Everything here is immutable,
/// and the callback sits in plain closure fields (a closure taken out of an enum's payload would be retained for each
/// call), so a delivery reaches it through an unretained reference without retaining anything.
@usableFromInline
final class ObserverEntry<Value, Error: Swift.Error> {
    @usableFromInline
    let subscription: SignalSubscription<Value, Error>
    /// Receives every event, unless the subscription says the observer takes only the values.
    @usableFromInline
    let eventAction: (Signal<Value, Error>.Event) -> Void
    /// Receives the values, if the subscription says the observer takes only them.
    @usableFromInline
    let valueAction: (Value) -> Void

    /// Creates the entry, and the subscription that removes it, of an observer of `core`.
    @inlinable
    init(observing core: SignalCore<Value, Error>, owner: WeakOwner?, _ callback: ObserverCallback<Value, Error>) {
        switch callback {
        case .events(let action):
            subscription = SignalSubscription(owner: owner, core: core, takesValuesOnly: false)
            eventAction = action
            valueAction = { _ in }
        case .values(let action):
            subscription = SignalSubscription(owner: owner, core: core, takesValuesOnly: true)
            eventAction = { _ in }
            valueAction = action
        }
    }

    /// Hands `event` to the callback.
    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        guard subscription.takesValuesOnly else { return eventAction(event) }
        if case .value(let value) = event { valueAction(value) }
    }
}
