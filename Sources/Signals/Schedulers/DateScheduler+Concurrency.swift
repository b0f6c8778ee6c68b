import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DateScheduler {
    /// Suspends the current task for at least `interval`, as this scheduler's clock measures it.
    ///
    /// ```swift
    /// try await scheduler.sleep(for: .seconds(1))
    /// ```
    ///
    /// The scheduler itself is not blocked. With a ``TestScheduler``, the task resumes once the test advances the
    /// clock by `interval`.
    ///
    /// - Parameters:
    ///   - interval: How long to sleep; must not be negative.
    ///   - leeway: How late the task may resume; must not be negative.
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(for interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        precondition(interval.timeInterval >= 0, "sleep needs an interval that is not negative")
        precondition(leeway.timeInterval >= 0, "sleep needs a leeway that is not negative")
        try Task.checkCancellation()
        _ = await timer(interval: interval, leeway: leeway).first { _ in true }
        try Task.checkCancellation()
    }

    /// Suspends the current task until this scheduler's clock reaches `deadline`.
    ///
    /// ```swift
    /// try await scheduler.sleep(until: scheduler.currentDate.addingTimeInterval(1))
    /// ```
    ///
    /// - Parameters:
    ///   - deadline: When to resume; must be after ``currentDate``.
    ///   - leeway: How late the task may resume; must not be negative.
    /// - Throws: `CancellationError` if the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Date, leeway: DispatchTimeInterval = .seconds(0)) async throws {
        precondition(leeway.timeInterval >= 0, "sleep needs a leeway that is not negative")
        let now = currentDate
        precondition(deadline > now, "sleep(until:) needs a deadline after the scheduler's current date")
        try await sleep(for: deadline.timeIntervalSince(now).dispatchTimeInterval, leeway: leeway)
    }

    /// A stream of this scheduler's current date, every `interval`.
    ///
    /// ```swift
    /// for await now in scheduler.timer(interval: .seconds(1)) {
    ///     clock.text = format(now)
    /// }
    /// ```
    ///
    /// The first date comes `interval` from now. The stream never finishes by itself; the timer stops when the task
    /// iterating it is cancelled or stops iterating.
    ///
    /// - Parameters:
    ///   - interval: The time between two dates; must not be negative.
    ///   - leeway: How late each date may come; must not be negative.
    /// - Returns: The stream of dates.
    public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
        precondition(interval.timeInterval >= 0, "timer needs an interval that is not negative")
        precondition(leeway.timeInterval >= 0, "timer needs a leeway that is not negative")
        return AsyncStream { continuation in
            let repetition = schedule(after: interval, interval: interval, leeway: leeway) {
                continuation.yield(self.currentDate)
            }
            continuation.onTermination = { _ in tearDown(repetition) }
        }
    }
}
