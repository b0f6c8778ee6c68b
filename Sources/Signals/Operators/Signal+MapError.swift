extension Signal {
    /// Transforms the error of a failure with `transform`; values and the other terminal events pass through unchanged.
    ///
    /// ```swift
    /// let loaded: Signal<[Item], ScreenError> = responses.mapError(ScreenError.network)
    /// ```
    ///
    /// - Parameter transform: Called with the error of a `failed` event, on the thread that delivers it.
    /// - Returns: A signal that fails with the transformed error.
    public func mapError<NewError: Swift.Error>(_ transform: @escaping (Error) -> NewError) -> Signal<Value, NewError> {
        Signal<Value, NewError>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                output.send(event.mapError(transform))
            }
        }
    }
}
