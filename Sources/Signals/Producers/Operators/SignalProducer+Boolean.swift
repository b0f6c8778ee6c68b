extension SignalProducer where Value == Bool {
    /// Sends the negation of each value.
    public func negate() -> SignalProducer {
        lift { $0.negate() }
    }

    /// Sends the logical AND of the latest values of this producer and `booleans`, once both have sent one.
    public func and(_ booleans: SignalProducer) -> SignalProducer {
        SignalProducer.all([self, booleans])
    }

    /// Sends the logical AND of the latest values of this producer and `booleans` (a producer, signal or property).
    public func and<Booleans: SignalProducerConvertible>(
        _ booleans: Booleans
    ) -> SignalProducer where Booleans.Value == Value, Booleans.Error == Error {
        and(booleans.producer)
    }

    /// Sends the logical OR of the latest values of this producer and `booleans`, once both have sent one.
    public func or(_ booleans: SignalProducer) -> SignalProducer {
        SignalProducer.any([self, booleans])
    }

    /// Sends the logical OR of the latest values of this producer and `booleans` (a producer, signal or property).
    public func or<Booleans: SignalProducerConvertible>(
        _ booleans: Booleans
    ) -> SignalProducer where Booleans.Value == Value, Booleans.Error == Error {
        or(booleans.producer)
    }

    /// Starts all the producers and sends the logical AND of their latest values, once each has sent one.
    ///
    /// With no producers at all the result sends `true`, then completes.
    public static func all<BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer where BooleansCollection.Element == SignalProducer {
        combineLatest(booleans, emptySentinel: []).map { $0.allSatisfy { $0 } }
    }

    /// Starts all the producers and sends the logical AND of their latest values, once each has sent one.
    public static func all(_ booleans: SignalProducer...) -> SignalProducer {
        all(booleans)
    }

    /// Starts all the producers (or signals, or properties) and sends the logical AND of their latest values.
    public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer
    where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        all(booleans.map(\.producer))
    }

    /// Starts all the producers and sends the logical OR of their latest values, once each has sent one.
    ///
    /// With no producers at all the result sends `false`, then completes.
    public static func any<BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer where BooleansCollection.Element == SignalProducer {
        combineLatest(booleans, emptySentinel: []).map { $0.contains(true) }
    }

    /// Starts all the producers and sends the logical OR of their latest values, once each has sent one.
    public static func any(_ booleans: SignalProducer...) -> SignalProducer {
        any(booleans)
    }

    /// Starts all the producers (or signals, or properties) and sends the logical OR of their latest values.
    public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
        _ booleans: BooleansCollection
    ) -> SignalProducer
    where Booleans.Value == Value, Booleans.Error == Error, BooleansCollection.Element == Booleans {
        any(booleans.map(\.producer))
    }
}
