import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer {
    /// Sends the values collected during each `interval`, as arrays, on `scheduler`.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        liftOnScheduler(scheduler) {
            $0.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted)
        }
    }
}
