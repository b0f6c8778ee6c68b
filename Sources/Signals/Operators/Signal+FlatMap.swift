extension Signal {
    /// Maps each value to a signal, then forwards the values of those signals, combined according to `strategy`.
    ///
    /// ```swift
    /// let results = queries.flatMap(.latest) { query in search(query) }
    /// ```
    ///
    /// `transform` is called with each value as it arrives, even when the strategy makes the signal it returns wait.
    /// A failure of this signal or of a forwarded inner signal is forwarded at once; an interruption of this signal
    /// interrupts the result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the inner signal for a value.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<U, Error>
    ) -> Signal<U, Error> {
        flattening(strategy, outerEvent: { $0.map(transform) }, startInner: { $0.observe($1) })
    }

    /// Maps each value to a signal that cannot fail, then forwards the values of those signals, combined according to
    /// `strategy`.
    ///
    /// A failure of this signal is forwarded at once; an interruption of this signal interrupts the result. See
    /// ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the inner signal for a value.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<U, Never>
    ) -> Signal<U, Error> {
        flattening(strategy, outerEvent: { $0.map(transform) }, startInner: Signal.observePromotingError)
    }
}

extension Signal where Error == Never {
    /// Maps each value of this signal, which cannot fail, to a signal, then forwards the values of those signals,
    /// combined according to `strategy`.
    ///
    /// A failure of a forwarded inner signal is forwarded at once; an interruption of this signal interrupts the
    /// result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the inner signal for a value.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatMap<U, F>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<U, F>
    ) -> Signal<U, F> {
        flattening(
            strategy,
            outerEvent: { $0.map(transform).promotedToError() },
            startInner: { $0.observe($1) }
        )
    }

    /// Maps each value to a signal, then forwards the values of those signals, combined according to `strategy`;
    /// neither can fail.
    ///
    /// An interruption of this signal interrupts the result. See ``FlattenStrategy`` for when the result completes.
    ///
    /// - Parameters:
    ///   - strategy: How to combine the inner signals.
    ///   - transform: Makes the inner signal for a value.
    /// - Returns: A signal of the inner signals' values.
    @inlinable
    public func flatMap<U>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> Signal<U, Never>
    ) -> Signal<U, Never> {
        flattening(strategy, outerEvent: { $0.map(transform) }, startInner: { $0.observe($1) })
    }
}
