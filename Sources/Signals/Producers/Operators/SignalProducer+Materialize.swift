extension SignalProducer {
    /// Sends every event as a value, then completes.
    ///
    /// - Returns: A producer of events.
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        lift { $0.materialize() }
    }

    /// Sends every value as a success and a failure as a failure, then completes.
    ///
    /// - Returns: A producer of results.
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        lift { $0.materializeResults() }
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns a producer of events back into their events.
    ///
    /// - Returns: A producer of the events' values and terminal event.
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.dematerialize() }
    }
}

extension SignalProducer where Error == Never {
    /// Turns a producer of results back into values and a failure.
    ///
    /// - Returns: A producer of the successes that fails with the first failure.
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        lift { $0.dematerializeResults() }
    }
}
