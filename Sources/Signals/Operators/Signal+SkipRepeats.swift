extension Signal {
    /// Forwards a value only if it is not equivalent to the last value forwarded.
    ///
    /// The first value always passes. Each value is compared with the last value *forwarded*, not the last received.
    /// Terminal events pass through unchanged.
    ///
    /// - Parameter isEquivalent: Whether two values count as the same; called on the thread that delivers the value.
    /// - Returns: A signal without consecutive repeats.
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal {
        Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var previous: Value?
            lifetime += observe { event in
                if case .value(let value) = event {
                    if let previous, isEquivalent(previous, value) { return }
                    previous = value
                }
                output.send(event)
            }
        }
    }
}

extension Signal where Value: Equatable {
    /// Forwards a value only if it differs from the last value forwarded.
    ///
    /// The first value always passes. Terminal events pass through unchanged.
    ///
    /// - Returns: A signal without consecutive repeats.
    public func skipRepeats() -> Signal {
        skipRepeats(==)
    }
}
