extension SignalProducer {
    /// Transforms each value with `transform`; terminal events pass through unchanged.
    ///
    /// ```swift
    /// let names = fetchUsers.map { users in users.map(\.name) }
    /// ```
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A producer of the transformed values.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> SignalProducer<NewValue, Error> {
        lift { $0.map(transform) }
    }

    /// Replaces each value with `value`; terminal events pass through unchanged.
    ///
    /// - Parameter value: The value sent for every value of this producer.
    /// - Returns: A producer that sends `value` each time this producer sends a value.
    @_disfavoredOverload
    public func map<NewValue>(value: NewValue) -> SignalProducer<NewValue, Error> {
        lift { $0.map(value: value) }
    }

    /// Replaces each value with the value at `keyPath`; terminal events pass through unchanged.
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A producer of the values at `keyPath`.
    public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> SignalProducer<NewValue, Error> {
        lift { $0.map(keyPath) }
    }
}
