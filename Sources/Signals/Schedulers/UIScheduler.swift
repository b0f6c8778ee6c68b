import Dispatch

/// A scheduler that runs actions on the main queue, synchronously when it can.
///
/// An action scheduled from the main thread (or from work running on the main queue) while nothing this scheduler
/// scheduled is still waiting runs at once, before `schedule` returns. Otherwise it is queued with
/// `DispatchQueue.main.async`. Either way the actions of one `UIScheduler` run in the order they were scheduled.
public final class UIScheduler: Scheduler {
    /// How many actions of this scheduler are queued or running.
    let queueLength = AtomicCounter()

    /// Creates a scheduler for the main queue.
    public init() {}

    /// Runs `action` on the main queue, at once if the caller is on it and nothing of this scheduler is waiting.
    ///
    /// - Parameter action: The work to run on the main queue.
    /// - Returns: `nil` if the action ran at once; otherwise a disposable that cancels it if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        if enter() {
            defer { leave() }
            action()
            return nil
        }
        let scheduled = ScheduledAction(action)
        enqueue(scheduled)
        return scheduled
    }

    /// Runs `action` with `value` like ``schedule(_:)``, without allocating when it can run at once.
    @inlinable
    func perform<Value>(_ value: Value, _ action: @escaping (Value) -> Void) {
        if enter() {
            defer { leave() }
            action(value)
            return
        }
        enqueue(ScheduledAction { action(value) })
    }

    /// Counts an action in; returns whether it may run at once, on the calling thread.
    @usableFromInline
    func enter() -> Bool {
        queueLength.increment() == 1 && MainThread.isCurrent
    }

    /// Counts an action out.
    @usableFromInline
    func leave() {
        queueLength.decrement()
    }

    /// Queues an action that was counted in but cannot run at once.
    @usableFromInline
    func enqueue(_ scheduled: ScheduledAction) {
        DispatchQueue.main.async { [self] in
            defer { leave() }
            scheduled.run()
        }
    }
}
