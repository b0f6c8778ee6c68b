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
    @inlinable
    func observeChanges(
        _ action: @escaping (Signal<Value, Never>.Event) -> Void
    ) -> (current: Value, observation: Disposable?)? {
        let observation = ObserverEntry(observing: self, owner: nil, .events(action))
        let subscription = observation.subscription
        // Owners loaded while pruning are released after the lock: their `deinit` is user code.
        var survivors: [AnyObject] = []
        let (current, isAdded, orphans) = state.withLock { state -> (Value?, Bool, Orphans<Value, Never>?) in
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

extension PropertyProtocol {
    /// Observes the changes of this property and returns the value they follow; see
    /// ``SignalCore/observeChanges(_:)``. Neither the observation nor the caller keeps this property object alive.
    ///
    /// A conforming type of another library whose signal does not carry its value is read, then observed: a change
    /// made by another thread between the two steps may be missed until the next one.
    @inlinable
    func observeChanges(
        _ action: @escaping (Signal<Value, Never>.Event) -> Void
    ) -> (current: Value, observation: Disposable?) {
        let signal = self.signal
        if let tracked = signal.core.observeChanges(action) { return tracked }
        let current = value
        return (current, signal.observe(action))
    }
}
