extension SignalProducer {
    /// Forwards events until `replacement` sends its first event, then forwards `replacement`'s events instead.
    ///
    /// ```swift
    /// let shown = cachedItems.take(untilReplacement: fetchItems)
    /// ```
    ///
    /// Each start starts `replacement` first, then this producer; interrupting the result interrupts both.
    ///
    /// - Parameter replacement: The producer that takes over.
    /// - Returns: A producer that switches to `replacement`.
    public func take(untilReplacement replacement: SignalProducer) -> SignalProducer {
        lift(Signal.take(untilReplacement:))(replacement)
    }
}

extension SignalProducer {
    /// Forwards events until `replacement` (a producer, signal or property) sends its first event, then forwards its
    /// events instead.
    ///
    /// - Parameter replacement: What takes over.
    /// - Returns: A producer that switches to `replacement`.
    public func take<Replacement: SignalProducerConvertible>(
        untilReplacement replacement: Replacement
    ) -> SignalProducer where Replacement.Value == Value, Replacement.Error == Error {
        take(untilReplacement: replacement.producer)
    }
}
