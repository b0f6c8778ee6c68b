extension SignalProducer {
    /// Maps each value to a producer, starts it, and forwards the values of the starts, combined according to
    /// `strategy`.
    ///
    /// ```swift
    /// let results = query.producer.flatMap(.latest) { api.search($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A producer of the inner producers' values.
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a producer that cannot fail, starts it, and forwards the values of the starts.
    ///
    /// Disfavored, as are the other forms that promote an inner error of `Never`: an inner producer whose error type
    /// is left open (`.init(value:)`, `.empty`, `SignalProducer(value: $0)`) takes this producer's error type.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A producer of the inner producers' values.
    @_disfavoredOverload
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> SignalProducer<NewValue, Error> {
        map(transform).flatten(strategy)
    }

}

extension SignalProducer where Error == Never {
    /// Maps each value to a producer that may fail, starts it, and forwards the values of the starts.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A producer of the inner producers' values.
    public func flatMap<NewValue, NewError>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a producer, starts it, and forwards the values of the starts; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A producer of the inner producers' values.
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> SignalProducer<NewValue, Never> {
        map(transform).flatten(strategy)
    }

}
