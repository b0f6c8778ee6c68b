extension SignalProducer {
    /// Starts the producers that this producer sends and forwards their values, combined according to `strategy`.
    ///
    /// Each inner producer is started when the strategy forwards it. Interrupting the result interrupts this
    /// producer's start and every inner start. See ``FlattenStrategy``.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Error> {
        lift { $0.flatten(strategy) }
    }

    /// Starts the producers, which cannot fail, that this producer sends and forwards their values.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == SignalProducer<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer sends, combined according to `strategy`.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == Signal<InnerValue, Error> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals, which cannot fail, that this producer sends.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Error>
    where Value == Signal<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Error == Never {
    /// Starts the producers that this producer, which cannot fail, sends and forwards their values.
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, InnerError>
    where Value == SignalProducer<InnerValue, InnerError> {
        lift { $0.flatten(strategy) }
    }

    /// Starts the producers that this producer sends and forwards their values; neither can fail.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Never>
    where Value == SignalProducer<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer, which cannot fail, sends.
    public func flatten<InnerValue, InnerError>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, InnerError>
    where Value == Signal<InnerValue, InnerError> {
        lift { $0.flatten(strategy) }
    }

    /// Forwards the values of the signals that this producer sends; neither can fail.
    public func flatten<InnerValue>(_ strategy: FlattenStrategy) -> SignalProducer<InnerValue, Never>
    where Value == Signal<InnerValue, Never> {
        lift { $0.flatten(strategy) }
    }
}

extension SignalProducer where Value: Sequence {
    /// Sends the elements of each sequence this producer sends, one by one.
    public func flatten() -> SignalProducer<Value.Element, Error> {
        lift { $0.flatten() }
    }
}
