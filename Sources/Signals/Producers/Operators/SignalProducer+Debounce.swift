#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Sends a value only once `interval` has passed without another, on `scheduler`.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }
}
