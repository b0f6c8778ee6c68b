extension Signal {
    /// Starts the producers that this signal sends and forwards their values, combined according to `strategy`.
    ///
    /// ```swift
    /// let results = queries.map { api.search($0) }.flatten(.latest)
    /// ```
    ///
    /// Each inner producer is started when the strategy forwards it, and interrupted when the strategy drops it
    /// (`.latest` replacing it, `.race` losing) or when the result ends. A failure of this signal or of a forwarded
    /// start is forwarded at once; an interruption of this signal interrupts the result. See ``FlattenStrategy``.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Error> {
        flattening(strategy, outerEvent: { $0 }, startInner: { producer, action in producer.start(action) })
    }

    /// Starts the producers, which cannot fail, that this signal sends and forwards their values, combined according
    /// to `strategy`.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Never> {
        flattening(
            strategy,
            outerEvent: { $0 },
            startInner: { producer, action in producer.start { action($0.promotedToError()) } }
        )
    }

    /// Maps each value to a producer, starts it, and forwards the values of the starts, combined according to
    /// `strategy`.
    ///
    /// ```swift
    /// let results = searchText.flatMap(.latest) { query in api.search(query) }
    /// ```
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value; called on the thread that delivers the value.
    /// - Returns: A signal of the inner producers' values.
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Error>
    ) -> Signal<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a producer that cannot fail, starts it, and forwards the values of the starts, combined
    /// according to `strategy`.
    ///
    /// Disfavored, as are the other forms that promote an inner error of `Never`: an inner producer whose error type
    /// is left open (`.init(value:)`, `.empty`, `SignalProducer(value: $0)`) takes this signal's error type.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A signal of the inner producers' values.
    @_disfavoredOverload
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> Signal<NewValue, Error> {
        map(transform).flatten(strategy)
    }

    /// Replaces a failure with the events of a start of the producer `transform` returns for the error.
    ///
    /// - Parameter transform: Makes the recovery producer for the error.
    /// - Returns: A signal that recovers from a failure with `transform`'s producer.
    public func flatMapError<NewError>(
        _ transform: @escaping (Error) -> SignalProducer<Value, NewError>
    ) -> Signal<Value, NewError> {
        replacingFailure(with: transform)
    }

    /// Replaces a failure with the events of a start of the producer `transform` returns, which cannot fail.
    ///
    /// The form that `flatMapError { _ in .init(value: fallback) }` and `flatMapError { _ in .empty }` pick when
    /// nothing else names the new error type.
    ///
    /// - Parameter transform: Makes the recovery producer for the error.
    /// - Returns: A signal that cannot fail.
    public func flatMapError(
        _ transform: @escaping (Error) -> SignalProducer<Value, Never>
    ) -> Signal<Value, Never> {
        replacingFailure(with: transform)
    }
}

extension Signal where Error == Never {
    /// Starts the producers that this signal, which cannot fail, sends and forwards their values, combined according
    /// to `strategy`.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner producers' values, failing when a forwarded start fails.
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> Signal<InnerValue, InnerError>
    where Value == SignalProducer<InnerValue, InnerError> {
        flattening(
            strategy, outerEvent: { $0.promotedToError() }, startInner: { producer, action in producer.start(action) })
    }

    /// Starts the producers that this signal sends and forwards their values; neither can fail.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> Signal<InnerValue, Never>
    where Value == SignalProducer<InnerValue, Never> {
        flattening(strategy, outerEvent: { $0 }, startInner: { producer, action in producer.start(action) })
    }

    /// Maps each value to a producer that may fail, starts it, and forwards the values of the starts.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A signal of the inner producers' values, failing when a forwarded start fails.
    public func flatMap<NewValue, NewError>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, NewError>
    ) -> Signal<NewValue, NewError> {
        map(transform).flatten(strategy)
    }

    /// Maps each value to a producer, starts it, and forwards the values of the starts; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the producer for a value.
    /// - Returns: A signal of the inner producers' values.
    public func flatMap<NewValue>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> SignalProducer<NewValue, Never>
    ) -> Signal<NewValue, Never> {
        map(transform).flatten(strategy)
    }
}
