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
/// signal (termination, disposal) even while the caller still holds the subscription. Both are immutable, so a
/// delivery reaches the callback through an unretained reference without retaining anything.
@usableFromInline
final class Observation<Value, Error: Swift.Error> {
    @usableFromInline
    let subscription: SignalSubscription<Value, Error>
    @usableFromInline
    let callback: ObserverCallback<Value, Error>

    @inlinable
    init(_ subscription: SignalSubscription<Value, Error>, _ callback: ObserverCallback<Value, Error>) {
        self.subscription = subscription
        self.callback = callback
    }

    /// Hands `event` to the callback.
    @inlinable
    func receive(_ event: Signal<Value, Error>.Event) {
        switch callback {
        case .events(let action):
            action(event)
        case .values(let action):
            if case .value(let value) = event { action(value) }
        }
    }
}
