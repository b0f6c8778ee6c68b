extension Signal {
    /// Accumulates each value into a state, and sends an output computed along with each new state.
    ///
    /// ```swift
    /// let numbered = names.scanMap(0) { count, name in (count + 1, "\(count + 1). \(name)") }
    /// ```
    ///
    /// The state itself is never sent. Terminal events pass through unchanged.
    ///
    /// - Parameters:
    ///   - initialState: The state before any value arrives.
    ///   - next: Returns the next state and the output for a value; called on the thread that delivers the value.
    /// - Returns: A signal of the outputs.
    public func scanMap<State, NewValue>(
        _ initialState: State,
        _ next: @escaping (State, Value) -> (State, NewValue)
    ) -> Signal<NewValue, Error> {
        scanMap(into: initialState) { state, value in
            let (nextState, output) = next(state, value)
            state = nextState
            return output
        }
    }

    /// Accumulates each value into a state updated in place, and sends an output computed along with it.
    ///
    /// ```swift
    /// let deltas = totals.scanMap(into: 0) { previous, total in
    ///     defer { previous = total }
    ///     return total - previous
    /// }
    /// ```
    ///
    /// The state itself is never sent. Terminal events pass through unchanged.
    ///
    /// - Parameters:
    ///   - initialState: The state before any value arrives.
    ///   - next: Updates the state with a value and returns the output; called on the thread that delivers the value.
    /// - Returns: A signal of the outputs.
    public func scanMap<State, NewValue>(
        into initialState: State,
        _ next: @escaping (inout State, Value) -> NewValue
    ) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var state = initialState
            lifetime += observe { event in
                switch event {
                case .value(let value): output.send(value: next(&state, value))
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}
