/// The value bookkeeping of a signal that tracks its value, the signal of a property: its current value, setting it
/// while `MutableProperty.modify` may run, starting observers with it, and observing its changes from the value they
/// follow (what derived properties build on). The values themselves live in ``SignalState`` (`latestValue`,
/// `deliveredValue`, `modifyingThread`), under the lock.
extension SignalCore {
    /// Whether the signal remembers its current value: the signal of a property (see ``currentValue``).
    @inlinable
    var tracksValue: Bool {
        withStateLock { $0.tracksValue }
    }

    /// How a property's value setter fared. No case carries a payload, so handing the outcome back costs nothing.
    @usableFromInline
    enum SetOutcome {
        /// The value was accepted, and the setting thread delivers it now, to the observers.
        case deliverNow
        /// The value was accepted; it was queued behind a delivery in flight, or nobody observes it.
        case accepted
        /// A `modify` runs on another thread: wait for it.
        case busy
        /// A `modify` of the same property runs on this very thread, further up the stack.
        case nested
    }

    /// Accepts a new value for a property unless a `modify` is in progress.
    @inlinable
    func acceptUnlessModifying(_ value: Value) -> SetOutcome {
        withLock { state in
            guard state.modifyingThread == .none else { return state.modifyingThread == .current ? .nested : .busy }
            // A value, accepted for delivery now, goes to the observers in the list (see `receivers(for:)`).
            return accept(.value(value), in: &state) == nil ? .accepted : .deliverNow
        }
    }

    /// Whether the calling thread is inside `modify` of this signal's property.
    @inlinable
    var isModifyingOnCurrentThread: Bool {
        withStateLock { $0.modifyingThread == .current }
    }

    /// Marks the start of `modify` on the calling thread and returns the value to modify.
    @inlinable
    func beginModify() -> Value? {
        withStateLock { state in
            state.modifyingThread = .current
            return state.latestValue
        }
    }

    /// Marks the end of `modify`, accepting `value` unless the modification was abandoned.
    @inlinable
    func endModify(accepting value: Value?) -> Receivers<Value, Error>? {
        withLock { state in
            state.modifyingThread = .none
            guard let value else { return nil }
            return accept(.value(value), in: &state)
        }
    }

    /// The value most recently sent into a signal that tracks its value (the signal of a property).
    @inlinable
    var currentValue: Value {
        guard let value = withStateLock({ $0.latestValue }) else {
            preconditionFailure("Only the signal of a property has a current value")
        }
        return value
    }

    /// Observes the values of a property's signal, starting with the current one.
    @inlinable
    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        observeValues(action, startingWithCurrent: true)
    }
}

extension SignalCore where Error == Never {
    /// Observes the changes of a signal that tracks its value (the signal of a property), and returns the value those
    /// changes follow, read under the same lock as the observer is added.
    ///
    /// The observer gets every value whose delivery starts after this call, and the returned value is the one whose
    /// delivery started last: together they miss and repeat nothing, even while another thread (or an observer further
    /// up this thread's stack) is delivering. This is what a derived property needs to start from: its first value is
    /// computed from the returned one, after the lock, and the observer may already be called on another thread by
    /// then.
    ///
    /// - Parameter action: Receives the changes, then `completed` when the signal ends.
    /// - Returns: `nil` if the signal does not track a value; otherwise the current value, and the observation, or
    ///   `nil` for it if the signal has ended (the value is then the last one).
    @_semantics("optimize.sil.specialize.generic.never")
    @usableFromInline
    func observeChanges(
        _ action: @escaping (Signal<Value, Never>.Event) -> Void
    ) -> (current: Value, observation: Disposable?)? {
        let observation = ObserverEntry(observing: self, owner: nil, .events(action))
        let subscription = observation.subscription
        // Owners loaded while pruning are released after the lock: their `deinit` is user code.
        var survivors: [AnyObject] = []
        let (current, isAdded, orphans) = withStateLock { state -> (Value?, Bool, Orphans<Value, Never>?) in
            guard state.tracksValue else { return (nil, false, nil) }
            guard state.isAccepting else { return (state.latestValue, false, nil) }
            // Observations whose owner is gone are pruned as by `observe(_:owner:startingWithCurrent:)`.
            let delivering = state.claimList()
            let orphans = pruneOrphans(&state, delivering: delivering, keepingAlive: &survivors)
            add(observation, to: &state, delivering: delivering)
            return (state.deliveredValue, true, orphans)
        }
        survivors = []
        if let orphans { tellOrphans(orphans) }
        guard let current else { return nil }
        return (current, isAdded ? subscription : nil)
    }
}

extension SignalCore where Value == Bool {
    /// Accepts `value` for a property nobody calls `modify` on, unless it holds that value already; returns the
    /// receivers to deliver it to after the lock, if this thread must deliver it now. May be called under another
    /// lock that is always taken before this signal's (an action's state machine). Only for `Bool`s: comparing values
    /// of a user's `Equatable` type would run user code under the lock.
    @inlinable
    func acceptIfChanged(_ value: Value) -> Receivers<Value, Error>? {
        withLock { state in
            state.latestValue == value ? nil : accept(.value(value), in: &state)
        }
    }
}
