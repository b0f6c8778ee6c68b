extension PropertyProtocol {
    /// The property's current value, then every change, as an `AsyncSequence`.
    ///
    /// ```swift
    /// let count = MutableProperty(0)
    /// let values = count.values
    /// count.value = 1
    /// for await value in values.prefix(2) {
    ///     print(value)  // 0, then 1
    /// }
    /// ```
    ///
    /// The property is observed at once: the sequence starts with the value current at this call and then has every
    /// change, nothing missed or repeated between the two, even when another thread sets the value meanwhile. It ends
    /// when the property is deinitialized. See ``AsyncValues`` for cancellation and the actor the loop runs on.
    public var values: AsyncValues<Value, Never> {
        values(bufferingPolicy: .unbounded)
    }

    /// The property's current value, then every change, as an `AsyncSequence` whose buffer follows `bufferingPolicy`.
    ///
    /// Pass `.bufferingNewest(1)` to get the latest state whenever the loop is ready, skipping states it was too busy
    /// to see.
    ///
    /// - Parameter bufferingPolicy: What to keep when values arrive faster than the loop takes them.
    /// - Returns: A sequence observing the property from now on.
    public func values(bufferingPolicy: AsyncValues<Value, Never>.BufferingPolicy) -> AsyncValues<Value, Never> {
        AsyncValues(
            observing: AsyncValuesSubscription(policy: bufferingPolicy) { receive in
                observeForBinding(receive, whileAlive: nil)
            }
        )
    }
}
