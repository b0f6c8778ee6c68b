extension Signal {
    /// Combines every value into one result, and sends it when this signal completes.
    ///
    /// ```swift
    /// let total = amounts.reduce(0, +)
    /// ```
    ///
    /// On completion the result is sent (the initial result if no value arrived), then `completed`. A failure or an
    /// interruption passes through and the result is dropped. Use ``scan(_:_:)`` to send the intermediate results too.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives.
    ///   - nextPartialResult: Combines the result so far with a value; called on the thread that delivers the value.
    /// - Returns: A signal of at most one value, the final result.
    public func reduce<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> Signal<Accumulated, Error> {
        reduce(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Combines every value into one result updated in place, and sends it when this signal completes.
    ///
    /// ```swift
    /// let tags = taps.reduce(into: Set<String>()) { tags, tap in tags.insert(tap.tag) }
    /// ```
    ///
    /// On completion the result is sent (the initial result if no value arrived), then `completed`. A failure or an
    /// interruption passes through and the result is dropped. Use ``scan(into:_:)`` to send the intermediate results
    /// too.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives.
    ///   - nextPartialResult: Updates the result with a value; called on the thread that delivers the value.
    /// - Returns: A signal of at most one value, the final result.
    public func reduce<Accumulated>(
        into initialResult: Accumulated,
        _ nextPartialResult: @escaping (inout Accumulated, Value) -> Void
    ) -> Signal<Accumulated, Error> {
        Signal<Accumulated, Error>(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var result = initialResult
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    nextPartialResult(&result, value)
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    output.send(value: result)
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
