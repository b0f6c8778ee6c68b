extension SignalProducer {
    /// Starts this producer again after a failure, up to `count` more times.
    ///
    /// Values of every attempt are forwarded. The failure of the last attempt is forwarded.
    ///
    /// - Parameter count: How many times to retry; must not be negative. Zero is this producer itself.
    /// - Returns: A producer that retries on failure.
    @inlinable
    public func retry(upTo count: Int) -> SignalProducer {
        precondition(count >= 0, "retry(upTo:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return flatMapError { _ in retry(upTo: count - 1) }
    }
}
