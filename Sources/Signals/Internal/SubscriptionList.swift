/// A signal's observers, without an allocation for the common cases of none and one.
@usableFromInline
enum SubscriptionList<Value, Error: Swift.Error> {
    case empty
    case single(SignalSubscription<Value, Error>)
    case many(ContiguousArray<SignalSubscription<Value, Error>>)

    @inlinable
    var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }

    @usableFromInline
    var count: Int {
        switch self {
        case .empty: 0
        case .single: 1
        case .many(let subscriptions): subscriptions.count
        }
    }

    @inlinable
    mutating func append(_ subscription: SignalSubscription<Value, Error>) {
        switch self {
        case .empty:
            self = .single(subscription)
        case .single(let first):
            self = .many([first, subscription])
        case .many(var subscriptions):
            self = .empty
            subscriptions.append(subscription)
            self = .many(subscriptions)
        }
    }

    /// Removes `subscription`; returns whether it was there.
    @inlinable
    @discardableResult
    mutating func remove(_ subscription: SignalSubscription<Value, Error>) -> Bool {
        switch self {
        case .empty:
            return false
        case .single(let only):
            guard only === subscription else { return false }
            self = .empty
            return true
        case .many(var subscriptions):
            var found: Int?
            for index in subscriptions.indices where subscriptions[index] === subscription {
                found = index
                break
            }
            guard let index = found else { return false }
            self = .empty
            subscriptions.remove(at: index)
            self = subscriptions.count == 1 ? .single(subscriptions[0]) : .many(subscriptions)
            return true
        }
    }

    /// Removes and returns the subscriptions whose owner is gone.
    @usableFromInline
    mutating func removeOrphans() -> [SignalSubscription<Value, Error>] {
        switch self {
        case .empty:
            return []
        case .single(let only):
            guard only.owner?.isGone == true else { return [] }
            self = .empty
            return [only]
        case .many(var subscriptions):
            let orphans = subscriptions.filter { $0.owner?.isGone == true }
            guard !orphans.isEmpty else { return [] }
            self = .empty
            subscriptions.removeAll { $0.owner?.isGone == true }
            self = subscriptions.count == 1 ? .single(subscriptions[0]) : .many(subscriptions)
            return orphans
        }
    }

    /// The observers to deliver the next event to, taken under the lock.
    @inlinable
    var receivers: Receivers<Value, Error> {
        switch self {
        case .empty: .leaving(.empty)
        case .single(let subscription): .single(Unmanaged.passUnretained(subscription))
        case .many(let subscriptions): .many(subscriptions)
        }
    }

    /// Releases every callback: the list has just received its terminal event and left the signal.
    @inlinable
    func releaseActions() {
        switch self {
        case .empty: return
        case .single(let subscription): subscription.releaseAction()
        case .many(let subscriptions):
            for subscription in subscriptions { subscription.releaseAction() }
        }
    }
}

/// The observers an event is delivered to, taken under the lock and used after it.
///
/// A single observer is not retained for the delivery: it stays alive in the signal's list, or is held by whoever
/// removes it (`dispose()` is a method of the subscription, and a disposal from another thread waits for the delivery),
/// and its callback is retained when it is loaded. Observers leaving with a terminal event are owned.
@usableFromInline
enum Receivers<Value, Error: Swift.Error> {
    case single(Unmanaged<SignalSubscription<Value, Error>>)
    case many(ContiguousArray<SignalSubscription<Value, Error>>)
    case leaving(SubscriptionList<Value, Error>)

    /// Calls every observer that was not disposed during this delivery.
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event) {
        switch self {
        case .single(let subscription):
            // The callback is copied out before it runs, so nothing reads the subscription once it may be released.
            let action = subscription._withUnsafeGuaranteedRef { $0.isSkipped ? nil : $0.action }
            action?(event)
        case .many(let subscriptions):
            for subscription in subscriptions where !subscription.isSkipped {
                subscription.action(event)
            }
        case .leaving(.single(let subscription)):
            if !subscription.isSkipped { subscription.action(event) }
        case .leaving(.many(let subscriptions)):
            for subscription in subscriptions where !subscription.isSkipped {
                subscription.action(event)
            }
        case .leaving(.empty):
            return
        }
    }
}
