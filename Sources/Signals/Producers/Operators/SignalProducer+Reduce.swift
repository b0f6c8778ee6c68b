extension SignalProducer {
    /// Combines every value into one result, sent when the start completes.
    public func reduce<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(initialResult, nextPartialResult) }
    }

    /// Combines every value into one result in place, sent when the start completes.
    public func reduce<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(into: initialResult, nextPartialResult) }
    }
}
