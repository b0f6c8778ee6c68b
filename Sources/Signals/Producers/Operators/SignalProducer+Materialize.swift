extension SignalProducer {
    /// Sends every event as a value, then completes.
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        lift { $0.materialize() }
    }

    /// Sends every value as a success and a failure as a failure, then completes.
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        lift { $0.materializeResults() }
    }
}

extension SignalProducer where Value: EventProtocol, Error == Never {
    /// Turns a producer of events back into their events.
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> {
        lift { $0.dematerialize() }
    }
}

extension SignalProducer where Error == Never {
    /// Turns a producer of results back into values and a failure.
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure>
    where Value == Result<Success, Failure> {
        lift { $0.dematerializeResults() }
    }
}
