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

    /// Removes and returns the entries whose owner is gone.
    ///
    /// Checking an owner loads a strong reference to it; the owners found alive are appended to `survivors`, for the
    /// caller to release after the lock: if another thread drops its last reference meanwhile, the owner's `deinit`
    /// must not run under the lock.
    @usableFromInline
    mutating func removeOrphans(keepingAlive survivors: inout [AnyObject]) -> [SubscriptionEntry<Value, Error>] {
        func isOrphan(_ entry: SubscriptionEntry<Value, Error>) -> Bool {
            guard let owner = entry.subscription.owner else { return false }
            guard let object = owner.object else { return true }
            survivors.append(object)
            return false
        }
        switch self {
        case .empty:
            return []
        case .single(let only):
            guard isOrphan(only) else { return [] }
            self = .empty
            return [only]
        case .many(let entries):
            var kept = ContiguousArray<SubscriptionEntry<Value, Error>>()
            var orphans: [SubscriptionEntry<Value, Error>] = []
            for entry in entries {
                if isOrphan(entry) { orphans.append(entry) } else { kept.append(entry) }
            }
            guard !orphans.isEmpty else { return [] }
            self = kept.count == 1 ? .single(kept[0]) : .many(kept)
            return orphans
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

    /// The observers to deliver the next event to, taken under the lock.
    @inlinable
    var receivers: Receivers<Value, Error> {
        switch self {
        case .empty: .nobody
        case .single(let entry): .single(Unmanaged.passUnretained(entry.subscription), entry.action)
        case .many(let entries): .many(entries)
        }
    }
}

/// The observers an event is delivered to, taken under the lock and used after it.
///
/// What the delivery reads stays owned until it ends. A single observer's subscription is not retained for the
/// delivery: an entry removed from the list while a delivery is in flight (on any thread) is *retired* to the
/// delivering thread, which releases it once that delivery is over (see ``SignalState/retired``); its callback is
/// retained with the snapshot. Many observers are kept alive by the snapshot of the list, and observers leaving with
/// a terminal event are owned.
@usableFromInline
enum Receivers<Value, Error: Swift.Error> {
    case nobody
    case single(Unmanaged<SignalSubscription<Value, Error>>, (Signal<Value, Error>.Event) -> Void)
    case many(ContiguousArray<SubscriptionEntry<Value, Error>>)
    case leaving(SubscriptionList<Value, Error>)

    /// Calls every observer that was not disposed during this delivery.
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event) {
        switch self {
        case .single(let subscription, let action):
            if !subscription._withUnsafeGuaranteedRef({ $0.isSkipped }) { action(event) }
        case .many(let entries):
            SubscriptionList.many(entries).deliver(event)
        case .leaving(let list):
            list.deliver(event)
        case .nobody:
            return
        }
    }

    /// The entries leaving with a terminal event.
    @inlinable
    var leavingEntries: ContiguousArray<SubscriptionEntry<Value, Error>> {
        switch self {
        case .leaving(.single(let entry)): [entry]
        case .leaving(.many(let entries)): entries
        default: []
        }
    }
}
