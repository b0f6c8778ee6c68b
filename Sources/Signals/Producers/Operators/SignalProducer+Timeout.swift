#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    ///
    /// - Parameters:
    ///   - interval: How long to wait, in seconds.
    ///   - error: The error to fail with.
    ///   - scheduler: Where the failure is sent.
    /// - Returns: A producer that times out.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler)
        -> SignalProducer
    {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Error == Never {
    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    ///
    /// - Parameters:
    ///   - interval: How long to wait, in seconds.
    ///   - error: The error to fail with.
    ///   - scheduler: Where the failure is sent.
    /// - Returns: A producer that times out.
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}
