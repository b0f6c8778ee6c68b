extension SignalProducer {
    /// Forwards the first `count` values of each start, then completes and interrupts the rest of the work.
    ///
    /// With a `count` of zero each start is interrupted at once.
    public func take(first count: Int) -> SignalProducer {
        precondition(count >= 0, "take(first:) needs a count of zero or more, not \(count)")
        return lift { $0.take(first: count) }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// Each start starts `trigger` first. A `trigger` that is interrupted stops nothing.
    public func take(until trigger: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.take(until:))(trigger)
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    public func take<Trigger: SignalProducerConvertible>(
        until trigger: Trigger
    ) -> SignalProducer where Trigger.Value == Void, Trigger.Error == Never {
        take(until: trigger.producer)
    }
}

extension SignalProducer {
    /// Sends the last `count` values when the start completes.
    public func take(last count: Int) -> SignalProducer {
        lift { $0.take(last: count) }
    }

    /// Forwards values while `shouldContinue` returns `true`, then completes.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(while: shouldContinue) }
    }

    /// Forwards values up to and including the first for which `shouldContinue` returns `false`, then completes.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(until: shouldContinue) }
    }
}
