extension Signal {
    /// Forwards only the values that satisfy `isIncluded`; terminal events pass through unchanged.
    ///
    /// - Parameter isIncluded: Called with each value, on the thread that delivers it; returns whether to forward it.
    /// - Returns: A signal of the values that satisfy `isIncluded`.
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal {
        Signal(relaying: self) { output, lifetime in
            lifetime += observe { event in
                if case .value(let value) = event, !isIncluded(value) { return }
                output.send(event)
            }
        }
    }
}
