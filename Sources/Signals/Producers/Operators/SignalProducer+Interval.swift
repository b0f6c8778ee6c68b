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
    /// The first element comes `interval` after the start; the start completes with the last element, or at once
    /// for an empty sequence. An infinite sequence never completes by itself: interrupt the start. Each start makes
    /// its own iterator of `values`.
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
            guard elements.next != nil else { return observer.sendCompleted() }
            lifetime += scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval),
                interval: interval,
                leeway: interval * 0.1
            ) {
                guard let value = elements.advance() else { return }
                observer.send(value: value)
                if elements.next == nil { observer.sendCompleted() }
            }
        }
    }
}

extension SignalProducer where Value == Int, Error == Never {
    /// A producer whose starts send 0, 1, 2, … each `interval` after the previous one, on `scheduler`.
    ///
    /// A start never completes by itself: interrupt it.
    ///
    /// - Parameters:
    ///   - interval: The time between two numbers; must not be negative.
    ///   - scheduler: Where the numbers are sent.
    /// - Returns: A producer of increasing numbers, from 0.
    public static func interval(interval: DispatchTimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        self.interval(0..., interval: interval, on: scheduler)
    }
}

/// The iterator of one start of `interval(_:interval:on:)`, one element ahead so that the last one completes the
/// start.
final class IntervalElements<Iterator: IteratorProtocol>: @unchecked Sendable {
    // Safety: touched by the start handler, then only by the scheduler's repeating action, whose runs do not overlap.
    var iterator: Iterator
    /// The element the next tick sends.
    var next: Iterator.Element?

    init(_ iterator: Iterator) {
        self.iterator = iterator
        next = self.iterator.next()
    }

    /// Takes the element to send now and reads the one after it.
    func advance() -> Iterator.Element? {
        guard let current = next else { return nil }
        next = iterator.next()
        return current
    }
}
