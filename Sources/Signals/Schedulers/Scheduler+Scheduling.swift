extension Scheduler {
    /// Wraps `action` so that it runs on this scheduler, or returns it as it is for the immediate scheduler.
    @inlinable
    func scheduling<Value>(_ action: @escaping (Value) -> Void) -> (Value) -> Void {
        if self is ImmediateScheduler { return action }
        if let scheduler = self as? UIScheduler {
            return { value in scheduler.perform(value, action) }
        }
        return { value in _ = self.schedule { action(value) } }
    }
}
