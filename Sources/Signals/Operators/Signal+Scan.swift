extension Signal {
    /// Combines each value into an accumulated result, and sends every intermediate result.
    ///
    /// ```swift
    /// let runningTotal = amounts.scan(0, +)
    /// ```
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives; it is not sent by itself.
    ///   - nextPartialResult: Combines the result so far with a value; called on the thread that delivers the value.
    /// - Returns: A signal of the accumulated results.
    public func scan<Accumulated>(
        _ initialResult: Accumulated,
        _ nextPartialResult: @escaping (Accumulated, Value) -> Accumulated
    ) -> Signal<Accumulated, Error> {
        scan(into: initialResult) { result, value in
            result = nextPartialResult(result, value)
        }
    }

    /// Combines each value into an accumulated result in place, and sends every intermediate result.
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Parameters:
    ///   - initialResult: The result before any value arrives; it is not sent by itself.
    ///   - nextPartialResult: Updates the result with a value; called on the thread that delivers the value.
    /// - Returns: A signal of the accumulated results.
    public func scan<Accumulated>(
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
                    output.send(value: result)
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}
