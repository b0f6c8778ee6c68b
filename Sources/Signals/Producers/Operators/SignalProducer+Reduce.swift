extension SignalProducer {
    /// Combines every value into one result, sent when the start completes.
    ///
    /// ```swift
    /// let total = SignalProducer.merge(pages).reduce(0) { $0 + $1.count }
    /// ```
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value.
    ///   - nextPartialResult: Combines the result so far with a value.
    /// - Returns: A producer that sends the final result, then completes.
    public func reduce<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(initialResult, nextPartialResult) }
    }

    /// Combines every value into one result in place, sent when the start completes.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value.
    ///   - nextPartialResult: Updates the result with a value.
    /// - Returns: A producer that sends the final result, then completes.
    public func reduce<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> SignalProducer<Accumulated, Error> {
        lift { $0.reduce(into: initialResult, nextPartialResult) }
    }
}
