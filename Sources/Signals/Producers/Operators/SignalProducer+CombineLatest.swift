extension SignalProducer {
    /// Starts every producer of `producers`, in order, and sends their latest values as an array whenever any sends a
    /// value, once all have.
    ///
    /// With no producers at all the result completes at once.
    public static func combineLatest<Producers: Sequence>(
        _ producers: Producers
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        .aggregate(.combineLatest, producers, emptySentinel: nil)
    }

    /// Starts every producer of `producers`, in order, and sends their latest values as an array whenever any sends a
    /// value, once all have.
    ///
    /// With no producers at all the result sends `emptySentinel`, then completes.
    public static func combineLatest<Producers: Sequence>(
        _ producers: Producers,
        emptySentinel: [Producers.Element.Value]
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        .aggregate(.combineLatest, producers, emptySentinel: emptySentinel)
    }

    /// Sends the latest values of this producer and `other` as a pair whenever either sends a value, once both have.
    public func combineLatest<Other>(with other: SignalProducer<Other, Error>) -> SignalProducer<(Value, Other), Error>
    {
        SignalProducer.combineLatest(self, other)
    }

    /// Sends the latest values of this producer and `other` as a pair whenever either sends a value, once both have.
    public func combineLatest<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        combineLatest(with: other.producer)
    }
}
