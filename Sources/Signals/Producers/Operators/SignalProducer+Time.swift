import Dispatch

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
    @inlinable
    public func delay(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        lift { $0.delay(interval, on: scheduler) }
    }

    /// Sends at most one value per `interval`, the latest, on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: The minimum time between two values, in seconds.
    ///   - scheduler: Where the values are sent.
    /// - Returns: A producer of throttled values.
    @inlinable
    public func throttle(_ interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        lift { $0.throttle(interval, on: scheduler) }
    }

    /// Holds back values while `shouldThrottle` is `true`, then sends the latest one on `scheduler`.
    ///
    /// - Parameters:
    ///   - shouldThrottle: Whether to hold values back.
    ///   - scheduler: Where the values are sent.
    /// - Returns: A producer of the values let through.
    @inlinable
    public func throttle<P: PropertyProtocol>(
        while shouldThrottle: P,
        on scheduler: Scheduler
    ) -> SignalProducer where P.Value == Bool {
        lift { $0.throttle(while: shouldThrottle, on: scheduler) }
    }

    /// Sends a value only once `interval` has passed without another, on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: The quiet time, in seconds.
    ///   - scheduler: Where the values are sent.
    ///   - discardWhenCompleted: Whether a value still waiting when the start completes is dropped.
    /// - Returns: A producer of debounced values.
    @inlinable
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer {
        lift { $0.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted) }
    }

    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    ///
    /// - Parameters:
    ///   - interval: How long to wait, in seconds.
    ///   - error: The error to fail with.
    ///   - scheduler: Where the failure is sent.
    /// - Returns: A producer that times out.
    @inlinable
    public func timeout(after interval: TimeInterval, raising error: Error, on scheduler: DateScheduler)
        -> SignalProducer
    {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }

    /// Sends the values collected during each `interval`, as arrays, on `scheduler`.
    ///
    /// - Parameters:
    ///   - interval: The length of each collection period.
    ///   - scheduler: Where the arrays are sent.
    ///   - skipEmpty: Whether periods without values send nothing.
    ///   - discardWhenCompleted: Whether values still collected when the start completes are dropped.
    /// - Returns: A producer of arrays.
    @inlinable
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        lift {
            $0.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted)
        }
    }

    /// Transforms values lazily on `scheduler`: only the latest value waiting when the scheduler runs is transformed.
    ///
    /// - Parameters:
    ///   - scheduler: Where `transform` runs and the results are sent.
    ///   - transform: Transforms a value.
    /// - Returns: A producer of transformed values.
    @inlinable
    public func lazyMap<NewValue>(
        on scheduler: Scheduler,
        transform: @escaping (Value) -> NewValue
    ) -> SignalProducer<NewValue, Error> {
        lift { $0.lazyMap(on: scheduler, transform: transform) }
    }

    /// Starts this producer again after a failure, up to `count` more times, waiting `interval` on `scheduler`
    /// before each new attempt.
    ///
    /// ```swift
    /// let resilient = fetchItems.retry(upTo: 3, interval: 2, on: QueueScheduler())
    /// ```
    ///
    /// The failure of the last attempt is forwarded at once.
    ///
    /// - Parameters:
    ///   - count: How many times to retry; must not be negative.
    ///   - interval: The wait before each retry, in seconds.
    ///   - scheduler: Where the wait is measured.
    /// - Returns: A producer that retries on failure after a pause.
    @inlinable
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: DateScheduler) -> SignalProducer {
        precondition(count >= 0, "retry(upTo:interval:on:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return flatMapError { error in
            SignalProducer<Value, Error>.empty
                .delay(interval, on: scheduler)
                .then(retry(upTo: count - 1, interval: interval, on: scheduler))
        }
    }
}

extension SignalProducer where Error == Never {
    /// Fails with `error` on `scheduler` if the start has not terminated within `interval`.
    ///
    /// - Parameters:
    ///   - interval: How long to wait, in seconds.
    ///   - error: The error to fail with.
    ///   - scheduler: Where the failure is sent.
    /// - Returns: A producer that times out.
    @inlinable
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> SignalProducer<Value, NewError> {
        lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

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
