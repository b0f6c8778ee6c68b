extension SignalProducer {
    /// Forwards only values whose identity has not been seen before in the start.
    ///
    /// - Parameter transform: The identity of a value.
    /// - Returns: A producer of values with new identities.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer {
        lift { $0.uniqueValues(transform) }
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only values that have not been seen before in the start.
    ///
    /// - Returns: A producer of new values.
    public func uniqueValues() -> SignalProducer {
        lift { $0.uniqueValues() }
    }
}
