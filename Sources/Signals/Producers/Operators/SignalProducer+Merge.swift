extension SignalProducer {
    /// Starts every producer of `producers` and forwards their values as they arrive; completes once all have
    /// ended.
    ///
    /// ```swift
    /// let feed = SignalProducer.merge([fetchNews, fetchWeather])
    /// ```
    ///
    /// The producers are started in order. A failure of any is forwarded at once and interrupts the others; an
    /// interrupted producer counts as ended. With no producers the result completes at once.
    ///
    /// - Parameter producers: The producers to merge.
    /// - Returns: A producer of the values of every producer.
    @inlinable
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

    /// Merges two producers; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer, started first.
    ///   - second: The second producer.
    /// - Returns: A producer of the values of both.
    @inlinable
    public static func merge<First: SignalProducerConvertible, Second: SignalProducerConvertible>(
        _ first: First,
        _ second: Second
    ) -> SignalProducer
    where First.Value == Value, First.Error == Error, Second.Value == Value, Second.Error == Error {
        merge([first.producer, second.producer])
    }

    /// Merges 3 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
        ])
    }

    /// Merges 4 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
        ])
    }

    /// Merges 5 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
        ])
    }

    /// Merges 6 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    ///   - sixth: The sixth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible,
        Sixth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error,
        Sixth.Value == Value, Sixth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
            sixth.producer,
        ])
    }

    /// Merges 7 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    ///   - sixth: The sixth producer.
    ///   - seventh: The seventh producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible,
        Sixth: SignalProducerConvertible,
        Seventh: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error,
        Sixth.Value == Value, Sixth.Error == Error,
        Seventh.Value == Value, Seventh.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
            sixth.producer,
            seventh.producer,
        ])
    }

    /// Merges 8 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    ///   - sixth: The sixth producer.
    ///   - seventh: The seventh producer.
    ///   - eighth: The eighth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible,
        Sixth: SignalProducerConvertible,
        Seventh: SignalProducerConvertible,
        Eighth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error,
        Sixth.Value == Value, Sixth.Error == Error,
        Seventh.Value == Value, Seventh.Error == Error,
        Eighth.Value == Value, Eighth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
            sixth.producer,
            seventh.producer,
            eighth.producer,
        ])
    }

    /// Merges 9 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    ///   - sixth: The sixth producer.
    ///   - seventh: The seventh producer.
    ///   - eighth: The eighth producer.
    ///   - ninth: The ninth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible,
        Sixth: SignalProducerConvertible,
        Seventh: SignalProducerConvertible,
        Eighth: SignalProducerConvertible,
        Ninth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth,
        _ ninth: Ninth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error,
        Sixth.Value == Value, Sixth.Error == Error,
        Seventh.Value == Value, Seventh.Error == Error,
        Eighth.Value == Value, Eighth.Error == Error,
        Ninth.Value == Value, Ninth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
            sixth.producer,
            seventh.producer,
            eighth.producer,
            ninth.producer,
        ])
    }

    /// Merges 10 producers, started in argument order; see ``merge(_:)-(Producers)``.
    ///
    /// - Parameters:
    ///   - first: The first producer.
    ///   - second: The second producer.
    ///   - third: The third producer.
    ///   - fourth: The fourth producer.
    ///   - fifth: The fifth producer.
    ///   - sixth: The sixth producer.
    ///   - seventh: The seventh producer.
    ///   - eighth: The eighth producer.
    ///   - ninth: The ninth producer.
    ///   - tenth: The tenth producer.
    /// - Returns: A producer of the values of all of them.
    @inlinable
    public static func merge<
        First: SignalProducerConvertible,
        Second: SignalProducerConvertible,
        Third: SignalProducerConvertible,
        Fourth: SignalProducerConvertible,
        Fifth: SignalProducerConvertible,
        Sixth: SignalProducerConvertible,
        Seventh: SignalProducerConvertible,
        Eighth: SignalProducerConvertible,
        Ninth: SignalProducerConvertible,
        Tenth: SignalProducerConvertible
    >(
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth,
        _ ninth: Ninth,
        _ tenth: Tenth
    ) -> SignalProducer
    where
        First.Value == Value, First.Error == Error,
        Second.Value == Value, Second.Error == Error,
        Third.Value == Value, Third.Error == Error,
        Fourth.Value == Value, Fourth.Error == Error,
        Fifth.Value == Value, Fifth.Error == Error,
        Sixth.Value == Value, Sixth.Error == Error,
        Seventh.Value == Value, Seventh.Error == Error,
        Eighth.Value == Value, Eighth.Error == Error,
        Ninth.Value == Value, Ninth.Error == Error,
        Tenth.Value == Value, Tenth.Error == Error
    {
        merge([
            first.producer,
            second.producer,
            third.producer,
            fourth.producer,
            fifth.producer,
            sixth.producer,
            seventh.producer,
            eighth.producer,
            ninth.producer,
            tenth.producer,
        ])
    }

    /// Forwards the values of this producer and `other` as they arrive; completes once both have ended.
    ///
    /// - Parameter other: The producer to merge with.
    /// - Returns: A producer of the values of both.
    @inlinable
    public func merge(with other: SignalProducer) -> SignalProducer {
        SignalProducer.merge([self, other])
    }

    /// Forwards the values of this producer and `other` as they arrive; completes once both have ended.
    ///
    /// - Parameter other: A signal, property or producer to merge with.
    /// - Returns: A producer of the values of both.
    @inlinable
    public func merge<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }
}
