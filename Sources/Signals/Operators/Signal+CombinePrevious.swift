extension Signal {
    /// Sends each value paired with the one before it, starting with `initial` as the first "previous" value.
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Parameter initial: The value paired with the first value.
    /// - Returns: A signal of `(previous, current)` pairs, one per value.
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        combinePrevious(startingWith: initial)
    }

    /// Sends each value paired with the one before it; the first value only becomes the "previous" of the second.
    ///
    /// Terminal events pass through unchanged.
    ///
    /// - Returns: A signal of `(previous, current)` pairs, starting at the second value.
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        combinePrevious(startingWith: nil)
    }

    /// Pairs values with their predecessor. `previous` is an explicit optional so that a `Value` that is itself
    /// optional keeps its `nil` as a real previous value.
    func combinePrevious(startingWith previous: Value?) -> Signal<(Value, Value), Error> {
        Signal<(Value, Value), Error>(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var previous = previous
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    defer { previous = value }
                    if let previous { output.send(value: (previous, value)) }
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}
