extension PropertyProtocol {
    /// A property that only takes values whose identity, given by `transform`, it has never held before.
    ///
    /// ```swift
    /// let newestUser = selectedUser.uniqueValues(\.id)
    /// ```
    ///
    /// The current value is always taken. Every identity seen is kept, to check the next ones, for as long as the
    /// new property follows this one. The new property does not keep this one alive.
    ///
    /// - Parameter transform: The identity of a value; called once for the current value, then once per change.
    /// - Returns: The derived property.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Property<Value> {
        // The feed calls `first`, then `next`, one at a time, so `seen` needs no lock.
        var seen = Set<Identity>()
        return Property(
            deriving: self,
            first: { current in
                seen.insert(transform(current))
                return current
            },
            next: { current in
                seen.insert(transform(current)).inserted ? current : nil
            }
        )
    }
}

extension PropertyProtocol where Value: Hashable {
    /// A property that only takes values it has never held before.
    ///
    /// The current value is always taken; every value seen is kept, to check the next ones.
    ///
    /// - Returns: The derived property.
    public func uniqueValues() -> Property<Value> {
        uniqueValues { $0 }
    }
}
