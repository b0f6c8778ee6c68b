extension Signal {
    /// Forwards the first `count` values, then completes.
    ///
    /// With a `count` of zero the result has already completed: observers get `interrupted` at once. A terminal event
    /// before the `count`-th value passes through.
    ///
    /// - Parameter count: How many values to forward; must not be negative.
    /// - Returns: A signal of at most `count` values.
    @inlinable
    public func take(first count: Int) -> Signal {
        precondition(count >= 0, "take(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return .empty }
        return Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var taken = 0
            lifetime += observe { event in
                guard case .value = event else { return output.send(event) }
                guard taken < count else { return }
                taken += 1
                output.send(event)
                if taken == count { output.sendCompleted() }
            }
        }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// A `trigger` that fails or is interrupted stops nothing.
    ///
    /// - Parameter trigger: The signal whose first value or completion ends the forwarding.
    /// - Returns: A signal that completes when `trigger` fires, if it has not terminated before.
    @inlinable
    public func take(until trigger: Signal<Void, Never>) -> Signal {
        Signal { output, lifetime in
            lifetime += observe(output)
            lifetime += trigger.observe { event in
                switch event {
                case .value, .completed: output.sendCompleted()
                case .interrupted: break
                }
            }
        }
    }
}
