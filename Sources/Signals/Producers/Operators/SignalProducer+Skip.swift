extension SignalProducer {
    /// Drops the first `count` values of each start and forwards everything after them.
    ///
    /// - Parameter count: How many values to drop; must not be negative.
    /// - Returns: A producer without the first `count` values.
    public func skip(first count: Int) -> SignalProducer {
        precondition(count >= 0, "skip(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return lift { $0.skip(first: count) }
    }
}

extension SignalProducer {
    /// Drops values while `shouldContinue` returns `true`, then forwards everything.
    ///
    /// - Parameter shouldContinue: Whether to keep dropping.
    /// - Returns: A producer without the leading values.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.skip(while: shouldContinue) }
    }

    /// Drops values until `trigger` sends a value or completes.
    ///
    /// Each start starts `trigger` first.
    ///
    /// - Parameter trigger: The producer whose first value or completion opens the gate.
    /// - Returns: A producer of the values after the trigger.
    public func skip(until trigger: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.skip(until:))(trigger)
    }
}

extension SignalProducer {
    /// Drops values until `trigger` (a producer, signal or property) sends a value or completes.
    ///
    /// - Parameter trigger: What opens the gate.
    /// - Returns: A producer of the values after the trigger.
    public func skip<Trigger: SignalProducerConvertible>(
        until trigger: Trigger
    ) -> SignalProducer where Trigger.Value == Void, Trigger.Error == Never {
        skip(until: trigger.producer)
    }
}
