extension SignalProducer {
    /// Sends each value paired with the one before it, starting with `initial` as the first "previous" value.
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
        lift { $0.combinePrevious(initial) }
    }

    /// Sends each value paired with the one before it, starting at the second value.
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
        lift { $0.combinePrevious() }
    }
}
