extension Signal {
    /// Sends the latest values of every signal in `signals` as an array whenever any of them sends a value, once all
    /// have.
    ///
    /// ```swift
    /// let allValid = Signal.combineLatest(fields.map(\.isValid)).map { $0.allSatisfy { $0 } }
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once. With no signals at
    /// all, the result never sends anything, like ``never``.
    ///
    /// - Parameter signals: The signals to combine, in the order of each array's elements.
    /// - Returns: A signal of arrays of latest values.
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Iterator.Element == Signal<Value, Error> {
        .aggregate(.combineLatest, signals)
    }

    /// Sends the latest values of this signal and `other` as a pair whenever either sends a value, once both have.
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once.
    ///
    /// - Parameter other: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs of latest values.
    public func combineLatest<Other>(with other: Signal<Other, Error>) -> Signal<(Value, Other), Error> {
        Signal.combineLatest(self, other)
    }
}
