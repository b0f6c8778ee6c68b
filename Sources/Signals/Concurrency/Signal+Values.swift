extension Signal {
    /// The signal's values as an `AsyncSequence`, buffering every value the loop has not taken yet.
    ///
    /// ```swift
    /// let (signal, input) = Signal<Int, Never>.pipe()
    /// let values = signal.values
    /// input.send(value: 1)
    /// input.sendCompleted()
    /// for await value in values {
    ///     print(value)
    /// }
    /// ```
    ///
    /// The signal is observed at once, so the sequence has every value sent after this call. See ``AsyncValues`` for
    /// termination, cancellation and the actor the loop runs on.
    @inlinable
    public var values: AsyncValues<Value, Error> {
        values(bufferingPolicy: .unbounded)
    }

    /// The signal's values as an `AsyncSequence` whose buffer follows `bufferingPolicy`.
    ///
    /// - Parameter bufferingPolicy: What to keep when values arrive faster than the loop takes them; terminal events
    ///   are always kept.
    /// - Returns: A sequence observing the signal from now on.
    @inlinable
    public func values(
        bufferingPolicy: AsyncValues<Value, Error>.BufferingPolicy
    ) -> AsyncValues<Value, Error> {
        AsyncValues(observing: AsyncValuesSubscription(policy: bufferingPolicy) { receive in observe(receive) })
    }

    /// Waits for the next value the signal sends.
    ///
    /// Runs on the caller's actor, so values need not be `Sendable`.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The value, or `nil` if the signal completes or is interrupted first, or the task is cancelled.
    /// - Throws: The signal's error if it fails first.
    public func firstValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.first(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Waits for the signal to end and returns the last value it sent.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The last value, or `nil` if it sent none or the task is cancelled.
    /// - Throws: The signal's error if it fails.
    public func lastValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.last(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Waits for the signal to end and returns its value if it sent exactly one.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Returns: The only value, or `nil` if the signal sent none or more than one, or the task is cancelled.
    /// - Throws: The signal's error if it fails.
    public func singleValue(isolation: isolated (any Actor)? = #isolation) async throws(Error) -> Value? {
        try await AsyncValues.single(of: values(bufferingPolicy:), isolation: isolation)
    }

    /// Waits for the signal to end.
    ///
    /// Returns when the signal completes or is interrupted, or the task is cancelled.
    ///
    /// - Parameter isolation: The caller's actor; the default passes it.
    /// - Throws: The signal's error if it fails.
    public func waitForCompletion(isolation: isolated (any Actor)? = #isolation) async throws(Error) {
        try await AsyncValues.end(of: values(bufferingPolicy:), isolation: isolation)
    }
}
