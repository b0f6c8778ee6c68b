/// A scheduler that runs each action at once, on the thread that schedules it.
public final class ImmediateScheduler: Scheduler {
    /// Creates an immediate scheduler.
    public init() {}

    /// Runs `action` now.
    ///
    /// - Parameter action: The work to run.
    /// - Returns: `nil`, since the action has already run.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> Disposable? {
        action()
        return nil
    }
}
