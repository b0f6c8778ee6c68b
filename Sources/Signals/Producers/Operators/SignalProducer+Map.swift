extension SignalProducer {
    /// Transforms each value with `transform`; terminal events pass through unchanged.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> SignalProducer<NewValue, Error> {
        lift { $0.map(transform) }
    }

    /// Replaces each value with `value`; terminal events pass through unchanged.
    @_disfavoredOverload
    public func map<NewValue>(value: NewValue) -> SignalProducer<NewValue, Error> {
        lift { $0.map(value: value) }
    }

    /// Replaces each value with the value at `keyPath`; terminal events pass through unchanged.
    public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> SignalProducer<NewValue, Error> {
        lift { $0.map(keyPath) }
    }
}
