extension SignalProducer {
    /// Waits for this producer to complete, ignoring its values, then forwards every event of `replacement`.
    ///
    /// ```swift
    /// let refreshThenLoad = refreshToken.then(fetchProfile)
    /// ```
    ///
    /// A failure or interruption of this producer is forwarded at once and `replacement` is not started.
    ///
    /// Disfavored, as is the next form: a replacement whose error type is left open (`.init(value:)`) takes this
    /// producer's error type.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    @_disfavoredOverload
    public func then<NewValue>(_ replacement: SignalProducer<NewValue, Never>) -> SignalProducer<NewValue, Error> {
        startingAfterCompletion(replacement.promoteError(Error.self))
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`, as the form that takes a
    /// producer does.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    @_disfavoredOverload
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<NewValue>(_ replacement: SignalProducer<NewValue, Error>) -> SignalProducer<NewValue, Error> {
        startingAfterCompletion(replacement)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Error {
        then(replacement.producer)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then(_ replacement: SignalProducer) -> SignalProducer {
        startingAfterCompletion(replacement)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer where Replacement.Value == Value, Replacement.Error == Error {
        then(replacement.producer)
    }

    /// Starts `next` with the same observer once this producer completes, after passing each value of this producer
    /// to `forward`. A failure or interruption of this producer is forwarded at once and `next` is not started.
    func startingAfterCompletion<NewValue>(
        _ next: SignalProducer<NewValue, Error>,
        forward: ((Value, Signal<NewValue, Error>.Observer) -> Void)? = nil
    ) -> SignalProducer<NewValue, Error> {
        SignalProducer<NewValue, Error> { observer, lifetime in
            startWithSignal(during: lifetime) { signal in
                lifetime += signal.observe { event in
                    switch event {
                    case .value(let value):
                        forward?(value, observer)
                    case .failed(let error):
                        observer.send(error: error)
                    case .completed:
                        lifetime += next.start(observer)
                    case .interrupted:
                        observer.sendInterrupted()
                    }
                }
            }
        }
    }
}

extension SignalProducer where Error == Never {
    /// Waits for this producer to complete, then forwards every event of `replacement`, which may fail.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<NewValue, NewError>(
        _ replacement: SignalProducer<NewValue, NewError>
    ) -> SignalProducer<NewValue, NewError> {
        promoteError(NewError.self).startingAfterCompletion(replacement)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`, which may fail.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Replacement.Value, Replacement.Error> {
        then(replacement.producer)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<NewValue>(_ replacement: SignalProducer<NewValue, Never>) -> SignalProducer<NewValue, Never> {
        startingAfterCompletion(replacement)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Replacement.Value, Never> where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: The producer started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        startingAfterCompletion(replacement)
    }

    /// Waits for this producer to complete, then forwards every event of `replacement`.
    ///
    /// - Parameter replacement: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of `replacement`'s events.
    public func then<Replacement: SignalProducerConvertible>(
        _ replacement: Replacement
    ) -> SignalProducer<Value, Never> where Replacement.Value == Value, Replacement.Error == Never {
        then(replacement.producer)
    }
}
