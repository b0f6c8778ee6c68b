extension SignalProducer {
    /// Starts every producer of `producers` and forwards their values as they arrive; completes once all have
    /// ended.
    ///
    /// The producers are started in order. A failure of any is forwarded at once and interrupts the others; an
    /// interrupted producer counts as ended. With no producers the result completes at once.
    public static func merge<Producers: Sequence>(
        _ producers: Producers
    ) -> SignalProducer where Producers.Element == SignalProducer {
        let producers = Array(producers)
        return SignalProducer { observer, lifetime in
            guard !producers.isEmpty else { return observer.sendCompleted() }
            let pipes = producers.map { _ in Signal<Value, Error>.pipe() }
            lifetime += Signal.merge(pipes.map(\.output)).observe(observer)
            for (producer, pipe) in Swift.zip(producers, pipes) {
                if lifetime.hasEnded { return }
                lifetime += producer.start(pipe.input)
            }
        }
    }

    /// Forwards the values of this producer and `other` as they arrive; completes once both have ended.
    public func merge(with other: SignalProducer) -> SignalProducer {
        SignalProducer.merge([self, other])
    }

    /// Forwards the values of this producer and `other` as they arrive; completes once both have ended.
    public func merge<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }
}
