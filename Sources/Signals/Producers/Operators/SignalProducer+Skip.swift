extension SignalProducer {
    /// Drops the first `count` values of each start and forwards everything after them.
    ///
    /// - Parameter count: How many values to drop; must not be negative.
    /// - Returns: A producer without the first `count` values.
    @inlinable
    public func skip(first count: Int) -> SignalProducer {
        precondition(count >= 0, "skip(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return lift { $0.skip(first: count) }
    }
}
