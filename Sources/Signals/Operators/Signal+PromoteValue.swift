extension Signal where Value == Never {
    /// Changes the value type of a signal that sends no values, so it can be combined with signals that do.
    ///
    /// ```swift
    /// let finished: Signal<Int, Never> = lifetime.ended.promoteValue()
    /// ```
    ///
    /// - Parameter _: The new value type; usually inferred.
    /// - Returns: The same terminal events, typed as a signal of `NewValue`.
    public func promoteValue<NewValue>(_: NewValue.Type = NewValue.self) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }

    /// Returns this signal: its value type already is `Never`.
    ///
    /// Picked when the context does not name another value type, so that `promoteValue()` always compiles.
    ///
    /// - Parameter _: `Never`.
    /// - Returns: This signal.
    public func promoteValue(_: Value.Type = Value.self) -> Signal {
        self
    }
}
