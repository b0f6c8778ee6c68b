import Dispatch

/// A scheduler that runs actions asynchronously on a serial dispatch queue.
///
/// Unlike ``UIScheduler``, ``main`` never runs an action synchronously, even when scheduled from the main thread.
public final class QueueScheduler: Scheduler {
    /// A scheduler for the main queue that always runs actions asynchronously.
    public static let main = QueueScheduler(queue: .main)

    /// The queue that runs the actions.
    public let queue: DispatchQueue

    init(queue: DispatchQueue) {
        self.queue = queue
    }

    /// Creates a scheduler with a new serial queue.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the queue.
    ///   - name: The label of the queue, in reverse-DNS style.
    ///   - targetQueue: A queue that runs the new queue's work; the new queue stays serial even if it is concurrent.
    public convenience init(
        qos: DispatchQoS = .default,
        name: String = "Signals.QueueScheduler",
        targeting targetQueue: DispatchQueue? = nil
    ) {
        self.init(queue: DispatchQueue(label: name, qos: qos, target: targetQueue))
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
}
