extension SignalProducer {
    /// Forwards a value only if it is not equivalent to the last value forwarded.
    ///
    /// - Parameter isEquivalent: Whether two values count as the same.
    /// - Returns: A producer without consecutive repeats.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer {
        lift { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Forwards a value only if it differs from the last value forwarded.
    ///
    /// - Returns: A producer without consecutive repeats.
    public func skipRepeats() -> SignalProducer {
        lift { $0.skipRepeats() }
    }
}
