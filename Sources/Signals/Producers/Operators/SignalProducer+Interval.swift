import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SignalProducer where Error == Never {
    /// A producer whose starts send the elements of `values` one by one, each `interval` after the previous one, on
    /// `scheduler`.
    ///
    /// ```swift
    /// let typed = SignalProducer.interval("Hello", interval: .milliseconds(100), on: QueueScheduler.main)
    /// ```
    ///
    /// The first element comes `interval` after the start, and `completed` one `interval` after the last element (an
    /// empty sequence completes after one interval), as in ReactiveSwift. An infinite sequence never completes by
    /// itself: interrupt the start. Each start makes its own iterator of `values`.
    ///
    /// - Parameters:
    ///   - values: The elements to send.
    ///   - interval: The time between two elements; must not be negative.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: A producer of the elements of `values`.
    public static func interval<Values: Sequence>(
        _ values: Values,
        interval: DispatchTimeInterval,
        on scheduler: DateScheduler
    ) -> SignalProducer where Values.Element == Value {
        precondition(interval.timeInterval >= 0, "interval needs an interval that is not negative")
        return SignalProducer { observer, lifetime in
            let elements = IntervalElements(values.makeIterator())
            lifetime += scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval),
                interval: interval,
                leeway: interval * 0.1
            ) {
                guard let value = elements.next() else { return observer.sendCompleted() }
                observer.send(value: value)
            }
        }
    }
}

extension SignalProducer where Value == Int, Error == Never {
    /// A producer whose starts send 0, 1, 2, … each `interval` after the previous one, on `scheduler`.
    ///
    /// ```swift
    /// let ticks = SignalProducer.interval(.seconds(1), on: QueueScheduler.main)
    /// ```
    ///
    /// A start never completes by itself: interrupt it.
    ///
    /// - Parameters:
    ///   - interval: The time between two numbers; must not be negative.
    ///   - scheduler: Where the numbers are sent.
    /// - Returns: A producer of increasing numbers, from 0.
    public static func interval(_ interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        self.interval(0..., interval: interval, on: scheduler)
    }

    /// A producer whose starts send 0, 1, 2, … each `interval` after the previous one, on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: The time between two numbers; must not be negative.
    ///   - scheduler: Where the numbers are sent.
    /// - Returns: A producer of increasing numbers, from 0.
    @available(*, deprecated, renamed: "interval(_:on:)", message: "Spelled interval(_:on:), as in ReactiveSwift")
    public static func interval(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        self.interval(interval, on: scheduler)
    }
}

/// The iterator of one start of `interval(_:interval:on:)`.
final class IntervalElements<Iterator: IteratorProtocol>: @unchecked Sendable {
    // Safety: touched only by the scheduler's repeating action, whose runs do not overlap.
    private var iterator: Iterator

    init(_ iterator: Iterator) {
        self.iterator = iterator
    }

    /// The element to send now, or `nil` once the sequence has ended.
    func next() -> Iterator.Element? {
        iterator.next()
    }
}
