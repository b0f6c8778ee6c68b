extension Signal where Value: SignalProducerConvertible, Value.Error == Error {
    /// Starts the producer of each value this signal sends, such as a ``Property`` or a ``SignalProducer``, and forwards
    /// their values, combined according to `strategy`.
    ///
    /// ```swift
    /// let names = selectedUser.flatten(.latest)  // a Signal<Property<String>, Never>: follows the latest property
    /// ```
    ///
    /// Each value is turned into a producer with its `producer` property, then flattened like a producer of
    /// producers: see ``FlattenStrategy``.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flattening(
            strategy, outerEvent: { $0.map { $0.producer } }, startInner: { producer, action in producer.start(action) }
        )
    }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
    /// Starts the producer of each value this signal sends, which cannot fail, and forwards their values, combined
    /// according to `strategy`.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
        flattening(
            strategy, outerEvent: { $0.map { $0.producer } },
            startInner: { producer, action in producer.start { action($0.promotedToError()) } })
    }
}

extension Signal where Error == Never, Value: SignalProducerConvertible {
    /// Starts the producer of each value this signal, which cannot fail, sends, and forwards their values, combined
    /// according to `strategy`.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner values, failing when a forwarded start fails.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
        flattening(
            strategy, outerEvent: { $0.map { $0.producer }.promotedToError() },
            startInner: { producer, action in producer.start(action) })
    }
}

extension Signal where Error == Never, Value: SignalProducerConvertible, Value.Error == Never {
    /// Starts the producer of each value this signal sends and forwards their values; neither can fail.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Never> {
        flattening(
            strategy, outerEvent: { $0.map { $0.producer } }, startInner: { producer, action in producer.start(action) }
        )
    }
}

extension Signal {
    /// Maps each value to anything that converts to a producer, such as a ``Property``, starts it, and forwards the
    /// values of the starts, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        flattening(
            strategy, outerEvent: { $0.map { transform($0).producer } },
            startInner: { producer, action in producer.start(action) })
    }

    /// Maps each value to anything that converts to a producer that cannot fail, starts it, and forwards the values of
    /// the starts, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        flattening(
            strategy, outerEvent: { $0.map { transform($0).producer } },
            startInner: { producer, action in producer.start { action($0.promotedToError()) } })
    }
}

extension Signal where Error == Never {
    /// Maps each value of this signal, which cannot fail, to anything that converts to a producer, starts it, and
    /// forwards the values of the starts, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values, failing when a forwarded start fails.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Inner.Error> {
        flattening(
            strategy, outerEvent: { $0.map { transform($0).producer }.promotedToError() },
            startInner: { producer, action in producer.start(action) })
    }

    /// Maps each value to anything that converts to a producer, starts it, and forwards the values of the starts,
    /// combined according to `strategy`; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        flattening(
            strategy, outerEvent: { $0.map { transform($0).producer } },
            startInner: { producer, action in producer.start(action) })
    }
}
