#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Signal {
    /// Forwards every event of this signal, and fails with `error` on `scheduler` if this signal has not terminated
    /// `interval` seconds from now.
    ///
    /// ```swift
    /// let reply = response.timeout(after: 10, raising: .timedOut, on: QueueScheduler.main)
    /// ```
    ///
    /// The events of this signal are forwarded at once, on the thread that sends them; only the failure is sent on
    /// `scheduler`. With an interval of 0 the failure is scheduled at once, so this signal must terminate
    /// synchronously to beat it. The timer is cancelled when the returned signal terminates or nobody observes it.
    ///
    /// - Parameters:
    ///   - interval: How many seconds to wait for this signal to terminate; must not be negative.
    ///   - error: The error sent when time is up.
    ///   - scheduler: The scheduler that sends the failure.
    /// - Returns: A signal with this signal's events, failing with `error` if they take longer than `interval`.
    public func timeout(
        after interval: TimeInterval,
        raising error: Error,
        on scheduler: DateScheduler
    ) -> Signal<Value, Error> {
        precondition(interval >= 0, "timeout needs an interval that is not negative")
        return Signal { output, lifetime in
            let date = scheduler.currentDate.addingTimeInterval(interval)
            lifetime += scheduler.schedule(after: date) { output.send(error: error) }
            lifetime += observe(output)
        }
    }
}

extension Signal where Error == Never {
    /// Forwards every event of this signal, and fails with `error` on `scheduler` if this signal has not terminated
    /// `interval` seconds from now; the returned signal can fail with `NewError`.
    ///
    /// The events of this signal are forwarded at once, on the thread that sends them; only the failure is sent on
    /// `scheduler`. The timer is cancelled when the returned signal terminates or nobody observes it.
    ///
    /// - Parameters:
    ///   - interval: How many seconds to wait for this signal to terminate; must not be negative.
    ///   - error: The error sent when time is up.
    ///   - scheduler: The scheduler that sends the failure.
    /// - Returns: A signal with this signal's events, failing with `error` if they take longer than `interval`.
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: DateScheduler
    ) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}
