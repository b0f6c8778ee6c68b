extension Signal {
    /// Transforms each value with `transform`; terminal events pass through unchanged.
    ///
    /// ```swift
    /// let labels = counts.map { "\($0) items" }
    /// ```
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the transformed values.
    @inlinable
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                output.send(event.map(transform))
            }
        }
    }

    /// Replaces each value with `value`; terminal events pass through unchanged.
    ///
    /// - Parameter value: The value sent for every value of this signal.
    /// - Returns: A signal that sends `value` each time this signal sends a value.
    @_disfavoredOverload
    @inlinable
    public func map<NewValue>(value: NewValue) -> Signal<NewValue, Error> {
        // Disfavored because a trailing closure may also match `value:`: `pairs.map { first, second in ... }` must
        // pick the transform instead of sending the closure itself as a value.
        map { _ in value }
    }

    /// Replaces each value with the value at `keyPath`; terminal events pass through unchanged.
    ///
    /// - Parameter keyPath: The key path to read from each value.
    /// - Returns: A signal of the values at `keyPath`.
    @inlinable
    public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> Signal<NewValue, Error> {
        map { $0[keyPath: keyPath] }
    }
}
