extension SignalProducer {
    /// Forwards events until `lifetime` ends, then completes and interrupts the work.
    public func take(during lifetime: Lifetime) -> SignalProducer {
        lift { $0.take(during: lifetime) }
    }

    /// Forwards events while `object` is alive, then completes.
    public func take(duringLifetimeOf object: AnyObject) -> SignalProducer {
        lift { $0.take(duringLifetimeOf: object) }
    }
}
