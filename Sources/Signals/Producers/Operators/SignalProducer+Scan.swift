extension SignalProducer {
    /// Combines each value into an accumulated result, and sends every intermediate result.
    ///
    /// Each start begins again from `initialResult`.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives.
    ///   - nextPartialResult: Combines the result so far with a value.
    /// - Returns: A producer of the accumulated results.
    public func scan<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.scan(initialResult, nextPartialResult) }
    }

    /// Combines each value into an accumulated result in place, and sends every intermediate result.
    ///
    /// Each start begins again from `initialResult`.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives.
    ///   - nextPartialResult: Updates the result with a value.
    /// - Returns: A producer of the accumulated results.
    public func scan<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.scan(into: initialResult, nextPartialResult) }
    }
}
