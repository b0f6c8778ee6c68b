extension PropertyProtocol {
    /// A property that only changes when the value differs from the previous one according to `isEquivalent`.
    ///
    /// The new property does not keep this one alive.
    ///
    /// - Parameter isEquivalent: Whether two consecutive values count as the same.
    /// - Returns: The derived property.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Property<Value> {
        // The feed calls `first`, then `next`, one at a time, so `previous` needs no lock.
        var previous: Value?
        return Property(
            deriving: self,
            first: { current in
                previous = current
                return current
            },
            next: { current in
                if let previous, isEquivalent(previous, current) { return nil }
                previous = current
                return current
            }
        )
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property that only changes when the value differs from the previous one.
    ///
    /// - Returns: The derived property.
    public func skipRepeats() -> Property<Value> {
        skipRepeats(==)
    }
}
