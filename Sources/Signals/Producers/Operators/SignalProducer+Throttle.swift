#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Sends at most one value per `interval`, the latest, on `scheduler`.
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.throttle(interval, on: scheduler) }
    }

    /// Holds back values while `shouldThrottle` is `true`, then sends the latest one on `scheduler`.
    ///
    /// The producer does not keep `shouldThrottle` alive: its starts follow it while it lives, and keep its last value
    /// once it is gone. See ``Signal/throttle(while:on:)``.
    public func throttle<P: PropertyProtocol>(
        while shouldThrottle: P,
        on scheduler: Scheduler
    ) -> SignalProducer where P.Value == Bool {
        // A property that reflects `shouldThrottle` without keeping it alive, as the signal form does not keep it.
        let shouldThrottle = Property(shouldThrottle)
        return liftOnScheduler(scheduler) { $0.throttle(while: shouldThrottle, on: scheduler) }
    }
}
