extension SignalProducer {
    /// Pairs each value with the latest value of `samplee`; `samplee`'s terminal events are ignored.
    ///
    /// Each start starts `samplee` first, then this producer; values sent before `samplee` has sent one are dropped.
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift(Signal.withLatest(from:))(samplee)
    }

    /// Pairs each value with the latest value of `samplee`: a producer, a signal, or a property (whose current value
    /// is there from the start).
    public func withLatest<Samplee: SignalProducerConvertible>(
        from samplee: Samplee
    ) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}
