extension SignalProducer {
    /// Sends the latest value of this producer paired with each value of `sampler`.
    ///
    /// Each start starts this producer first, then `sampler`, as ReactiveSwift does: a synchronous sampler samples the
    /// last value a synchronous producer sent. See ``Signal/sample(with:)``.
    public func sample<T>(with sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error> {
        liftLeft(Signal.sample(with:))(sampler)
    }

    /// Sends the latest value of this producer paired with each value of `sampler` (a producer, signal or property).
    public func sample<Sampler: SignalProducerConvertible>(
        with sampler: Sampler
    ) -> SignalProducer<(Value, Sampler.Value), Error> where Sampler.Error == Never {
        sample(with: sampler.producer)
    }

    /// Sends the latest value of this producer each time `sampler` sends a value.
    public func sample(on sampler: SignalProducer<Void, Never>) -> SignalProducer {
        liftLeft(Signal.sample(on:))(sampler)
    }

    /// Sends the latest value of this producer each time `sampler` (a producer, signal or property) sends a value.
    public func sample<Sampler: SignalProducerConvertible>(
        on sampler: Sampler
    ) -> SignalProducer where Sampler.Value == Void, Sampler.Error == Never {
        sample(on: sampler.producer)
    }
}
