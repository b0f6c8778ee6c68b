extension SignalProducer {
    /// Forwards only the values that satisfy `isIncluded`; terminal events pass through unchanged.
    ///
    /// - Parameter isIncluded: Called with each value; returns whether to forward it.
    /// - Returns: A producer of the values that satisfy `isIncluded`.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.filter(isIncluded) }
    }
}
