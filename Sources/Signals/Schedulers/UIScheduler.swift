import Dispatch

/// A scheduler that runs actions on the main queue, synchronously when it can.
///
/// An action scheduled from the main thread (or from work running on the main queue) while nothing this scheduler
/// scheduled is still waiting runs at once, before `schedule` returns. Otherwise it is queued with
/// `DispatchQueue.main.async`. Either way the actions of one `UIScheduler` run in the order they were scheduled.
public final class UIScheduler: Scheduler {
    /// How many actions of this scheduler are queued or running.
    private let queueLength = Locked(0)

    /// Creates a scheduler for the main queue.
    public init() {}

    /// Runs `action` on the main queue, at once if the caller is on it and nothing of this scheduler is waiting.
    ///
    /// - Parameter action: The work to run on the main queue.
    /// - Returns: `nil` if the action ran at once; otherwise a disposable that cancels it if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let position = queueLength.withLock { length in
            length += 1
            return length
        }
        if position == 1 && MainThread.isCurrent {
            defer { queueLength.withLock { $0 -= 1 } }
            action()
            return nil
        }
        let scheduled = ScheduledAction(action)
        DispatchQueue.main.async { [queueLength] in
            defer { queueLength.withLock { $0 -= 1 } }
            scheduled.run()
        }
        return scheduled
    }
}
