/// An observer in a signal's list: its subscription (the disposable the caller holds) and its callback.
///
/// The callback lives here, not in the subscription, so that it is released as soon as the entry leaves the signal
/// (termination, disposal) even while the caller still holds the subscription, and so that delivery reads it from an
/// immutable slot, without retaining it.
@usableFromInline
struct SubscriptionEntry<Value, Error: Swift.Error> {
    @usableFromInline
    let subscription: SignalSubscription<Value, Error>
    @usableFromInline
    let action: (Signal<Value, Error>.Event) -> Void

    @inlinable
    init(_ subscription: SignalSubscription<Value, Error>, _ action: @escaping (Signal<Value, Error>.Event) -> Void) {
        self.subscription = subscription
        self.action = action
    }
}

/// A signal's observers, without an allocation for the common cases of none and one.
@usableFromInline
enum SubscriptionList<Value, Error: Swift.Error> {
    case empty
    case single(SubscriptionEntry<Value, Error>)
    case many(ContiguousArray<SubscriptionEntry<Value, Error>>)

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
        case .many(let entries): entries.count
        }
    }

    @inlinable
    mutating func append(_ entry: SubscriptionEntry<Value, Error>) {
        switch self {
        case .empty:
            self = .single(entry)
        case .single(let first):
            self = .many([first, entry])
        case .many(var entries):
            self = .empty
            entries.append(entry)
            self = .many(entries)
        }
    }

    /// Removes the entry of `subscription` and returns it, for the caller to release after the lock.
    @inlinable
    mutating func remove(_ subscription: SignalSubscription<Value, Error>) -> SubscriptionEntry<Value, Error>? {
        switch self {
        case .empty:
            return nil
        case .single(let only):
            guard only.subscription === subscription else { return nil }
            self = .empty
            return only
        case .many(var entries):
            var found: Int?
            for index in entries.indices where entries[index].subscription === subscription {
                found = index
                break
            }
            guard let index = found else { return nil }
            self = .empty
            let removed = entries.remove(at: index)
            self = entries.count == 1 ? .single(entries[0]) : .many(entries)
            return removed
        }
    }

    /// Whether `subscription`'s entry is in the list.
    @inlinable
    func contains(_ subscription: SignalSubscription<Value, Error>) -> Bool {
        switch self {
        case .empty: false
        case .single(let only): only.subscription === subscription
        case .many(let entries): entries.contains { $0.subscription === subscription }
        }
    }

    /// Appends the entries of `other`.
    @inlinable
    mutating func append(contentsOf other: SubscriptionList) {
        switch other {
        case .empty: return
        case .single(let entry): append(entry)
        case .many(let entries): for entry in entries { append(entry) }
        }
    }

    /// Removes and returns the entries that match `isRemoved`.
    @usableFromInline
    mutating func removeAll(
        where isRemoved: (SubscriptionEntry<Value, Error>) -> Bool
    ) -> ContiguousArray<SubscriptionEntry<Value, Error>> {
        var kept = ContiguousArray<SubscriptionEntry<Value, Error>>()
        var removed = ContiguousArray<SubscriptionEntry<Value, Error>>()
        switch self {
        case .empty:
            return []
        case .single(let only):
            guard isRemoved(only) else { return [] }
            self = .empty
            return [only]
        case .many(let entries):
            for entry in entries {
                if isRemoved(entry) { removed.append(entry) } else { kept.append(entry) }
            }
        }
        guard !removed.isEmpty else { return [] }
        switch kept.count {
        case 0: self = .empty
        case 1: self = .single(kept[0])
        default: self = .many(kept)
        }
        return removed
    }

    /// The entries whose owner is gone, taken out of the list if `isRemoving` (else left for the caller to mark
    /// removed). Entries already marked removed are not counted again.
    ///
    /// Checking an owner loads a strong reference to it; the owners found alive are appended to `survivors`, for the
    /// caller to release after the lock: if another thread drops its last reference meanwhile, the owner's `deinit`
    /// must not run under the lock.
    @usableFromInline
    mutating func orphans(
        removing isRemoving: Bool,
        keepingAlive survivors: inout [AnyObject]
    ) -> ContiguousArray<SubscriptionEntry<Value, Error>> {
        func isOrphan(_ entry: SubscriptionEntry<Value, Error>) -> Bool {
            guard !entry.subscription.isRemoved, let owner = entry.subscription.owner else { return false }
            guard let object = owner.object else { return true }
            survivors.append(object)
            return false
        }
        guard !isRemoving else { return removeAll(where: isOrphan) }
        switch self {
        case .empty: return []
        case .single(let only): return isOrphan(only) ? [only] : []
        case .many(let entries):
            var orphans = ContiguousArray<SubscriptionEntry<Value, Error>>()
            for entry in entries where isOrphan(entry) { orphans.append(entry) }
            return orphans
        }
    }

    /// Calls `body` with each entry.
    @inlinable
    func forEach(_ body: (SubscriptionEntry<Value, Error>) -> Void) {
        switch self {
        case .empty: return
        case .single(let entry): body(entry)
        case .many(let entries): entries.forEach(body)
        }
    }

    /// Calls every observer that was not disposed during this delivery.
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event) {
        switch self {
        case .empty:
            return
        case .single(let entry):
            if !entry.subscription.isSkipped { entry.action(event) }
        case .many(let entries):
            for index in entries.indices where !entries[index].subscription.isSkipped {
                entries[index].action(event)
            }
        }
    }
}

/// Whom an accepted event goes to.
@usableFromInline
enum Receivers<Value, Error: Swift.Error> {
    /// The signal's observers, read from its list without the lock by the thread that delivers the event: while that
    /// delivery is in flight, the list does not change (see ``SignalState/subscriptions``).
    case observers
    /// The observers leaving with a terminal event, taken out of the signal.
    case leaving(SubscriptionList<Value, Error>)
}
