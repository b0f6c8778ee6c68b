extension Signal {
    /// Drops the first `count` values and forwards everything after them.
    ///
    /// Terminal events always pass through.
    ///
    /// - Parameter count: How many values to drop; must not be negative. Zero returns this signal itself.
    /// - Returns: A signal without the first `count` values.
    public func skip(first count: Int) -> Signal {
        precondition(count >= 0, "skip(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var skipped = 0
            lifetime += observe { event in
                if case .value = event, skipped < count {
                    skipped += 1
                    return
                }
                output.send(event)
            }
        }
    }

    /// Drops values while `shouldContinue` approves them; from the first value it rejects on, forwards everything.
    ///
    /// ```swift
    /// let typed = searchTexts.skip(while: { $0.isEmpty })
    /// ```
    ///
    /// The first rejected value is forwarded, and `shouldContinue` is not called again. Terminal events always pass
    /// through.
    ///
    /// - Parameter shouldContinue: Called with each value until it returns `false`, on the thread that delivers it;
    ///   returns whether to keep dropping.
    /// - Returns: A signal without the leading values that `shouldContinue` approves.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> Signal {
        Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var isSkipping = true
            lifetime += observe { event in
                if isSkipping, case .value(let value) = event {
                    isSkipping = shouldContinue(value)
                    if isSkipping { return }
                }
                output.send(event)
            }
        }
    }

    /// Drops values until `trigger` sends a value or completes; from then on, forwards everything.
    ///
    /// ```swift
    /// let edits = textChanges.skip(until: viewDidAppear)
    /// ```
    ///
    /// A `trigger` that is interrupted opens nothing. Terminal events of this signal always pass through, even
    /// before `trigger` fires; ReactiveSwift only starts observing this signal once `trigger` fires, so there a
    /// failure or completion that comes first is lost.
    ///
    /// - Parameter trigger: The signal whose first value or completion starts the forwarding.
    /// - Returns: A signal of the values sent after `trigger` fired.
    public func skip(until trigger: Signal<Void, Never>) -> Signal {
        // Only this signal's observer sends, from inside its deliveries: `trigger` just opens a gate, so the result
        // stays a relay.
        Signal(relaying: self) { output, lifetime in
            let isOpen = Locked(false)
            let triggerObservation = SerialDisposable()
            lifetime += triggerObservation
            triggerObservation.inner = trigger.observe { event in
                switch event {
                case .value, .completed:
                    isOpen.withLock { $0 = true }
                    tearDown(triggerObservation)
                case .interrupted:
                    break
                }
            }
            // Once open, the gate stays open: remember it here instead of taking the lock for every value.
            var isForwarding = false
            lifetime += observe { event in
                if !isForwarding, case .value = event {
                    isForwarding = isOpen.withLock { $0 }
                    if !isForwarding { return }
                }
                output.send(event)
            }
        }
    }
}
