extension Signal {
    /// Forwards only the values whose identity, given by `transform`, has not been seen before.
    ///
    /// ```swift
    /// let newVisitors = visits.uniqueValues { $0.userID }
    /// ```
    ///
    /// The signal keeps every identity it has seen until it ends. Terminal events pass through unchanged.
    ///
    /// - Parameter transform: Returns the identity of a value; called on the thread that delivers the value.
    /// - Returns: A signal of the first value of each identity.
    public func uniqueValues<Identity: Hashable>(_ transform: @escaping (Value) -> Identity) -> Signal {
        Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var seen = Set<Identity>()
            lifetime += observe { event in
                if case .value(let value) = event, !seen.insert(transform(value)).inserted { return }
                output.send(event)
            }
        }
    }
}

extension Signal where Value: Hashable {
    /// Forwards only the values that have not been seen before.
    ///
    /// ```swift
    /// let firstTimeTags = tags.uniqueValues()
    /// ```
    ///
    /// The signal keeps every value it has seen until it ends; to keep less, pass a smaller identity to
    /// ``uniqueValues(_:)``. Terminal events pass through unchanged.
    ///
    /// - Returns: A signal of the first occurrence of each value.
    public func uniqueValues() -> Signal {
        uniqueValues { $0 }
    }
}
