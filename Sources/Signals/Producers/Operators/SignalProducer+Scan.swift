extension SignalProducer {
    /// Combines each value into an accumulated result, and sends every intermediate result.
    ///
    /// Each start begins again from `initialResult`.
    public func scan<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.scan(initialResult, nextPartialResult) }
    }

    /// Combines each value into an accumulated result in place, and sends every intermediate result.
    ///
    /// Each start begins again from `initialResult`.
    public func scan<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.scan(into: initialResult, nextPartialResult) }
    }
}
