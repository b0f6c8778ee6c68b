extension SignalProducer {
    /// Forwards the events of this producer, then, once it completes, those of `next`.
    ///
    /// ```swift
    /// let page = cachedItems.concat(fetchItems)
    /// ```
    ///
    /// A failure or interruption of this producer is forwarded at once and `next` is not started.
    ///
    /// - Parameter next: The producer started once this one completes.
    /// - Returns: A producer of the values of both, one after the other.
    public func concat(_ next: SignalProducer) -> SignalProducer {
        startingAfterCompletion(next) { value, observer in observer.send(value: value) }
    }

    /// Forwards the events of this producer, then, once it completes, those of `next`.
    ///
    /// - Parameter next: A signal, property or producer, started once this one completes.
    /// - Returns: A producer of the values of both, one after the other.
    public func concat<Next: SignalProducerConvertible>(
        _ next: Next
    ) -> SignalProducer where Next.Value == Value, Next.Error == Error {
        concat(next.producer)
    }

    /// Forwards the events of this producer, then, once it completes, sends `value` and completes.
    ///
    /// - Parameter value: The value sent after this producer completes.
    /// - Returns: A producer that ends with `value`.
    public func concat(value: Value) -> SignalProducer {
        concat(SignalProducer(value: value))
    }

    /// Forwards the events of this producer, then, once it completes, fails with `error`.
    ///
    /// - Parameter error: The error sent after this producer completes.
    /// - Returns: A producer that fails once this one completes.
    public func concat(error: Error) -> SignalProducer {
        concat(SignalProducer(error: error))
    }

    /// Forwards the events of `previous`, then, once it completes, those of this producer.
    ///
    /// - Parameter previous: The producer started first.
    /// - Returns: A producer of the values of both, `previous`'s first.
    public func prefix(_ previous: SignalProducer) -> SignalProducer {
        previous.concat(self)
    }

    /// Forwards the events of `previous`, then, once it completes, those of this producer.
    ///
    /// - Parameter previous: A signal, property or producer, started first.
    /// - Returns: A producer of the values of both, `previous`'s first.
    public func prefix<Previous: SignalProducerConvertible>(
        _ previous: Previous
    ) -> SignalProducer where Previous.Value == Value, Previous.Error == Error {
        prefix(previous.producer)
    }

    /// Sends `value` first, then the events of this producer.
    ///
    /// ```swift
    /// let state = fetchItems.map(LoadState.loaded).prefix(value: .loading)
    /// ```
    ///
    /// - Parameter value: The value sent when a start begins.
    /// - Returns: A producer that starts with `value`.
    public func prefix(value: Value) -> SignalProducer {
        prefix(SignalProducer(value: value))
    }
}
