extension SignalProducer {
    /// Sends the latest value of this producer paired with each value of `sampler`.
    ///
    /// Each start starts `sampler` too; see ``Signal/sample(with:)``.
    ///
    /// - Parameter sampler: The producer whose values trigger the sampling.
    /// - Returns: A producer of pairs.
    @inlinable
    public func sample<T>(with sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error> {
        lift(Signal.sample(with:))(sampler)
    }

    /// Sends the latest value of this producer each time `sampler` sends a value.
    ///
    /// - Parameter sampler: The producer whose values trigger the sampling.
    /// - Returns: A producer of sampled values.
    @inlinable
    public func sample(on sampler: SignalProducer<Void, Never>) -> SignalProducer {
        lift(Signal.sample(on:))(sampler)
    }

    /// Pairs each value with the latest value of `samplee`; `samplee`'s terminal events are ignored.
    ///
    /// - Parameter samplee: The producer whose latest value is added.
    /// - Returns: A producer of pairs.
    @inlinable
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        lift(Signal.withLatest(from:))(samplee)
    }

    /// Pairs each value with the current value of `samplee`.
    ///
    /// - Parameter samplee: The property whose value is added.
    /// - Returns: A producer of pairs.
    @inlinable
    public func withLatest<Samplee: PropertyProtocol>(
        from samplee: Samplee
    ) -> SignalProducer<(Value, Samplee.Value), Error> {
        lift { $0.withLatest(from: samplee) }
    }
}
