extension SignalProducer {
    /// Drops the first `count` values of each start and forwards everything after them.
    public func skip(first count: Int) -> SignalProducer {
        precondition(count >= 0, "skip(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return lift { $0.skip(first: count) }
    }
}

extension SignalProducer {
    /// Drops values while `shouldContinue` returns `true`, then forwards everything.
    public func skip(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.skip(while: shouldContinue) }
    }

    /// Drops values until `trigger` sends a value or completes.
    ///
    /// Each start starts `trigger` first.
    public func skip(until trigger: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.skip(until:))(trigger)
    }
}

extension SignalProducer {
    /// Drops values until `trigger` (a producer, signal or property) sends a value or completes.
    public func skip<Trigger: SignalProducerConvertible>(
        until trigger: Trigger
    ) -> SignalProducer where Trigger.Value == Void, Trigger.Error == Never {
        skip(until: trigger.producer)
    }
}
