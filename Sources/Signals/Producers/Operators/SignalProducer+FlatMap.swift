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
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a producer that cannot fail, starts it, and forwards the values of the starts.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A producer of the inner producers' values.
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> SignalProducer<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a signal and forwards the values of the signals, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the signal for a value.
    /// - Returns: A producer of the inner signals' values.
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<NewValue, Error>
    ) -> SignalProducer<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a signal that cannot fail and forwards the values of the signals, combined according to
    /// `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the signal for a value.
    /// - Returns: A producer of the inner signals' values.
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<NewValue, Never>
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
    @inlinable
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
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> SignalProducer<NewValue, Never> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a signal that may fail and forwards the values of the signals, combined according to
    /// `strategy`.
    ///
    /// ```swift
    /// let sessions = logins.producer.flatMap(.concat) { credentials in auth.session(for: credentials) }
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the signal for a value.
    /// - Returns: A producer of the inner signals' values, which fails when one of them fails.
    @inlinable
    public func flatMap<NewValue, NewError>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a signal and forwards the values of the signals; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the signal for a value.
    /// - Returns: A producer of the inner signals' values.
    @inlinable
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<NewValue, Never>
    ) -> SignalProducer<NewValue, Never> {
        map(transform).flatten(strategy)
    }
}
