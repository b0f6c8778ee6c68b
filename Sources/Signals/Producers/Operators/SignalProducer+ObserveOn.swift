extension SignalProducer {
    /// Delivers every event through `scheduler`.
    ///
    /// - Parameter scheduler: The scheduler that delivers the events.
    /// - Returns: A producer with the same events, delivered by `scheduler`.
    public func observe(on scheduler: Scheduler) -> SignalProducer {
        liftOnScheduler(scheduler) { $0.observe(on: scheduler) }
    }
}
