extension SignalProducer where Error == Never {
    /// Changes the error type of a producer that cannot fail, so it can be combined with producers that can.
    public func promoteError<NewError: Swift.Error>(
        _: NewError.Type = NewError.self
    ) -> SignalProducer<Value, NewError> {
        lift { $0.promoteError(NewError.self) }
    }

    /// Returns the producer itself: promoting `Never` to `Never` changes nothing.
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer {
        self
    }
}
