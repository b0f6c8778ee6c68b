extension SignalProducer {
    /// Starts every producer of `producers`, in order, and sends arrays of their values paired by position: the first
    /// values, then the second.
    ///
    /// With no producers at all the result completes at once.
    public static func zip<Producers: Sequence>(
        _ producers: Producers
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        .aggregate(.zip, producers, emptySentinel: nil)
    }

    /// Starts every producer of `producers`, in order, and sends arrays of their values paired by position: the first
    /// values, then the second.
    ///
    /// With no producers at all the result sends `emptySentinel`, then completes.
    public static func zip<Producers: Sequence>(
        _ producers: Producers,
        emptySentinel: [Producers.Element.Value]
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        .aggregate(.zip, producers, emptySentinel: emptySentinel)
    }

    /// Pairs the values of this producer and `other` by position.
    public func zip<Other>(with other: SignalProducer<Other, Error>) -> SignalProducer<(Value, Other), Error> {
        SignalProducer.zip(self, other)
    }

    /// Pairs the values of this producer and `other` by position.
    public func zip<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }
}
