extension SignalProducer where Value == Never {
    /// Changes the value type of a producer that sends no values.
    public func promoteValue<NewValue>(_: NewValue.Type = NewValue.self) -> SignalProducer<NewValue, Error> {
        lift { $0.promoteValue(NewValue.self) }
    }

    /// Returns the producer itself.
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer {
        self
    }
}
