#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are forwarded at once.
    ///
    /// - Parameters:
    ///   - interval: The delay, in seconds; must not be negative.
    ///   - scheduler: Where the delayed events are sent.
    /// - Returns: A producer with delayed events.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.delay(interval, on: scheduler) }
    }
}
