import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer where Value == Date, Error == Never {
    /// A producer whose starts send the scheduler's date every `interval`, with a leeway of a tenth of it.
    ///
    /// ```swift
    /// clock <~ SignalProducer.timer(interval: .seconds(1), on: QueueScheduler.main)
    /// ```
    ///
    /// A start never completes by itself: interrupt it.
    ///
    /// - Parameters:
    ///   - interval: The time between two dates; must not be negative.
    ///   - scheduler: Where the dates are sent.
    /// - Returns: A producer of dates.
    public static func timer(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        timer(interval: interval, on: scheduler, leeway: interval * 0.1)
    }

    /// A producer whose starts send the scheduler's date every `interval`.
    ///
    /// A start never completes by itself: interrupt it.
    ///
    /// - Parameters:
    ///   - interval: The time between two dates; must not be negative.
    ///   - scheduler: Where the dates are sent.
    ///   - leeway: How late each date may come; must not be negative.
    /// - Returns: A producer of dates.
    public static func timer(
        interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        leeway: DispatchTimeInterval
    ) -> SignalProducer {
        precondition(interval.timeInterval >= 0, "timer needs an interval that is not negative")
        precondition(leeway.timeInterval >= 0, "timer needs a leeway that is not negative")
        return SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval),
                interval: interval,
                leeway: leeway
            ) { observer.send(value: scheduler.currentDate) }
        }
    }
}
