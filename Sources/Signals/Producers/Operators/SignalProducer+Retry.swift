#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Starts this producer again after a failure, up to `count` more times.
    ///
    /// Values of every attempt are forwarded. The failure of the last attempt is forwarded.
    ///
    /// - Parameter count: How many times to retry; must not be negative. Zero is this producer itself.
    /// - Returns: A producer that retries on failure.
    public func retry(upTo count: Int) -> SignalProducer {
        precondition(count >= 0, "retry(upTo:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return flatMapError { _ in retry(upTo: count - 1) }
    }
}

extension SignalProducer {
    /// Starts this producer again after a failure, up to `count` more times, waiting `interval` on `scheduler`
    /// before each new attempt.
    ///
    /// ```swift
    /// let resilient = fetchItems.retry(upTo: 3, interval: 2, on: QueueScheduler())
    /// ```
    ///
    /// The failure of the last attempt is forwarded at once.
    ///
    /// - Parameters:
    ///   - count: How many times to retry; must not be negative.
    ///   - interval: The wait before each retry, in seconds.
    ///   - scheduler: Where the wait is measured.
    /// - Returns: A producer that retries on failure after a pause.
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        precondition(count >= 0, "retry(upTo:interval:on:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return flatMapError { error in
            SignalProducer<Value, Error>.empty
                .delay(interval, on: scheduler)
                .then(retry(upTo: count - 1, interval: interval, on: scheduler))
        }
    }
}
