extension SignalProducer {
    /// Starts both producers and sends their latest values as a pair whenever either sends a value, once both have.
    ///
    /// ```swift
    /// let canLogIn = SignalProducer.combineLatest(email.producer, password.producer)
    ///     .map { email, password in email.contains("@") && password.count >= 8 }
    /// ```
    ///
    /// The producers are started in argument order. Completes once both have completed; a failure or interruption
    /// of either is forwarded at once and interrupts the other.
    ///
    /// - Parameters:
    ///   - first: The producer whose values come first in each pair.
    ///   - second: The producer whose values come second in each pair.
    /// - Returns: A producer of pairs of latest values.
    @inlinable
    public static func combineLatest<First: SignalProducerConvertible, Second: SignalProducerConvertible>(
        _ first: First,
        _ second: Second
    ) -> SignalProducer<(Value, Second.Value), Error>
    where First.Value == Value, First.Error == Error, Second.Error == Error {
        SignalProducer<(Value, Second.Value), Error> { observer, lifetime in
            second.producer.startWithSignal(during: lifetime) { second in
                first.producer.startWithSignal(during: lifetime) { first in
                    lifetime += Signal.combineLatest(first, second).observe(observer)
                }
            }
        }
    }

    /// Starts three producers and sends their latest values whenever any sends a value, once all have.
    ///
    /// The producers are started in argument order; see ``combineLatest(_:_:)``.
    ///
    /// - Parameters:
    ///   - first: The producer whose values come first.
    ///   - second: The producer whose values come second.
    ///   - third: The producer whose values come third.
    /// - Returns: A producer of triples of latest values.
    @inlinable
    public static func combineLatest<
        First: SignalProducerConvertible, Second: SignalProducerConvertible, Third: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third
    ) -> SignalProducer<(Value, Second.Value, Third.Value), Error>
    where First.Value == Value, First.Error == Error, Second.Error == Error, Third.Error == Error {
        SignalProducer<(Value, Second.Value, Third.Value), Error> { observer, lifetime in
            third.producer.startWithSignal(during: lifetime) { third in
                second.producer.startWithSignal(during: lifetime) { second in
                    first.producer.startWithSignal(during: lifetime) { first in
                        lifetime += Signal.combineLatest(first, second, third).observe(observer)
                    }
                }
            }
        }
    }

    /// Sends the latest values of this producer and `other` as a pair whenever either sends a value, once both
    /// have.
    ///
    /// - Parameter other: The producer whose values come second in each pair.
    /// - Returns: A producer of pairs of latest values.
    @inlinable
    public func combineLatest<Other>(with other: SignalProducer<Other, Error>) -> SignalProducer<(Value, Other), Error>
    {
        SignalProducer.combineLatest(self, other)
    }

    /// Sends the latest values of this producer and `other` as a pair whenever either sends a value, once both
    /// have.
    ///
    /// - Parameter other: A signal, property or producer whose values come second in each pair.
    /// - Returns: A producer of pairs of latest values.
    @inlinable
    public func combineLatest<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        combineLatest(with: other.producer)
    }
}
