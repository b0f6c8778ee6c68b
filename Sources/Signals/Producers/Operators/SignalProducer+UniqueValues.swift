extension SignalProducer {
    /// Forwards only values whose identity has not been seen before in the start.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> SignalProducer {
        lift { $0.uniqueValues(transform) }
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only values that have not been seen before in the start.
    public func uniqueValues() -> SignalProducer {
        lift { $0.uniqueValues() }
    }
}
