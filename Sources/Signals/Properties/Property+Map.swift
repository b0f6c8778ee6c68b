extension PropertyProtocol {
    /// A property whose value is `transform` of this property's value.
    ///
    /// ```swift
    /// let title = count.map { "\($0) items" }
    /// ```
    ///
    /// `transform` is called once for the current value, then once per change, on the thread that sets the value.
    /// The new property does not keep this one alive: it keeps its last value once this one is gone, and its signal
    /// then completes.
    ///
    /// - Parameter transform: Maps each value.
    /// - Returns: The derived property.
    @inlinable
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Property<NewValue> {
        Property(deriving: self, first: transform, next: transform)
    }

    /// A property whose value is always `value`, and whose signal sends it each time this property changes.
    ///
    /// The new property does not keep this one alive; its signal completes once this one is gone.
    ///
    /// - Parameter value: The value of the new property.
    /// - Returns: The derived property.
    @_disfavoredOverload
    @inlinable
    public func map<NewValue>(value: NewValue) -> Property<NewValue> {
        // Disfavored, as `Signal.map(value:)`: a trailing closure must pick the transform, not become the value.
        Property(deriving: self, first: { _ in value }, next: { _ in value })
    }

    /// A property whose value is the value at `keyPath` of this property's value.
    ///
    /// The new property does not keep this one alive.
    ///
    /// - Parameter keyPath: The key path to read.
    /// - Returns: The derived property.
    @inlinable
    public func map<NewValue>(_ keyPath: KeyPath<Value, NewValue>) -> Property<NewValue> {
        map { $0[keyPath: keyPath] }
    }
}
