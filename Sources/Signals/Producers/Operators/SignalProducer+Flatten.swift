extension SignalProducer {
    /// Starts the producers that this producer sends and forwards their values, combined according to `strategy`.
    ///
    /// ```swift
    /// let everything = SignalProducer(sections.map(api.items)).flatten(.merge)
    /// ```
    ///
    /// Each inner producer is started when the strategy forwards it. Interrupting the result interrupts this
    /// producer's start and every inner start. See ``FlattenStrategy``.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A producer of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Error> {
        lift { $0.flatten(strategy) }
    }

    /// Starts the producers, which cannot fail, that this producer sends and forwards their values.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A producer of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer sends, combined according to `strategy`.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A producer of the inner signals' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == Signal<InnerValue, Error> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals, which cannot fail, that this producer sends.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A producer of the inner signals' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == Signal<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Error == Never {
    /// Starts the producers that this producer, which cannot fail, sends and forwards their values.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A producer of the inner producers' values, failing when a forwarded start fails.
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, InnerError>
    where Value == SignalProducer<InnerValue, InnerError> {
        lift { $0.flatten(strategy) }
    }

    /// Starts the producers that this producer sends and forwards their values; neither can fail.
    ///
    /// - Parameter strategy: How to combine the starts of the inner producers.
    /// - Returns: A producer of the inner producers' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Never>
    where Value == SignalProducer<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer, which cannot fail, sends.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A producer of the inner signals' values, failing when a forwarded signal fails.
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, InnerError>
    where Value == Signal<InnerValue, InnerError> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer sends; neither can fail.
    ///
    /// - Parameter strategy: How to combine the inner signals.
    /// - Returns: A producer of the inner signals' values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Never>
    where Value == Signal<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of each sequence this producer sends, one by one.
    ///
    /// - Returns: A producer of the sequences' elements.
    public func flatten() -> SignalProducer<Value.Element, Error> {
        lift { $0.flatten() }
    }
}
