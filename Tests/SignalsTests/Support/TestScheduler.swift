@testable import Signals

/// A scheduler that queues its actions and only runs them when the test calls ``advance()``.
final class TestScheduler: Scheduler {
    private let queue = Locked<[ScheduledAction]>([])

    func schedule(_ action: @escaping () -> Void) -> Disposable? {
        let scheduled = ScheduledAction(action)
        queue.withLock { $0.append(scheduled) }
        return scheduled
    }

    /// How many actions wait to run.
    var pendingCount: Int {
        queue.withLock { $0.count }
    }

    /// Runs the queued actions in order, including any they schedule, until none is left.
    func advance() {
        while let next = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            next.run()
        }
    }
}
