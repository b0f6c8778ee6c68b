extension Signal {
    /// Sends the n-th values of every signal in `signals` together as an array, once each has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at
    /// once. With no signals at all, the result never sends anything, like ``never``.
    ///
    /// - Parameter signals: The signals to zip, in the order of each array's elements.
    /// - Returns: A signal of arrays.
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Iterator.Element == Signal<Value, Error> {
        .aggregate(.zip, signals)
    }

    /// Sends the n-th values of this signal and `other` together as a pair, once both have sent their n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of either is forwarded
    /// at once.
    ///
    /// - Parameter other: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs.
    public func zip<Other>(with other: Signal<Other, Error>) -> Signal<(Value, Other), Error> {
        Signal.zip(self, other)
    }
}
