extension PropertyProtocol {
    /// A property that takes only the values of this property that pass `predicate`.
    ///
    /// ```swift
    /// let lastValidEmail = email.filter(initial: "") { $0.contains("@") }
    /// ```
    ///
    /// Its value is this property's current value if that passes, `initial` otherwise; after that, each change that
    /// passes. The new property does not keep this one alive.
    ///
    /// - Parameters:
    ///   - initial: The value when the current value does not pass.
    ///   - predicate: Whether a value is taken; called once for the current value, then once per change.
    /// - Returns: The derived property.
    public func filter(initial: Value, _ predicate: @escaping (Value) -> Bool) -> Property<Value> {
        Property(
            deriving: self,
            first: { predicate($0) ? $0 : initial },
            next: { predicate($0) ? $0 : nil }
        )
    }
}
