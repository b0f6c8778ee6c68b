extension SignalProducer {
    /// Forwards the first `count` values of each start, then completes and interrupts the rest of the work.
    ///
    /// With a `count` of zero each start is interrupted at once.
    ///
    /// - Parameter count: How many values to forward; must not be negative.
    /// - Returns: A producer of at most `count` values.
    public func take(first count: Int) -> SignalProducer {
        precondition(count >= 0, "take(first:) needs a count of zero or more, not \(count)")
        return lift { $0.take(first: count) }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// Each start starts `trigger` first. A `trigger` that is interrupted stops nothing.
    ///
    /// - Parameter trigger: The producer whose first value or completion ends the forwarding.
    /// - Returns: A producer that completes when `trigger` fires.
    public func take(until trigger: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.take(until:))(trigger)
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// - Parameter trigger: A signal, property or producer whose first value or completion ends the forwarding.
    /// - Returns: A producer that completes when `trigger` fires.
    public func take<Trigger: SignalProducerConvertible>(
        until trigger: Trigger
    ) -> SignalProducer where Trigger.Value == Void, Trigger.Error == Never {
        take(until: trigger.producer)
    }
}

extension SignalProducer {
    /// Sends the last `count` values when the start completes.
    ///
    /// - Parameter count: How many values to keep.
    /// - Returns: A producer of the last values.
    public func take(last count: Int) -> SignalProducer {
        lift { $0.take(last: count) }
    }

    /// Forwards values while `shouldContinue` returns `true`, then completes.
    ///
    /// - Parameter shouldContinue: Whether to go on.
    /// - Returns: A producer that completes at the first value that fails the test.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(while: shouldContinue) }
    }

    /// Forwards values up to and including the first for which `shouldContinue` returns `false`, then completes.
    ///
    /// - Parameter shouldContinue: Whether to go on after a value.
    /// - Returns: A producer that completes after the deciding value.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.take(until: shouldContinue) }
    }
}
