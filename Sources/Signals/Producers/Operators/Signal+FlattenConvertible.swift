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
    /// Maps each value to a signal, a producer or anything else that converts to a producer (a ``Property``, a
    /// `Result`), and forwards the values of the inner streams, combined according to `strategy`.
    ///
    /// ```swift
    /// let results = queries.flatMap(.latest) { query in search(query) }
    /// ```
    ///
    /// `transform` is called with each value as it arrives, even when the strategy makes the inner stream wait. An
    /// inner signal is observed, and any other inner stream started through its `producer`, only once the strategy
    /// forwards it. A failure of this signal or of a forwarded inner stream is forwarded at once; an interruption of
    /// this signal interrupts the result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner streams.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        flattening(
            strategy, outerEvent: { $0.map(transform) },
            startInner: { inner, action in Signal.startInnerStream(inner, action) })
    }

    /// Maps each value to a signal, a producer or anything else that converts to a producer, none of which can fail,
    /// and forwards the values of the inner streams, combined according to `strategy`.
    ///
    /// Disfavored, as are the other forms that promote an inner error of `Never`: an inner stream whose error type is
    /// left open (`.init(value:)`, `.empty`, `SignalProducer(value: $0)`) takes this signal's error type.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner streams.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    @_disfavoredOverload
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        flattening(
            strategy, outerEvent: { $0.map(transform) },
            startInner: { inner, action in Signal.startInnerStream(inner) { action($0.promotedToError()) } })
    }

    /// Observes `inner` if it is a signal, and otherwise starts its producer, handing the events to `action`.
    ///
    /// A signal is observed directly rather than through a producer, which would put a second signal between it and
    /// `action`.
    @inlinable
    static func startInnerStream<Inner: SignalProducerConvertible>(
        _ inner: Inner,
        _ action: @escaping (Signal<Inner.Value, Inner.Error>.Event) -> Void
    ) -> Disposable? {
        if let signal = inner as? Signal<Inner.Value, Inner.Error> {
            return signal.observe(action)
        }
        return inner.producer.start(action)
    }
}

extension Signal where Error == Never {
    /// Maps each value of this signal, which cannot fail, to a signal, a producer or anything else that converts to a
    /// producer, and forwards the values of the inner streams, combined according to `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner streams.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values, failing when a forwarded inner stream fails.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Inner.Error> {
        flattening(
            strategy, outerEvent: { $0.map(transform).promotedToError() },
            startInner: { inner, action in Signal.startInnerStream(inner, action) })
    }

    /// Maps each value to a signal, a producer or anything else that converts to a producer, and forwards the values
    /// of the inner streams, combined according to `strategy`; neither can fail.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner streams.
    ///   - transform: Makes the inner stream for a value.
    /// - Returns: A signal of the inner values.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Inner
    ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        flattening(
            strategy, outerEvent: { $0.map(transform) },
            startInner: { inner, action in Signal.startInnerStream(inner, action) })
    }
}
