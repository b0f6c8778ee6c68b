extension SignalProducer where Error == Never {
    /// Changes the error type of a producer that cannot fail, so it can be combined with producers that can.
    ///
    /// - Parameter _: The new error type; usually inferred.
    /// - Returns: The same events, typed as a producer that may fail with `NewError`.
    public func promoteError<NewError: Swift.Error>(
        _: NewError.Type = NewError.self
    ) -> SignalProducer<Value, NewError> {
        lift { $0.promoteError(NewError.self) }
    }

    /// Returns the producer itself: promoting `Never` to `Never` changes nothing.
    ///
    /// - Parameter _: `Never`.
    /// - Returns: This producer.
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer {
        self
    }
}
