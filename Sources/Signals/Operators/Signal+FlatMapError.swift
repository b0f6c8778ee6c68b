extension Signal {
    /// Replaces a failure with the events of the signal that `transform` makes from the error.
    ///
    /// ```swift
    /// let items = loadedItems.flatMapError { _ in cachedItems }
    /// ```
    ///
    /// Values, completion and interruption of this signal pass through. On failure, `transform` is called with the
    /// error and the signal it returns is observed from then on: its events, terminal ones included, are forwarded.
    ///
    /// - Parameter transform: Makes the replacement signal for the error.
    /// - Returns: A signal that goes on with the replacement signal's events after a failure.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping (Error) -> Signal<Value, F>) -> Signal<Value, F> {
        Signal<Value, F> { output, lifetime in
            let replacement = SerialDisposable()
            lifetime += replacement
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    output.send(value: value)
                case .failed(let error):
                    replacement.inner = transform(error).observe(output)
                case .completed:
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
