extension SignalProducer where Value == Never {
    /// Changes the value type of a producer that sends no values.
    ///
    /// - Parameter _: The new value type; usually inferred.
    /// - Returns: The same terminal events.
    public func promoteValue<NewValue>(_: NewValue.Type = NewValue.self) -> SignalProducer<NewValue, Error> {
        lift { $0.promoteValue(NewValue.self) }
    }

    /// Returns the producer itself.
    ///
    /// - Parameter _: `Never`.
    /// - Returns: This producer.
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer {
        self
    }
}
