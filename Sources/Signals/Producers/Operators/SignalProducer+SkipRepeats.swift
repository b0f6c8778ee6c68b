extension SignalProducer {
    /// Forwards a value only if it is not equivalent to the last value forwarded.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer {
        lift { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Forwards a value only if it differs from the last value forwarded.
    public func skipRepeats() -> SignalProducer {
        lift { $0.skipRepeats() }
    }
}
