extension SignalProducer {
    /// Transforms the error of a failure with `transform`; other events pass through unchanged.
    public func mapError<NewError: Swift.Error>(
        _ transform: @escaping (Error) -> NewError
    ) -> SignalProducer<Value, NewError> {
        lift { $0.mapError(transform) }
    }
}
