extension PropertyProtocol {
    /// A property whose value pairs the value before each change with the value after it; the first pair is
    /// `(initial, current value)`.
    ///
    /// ```swift
    /// let moves = position.combinePrevious(.zero)   // (from, to)
    /// ```
    ///
    /// The new property does not keep this one alive.
    ///
    /// - Parameter initial: The "previous" value paired with the current value.
    /// - Returns: The derived property of `(previous, current)` pairs.
    public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
        combinePrevious(startingWith: { _ in initial })
    }

    /// A property whose value pairs the value before each change with the value after it; the first pair is
    /// `(current value, current value)`.
    ///
    /// ReactiveSwift's properties only have ``combinePrevious(_:)``; this form matches `Signal.combinePrevious()`,
    /// with the current value standing in for the missing previous one, since a property always has a value.
    ///
    /// - Returns: The derived property of `(previous, current)` pairs.
    public func combinePrevious() -> Property<(Value, Value)> {
        combinePrevious(startingWith: { $0 })
    }

    func combinePrevious(startingWith initial: @escaping (Value) -> Value) -> Property<(Value, Value)> {
        // The feed calls `first`, then `next`, one at a time (the source serializes its deliveries), so `previous`
        // needs no lock.
        var previous: Value?
        return Property(
            deriving: self,
            first: { current in
                defer { previous = current }
                return (initial(current), current)
            },
            next: { current in
                defer { previous = current }
                return previous.map { ($0, current) }
            }
        )
    }
}
