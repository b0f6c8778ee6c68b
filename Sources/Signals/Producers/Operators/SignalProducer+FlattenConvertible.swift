extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Error {
    /// Starts the producer of each value this producer sends, such as a ``Property`` or a ``SignalProducer``, and forwards
    /// their values, combined according to `strategy`.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
    /// Starts the producer of each value this producer sends, which cannot fail, and forwards their values, combined
    /// according to `strategy`.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Error == Never, Value: SignalProducerConvertible {
    /// Starts the producer of each value this producer, which cannot fail, sends, and forwards their values, combined
    /// according to `strategy`.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Error == Never, Value: SignalProducerConvertible, Value.Error == Never {
    /// Starts the producer of each value this producer sends and forwards their values; neither can fail.
    public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Never> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer {
    /// Maps each value to anything that converts to a producer, such as a ``Property``, starts it, and forwards the
    /// values of the starts, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A producer of the inner values.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
        lift { $0.flatMap(strategy, transform) }
    }

    /// Maps each value to anything that converts to a producer that cannot fail, starts it, and forwards the values of
    /// the starts, combined according to `strategy`.
    ///
    /// Disfavored, as are the other forms that promote an inner error of `Never`: an inner stream whose error type is
    /// left open (`.init(value:)`, `.empty`, `SignalProducer(value: $0)`) takes this producer's error type.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A producer of the inner values.
    @_disfavoredOverload
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
        lift { $0.flatMap(strategy, transform) }
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value of this producer, which cannot fail, to anything that converts to a producer, starts it, and
    /// forwards the values of the starts, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A producer of the inner values, failing when a forwarded start fails.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Inner.Error> {
        lift { $0.flatMap(strategy, transform) }
    }

    /// Maps each value to anything that converts to a producer, starts it, and forwards the values of the starts,
    /// combined according to `strategy`; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the starts of the inner producers.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A producer of the inner values.
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
        lift { $0.flatMap(strategy, transform) }
    }
}
