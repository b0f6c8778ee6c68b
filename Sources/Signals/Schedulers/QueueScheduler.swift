import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A scheduler that runs actions asynchronously on a serial dispatch queue, now or at a future date.
///
/// ```swift
/// let background = QueueScheduler(qos: .utility, name: "com.example.search")
/// query.debounce(0.3, on: QueueScheduler.main).observeValues { search($0) }
/// ```
///
/// Unlike ``UIScheduler``, ``main`` never runs an action synchronously, even when scheduled from the main thread.
/// Dates are wall-clock dates: an action scheduled for a date runs when the system clock reaches it.
public final class QueueScheduler: DateScheduler, @unchecked Sendable {
    // Safety: `queue` is immutable and thread-safe; `timers` is only touched under its lock, and a dispatch source
    // (not `Sendable` on every platform) may be cancelled from any thread.
    /// A scheduler for the main queue that always runs actions asynchronously.
    public static let main = QueueScheduler(queue: .main)

    /// The queue that runs the actions.
    public let queue: DispatchQueue

    /// The repeating timers that have not been cancelled, kept alive until their disposable is disposed of.
    private let timers = Locked<(nextID: UInt64, active: [UInt64: any DispatchSourceTimer])>((0, [:]))

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Creates a scheduler with a new serial queue.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the queue. The default, `.unspecified`, lets Dispatch infer it from the
    ///     code that schedules, as a plain `DispatchQueue` does.
    ///   - name: The label of the queue, in reverse-DNS style.
    ///   - targetQueue: A queue that runs the new queue's work; the new queue stays serial even if it is concurrent.
    public convenience init(
        qos: DispatchQoS = .unspecified,
        name: String = "Signals.QueueScheduler",
        targeting targetQueue: DispatchQueue? = nil
    ) {
        self.init(queue: DispatchQueue(label: name, qos: qos, target: targetQueue))
    }

    /// The current wall-clock date.
    public var currentDate: Date {
        Date()
    }

    /// Queues `action` on ``queue``.
    ///
    /// - Parameter action: The work to run on the queue.
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let scheduled = ScheduledAction(action)
        queue.async { scheduled.run() }
        return scheduled
    }

    /// Queues `action` on ``queue`` for when the wall clock reaches `date`.
    ///
    /// - Parameters:
    ///   - date: The earliest date to run the action; a date in the past runs it as soon as possible.
    ///   - action: The work to run on the queue.
    /// - Returns: A disposable that cancels the action if it has not started.
    @discardableResult
    public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
        let scheduled = ScheduledAction(action)
        queue.asyncAfter(wallDeadline: Self.wallTime(of: date)) { scheduled.run() }
        return scheduled
    }

    /// Runs `action` on ``queue`` at `date`, then every `interval`, with a leeway of a tenth of the interval.
    ///
    /// - Parameters:
    ///   - date: The date of the first run.
    ///   - interval: The time between two runs; must not be negative.
    ///   - action: The work to run each time.
    /// - Returns: A disposable that stops the repetition.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable? {
        // A leeway of at least 10% of the interval is what Apple's energy guidelines recommend for timers.
        schedule(after: date, interval: interval, leeway: interval * 0.1, action: action)
    }

    /// Runs `action` on ``queue`` at `date`, then every `interval`, until the returned disposable is disposed of.
    ///
    /// The scheduler keeps the timer alive until then, even if the disposable is not kept.
    ///
    /// - Parameters:
    ///   - date: The date of the first run.
    ///   - interval: The time between two runs; must not be negative.
    ///   - leeway: How late a run may be; must not be negative.
    ///   - action: The work to run each time.
    /// - Returns: A disposable that stops the repetition and releases `action`.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping () -> Void
    ) -> Disposable? {
        precondition(interval.timeInterval >= 0, "A repeating action needs an interval that is not negative")
        precondition(leeway.timeInterval >= 0, "A repeating action needs a leeway that is not negative")
        let repeating = RepeatingAction(action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(wallDeadline: Self.wallTime(of: date), repeating: interval, leeway: leeway)
        timer.setEventHandler { repeating.run() }
        let id = timers.withLock { timers in
            defer { timers.nextID += 1 }
            timers.active[timers.nextID] = timer
            return timers.nextID
        }
        timer.resume()
        return AnyDisposable { [weak self] in
            timer.cancel()
            repeating.cancel()
            let removed = self?.timers.withLock { $0.active.removeValue(forKey: id) }
            _ = removed
        }
    }

    /// The wall time of `date`, to the nanosecond.
    private static func wallTime(of date: Date) -> DispatchWallTime {
        // Dates before 1970 are in the past anyway: run as soon as possible.
        let sinceEpoch = max(date.timeIntervalSince1970, 0)
        let seconds = sinceEpoch.rounded(.down)
        let nanoseconds = ((sinceEpoch - seconds) * 1_000_000_000).rounded(.down)
        return DispatchWallTime(timespec: timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds)))
    }
}

/// The action of a repeating timer: run each time the timer fires, released when the timer is cancelled.
private final class RepeatingAction: @unchecked Sendable {
    // Safety: `action` (not `Sendable`) is only read and cleared under the lock, and called after it. The scheduling thread hands it
    // over in `init`; the timer's serial queue is the only caller, so it never runs on two threads at once.
    private let action: Locked<StoredAction?>

    init(_ action: @escaping () -> Void) {
        self.action = Locked(StoredAction(action))
    }

    func run() {
        action.withLock { $0 }?.run()
    }

    func cancel() {
        // Released after the lock: releasing the closure may run deinitializers, which are user code.
        let action = action.withLock { action in
            defer { action = nil }
            return action
        }
        _ = action
    }
}
