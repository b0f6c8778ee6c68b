extension SignalProducer {
    /// Transforms values lazily on `scheduler`: only the latest value waiting when the scheduler runs is transformed.
    public func lazyMap<NewValue>(
        on scheduler: Scheduler,
        transform: @escaping (Value) -> NewValue
    ) -> SignalProducer<NewValue, Error> {
        liftOnScheduler(scheduler) { $0.lazyMap(on: scheduler, transform: transform) }
    }
}
