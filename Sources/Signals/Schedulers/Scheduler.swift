/// Runs actions one at a time, in the order they were scheduled, on a thread of its choosing.
///
/// An action may run on another thread than the one that scheduled it; scheduling hands it over to that thread.
/// Use ``Signal/observe(on:)`` to move a signal's events to a scheduler.
public protocol Scheduler: AnyObject, Sendable {
    /// Schedules `action` to run after every action scheduled before it.
    ///
    /// - Parameter action: The work to run, once.
    /// - Returns: A disposable that cancels `action` if it has not started yet, or `nil` if it ran at once.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> Disposable?
}
