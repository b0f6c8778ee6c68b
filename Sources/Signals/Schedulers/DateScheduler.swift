import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scheduler that can also run actions at a future date, once or repeatedly.
///
/// ``QueueScheduler`` runs them on a dispatch queue at real dates; ``TestScheduler`` runs them when a test advances its
/// virtual clock. Time operators such as ``Signal/delay(_:on:)`` and ``Signal/debounce(_:on:discardWhenCompleted:)``
/// take a date scheduler.
public protocol DateScheduler: Scheduler {
    /// The current date, as this scheduler sees it.
    var currentDate: Date { get }

    /// Schedules `action` to run at `date` or later.
    ///
    /// - Parameters:
    ///   - date: The earliest date to run the action; a date in the past runs it as soon as possible.
    ///   - action: The work to run, once.
    /// - Returns: A disposable that cancels `action` if it has not started yet.
    @discardableResult
    func schedule(after date: Date, action: @escaping () -> Void) -> Disposable?

    /// Schedules `action` to run at `date`, then every `interval`, until the returned disposable is disposed of.
    ///
    /// - Parameters:
    ///   - date: The date of the first run.
    ///   - interval: The time between two runs; must not be negative.
    ///   - leeway: How late a run may be, which lets the system save power; must not be negative.
    ///   - action: The work to run each time.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable?
}

extension DateScheduler {
    /// Schedules `action` to run once `delay` has passed, then every `interval`, until the returned disposable is
    /// disposed of.
    ///
    /// ```swift
    /// let ticks = scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { print("tick") }
    /// ```
    ///
    /// - Parameters:
    ///   - delay: The time from ``currentDate`` to the first run.
    ///   - interval: The time between two runs; must not be negative.
    ///   - leeway: How late a run may be; must not be negative.
    ///   - action: The work to run each time.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping () -> Void
    ) -> Disposable? {
        schedule(after: currentDate.addingTimeInterval(delay), interval: interval, leeway: leeway, action: action)
    }
}
