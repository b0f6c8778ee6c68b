extension SignalProducer {
    /// Delivers every event through `scheduler`.
    public func observe(on scheduler: Scheduler) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.observe(on: scheduler) }
    }
}
