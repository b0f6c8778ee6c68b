extension SignalProducer {
    /// Forwards events until `replacement` sends its first event, then forwards `replacement`'s events instead.
    ///
    /// Each start starts `replacement` first, then this producer; interrupting the result interrupts both.
    public func take(untilReplacement replacement: SignalProducer) -> SignalProducer {
        lift(Signal.take(untilReplacement:))(replacement)
    }
}

extension SignalProducer {
    /// Forwards events until `replacement` (a producer, signal or property) sends its first event, then forwards its
    /// events instead.
    public func take<Replacement: SignalProducerConvertible>(
        untilReplacement replacement: Replacement
    ) -> SignalProducer where Replacement.Value == Value, Replacement.Error == Error {
        take(untilReplacement: replacement.producer)
    }
}
