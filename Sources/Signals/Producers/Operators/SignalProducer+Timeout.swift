#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler)
        -> SignalProducer
    {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Error == Never {
    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}
