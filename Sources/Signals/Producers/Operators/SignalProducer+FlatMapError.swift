extension SignalProducer {
    /// Replaces a failure with the events of the producer that `transform` returns for the error.
    ///
    /// Values, completion and interruption of this producer pass through. On failure, `transform` is called with the
    /// error and the producer it returns is started in its place, with the same observer.
    public func flatMapError<NewError>(
        _ transform: @escaping (Error) -> SignalProducer<Value, NewError>
    ) -> SignalProducer<Value, NewError> {
        replacingFailure(with: transform)
    }

    /// Replaces a failure with the events of the producer `transform` returns, which cannot fail.
    public func flatMapError(
        _ transform: @escaping (Error) -> SignalProducer<Value, Never>
    ) -> SignalProducer<Value, Never> {
        replacingFailure(with: transform)
    }

    /// The engine of the `flatMapError(_:)` forms: on failure, starts `transform`'s producer with the same observer.
    func replacingFailure<NewError>(
        with transform: @escaping (Error) -> SignalProducer<Value, NewError>
    ) -> SignalProducer<Value, NewError> {
        SignalProducer<Value, NewError> { observer, lifetime in
            startWithSignal(during: lifetime) { signal in
                lifetime += signal.observe { event in
                    switch event {
                    case .value(let value): observer.send(value: value)
                    case .failed(let error): lifetime += transform(error).start(observer)
                    case .completed: observer.sendCompleted()
                    case .interrupted: observer.sendInterrupted()
                    }
                }
            }
        }
    }

    /// Replaces a failure with the events of what `transform` returns for the error.
    public func flatMapError<Inner: SignalProducerConvertible>(
        _ transform: @escaping (Error) -> Inner
    ) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}
