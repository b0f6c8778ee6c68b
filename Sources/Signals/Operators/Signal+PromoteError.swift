extension Signal where Error == Never {
    /// Changes the error type of a signal that cannot fail, so it can be combined with signals that can.
    ///
    /// - Parameter _: The new error type; usually inferred.
    /// - Returns: The same events, typed as a signal that may fail with `NewError`.
    public func promoteError<NewError: Swift.Error>(_: NewError.Type = NewError.self) -> Signal<Value, NewError> {
        Signal<Value, NewError>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value): output.send(value: value)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }

    /// Returns this signal: its error type already is `Never`.
    ///
    /// Picked when the context does not name another error type, so that `promoteError()` always compiles.
    ///
    /// - Parameter _: `Never`.
    /// - Returns: This signal.
    public func promoteError(_: Error.Type = Error.self) -> Signal {
        self
    }
}
