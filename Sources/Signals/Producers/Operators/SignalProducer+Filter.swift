extension SignalProducer {
    /// Forwards only the values that satisfy `isIncluded`; terminal events pass through unchanged.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer {
        lift { $0.filter(isIncluded) }
    }
}
