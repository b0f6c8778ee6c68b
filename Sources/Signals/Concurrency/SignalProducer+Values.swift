extension SignalProducer {
    /// The values of each start of the producer as an `AsyncSequence`, buffering every value the loop has not taken
    /// yet.
    ///
    /// ```swift
    /// for try await item in api.fetchItems().values {
    ///     show(item)
    /// }
    /// ```
    ///
    /// Each loop (each iterator) starts the producer anew, on the thread that makes the iterator: for `for await`, the
    /// loop's actor. Cancelling the iterating task interrupts that start at once, which ends the start handler's
    /// lifetime, where the work is cancelled. See ``AsyncValues`` for termination and the actor the loop runs on.
    public var values: AsyncValues<Value, Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// The values of each start of the producer as an `AsyncSequence` whose buffer follows `bufferingPolicy`.
    ///
    /// - Parameter bufferingPolicy: What to keep when values arrive faster than the loop takes them; terminal events
    ///   are always kept.
    /// - Returns: A sequence that starts the producer for each iterator.
    public func values(
        bufferingPolicy: AsyncValues<Value, Error>.BufferingPolicy
    ) -> AsyncValues<Value, Error> {
        AsyncValues {
            AsyncValuesSubscription(policy: bufferingPolicy) { receive in start(receive) }
        }
    }

    /// Starts the producer and waits for its first value; the start is interrupted once it arrives.
    ///
    /// The asynchronous counterpart of ReactiveSwift's blocking `first()`. Runs on the caller's actor, so values need
    /// not be `Sendable`.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The value, or `nil` if the start completes or is interrupted first, or the task is cancelled.
    /// - Throws: The producer's error if it fails first.
    public func firstValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.first(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Starts the producer, waits for it to end and returns the last value it sent.
    ///
    /// The asynchronous counterpart of ReactiveSwift's blocking `last()`.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The last value, or `nil` if it sent none or the task is cancelled.
    /// - Throws: The producer's error if it fails.
    public func lastValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.last(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Starts the producer, waits for it to end and returns its value if it sent exactly one.
    ///
    /// The asynchronous counterpart of ReactiveSwift's blocking `single()`.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The only value, or `nil` if the start sent none or more than one, or the task is cancelled.
    /// - Throws: The producer's error if it fails.
    public func singleValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.single(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Starts the producer and waits for it to end.
    ///
    /// The asynchronous counterpart of ReactiveSwift's blocking `wait()`. Returns when the start completes or is
    /// interrupted, or the task is cancelled (which interrupts the start).
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Throws: The producer's error if it fails.
    public func waitForCompletion(isolation: isolated (any Actor)? = #isolation) async throws(Error) {
        try await AsyncValues.end(of: values(bufferingPolicy:), isolation: isolation)
    }
}
