#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Sends a value only once `interval` has passed without another, on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: The quiet time, in seconds.
    ///   - scheduler: Where the values are sent.
    ///   - discardWhenCompleted: Whether a value still waiting when the start completes is dropped.
    /// - Returns: A producer of debounced values.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }
}
