#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Delays values and completion by `interval` on `scheduler`; failures and interruptions are forwarded at once.
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.delay(interval, on: scheduler) }
    }
}
