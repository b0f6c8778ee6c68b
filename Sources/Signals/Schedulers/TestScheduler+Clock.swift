#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A ``TestScheduler`` is a `Clock` too (as swift-clocks' `TestClock` is), so that signals and `async` code that
/// sleeps share one virtual time:
///
/// ```swift
/// let scheduler = TestScheduler()
/// let task = Task { try await Task.sleep(for: .seconds(2), clock: scheduler) }
/// await scheduler.advance(by: .seconds(2))  // the task wakes, in order with the scheduler's other actions
/// ```
///
/// An instant is a time on the scheduler's clock, measured from the reference date
/// (`Date(timeIntervalSinceReferenceDate: 0)`, the scheduler's default start date), so ``now`` follows
/// ``TestScheduler/currentDate``. A task sleeping on the clock wakes when the scheduler's clock passes its deadline,
/// like any action scheduled for that date; cancelling the task wakes it at once with `CancellationError`.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension TestScheduler: Clock {
    /// A time on a ``TestScheduler``'s clock.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the reference date (`Date(timeIntervalSinceReferenceDate: 0)`).
        public let offset: Swift.Duration

        /// Creates the instant `offset` after the reference date.
        ///
        /// - Parameter offset: The time since `Date(timeIntervalSinceReferenceDate: 0)`.
        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        /// The instant `duration` after this one.
        ///
        /// - Parameter duration: How far to go; negative for an earlier instant.
        /// - Returns: The later instant.
        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        ///
        /// - Parameter other: Another instant.
        /// - Returns: The duration; negative when `other` is earlier.
        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The instant of `date`.
        init(_ date: Date) {
            offset = .nanoseconds(Int64((date.timeIntervalSinceReferenceDate * 1e9).rounded()))
        }

        /// The date of this instant.
        var date: Date {
            let (seconds, attoseconds) = offset.components
            return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(attoseconds) * 1e-18)
        }
    }

    /// The scheduler's current date, as an instant.
    public var now: Instant {
        Instant(currentDate)
    }

    /// A nanosecond: instants are kept to the nanosecond.
    public var minimumResolution: Swift.Duration {
        .nanoseconds(1)
    }

    /// Suspends the task until the scheduler's clock reaches `deadline`: at once when it already has.
    ///
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored: the virtual clock is exact.
    /// - Throws: `CancellationError` when the task is cancelled before or while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try Task.checkCancellation()
        let date = deadline.date
        guard date > currentDate else { return }
        let wake = AsyncStream<Void> { continuation in
            let action = schedule(after: date) { continuation.finish() }
            continuation.onTermination = { _ in tearDown(action) }
        }
        // The stream finishes when the clock reaches the deadline, and its iteration ends when the task is cancelled.
        for await _ in wake {}
        try Task.checkCancellation()
    }
}
