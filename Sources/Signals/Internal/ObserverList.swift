/// A signal's observers, without an allocation for the common cases of none and one.
///
/// The list holds its observations by unretained references and owns them by hand: ``append(_:)`` retains, and
/// whatever takes an observation out hands the caller that reference. So delivering from the list copies no reference
/// count, and a copy of the list (a relay's published snapshot, the observers leaving with a terminal event) owns
/// nothing: what is taken out while such a copy may still be read is kept alive by other means (retired to the
/// delivering thread).
@usableFromInline
enum ObserverList<Value, Error: Swift.Error> {
    case empty
    case single(Unmanaged<ObserverEntry<Value, Error>>)
    case many(ContiguousArray<Unmanaged<ObserverEntry<Value, Error>>>)

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
        case .many(let observations): observations.count
        }
    }

    /// Appends `observation`, which the list retains.
    @inlinable
    mutating func append(_ observation: ObserverEntry<Value, Error>) {
        let added = Unmanaged.passRetained(observation)
        switch self {
        case .empty:
            self = .single(added)
        case .single(let first):
            self = .many([first, added])
        case .many(var observations):
            self = .empty
            observations.append(added)
            self = .many(observations)
        }
    }

    /// Removes the observation of `subscription` and returns it, for the caller to release after the lock.
    @inlinable
    mutating func remove(_ subscription: SignalSubscription<Value, Error>) -> ObserverEntry<Value, Error>? {
        switch self {
        case .empty:
            return nil
        case .single(let only):
            guard only.takeUnretainedValue().isObserved(by: subscription) else { return nil }
            self = .empty
            return only.takeRetainedValue()
        case .many(var observations):
            guard let index = observations.firstIndex(where: { $0.takeUnretainedValue().isObserved(by: subscription) })
            else { return nil }
            self = .empty
            let removed = observations.remove(at: index)
            self = observations.count == 1 ? .single(observations[0]) : .many(observations)
            return removed.takeRetainedValue()
        }
    }

    /// Whether the observation of `subscription` is in the list.
    @inlinable
    func contains(_ subscription: SignalSubscription<Value, Error>) -> Bool {
        var isFound = false
        forEachEntry { if $0.isObserved(by: subscription) { isFound = true } }
        return isFound
    }

    /// Removes and returns the observations that match `isRemoved`.
    @usableFromInline
    mutating func removeAll(
        where isRemoved: (ObserverEntry<Value, Error>) -> Bool
    ) -> ContiguousArray<ObserverEntry<Value, Error>> {
        var kept = ContiguousArray<Unmanaged<ObserverEntry<Value, Error>>>()
        var removed = ContiguousArray<ObserverEntry<Value, Error>>()
        switch self {
        case .empty:
            return []
        case .single(let only):
            guard isRemoved(only.takeUnretainedValue()) else { return [] }
            self = .empty
            return [only.takeRetainedValue()]
        case .many(let observations):
            for observation in observations {
                if isRemoved(observation.takeUnretainedValue()) {
                    removed.append(observation.takeRetainedValue())
                } else {
                    kept.append(observation)
                }
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

    /// Releases the entries of a list that was moved out of its signal (the observers leaving with a terminal event).
    /// Call it once, when nothing reads the list any more.
    @inlinable
    func releaseEntries() {
        switch self {
        case .empty:
            return
        case .single(let only):
            only.release()
        case .many(let observations):
            for observation in observations { observation.release() }
        }
    }

    /// Takes out and returns the observations whose owner is gone (see ``orphans(keepingAlive:)``).
    @usableFromInline
    mutating func removeOrphans(keepingAlive survivors: inout [AnyObject]) -> ContiguousArray<
        ObserverEntry<Value, Error>
    > {
        removeAll { Self.isOrphan($0, keepingAlive: &survivors) }
    }

    /// The observations whose owner is gone, left in the list; observations already marked removed are left alone.
    ///
    /// Checking an owner loads a strong reference to it; the owners found alive are appended to `survivors`, for the
    /// caller to release after the lock: if another thread drops its last reference meanwhile, the owner's `deinit`
    /// must not run under the lock.
    @usableFromInline
    func orphans(keepingAlive survivors: inout [AnyObject]) -> ContiguousArray<ObserverEntry<Value, Error>> {
        var orphans = ContiguousArray<ObserverEntry<Value, Error>>()
        forEachEntry { if Self.isOrphan($0, keepingAlive: &survivors) { orphans.append($0) } }
        return orphans
    }

    /// Whether `observation`'s owner is gone; see ``orphans(keepingAlive:)``.
    @usableFromInline
    static func isOrphan(_ observation: ObserverEntry<Value, Error>, keepingAlive survivors: inout [AnyObject]) -> Bool
    {
        guard !observation.isRemoved, let owner = observation.owner else { return false }
        guard let object = owner.object else { return true }
        survivors.append(object)
        return false
    }

    /// Calls `body` with each observation.
    @inlinable
    func forEachEntry(_ body: (ObserverEntry<Value, Error>) -> Void) {
        switch self {
        case .empty:
            return
        case .single(let only):
            only._withUnsafeGuaranteedRef(body)
        case .many(let observations):
            for observation in observations { observation._withUnsafeGuaranteedRef(body) }
        }
    }

    /// Calls every observer that was not disposed during this delivery.
    @inlinable
    func deliver(_ event: Signal<Value, Error>.Event) {
        switch self {
        case .empty:
            return
        case .single(let only):
            only._withUnsafeGuaranteedRef { if !$0.isSkipped { $0.receive(event) } }
        case .many(let observations):
            for observation in observations {
                observation._withUnsafeGuaranteedRef { if !$0.isSkipped { $0.receive(event) } }
            }
        }
    }
}

/// Whom an accepted event goes to.
@usableFromInline
enum Receivers<Value, Error: Swift.Error> {
    /// The signal's observers, read from its list without the lock by the thread that delivers the event: while that
    /// delivery is in flight, the list does not change (see ``SignalCore/observers``).
    case observers
    /// The observers leaving with a terminal event, taken out of the signal.
    case leaving(ObserverList<Value, Error>)
}
